import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { createOrder, paymentGateways, receiptPath, startCheckout } from '@/domains/commerce'
import type { AppConfig } from '@/platform/config'
import { inTransaction } from '@/platform/database/transaction'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { registrationWindow } from './deadlines'
import { eligibilityOf } from './registration-eligibility'
import { REGISTRATION_KIND } from './registration-kind'
import {
  checkRegistrationForm,
  fullWeekends,
  mayEdit,
  waitingPosition,
  type RawRegistrationForm,
  type RegistrationField,
} from './registration-rules'
import {
  lockSeasonPlaces,
  occupancy,
  registrationOf,
  registrationRecord,
  updateRegistration,
  waitingList,
  type RegistrationRecord,
} from './registration-store'
import { studioFor } from './registration-studios'
import type { SeasonView } from './season-view'
import { currentSeason } from './seasons'
import { REGISTRATION_PATH } from './waiting-list'
import { REGISTRATION_STATE_LABELS } from './vocabulary'

/** Checkouts started from one client address before it must wait, like joining a membership. */
export const REGISTRATION_STARTS: RateLimit = { name: 'os-registration-starts', points: 20, durationSeconds: 10 * 60 }

export type Saved =
  | { ok: true; registration: RegistrationRecord; season: SeasonView }
  | { ok: false; message: string; errors?: Partial<Record<RegistrationField, string>> }

/**
 * Saves the artist's registration as a draft (decision 051), in one
 * transaction with its studio: for the current season, while registration
 * is open, for an eligible artist, from a draft (or a withdrawn one, which
 * becomes a draft again). Every refusal in words, beside its field.
 */
export async function saveRegistration(
  payload: Payload,
  person: Person,
  raw: RawRegistrationForm,
  now: Date,
  timeZone: string,
): Promise<Saved> {
  const season = await currentSeason(payload)
  if (!season) return { ok: false, message: 'There is no Open Studios season to register for at the moment.' }
  const window = registrationWindow(season.deadlines, now, timeZone)
  const artist = Number(person.id)
  const existing = await registrationOf(payload, season.id, artist)
  if (!window.open && existing?.status !== 'offered') {
    return { ok: false, message: `Registration for ${season.name} is not open.` }
  }
  if (existing && !mayEdit(existing.status)) {
    return {
      ok: false,
      message: `Your registration is ${REGISTRATION_STATE_LABELS[existing.status].toLowerCase()}: it can no longer be changed here.`,
    }
  }
  const { profile, missing } = await eligibilityOf(payload, season, person, now, timeZone)
  if (missing.length) return { ok: false, message: missing.map((thing) => thing.problem).join(' ') }
  const checked = checkRegistrationForm(season, raw)
  if (!checked.ok) return { ok: false, message: 'Please correct what is marked below.', errors: checked.errors }
  const form = checked.value

  return inTransaction<Saved>(payload, async (tx) => {
    const studio = await studioFor(tx, season.id, artist, existing?.studio ?? null, form.studio)
    if (!studio.ok) {
      return { commit: false, value: { ok: false, message: studio.problem, errors: { studio: studio.problem } } }
    }
    const data = {
      tier: form.tier,
      weekends: form.weekends,
      emerging: form.emerging,
      studio: studio.studio,
      accessibility: form.accessibility,
      accessibilityNotes: form.accessibilityNotes || null,
      profile,
    }
    const registration = existing
      ? await updateRegistration(tx, existing.id, {
          ...data,
          status: 'draft',
          order: null,
          priceMinor: null,
          priceParts: null,
          registeredAt: null,
          queuedAt: null,
          offerEndsAt: null,
          endedAt: null,
          endReason: null,
        })
      : await tx.req.payload
          .create({
            collection: 'os-registrations',
            data: { ...data, season: season.id, artist, status: 'draft' },
            depth: 0,
            overrideAccess: true,
            req: tx.req,
          })
          .then(registrationRecord)
    return { commit: true, value: { ok: true, registration, season } }
  })
}

type Settings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'PUBLIC_URL' | 'CURRENCY' | 'TIMEZONE'>

export type PaymentStarted =
  | { ok: true; redirectTo: string }
  | { ok: true; waitlisted: { weekend: string; position: number }[] }
  | { ok: false; message: string }

