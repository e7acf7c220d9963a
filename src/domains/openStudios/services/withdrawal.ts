import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { formatMoney, refundPayment, type Refunder } from '@/domains/commerce'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import { isPast } from './deadlines'
import { withdrawalRefund } from './pricing'
import { expireRegisteredArtistsPages } from './registration-kind'
import { mayWithdraw, refundOnWithdrawal } from './registration-rules'
import { lockSeasonPlaces, registrationById, registrationOf, updateRegistration } from './registration-store'
import type { SeasonView } from './season-view'
import { currentSeason, seasonById } from './seasons'
import { offerFreedPlaces, queueOfferMails } from './waiting-list'
import { REGISTRATION_STATE_LABELS } from './vocabulary'

/** The most a cancellation's reason may say. */
export const END_REASON_LENGTH = 300

/** How much of a cancellation is refunded: the season's withdrawal rule, all of it, or nothing. */
export const CANCEL_REFUNDS = ['rule', 'full', 'none'] as const
export type CancelRefund = (typeof CANCEL_REFUNDS)[number]

export type Ended =
  { ok: true; refundedMinor: number; currency: string; refundProblem: string | null } | { ok: false; message: string }

/** The amount the season's rule gives back of a registration paid `paidMinor`, at `now`. */
export function ruleRefund(
  season: SeasonView,
  paidMinor: number | null,
  feeWaived: boolean,
  now: Date,
  timeZone: string,
) {
  const closed = isPast(season.deadlines.registrationCloses, now, timeZone)
  return refundOnWithdrawal(paidMinor, feeWaived, (paid) => withdrawalRefund(season, paid, closed))
}

/**
 * What staff's cancellation gives back of a registration paid `paidMinor`
 * (null when it was not paid): nothing, all of it, or the season's rule at `now`.
 * The confirmation step shows it before the cancellation does it.
 */
export function cancelRefundMinor(
  season: SeasonView,
  paidMinor: number | null,
  feeWaived: boolean,
  refund: CancelRefund,
  now: Date,
  timeZone: string,
): number {
  if (refund === 'none' || feeWaived || !paidMinor) return 0
  return refund === 'full' ? paidMinor : ruleRefund(season, paidMinor, feeWaived, now, timeZone)
}

/**
 * Ends a registration (decision 051): withdrawn by its artist, or cancelled
 * by staff with a reason. In one transaction, under the season's lock, the
 * registration ends and its places are offered to the waiting list (mailed
 * once the transaction commits); then the refund goes through commerce,
 * whose own steps make sure money is never given back twice.
 */
