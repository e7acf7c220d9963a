import { ACCESS_FEATURES, type AccessFeature, type RegistrationState } from './vocabulary'
import type { SeasonView } from './season-view'

/**
 * Registration's rules as plain functions (decision 051): who holds a place
 * on a weekend, who is offered a freed one, and what an artist's form asks
 * for, checked field by field. The services read the rows and call these.
 */

/** How long an offered place waits for its payment before it goes to the next artist. */
export const OFFER_HOURS = 48

/** The states that take a place on each chosen weekend: paid, being paid, or offered and not yet lapsed. */
export const PLACE_HOLDING_STATES: readonly RegistrationState[] = ['registered', 'awaiting-payment', 'offered']

/** Places taken on each weekend (by weekend id); a weekend no registration holds is absent. */
export type Occupancy = ReadonlyMap<number, number>

/** The weekends of `wanted` that have no place left, by their capacity and what is taken. */
export function fullWeekends(
  weekends: readonly { id: number; capacity: number | null }[],
  wanted: readonly number[],
  taken: Occupancy,
): number[] {
  return weekends
    .filter((weekend) => wanted.includes(weekend.id))
    .filter((weekend) => weekend.capacity !== null && (taken.get(weekend.id) ?? 0) >= weekend.capacity)
    .map((weekend) => weekend.id)
}

/** Places left on a weekend, or null when it takes any number. */
export function placesLeft(weekend: { id: number; capacity: number | null }, taken: Occupancy): number | null {
  if (weekend.capacity === null) return null
  return Math.max(0, weekend.capacity - (taken.get(weekend.id) ?? 0))
}

export type Waiting = { id: number; weekends: readonly number[]; queuedAt: Date }

/**
 * Which waiting registrations are offered a place now: in the order they
 * joined the list, each whose weekends all have room, counting the places
 * given by the offers before it. One that does not fit keeps its turn for
 * the next freed place while a later one that fits is offered (a place is
 * never left empty for a registration that cannot take it).
 */
export function nextOffers(
  waiting: readonly Waiting[],
  weekends: readonly { id: number; capacity: number | null }[],
  taken: Occupancy,
): number[] {
  const counts = new Map(taken)
  const offered: number[] = []
  for (const entry of [...waiting].sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime() || a.id - b.id)) {
    if (fullWeekends(weekends, entry.weekends, counts).length) continue
    offered.push(entry.id)
    for (const weekend of entry.weekends) counts.set(weekend, (counts.get(weekend) ?? 0) + 1)
  }
  return offered
}

/** A registration's place on one weekend's waiting list (1 is next), counted among those queued before it. */
export function waitingPosition(entry: Waiting, waiting: readonly Waiting[], weekend: number): number {
  const before = waiting.filter(
    (other) =>
      other.weekends.includes(weekend) &&
      (other.queuedAt.getTime() < entry.queuedAt.getTime() ||
        (other.queuedAt.getTime() === entry.queuedAt.getTime() && other.id < entry.id)),
  )
  return before.length + 1
}

/** When an offer made at `now` ends. */
export function offerEnds(now: Date): Date {
  return new Date(now.getTime() + OFFER_HOURS * 3_600_000)
}

/** What an artist may do with their registration in its state. */
export function mayEdit(status: RegistrationState | null): boolean {
  return status === null || status === 'draft' || status === 'withdrawn'
}

export function mayWithdraw(status: RegistrationState): boolean {
  return status === 'registered' || status === 'waitlisted' || status === 'offered'
}

/** The studio: a new one the artist describes, or one already registered that they join. */
export type StudioChoice =
  | {
      kind: 'new'
      address: string
      unit: string
      city: string
      postcode: string
      name: string
      neighbourhood: number | null
      accessNotes: string
    }
  | { kind: 'existing'; studio: number }

/** An artist's registration as their form gives it, checked. */
export type RegistrationForm = {
  weekends: number[]
  tier: string
  emerging: boolean
  studio: StudioChoice
  accessibility: AccessFeature[]
  accessibilityNotes: string
}

export type RegistrationField = 'weekends' | 'tier' | 'emerging' | 'address' | 'studio' | 'postcode' | 'accessibility'

