/**
 * Who a donor is, and what they gave, as `donorbackend` and the giving
 * statements see them (decision 044). A gift given on behalf of an
 * organisation belongs to the organisation; any other to the person: their
 * account when they were signed in, else their email address. Years are
 * the organisation's (`TIMEZONE`), as the statements' are (decision 072).
 */
import { yearIn } from '@/platform/calendar'

/** The paid gift as the donor lists read it: the gift, its donor's account and whether its yearly gift goes on. */
export type PaidGift = {
  id: number
  donor: number | null
  donorName: string
  donorEmail: string
  organisation: string | null
  amountMinor: number
  currency: string
  paidAt: string
  yearlyGift: number | null
  yearlyGiftActive: boolean
  /** The account's own name and email, when the gift has an account. */
  accountName: string | null
  accountEmail: string | null
}

export type DonorKind = 'person' | 'email' | 'organisation'
export type DonorIdentity =
  { kind: 'person'; id: number } | { kind: 'email'; email: string } | { kind: 'organisation'; name: string }

export type DonorLevel = { name: string; minimumYearlyMinor: number }

export type DonorSummary = {
  /** `person:12`, `email:ada@example.org` or `organisation:acme trust`: the donor in addresses and forms. */
  key: string
  kind: DonorKind
  /** The account's id, for a person with one. */
  personId: number | null
  name: string
  email: string
  /** For an organisation, who gave last on its behalf. */
  contact: string | null
  currency: string
  thisYearMinor: number
  lastYearMinor: number
  giftsThisYear: number
  activeYearlyGifts: number
  lastGiftAt: string
  level: string | null
}

const organisationOf = (name: string | null) => name?.trim().replace(/\s+/g, ' ') || null

/** The donor a gift belongs to. */
export function donorOf(gift: Pick<PaidGift, 'donor' | 'donorEmail' | 'organisation'>): DonorIdentity {
  const organisation = organisationOf(gift.organisation)
  if (organisation) return { kind: 'organisation', name: organisation.toLowerCase() }
  if (gift.donor !== null) return { kind: 'person', id: gift.donor }
  return { kind: 'email', email: gift.donorEmail.trim().toLowerCase() }
}

export function donorKey(identity: DonorIdentity): string {
  if (identity.kind === 'person') return `person:${identity.id}`
  if (identity.kind === 'email') return `email:${identity.email}`
  return `organisation:${identity.name}`
}

/** A donor's key from an address or a form, or null when it is not one. */
export function parseDonorKey(value: string | null | undefined): DonorIdentity | null {
  const match = /^(person|email|organisation):(.{1,200})$/.exec(value?.trim() ?? '')
  if (!match) return null
  const [, kind, rest] = match
  if (kind === 'person') return /^[1-9]\d{0,9}$/.test(rest!) ? { kind, id: Number(rest) } : null
  if (kind === 'email') return /^[^\s@]+@[^\s@]+$/.test(rest!) ? { kind, email: rest!.toLowerCase() } : null
  const name = organisationOf(rest!)
  return name ? { kind: 'organisation', name: name.toLowerCase() } : null
}

/** The highest level whose minimum this year's total reaches (a total of nothing reaches none). */
export function levelReached(totalMinor: number, levels: readonly DonorLevel[]): DonorLevel | null {
  if (totalMinor <= 0) return null
  return (
    [...levels]
      .sort((a, b) => b.minimumYearlyMinor - a.minimumYearlyMinor)
      .find((level) => totalMinor >= level.minimumYearlyMinor) ?? null
  )
}

/**
 * One summary per donor who gave in `year` or the year before, from their
 * paid gifts (given in any order): the totals of both years, the level
 * reached in `year`, the gifts of `year`, the yearly gifts still going and
 * the last gift, years read in `timeZone`. The newest gift's name and email stand for the donor.
 * Largest giver of the year first, then of the year before, then by name.
 */
