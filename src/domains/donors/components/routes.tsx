import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { formatMoney } from '@/domains/commerce'
import { yearIn } from '@/platform/calendar'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { campaignPage, donorsPage } from '../services/giving-pages'
import { CampaignNotOpen, CampaignView } from './CampaignView'
import { DonorsView } from './DonorsView'

/**
 * The giving pages as route files call them (decision 039): their data
 * cached under the donors' tag, the same HTML for everyone; who is giving is
 * asked in the browser.
 */

const money = (minor: number) => formatMoney({ minor, currency: config().CURRENCY })

export const donorsMetadata: Metadata = {
  title: 'Donors',
  description: 'Give to our campaigns, and the people and organisations whose gifts make our work possible.',
}

/** `/donors`: the campaigns and the honour roll under the introduction the content domain gives (`donorspageeditor`'s words). */
export async function DonorsRoute({ introduction }: { introduction: ReactNode }) {
  const payload = await payloadInstance()
  const page = await donorsPage(payload, yearIn(new Date(), config().TIMEZONE), config().CURRENCY)
  return <DonorsView page={page} money={money} introduction={introduction} />
}

export async function campaignMetadata(id: string): Promise<Metadata> {
  const found = await campaignPage(await payloadInstance(), id)
  if (found.found === 'nothing') return notFoundMetadata
  if (found.found !== 'campaign') return { robots: { index: false } }
  return {
    title: found.campaign.name,
    description: found.campaign.summary ?? `Give to ${found.campaign.name}.`,
    alternates: { canonical: `/donors/${found.campaign.slug}` },
  }
}

export async function CampaignRoute({ id }: { id: string }) {
  const found = await campaignPage(await payloadInstance(), id)
  if (found.found === 'nothing') return <PageNotFound path={askedPath('donors', id)} />
  if (found.found === 'moved') permanentRedirect(`/donors/${encodeURIComponent(found.slug)}`)
  if (found.found === 'not-open') return <CampaignNotOpen />
  return <CampaignView campaign={found.campaign} money={money} />
}