/** The form's raw fields: each a string, or the list of a checkbox group's values. */
export type RawRegistrationForm = {
  weekends: string[]
  tier: string
  emerging: string
  studioChoice: string
  address: string
  unit: string
  city: string
  postcode: string
  studioName: string
  neighbourhood: string
  accessNotes: string
  accessibility: string[]
  accessibilityNotes: string
}

const LIMITS = { address: 200, unit: 40, city: 80, postcode: 12, name: 120, notes: 500 } as const

/**
 * The form checked against the season: one or two of its weekends, one of
 * its tiers, the emerging price only when it has one, a studio (an address
 * for a new one), known access features. Every refusal is in words, beside
 * its field.
 */
export function checkRegistrationForm(
  season: SeasonView,
  raw: RawRegistrationForm,
): { ok: true; value: RegistrationForm } | { ok: false; errors: Partial<Record<RegistrationField, string>> } {
  const errors: Partial<Record<RegistrationField, string>> = {}
  const weekendIds = [...new Set(raw.weekends.map(Number))]
  const known = weekendIds.filter((id) => season.weekends.some((weekend) => weekend.id === id))
  if (known.length !== weekendIds.length) errors.weekends = 'Choose among this season’s weekends.'
  else if (known.length === 0) errors.weekends = 'Choose the weekend you will open your studio, or two.'
  else if (known.length > 2) errors.weekends = 'Choose at most two weekends.'

  if (!raw.tier) errors.tier = 'Choose a registration tier.'
  else if (!season.tiers.some((tier) => tier.key === raw.tier)) errors.tier = 'Choose one of this season’s tiers.'

  const emerging = raw.emerging === 'yes'
  if (emerging && season.emergingDiscountMinor === null) errors.emerging = 'This season has no emerging artist price.'

  let studio: StudioChoice | null = null
  if (raw.studioChoice && raw.studioChoice !== 'new') {
    const id = Number(raw.studioChoice)
    if (Number.isSafeInteger(id) && id > 0) studio = { kind: 'existing', studio: id }
    else errors.studio = 'Choose a studio from the search, or describe a new one.'
  } else {
    const address = raw.address.trim()
    const neighbourhood = Number(raw.neighbourhood)
    if (!address) errors.address = 'Give the studio’s street address: visitors come there.'
    else if (address.length > LIMITS.address) errors.address = `Keep the address under ${LIMITS.address} characters.`
    if (raw.postcode.trim().length > LIMITS.postcode) errors.postcode = 'This postcode is too long.'
    const tooLong = (
      [
        ['unit', raw.unit, LIMITS.unit],
        ['city', raw.city, LIMITS.city],
        ['name', raw.studioName, LIMITS.name],
        ['access notes', raw.accessNotes, LIMITS.notes],
      ] as const
    ).find(([, value, limit]) => value.trim().length > limit)
    if (tooLong) errors.address = `The studio’s ${tooLong[0]} is longer than ${tooLong[2]} characters.`
    studio = {
      kind: 'new',
      address,
      unit: raw.unit.trim(),
      city: raw.city.trim(),
      postcode: raw.postcode.trim(),
      name: raw.studioName.trim(),
      neighbourhood: Number.isSafeInteger(neighbourhood) && neighbourhood > 0 ? neighbourhood : null,
      accessNotes: raw.accessNotes.trim(),
    }
  }

  const accessibility = [...new Set(raw.accessibility)]
  if (accessibility.some((feature) => !ACCESS_FEATURES.includes(feature as AccessFeature))) {
    errors.accessibility = 'Choose among the access features listed.'
  } else if (raw.accessibilityNotes.trim().length > LIMITS.notes) {
    errors.accessibility = `Keep the accessibility notes under ${LIMITS.notes} characters.`
  }

  if (Object.keys(errors).length || !studio) return { ok: false, errors }
  return {
    ok: true,
    value: {
      weekends: known,
      tier: raw.tier,
      emerging,
      studio,
      accessibility: accessibility as AccessFeature[],
      accessibilityNotes: raw.accessibilityNotes.trim(),
    },
  }
}

/**
 * What a withdrawal gives back, by the season's rule (`withdrawalRefund`):
 * nothing when nothing was paid or the fee was waived.
 */
export function refundOnWithdrawal(
  paidMinor: number | null,
  feeWaived: boolean,
  rule: (paid: number) => number,
): number {
  if (feeWaived || !paidMinor || paidMinor <= 0) return 0
  return rule(paidMinor)
}