export function summariseDonors(
  gifts: readonly PaidGift[],
  year: number,
  levels: readonly DonorLevel[],
  timeZone: string,
) {
  const byDonor = new Map<string, { summary: DonorSummary; yearly: Set<number> }>()
  const oldestFirst = [...gifts].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id)
  for (const gift of oldestFirst) {
    const identity = donorOf(gift)
    const key = donorKey(identity)
    const entry = byDonor.get(key) ?? {
      summary: {
        key,
        kind: identity.kind,
        personId: identity.kind === 'person' ? identity.id : null,
        name: '',
        email: '',
        contact: null,
        currency: gift.currency,
        thisYearMinor: 0,
        lastYearMinor: 0,
        giftsThisYear: 0,
        activeYearlyGifts: 0,
        lastGiftAt: gift.paidAt,
        level: null,
      },
      yearly: new Set<number>(),
    }
    const { summary } = entry
    const person = gift.accountName?.trim() || gift.donorName.trim()
    summary.name = identity.kind === 'organisation' ? organisationOf(gift.organisation)! : person
    summary.contact = identity.kind === 'organisation' ? person : null
    summary.email = gift.accountEmail ?? gift.donorEmail
    summary.lastGiftAt = gift.paidAt
    const given = yearIn(gift.paidAt, timeZone)
    if (given === year) {
      summary.thisYearMinor += gift.amountMinor
      summary.giftsThisYear += 1
    } else if (given === year - 1) {
      summary.lastYearMinor += gift.amountMinor
    }
    if (gift.yearlyGift !== null && gift.yearlyGiftActive) entry.yearly.add(gift.yearlyGift)
    byDonor.set(key, entry)
  }
  return [...byDonor.values()]
    .map(({ summary, yearly }) => ({
      ...summary,
      activeYearlyGifts: yearly.size,
      level: levelReached(summary.thisYearMinor, levels)?.name ?? null,
    }))
    .filter((summary) => summary.thisYearMinor > 0 || summary.lastYearMinor > 0)
    .sort(
      (a, b) =>
        b.thisYearMinor - a.thisYearMinor || b.lastYearMinor - a.lastYearMinor || a.name.localeCompare(b.name, 'en'),
    )
}

/** The columns the donors' list sorts by (`sort=donor`, `sort=-lastGift`; decision 087); the default is the most given this year. */
export const DONOR_SORTS = ['donor', 'thisYear', 'lastYear', 'lastGift'] as const
export type DonorSort = (typeof DONOR_SORTS)[number]
export const DONORS_ORDER = { sort: 'thisYear', direction: 'desc' } as const

const DONOR_KEYS: Record<DonorSort, (donor: DonorSummary) => number | string> = {
  donor: (donor) => donor.name.toLowerCase(),
  thisYear: (donor) => donor.thisYearMinor,
  lastYear: (donor) => donor.lastYearMinor,
  lastGift: (donor) => donor.lastGiftAt,
}

/** Donors in the order asked, then by name, so equal totals keep one order from page to page. */
export function sortDonors(
  donors: readonly DonorSummary[],
  order: { sort: DonorSort; direction: 'asc' | 'desc' },
): DonorSummary[] {
  const key = DONOR_KEYS[order.sort]
  const sign = order.direction === 'asc' ? 1 : -1
  return [...donors].sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    const by = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en')
    return sign * by || a.name.localeCompare(b.name, 'en') || a.key.localeCompare(b.key)
  })
}

/** The level filter's value for donors who reached no level. */
export const NO_LEVEL = 'none'

/** The donors whose name, email, contact or organisation holds `search`, at `level` (a name, or `none`). */
export function filterDonors(
  donors: readonly DonorSummary[],
  filter: { search?: string; level?: string },
): DonorSummary[] {
  const search = filter.search?.trim().toLowerCase()
  return donors.filter((donor) => {
    if (filter.level === NO_LEVEL ? donor.level !== null : filter.level && donor.level !== filter.level) return false
    if (!search) return true
    return [donor.name, donor.email, donor.contact ?? ''].some((value) => value.toLowerCase().includes(search))
  })
}
