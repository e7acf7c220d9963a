import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { pageImage, type PageImage } from '@/domains/media'
import { addDays, startOfDay } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import { cachedPageData } from '@/platform/http/public-pages'
import type { Campaign } from '@/payload-types'

import { acknowledgementSettings, type AcknowledgementSettings } from './acknowledgement-settings'
import { GIVING_DATA_SECONDS, GIVING_TAG } from './giving-cache'
import { campaignProgress, type CampaignProgress } from './progress'
import { yearlyGivingRenews } from './yearly-gifts'
import { recognitionRoll, type Level, type LevelRoll, type RecognisedGift } from './recognition'

/**
 * The data of /donors and /donors/{slug}, the same for every visitor and
 * cached under `GIVING_TAG` (decision 039): campaigns read as an anonymous
 * visitor (only published ones), progress and the roll of donors from paid
 * gifts. Nothing about the person at the browser is in it.
 */

export type CampaignCard = {
  id: number
  name: string
  slug: string
  summary: string | null
  progress: CampaignProgress
}

export type CampaignPage = CampaignCard & {
  story: string | null
  picture: PageImage | null
  suggestedAmountsMinor: number[]
  yearlyGiving: boolean
  /** ISO time it closed, when it has; a closed campaign takes no gifts. */
  closedAt: string | null
  /** What the acknowledgement will say of the organisation, told before paying (decision 076). */
  acknowledgement: AcknowledgementSettings
}

/** What /donors/{id} finds: the campaign, a numeric id's slug to go to, a page that is not open, or nothing. */
export type CampaignLookup =
  | { found: 'campaign'; campaign: CampaignPage }
  | { found: 'moved'; slug: string }
  | { found: 'not-open' }
  | { found: 'nothing' }

export type DonorsPage = { year: number; rolls: LevelRoll[]; levels: number; campaigns: CampaignCard[] }

/** What each campaign's paid gifts add up to. */
async function raisedBy(payload: Payload, ids: number[]): Promise<Map<number, { raised: number; gifts: number }>> {
  if (ids.length === 0) return new Map()
  const rows = await rowsOf<{ campaign: number; raised: number; gifts: number }>(
    database(payload),
    sql`SELECT campaign_id AS campaign, coalesce(sum(amount_minor), 0)::float8 AS raised, count(*)::int AS gifts
        FROM gifts WHERE status = 'paid' AND campaign_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY campaign_id`,
  )
  return new Map(rows.map((row) => [Number(row.campaign), { raised: Number(row.raised), gifts: Number(row.gifts) }]))
}

function card(campaign: Campaign, raised: { raised: number; gifts: number } | undefined): CampaignCard {
  return {
    id: campaign.id,
    name: campaign.name,
    slug: campaign.slug ?? String(campaign.id),
    summary: campaign.summary ?? null,
    progress: campaignProgress(raised?.raised ?? 0, raised?.gifts ?? 0, campaign.goalMinor ?? null),
  }
}

const isClosed = (campaign: Pick<Campaign, 'closesAt'>, now: Date) =>
  Boolean(campaign.closesAt && new Date(campaign.closesAt) <= now)

async function loadCampaign(payload: Payload, id: string): Promise<CampaignLookup> {
  const numeric = /^\d{1,10}$/.test(id)
  const { docs } = await payload.find({
    collection: 'campaigns',
    where: numeric ? { id: { equals: Number(id) } } : { slug: { equals: id } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const campaign = docs[0]
  if (!campaign) return { found: 'nothing' }
  // A draft's page says only that it is not open: nothing of what staff are still writing.
  if (!campaign.published) return { found: 'not-open' }
  if (numeric && campaign.slug && campaign.slug !== id) return { found: 'moved', slug: campaign.slug }
  const raised = await raisedBy(payload, [campaign.id])
  return {
    found: 'campaign',
    campaign: {
      ...card(campaign, raised.get(campaign.id)),
      story: campaign.story ?? null,
      picture: pageImage(campaign.picture, payload.logger),
      suggestedAmountsMinor: (campaign.suggestedAmountsMinor ?? []).filter((amount) => amount > 0),
      yearlyGiving: campaign.yearlyGiving !== false && yearlyGivingRenews(config()),
      closedAt: isClosed(campaign, new Date()) ? new Date(campaign.closesAt!).toISOString() : null,
      acknowledgement: await acknowledgementSettings(database(payload)),
    },
  }
}

/** The paid gifts of a year where the organisation is, in the site's currency, as recognition reads them. */
async function giftsOfYear(payload: Payload, year: number, currency: string): Promise<RecognisedGift[]> {
  const rows = await rowsOf<Omit<RecognisedGift, 'paidAt'> & { paidAt: string | Date }>(
    database(payload),
    sql`SELECT donor_id AS donor, donor_name AS "donorName", donor_email AS "donorEmail", organisation,
               recognition, amount_minor::float8 AS "amountMinor", paid_at AS "paidAt"
        FROM gifts
        WHERE status = 'paid' AND currency = ${currency}
          AND paid_at >= ${startOfDay(`${year}-01-01`, config().TIMEZONE).toISOString()}
          AND paid_at < ${startOfDay(addDays(`${year}-12-31`, 1), config().TIMEZONE).toISOString()}`,
  )
  return rows.map((row) => ({
    ...row,
    donor: row.donor === null ? null : Number(row.donor),
    amountMinor: Number(row.amountMinor),
    paidAt: new Date(row.paidAt),
  }))
}

async function loadDonors(payload: Payload, year: number, currency: string): Promise<DonorsPage> {
  const now = new Date()
  const [levels, campaigns, gifts] = await Promise.all([
    payload.find({
      collection: 'donor-levels',
      sort: '-minimumYearlyMinor',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'campaigns',
      where: {
        and: [
          { published: { equals: true } },
          { or: [{ closesAt: { exists: false } }, { closesAt: { greater_than: now.toISOString() } }] },
        ],
      },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
    giftsOfYear(payload, year, currency),
  ])
  const raised = await raisedBy(
    payload,
    campaigns.docs.map((campaign) => campaign.id),
  )
  const asLevels: Level[] = levels.docs.map((level) => ({
    id: level.id,
    name: level.name,
    minimumYearlyMinor: level.minimumYearlyMinor,
    description: level.description ?? null,
  }))
  return {
    year,
    levels: asLevels.length,
    rolls: recognitionRoll(gifts, asLevels),
    campaigns: campaigns.docs.map((campaign) => card(campaign, raised.get(campaign.id))),
  }
}

const ID_MAX = 200

export function campaignPage(payload: Payload, id: string): Promise<CampaignLookup> {
  if (!id || id.length > ID_MAX) return Promise.resolve({ found: 'nothing' })
  return cachedPageData((key: string) => loadCampaign(payload, key), ['donors', 'campaign'], {
    tags: [GIVING_TAG],
    revalidate: GIVING_DATA_SECONDS,
  })(id)
}

export function donorsPage(payload: Payload, year: number, currency: string): Promise<DonorsPage> {
  return cachedPageData((y: number, c: string) => loadDonors(payload, y, c), ['donors', 'roll'], {
    tags: [GIVING_TAG],
    revalidate: GIVING_DATA_SECONDS,
  })(year, currency)
}

/** `/donors/{slug}/_payload.json` (decision 101): an open campaign's page data; null (→ 404) for any other address, an old numeric one included. */
export async function campaignPageData(payload: Payload, slug: string) {
  const found = await campaignPage(payload, slug)
  return found.found === 'campaign' ? { path: `/donors/${found.campaign.slug}`, campaign: found.campaign } : null
}