/** The positions of a waiting registration on each of its weekends' lists. */
export async function positionsOf(
  source: Payload,
  season: SeasonView,
  registration: RegistrationRecord,
): Promise<{ weekend: string; position: number }[]> {
  const waiting = await waitingList(source, season.id)
  const entry = waiting.find((candidate) => candidate.id === registration.id)
  if (!entry) return []
  return season.weekends
    .filter((weekend) => entry.weekends.includes(weekend.id))
    .map((weekend) => ({ weekend: weekend.label, position: waitingPosition(entry, waiting, weekend.id) }))
}

/**
 * "Continue to payment" (decision 051): a draft whose weekends have room
 * becomes an order of the `os-registration` kind, priced now, and checkout
 * starts (taking the places); a draft whose weekend is full joins the
 * waiting list instead, and is told its position; a registration already
 * awaiting payment starts its order's checkout again (same price); one
 * offered a place is sold it. The season's row is held while places are
 * counted, so two artists never both take the last one.
 */
export async function continueToPayment(
  payload: Payload,
  request: { person: Person; address: string; settings: Settings; now?: Date },
): Promise<PaymentStarted> {
  const { person, settings } = request
  const now = request.now ?? new Date()
  const season = await currentSeason(payload)
  if (!season) return { ok: false, message: 'There is no Open Studios season to register for at the moment.' }
  const registration = await registrationOf(payload, season.id, Number(person.id))
  if (!registration) return { ok: false, message: 'Save your registration first.' }
  const gateway = paymentGateways(settings)[0]
  if (!gateway) return { ok: false, message: 'We cannot take payments online right now. Please try later.' }

  const verdict = await sharedRateLimiter(payload, REGISTRATION_STARTS).consume(request.address)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
    return {
      ok: false,
      message: `Too many checkouts started from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }
  }

  if (registration.status === 'draft') {
    const queued = await joinWaitingListIfFull(payload, season, registration, now)
    if (queued) return { ok: true, waitlisted: await positionsOf(payload, season, queued) }
  }

  let orderNumber: string | null = null
  let guestToken: string | null = null
  if (registration.status === 'awaiting-payment' && registration.order) {
    const order = await payload
      .findByID({ collection: 'orders', id: registration.order, depth: 0, overrideAccess: true, disableErrors: true })
      .catch(() => null)
    if (order?.status === 'awaiting-payment') orderNumber = order.number
  }
  if (!orderNumber) {
    const made = await createOrder(payload, {
      buyer: { person },
      lines: [{ kind: REGISTRATION_KIND, product: String(registration.id), quantity: 1 }],
      currency: season.currency,
      now,
    })
    if (!made.ok) return { ok: false, message: made.message }
    orderNumber = made.order.number
    guestToken = made.guestToken
    await inTransaction(payload, async (tx) => {
      await updateRegistration(tx, registration.id, { order: made.order.id })
      return { commit: true, value: null }
    })
  }
  const publicUrl = settings.PUBLIC_URL.replace(/\/+$/, '')
  const started = await startCheckout(payload, {
    orderNumber,
    gateway,
    now,
    back: {
      paid: `${publicUrl}${receiptPath(orderNumber, guestToken)}`,
      cancelled: `${publicUrl}${REGISTRATION_PATH}`,
    },
  })
  if (started.ok) return started
  // The last place went while the order was being made: wait for the next one rather than fail.
  const latest = await registrationOf(payload, season.id, Number(person.id))
  const queued = latest?.status === 'draft' ? await joinWaitingListIfFull(payload, season, latest, now) : null
  if (queued) return { ok: true, waitlisted: await positionsOf(payload, season, queued) }
  return started
}

/** Puts a draft on the waiting list when one of its weekends is full, under the season's lock; null when there is room. */
async function joinWaitingListIfFull(
  payload: Payload,
  season: SeasonView,
  registration: RegistrationRecord,
  now: Date,
): Promise<RegistrationRecord | null> {
  return inTransaction(payload, async (tx) => {
    await lockSeasonPlaces(tx, season.id)
    const full = fullWeekends(season.weekends, registration.weekends, await occupancy(tx, season.id, registration.id))
    if (!full.length) return { commit: false, value: null }
    const queued = await updateRegistration(tx, registration.id, { status: 'waitlisted', queuedAt: now.toISOString() })
    return { commit: true, value: queued }
  })
}
