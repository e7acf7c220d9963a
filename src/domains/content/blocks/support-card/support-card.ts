import { formatMoney } from '@/domains/commerce'
import { campaignPage, type CampaignPage } from '@/domains/donors'
import { planById, planPage, planPagePath, type PlanPage } from '@/domains/membership'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import type { Payload } from 'payload'

import { relationId } from '../grid-choice'

export type SupportCard =
  | { kind: 'campaign'; campaign: CampaignPage; path: string; money: (minor: number) => string }
  | { kind: 'plan'; plan: PlanPage; path: string }

/**
 * What a donation or membership card shows, read as the public sees it: a
 * published, open campaign (→ its page, /donors/{slug}), or an active plan
 * (→ its page, /{slug}membership); null for anything else, and the card is
 * not drawn.
 */
export async function supportCard(
  payload: Payload,
  block: { kind?: 'campaign' | 'plan' | null; campaign?: unknown; plan?: unknown },
): Promise<SupportCard | null> {
  if (block.kind === 'plan') {
    const id = relationId(block.plan)
    const row = id === null ? undefined : await planById(database(payload), id)
    if (!row || row.status !== 'active') return null
    const plan = await planPage(payload, row.slug)
    return plan && plan.slug === row.slug ? { kind: 'plan', plan, path: planPagePath(row.slug) } : null
  }
  const id = relationId(block.campaign)
  if (id === null) return null
  // By id the donors domain answers with the campaign's slug (its address), then by slug with the campaign.
  const byId = await campaignPage(payload, String(id))
  const found = byId.found === 'moved' ? await campaignPage(payload, byId.slug) : byId
  if (found.found !== 'campaign' || found.campaign.closedAt) return null
  const currency = config().CURRENCY
  return {
    kind: 'campaign',
    campaign: found.campaign,
    path: `/donors/${found.campaign.slug}`,
    money: (minor) => formatMoney({ minor, currency }),
  }
}