async function endRegistration(
  payload: Payload,
  request: {
    registration: number
    status: 'withdrawn' | 'cancelled'
    reason: string
    refundMinor: (season: SeasonView, paid: number | null, feeWaived: boolean) => number
    refunder: Refunder
    now: Date
  },
): Promise<Ended> {
  const ended = await inTransaction<
    { ok: true; order: number | null; refund: number; season: SeasonView } | { ok: false; message: string }
  >(payload, async (tx) => {
    const before = await registrationById(tx, request.registration)
    if (!before) return { commit: false, value: { ok: false, message: 'There is no such registration.' } }
    await lockSeasonPlaces(tx, before.season)
    const registration = await registrationById(tx, request.registration)
    const season = await seasonById(tx, before.season)
    if (!registration || !season)
      return { commit: false, value: { ok: false, message: 'There is no such registration.' } }
    if (
      !mayWithdraw(registration.status) &&
      registration.status !== 'awaiting-payment' &&
      registration.status !== 'draft'
    ) {
      const state = REGISTRATION_STATE_LABELS[registration.status].toLowerCase()
      return { commit: false, value: { ok: false, message: `This registration is ${state} already.` } }
    }
    const paid = registration.status === 'registered' ? registration.priceMinor : null
    await updateRegistration(tx, registration.id, {
      status: request.status,
      endedAt: request.now.toISOString(),
      endReason: request.reason,
      offerEndsAt: null,
      queuedAt: null,
    })
    if ((await offerFreedPlaces(tx, season.id, request.now)).length) await queueOfferMails(tx)
    return {
      commit: true,
      value: {
        ok: true,
        order: registration.status === 'registered' ? registration.order : null,
        refund: request.refundMinor(season, paid, registration.feeWaived),
        season,
      },
    }
  })
  if (!ended.ok) return ended
  expireRegisteredArtistsPages()
  const currency = ended.season.currency
  if (!ended.order || ended.refund <= 0) return { ok: true, refundedMinor: 0, currency, refundProblem: null }
  const [payment] = await rowsOf<{ id: number; amountMinor: number }>(
    database(payload),
    sql`SELECT id, amount_minor::float8 AS "amountMinor" FROM payments
        WHERE order_id = ${ended.order} AND outcome = 'succeeded' ORDER BY id DESC LIMIT 1`,
  )
  if (!payment) {
    return {
      ok: true,
      refundedMinor: 0,
      currency,
      refundProblem: 'No online payment was found to refund: staff will settle it.',
    }
  }
  const amountMinor = Math.min(ended.refund, payment.amountMinor)
  const refunded = await refundPayment(payload, request.refunder, {
    payment: payment.id,
    amountMinor,
    reason: `${ended.season.name}: ${request.reason}`.slice(0, 500),
  })
  if (!refunded.ok) return { ok: true, refundedMinor: 0, currency, refundProblem: refunded.message }
  return { ok: true, refundedMinor: amountMinor, currency, refundProblem: null }
}

/**
 * The artist withdraws their registration for the current season: the
 * season's rule refunds its percentage of what was paid before registration
 * closes, nothing after.
 */
export async function withdrawRegistration(
  payload: Payload,
  person: Person,
  now: Date,
  timeZone: string,
): Promise<Ended> {
  const season = await currentSeason(payload)
  const registration = season ? await registrationOf(payload, season.id, Number(person.id)) : null
  if (!registration) return { ok: false, message: 'You have no registration to withdraw.' }
  if (!mayWithdraw(registration.status)) {
    const state = REGISTRATION_STATE_LABELS[registration.status].toLowerCase()
    return { ok: false, message: `Your registration is ${state}: there is nothing to withdraw.` }
  }
  return endRegistration(payload, {
    registration: registration.id,
    status: 'withdrawn',
    reason: 'Withdrawn by the artist',
    refundMinor: (view, paid, waived) => ruleRefund(view, paid, waived, now, timeZone),
    refunder: { rule: 'Open Studios withdrawal refund' },
    now,
  })
}

/** Staff cancel a registration with a reason, refunding by the season's rule, in full, or not at all. Audited. */
export async function cancelRegistration(
  payload: Payload,
  staff: Person,
  request: { registration: number; reason: string; refund: CancelRefund },
  now: Date,
  timeZone: string,
): Promise<Ended> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff cancel a registration.' }
  const reason = request.reason.trim()
  if (!reason) return { ok: false, message: 'Say why the registration is cancelled: the artist is told.' }
  if (reason.length > END_REASON_LENGTH) {
    return { ok: false, message: `Keep the reason under ${END_REASON_LENGTH} characters.` }
  }
  if (!CANCEL_REFUNDS.includes(request.refund)) return { ok: false, message: 'Choose how much is refunded.' }
  const ended = await endRegistration(payload, {
    registration: request.registration,
    status: 'cancelled',
    reason,
    refundMinor: (view, paid, waived) => cancelRefundMinor(view, paid, waived, request.refund, now, timeZone),
    refunder: staff,
    now,
  })
  if (ended.ok) {
    await recordAudit(payload, {
      actor: Number(staff.id),
      action: 'os-registration.cancel',
      targetCollection: 'os-registrations',
      targetId: request.registration,
      summary: {
        reason,
        refund: request.refund,
        refunded: formatMoney({ minor: ended.refundedMinor, currency: ended.currency }),
      },
    })
  }
  return ended
}
