import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { database, rowsOf } from '@/platform/database/transaction'

import { phaseAt, registrationWindow, type RegistrationWindow } from './deadlines'
import { priceRegistration, type RegistrationPrice } from './pricing'
import { positionsOf } from './registration-checkout'
import { eligibilityOf, type Missing } from './registration-eligibility'
import { placesLeft } from './registration-rules'
import { occupancy, registrationOf, type RegistrationRecord } from './registration-store'
import { searchRegisteredStudios, studioSummary, type StudioSummary } from './registration-studios'
import type { SeasonView } from './season-view'
import { currentSeason } from './seasons'
import { ruleRefund } from './withdrawal'
import type { PricePhase } from './vocabulary'

export type RefundLine = { amountMinor: number; currency: string; status: string; createdAt: string }

/** Everything `/artists/sfosregistration` shows, read for one person at `now`. */
export type RegistrationPageData = {
  season: SeasonView
  window: RegistrationWindow
  phase: PricePhase
  /** Each tier's price for one weekend now. */
  placesLeft: Record<number, number | null>
  person: Person | null
  missing: Missing[]
  registration: RegistrationRecord | null
  /** What the saved choices cost now (a draft, or an offer not yet paid). */
  price: RegistrationPrice | null
  orderNumber: string | null
  orderStatus: string | null
  positions: { weekend: string; position: number }[]
  studio: StudioSummary | null
  studioSearch: { words: string; found: StudioSummary[] }
  /** The studio the artist's profile names: what a new studio's fields start from. */
  profileStudio: ProfileStudio | null
  neighbourhoods: { id: number; name: string }[]
  refunds: RefundLine[]
  /** What withdrawing now would refund. */
  withdrawalRefundMinor: number
}

export type ProfileStudio = { address: string; city: string; postcode: string; neighbourhood: number | null }

/** The studio address and neighbourhood of the person's profile as last approved, when it names one. */
async function profileStudioOf(payload: Payload, person: Person): Promise<ProfileStudio | null> {
  const { docs } = await payload.find({
    collection: 'artist-profiles',
    where: { owner: { equals: person.id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const profile = docs[0]
  if (!profile?.studio?.street && !profile?.studio?.city) return null
  const neighbourhood = profile.neighbourhood
  return {
    address: profile.studio?.street ?? '',
    city: profile.studio?.city ?? '',
    postcode: profile.studio?.postcode ?? '',
    neighbourhood: typeof neighbourhood === 'number' ? neighbourhood : (neighbourhood?.id ?? null),
  }
}

export async function registrationPageData(
  payload: Payload,
  person: Person | null,
  now: Date,
  timeZone: string,
  studioWords: string,
): Promise<RegistrationPageData | null> {
  const season = await currentSeason(payload)
  if (!season) return null
  const taken = await occupancy(payload, season.id)
  const window = registrationWindow(season.deadlines, now, timeZone)
  const base = {
    season,
    window,
    phase: phaseAt(season.deadlines, now, timeZone).phase,
    placesLeft: Object.fromEntries(season.weekends.map((weekend) => [weekend.id, placesLeft(weekend, taken)])),
    person,
  }
  const empty = {
    missing: [],
    registration: null,
    price: null,
    orderNumber: null,
    orderStatus: null,
    positions: [],
    studio: null,
    studioSearch: { words: '', found: [] },
    profileStudio: null,
    neighbourhoods: [],
    refunds: [],
    withdrawalRefundMinor: 0,
  }
  if (!person) return { ...base, ...empty }

  const [{ missing }, registration, neighbourhoods, profileStudio] = await Promise.all([
    eligibilityOf(payload, season, person, now, timeZone),
    registrationOf(payload, season.id, Number(person.id)),
    payload.find({ collection: 'neighbourhoods', depth: 0, limit: 200, sort: 'name', overrideAccess: true }),
    profileStudioOf(payload, person),
  ])
  let price: RegistrationPrice | null = null
  if (registration && ['draft', 'offered', 'waitlisted'].includes(registration.status)) {
    const quoted = priceRegistration(
      season,
      { tier: registration.tier, weekendCount: registration.weekends.length, emerging: registration.emerging },
      now,
      timeZone,
    )
    price = 'problem' in quoted ? null : quoted
  }
  const order = registration?.order
    ? await payload
        .findByID({ collection: 'orders', id: registration.order, depth: 0, overrideAccess: true, disableErrors: true })
        .catch(() => null)
    : null
  const refunds = registration?.order
    ? await rowsOf<RefundLine>(
        database(payload),
        sql`SELECT amount_minor::float8 AS "amountMinor", currency, status, created_at AS "createdAt"
            FROM refunds WHERE order_id = ${registration.order} AND status <> 'failed' ORDER BY id`,
      )
    : []
  return {
    ...base,
    missing,
    registration,
    price,
    orderNumber: order?.number ?? null,
    orderStatus: order?.status ?? null,
    positions: registration?.status === 'waitlisted' ? await positionsOf(payload, season, registration) : [],
    studio: await studioSummary(payload, season.id, registration?.studio ?? null),
    studioSearch: { words: studioWords, found: await searchRegisteredStudios(payload, season.id, studioWords) },
    profileStudio,
    neighbourhoods: neighbourhoods.docs.map((place) => ({ id: place.id, name: place.name })),
    refunds,
    withdrawalRefundMinor:
      registration?.status === 'registered'
        ? ruleRefund(season, registration.priceMinor, registration.feeWaived, now, timeZone)
        : 0,
  }
}
