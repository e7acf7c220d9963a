import type { Person } from '@/domains/accounts'
import type { ProductKind } from '@/domains/commerce'
import type { Transaction } from '@/platform/database/transaction'

import { registrationWindow } from './deadlines'
import { eligibilityOf } from './registration-eligibility'
import { expireOpenStudiosMap } from './map-page'
import { priceRegistration, type PricePart } from './pricing'
import { fullWeekends } from './registration-rules'
import {
  lockSeasonPlaces,
  occupancy,
  registrationById,
  updateRegistration,
  type RegistrationRecord,
} from './registration-store'
import type { SeasonView } from './season-view'
import { seasonById } from './seasons'
import { offerFreedPlaces, queueOfferMails } from './waiting-list'

export const REGISTRATION_KIND = 'os-registration'

/**
 * Whatever registers or unregisters an artist changes the studio map: its
 * cached page and data are expired, so the next visitor sees the change (the
 * artists search reads its weekend facet from rows the database keeps).
 */
export function expireRegisteredArtistsPages(): void {
  expireOpenStudiosMap()
}

const weekendNames = (season: SeasonView, ids: readonly number[]) =>
  season.weekends
    .filter((weekend) => ids.includes(weekend.id))
    .map((weekend) => weekend.label)
    .join(' and ')

/** Whether the offer of an offered (or offered, then being paid) registration still stands at `now`. */
export const offerStands = (registration: RegistrationRecord, now: Date) =>
  registration.offerEndsAt !== null && registration.offerEndsAt > now

/**
 * Why this person cannot pay for this registration now, in words, or null:
 * it is theirs, it is a draft (or awaiting payment, or offered and the offer
 * stands), registration is open or the place was offered, and they are
 * still eligible.
 */
export async function registrationRefusal(
  tx: Transaction,
  person: Person | null,
  registration: RegistrationRecord | null,
  season: SeasonView | null,
  now: Date,
  timeZone: string,
): Promise<string | null> {
  if (!person) return 'Please sign in: a registration belongs to an artist’s account.'
  if (!registration || !season || registration.artist !== Number(person.id)) return 'There is no such registration.'
  const offered =
    registration.status === 'offered' ||
    (registration.status === 'awaiting-payment' && registration.offerEndsAt !== null)
  if (offered && !offerStands(registration, now)) return 'The place offered to you has gone to the next artist.'
  if (!offered && !['draft', 'awaiting-payment'].includes(registration.status)) {
    return 'This registration is not waiting for a payment.'
  }
  if (!offered) {
    const window = registrationWindow(season.deadlines, now, timeZone)
    if (!window.open) return `Registration for ${season.name} is not open.`
  }
  const { missing } = await eligibilityOf(tx, season, person, now, timeZone)
  return missing[0]?.problem ?? null
}

async function recordOf(tx: Transaction, product: string) {
  const registration = await registrationById(tx, Number(product))
  const season = registration ? await seasonById(tx, registration.season) : null
  return { registration, season }
}

/**
 * Commerce's `os-registration` kind (decision 051). A line's product is the
 * registration's id. Its price is `priceRegistration` at the moment the
 * order is made, kept on the line for the order's life: the price shown at
 * checkout is the one charged even when a deadline passes before the
 * payment, and an order that expired is priced anew. Starting checkout takes
 * a place on each chosen weekend (or the place offered); the order expiring
 * gives it back and offers it to the waiting list; paying registers the
 * artist, once.
 */
export function registrationKind(options: { timeZone: string; now?: () => Date }): ProductKind {
  const now = options.now ?? (() => new Date())
  return {
    name: REGISTRATION_KIND,
    label: 'Open Studios registration',

    async mayBuy(tx, person, product) {
      const { registration, season } = await recordOf(tx, product)
      return registrationRefusal(tx, person, registration, season, now(), options.timeZone)
    },

    async priceFor(tx, line, person, at) {
      const { registration, season } = await recordOf(tx, line.product)
      if (!registration || !season) throw new Error('There is no such registration.')
      if (line.quantity !== 1) throw new Error('A registration is paid for once.')
      const price = priceRegistration(
        season,
        { tier: registration.tier, weekendCount: registration.weekends.length, emerging: registration.emerging },
        at,
        options.timeZone,
      )
      if ('problem' in price) throw new Error(price.problem)
      // The parts of the price quoted with this order, for the registration page once it is paid.
      await updateRegistration(tx, registration.id, { priceParts: price.parts })
      return {
        unitMinor: price.totalMinor,
        description: `${price.description}: ${weekendNames(season, registration.weekends)}`,
        reason: price.parts.map((part) => `${part.label} (${part.reason})`).join('; '),
      }
    },

    async hold(tx, line) {
      const registration = await registrationById(tx, Number(line.product))
      if (!registration) return 'There is no such registration.'
      if (registration.status === 'registered') return null
      if (registration.status === 'withdrawn' || registration.status === 'cancelled') {
        return 'This registration was withdrawn or cancelled.'
      }
      await lockSeasonPlaces(tx, registration.season)
      if (!(registration.offerEndsAt && offerStands(registration, now()))) {
        const season = await seasonById(tx, registration.season)
        const full = fullWeekends(
          season?.weekends ?? [],
          registration.weekends,
          await occupancy(tx, registration.season, registration.id),
        )
        if (full.length && season) return `${weekendNames(season, full)} has no place left.`
      }
      await updateRegistration(tx, registration.id, { status: 'awaiting-payment' })
      return null
    },

    async release(tx, line) {
      const registration = await registrationById(tx, Number(line.product))
      if (registration?.status !== 'awaiting-payment') return
      const at = now()
      await lockSeasonPlaces(tx, registration.season)
      await updateRegistration(
        tx,
        registration.id,
        offerStands(registration, at) ? { status: 'offered' } : { status: 'draft', offerEndsAt: null, queuedAt: null },
      )
      if ((await offerFreedPlaces(tx, registration.season, at)).length) await queueOfferMails(tx)
    },

    /** Money arrived: the artist is registered, even if the order had expired meanwhile (staff settle a shortfall). */
    async fulfil(tx, line) {
      const registration = await registrationById(tx, Number(line.product))
      if (!registration) throw new Error(`The registration of order ${line.order.number} is not known.`)
      const paid = line.unitPriceMinor * line.quantity
      const quoted = registration.priceParts.reduce((sum, part) => sum + part.amountMinor, 0)
      const parts: PricePart[] =
        registration.priceParts.length && quoted === paid
          ? registration.priceParts
          : [{ label: line.description, amountMinor: paid, reason: `Order ${line.order.number}` }]
      await updateRegistration(tx, registration.id, {
        status: 'registered',
        registeredAt: now().toISOString(),
        priceMinor: paid,
        priceParts: parts,
        order: line.order.id,
        offerEndsAt: null,
        queuedAt: null,
        endedAt: null,
        endReason: null,
      })
    },

    afterPaid() {
      expireRegisteredArtistsPages()
    },
  }
}
