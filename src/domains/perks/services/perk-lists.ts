import type { Payload } from 'payload'

import { standingOf } from '@/domains/membership'
import type { CalendarDate } from '@/platform/calendar'
import { cachedPageData } from '@/platform/http/public-pages'
import type { Image, Perk } from '@/payload-types'

import { publicPerks } from '../access'
import { PERKS_DATA_SECONDS, PERKS_TAG } from './perk-cache'
import { anyGoodStanding, mayUsePerk } from './rules'
import type { PerkEligibility, PerkRedemption } from './vocabulary'

/** A perk as a visitor sees it: never its code. */
export type PublicPerk = {
  id: number
  businessName: string
  title: string
  description: string
  discount: string
  eligibility: PerkEligibility
  redemption: PerkRedemption
  validUntil: CalendarDate | null
  picture: { url: string; alt: string } | null
}

/** A perk a member may use, with its code when it has one. */
export type MemberPerk = PublicPerk & { code: string | null }

function pictureOf(value: Perk['picture']): PublicPerk['picture'] {
  if (!value || typeof value !== 'object') return null
  const image = value as Image
  const url = image.sizes?.webp400?.url ?? image.url
  return url ? { url, alt: image.alt ?? '' } : null
}

function publicView(perk: Perk): PublicPerk {
  return {
    id: perk.id,
    businessName: perk.businessName,
    title: perk.title,
    description: perk.description,
    discount: perk.discount,
    eligibility: perk.eligibility,
    redemption: perk.redemption,
    validUntil: perk.validUntil ?? null,
    picture: pictureOf(perk.picture),
  }
}

const ORDER = 'businessName'

/** The perks running on `today`, read as a visitor (the access rules leave the codes out), uncached. */
export async function publicPerksOn(payload: Payload, today: CalendarDate): Promise<PublicPerk[]> {
  const { docs } = await payload.find({
    collection: 'perks',
    where: publicPerks(today),
    sort: ORDER,
    depth: 1,
    limit: 200,
    overrideAccess: false,
  })
  return docs.map(publicView)
}

/** `/artlover`'s perks, cached under `PERKS_TAG` for every visitor alike. */
export function publicPerkList(payload: Payload, today: CalendarDate): Promise<PublicPerk[]> {
  return cachedPageData((day: CalendarDate) => publicPerksOn(payload, day), ['perks', 'public'], {
    tags: [PERKS_TAG],
    revalidate: PERKS_DATA_SECONDS,
  })(today)
}

/** Whether membership says the person is in good standing on `today`: the perks are theirs, when partners offer some. */
export async function isPerkHolder(payload: Payload, personId: number, today: CalendarDate): Promise<boolean> {
  return anyGoodStanding(await standingOf(payload, personId, today))
}

/**
 * The perks running on `today` that this person may use, with their codes:
 * none unless membership says they are a member in good standing, and of the
 * audience each perk is for. The one place codes leave the database for members.
 */
export async function perksForMember(payload: Payload, personId: number, today: CalendarDate): Promise<MemberPerk[]> {
  const standing = await standingOf(payload, personId, today)
  if (!anyGoodStanding(standing)) return []
  const { docs } = await payload.find({
    collection: 'perks',
    where: publicPerks(today),
    sort: ORDER,
    depth: 1,
    limit: 200,
    overrideAccess: true,
  })
  return docs
    .filter((perk) => mayUsePerk(perk.eligibility, standing))
    .map((perk) => ({ ...publicView(perk), code: perk.redemption === 'code' ? (perk.code ?? null) : null }))
}
