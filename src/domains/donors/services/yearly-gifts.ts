import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { createOrder, paymentGateways, recordPaymentEvent, stopRenewals } from '@/domains/commerce'
import type { Transaction } from '@/platform/database/transaction'
import type { AppConfig } from '@/platform/config'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import { aYearLater, DONATION_KIND } from './giving'

/**
 * Yearly gifts after their first payment (decision 044): renewed each year —
 * by Stripe's subscription when Stripe took the first gift (commerce makes
 * the renewal's order and the donation kind's `renew` its gift), by the jobs
 * queue when the test provider did — and stopped by their donor.
 */

export type StopAnswer = { ok: true; message: string } | { ok: false; message: string }

/**
 * Stops a yearly gift: only its donor, signed in, may (staff stop them from
 * the control panel). Once stopped here, the provider is asked to stop its
 * subscription, if it keeps one; commerce asks again until it has.
 */
export async function stopYearlyGift(payload: Payload, person: Person | null, id: number): Promise<StopAnswer> {
  if (!person) return { ok: false, message: 'Sign in to stop a yearly gift.' }
  let firstOrder: number | null = null
  const answer = await inTransaction<StopAnswer>(payload, async (tx) => {
    const [yearly] = await rowsOf<{ donor: number | null; status: string; name: string; firstOrder: number | null }>(
      tx.db,
      sql`SELECT y.donor_id AS donor, y.status, c.name, f.order_id AS "firstOrder"
          FROM yearly_gifts y JOIN campaigns c ON c.id = y.campaign_id JOIN gifts f ON f.id = y.first_gift_id
          WHERE y.id = ${id} FOR UPDATE OF y`,
    )
    // Someone else's yearly gift is answered as one that does not exist: its existence is theirs too.
    if (!yearly || Number(yearly.donor) !== Number(person.id)) {
      return { commit: false, value: { ok: false, message: 'You have no such yearly gift.' } }
    }
    firstOrder = yearly.firstOrder === null ? null : Number(yearly.firstOrder)
    if (yearly.status === 'stopped') {
      return { commit: false, value: { ok: true, message: `Your yearly gift to ${yearly.name} was already stopped.` } }
    }
    await tx.db.execute(
      sql`UPDATE yearly_gifts SET status = 'stopped', stopped_at = now(), updated_at = now() WHERE id = ${id}`,
    )
    return {
      commit: true,
      value: { ok: true, message: `Your yearly gift to ${yearly.name} is stopped: it will not be renewed.` },
    }
  })
  if (answer.ok && firstOrder !== null) await stopRenewals(payload, firstOrder)
  return answer
}

/**
 * A yearly gift's renewal gift made (pending, like the first) and the yearly
 * gift moved a year on, under its lock in the caller's transaction: by the
 * jobs queue for the test provider, by the donation kind's `renew` when
 * Stripe has taken the year's payment.
 */
export async function makeRenewalGift(
  tx: Transaction,
  yearlyGiftId: number,
  options: { dueBy?: Date } = {},
): Promise<number | null> {
  const [yearly] = await rowsOf<{
    nextRenewalAt: string | Date
    renewals: number
    amountMinor: number
    currency: string
    donor: number | null
    firstGift: number
  }>(
    tx.db,
    sql`SELECT next_renewal_at AS "nextRenewalAt", coalesce(renewals, 0)::int AS renewals,
               amount_minor::float8 AS "amountMinor", currency, donor_id AS donor, first_gift_id AS "firstGift"
        FROM yearly_gifts
        WHERE id = ${yearlyGiftId}
          ${options.dueBy ? sql`AND status = 'active' AND next_renewal_at <= ${options.dueBy.toISOString()}` : sql``}
        FOR UPDATE`,
  )
  if (!yearly || yearly.donor === null) return null
  const first = await tx.req.payload.findByID({
    collection: 'gifts',
    id: yearly.firstGift,
    depth: 0,
    overrideAccess: true,
    req: tx.req,
  })
  const gift = await tx.req.payload.create({
    collection: 'gifts',
    req: tx.req,
    overrideAccess: true,
    data: {
      campaign: typeof first.campaign === 'object' ? first.campaign.id : first.campaign,
      amountMinor: Number(yearly.amountMinor),
      currency: yearly.currency,
      frequency: 'yearly',
      donor: Number(yearly.donor),
      donorName: first.donorName,
      donorEmail: first.donorEmail,
      organisation: first.organisation,
      recognition: first.recognition,
      dedication: first.dedication,
      dedicatedTo: first.dedicatedTo,
      status: 'pending',
      source: 'renewal',
      yearlyGift: yearlyGiftId,
    },
  })
  await tx.db.execute(
    sql`UPDATE yearly_gifts SET renewals = ${yearly.renewals + 1},
          next_renewal_at = ${aYearLater(new Date(yearly.nextRenewalAt)).toISOString()}, updated_at = now()
        WHERE id = ${yearlyGiftId}`,
  )
  return gift.id
}

/** The test provider's event for a yearly gift's nth renewal: the same renewal can be paid only once. */
export function renewalEventId(yearlyGift: number, renewal: number): string {
  return `yearly-gift-${yearlyGift}-renewal-${renewal}`
}

type Settings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'CURRENCY'>

export type RenewalRun = { renewed: number; refused: number; skipped?: string }

/**
 * Whether yearly gifts can be renewed here: by the provider that takes
 * payments, when it renews them itself (Stripe's subscriptions), or by the
 * jobs queue for the test provider. Otherwise yearly giving is not offered
 * rather than started and never renewed.
 */
export function yearlyGivingRenews(settings: Parameters<typeof paymentGateways>[0]): boolean {
  const gateway = paymentGateways(settings)[0]
  return gateway?.name === 'test' || typeof gateway?.stopRenewals === 'function'
}

/** The test provider's yearly gifts: those whose first gift it took. */
const TAKEN_BY_TEST_PROVIDER = sql`EXISTS (SELECT 1 FROM gifts f JOIN orders o ON o.id = f.order_id
  WHERE f.id = y.first_gift_id AND o.provider = 'test')`

/**
 * Renews the active yearly gifts whose renewal date has passed, in two
 * steps. First, under each yearly gift's lock, its renewal gift is made
 * (pending, like the first gift) and the yearly gift moves a year on, in one
 * transaction: a renewal is made once however often this runs. Then each
 * pending renewal gift is ordered and paid through the test provider's
 * notification, with an event id of the yearly gift and the renewal's
 * number, so a run that stopped half-way and is run again can never charge
 * twice. Only the yearly gifts the test provider took (Stripe renews its own).
 */
export async function renewYearlyGifts(payload: Payload, settings: Settings, now = new Date()): Promise<RenewalRun> {
  if (!paymentGateways(settings).some((gateway) => gateway.name === 'test')) {
    return { renewed: 0, refused: 0, skipped: 'no test provider' }
  }
  const due = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT y.id FROM yearly_gifts y
        WHERE y.status = 'active' AND y.next_renewal_at <= ${now.toISOString()} AND ${TAKEN_BY_TEST_PROVIDER}
        ORDER BY y.next_renewal_at LIMIT 200`,
  )
  for (const { id } of due) await makeRenewal(payload, id, now)

  const pending = await rowsOf<{ gift: number; yearly: number; renewal: number }>(
    database(payload),
    sql`SELECT g.id AS gift, g.yearly_gift_id AS yearly,
               (SELECT count(*) FROM gifts r WHERE r.yearly_gift_id = g.yearly_gift_id AND r.source = 'renewal'
                  AND r.id <= g.id)::int AS renewal
        FROM gifts g JOIN yearly_gifts y ON y.id = g.yearly_gift_id
        WHERE g.source = 'renewal' AND g.status = 'pending' AND y.status = 'active' AND ${TAKEN_BY_TEST_PROVIDER}
        ORDER BY g.id LIMIT 200`,
  )
  let renewed = 0
  let refused = 0
  for (const renewal of pending) {
    if (await payRenewal(payload, settings, renewal)) renewed += 1
    else refused += 1
  }
  return { renewed, refused }
}

/** The renewal gift made and the yearly gift moved on, once, under its lock. */
async function makeRenewal(payload: Payload, id: number, now: Date): Promise<void> {
  await inTransaction(payload, async (tx) => ({
    commit: true,
    value: await makeRenewalGift(tx, id, { dueBy: now }),
  }))
}

/**
 * A pending renewal gift ordered (once: the order is kept on the gift) and
 * paid. A campaign that no longer takes gifts refuses the order: the renewal
 * is cancelled and the yearly gift stopped, since it cannot be given again.
 */
async function payRenewal(
  payload: Payload,
  settings: Settings,
  renewal: { gift: number; yearly: number; renewal: number },
): Promise<boolean> {
  const gift = await payload.findByID({ collection: 'gifts', id: renewal.gift, depth: 0, overrideAccess: true })
  let orderId = typeof gift.order === 'object' && gift.order ? gift.order.id : (gift.order ?? null)
  if (orderId === null) {
    const donor = gift.donor
      ? await payload.findByID({
          collection: 'users',
          id: typeof gift.donor === 'object' ? gift.donor.id : gift.donor,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    const made = await createOrder(payload, {
      buyer: donor ? { person: donor } : { guest: { email: gift.donorEmail, name: gift.donorName } },
      lines: [{ kind: DONATION_KIND, product: String(gift.id), quantity: 1 }],
      currency: settings.CURRENCY,
    })
    if (!made.ok) {
      payload.logger.warn({ gift: gift.id, reason: made.message }, 'A yearly gift could not be renewed')
      await database(payload).execute(
        sql`UPDATE gifts SET status = 'cancelled', updated_at = now() WHERE id = ${gift.id}`,
      )
      await database(payload).execute(
        sql`UPDATE yearly_gifts SET status = 'stopped', stopped_at = now(), updated_at = now() WHERE id = ${renewal.yearly}`,
      )
      return false
    }
    // The gift keeps the first order made for it: a run at the same moment that made another cancels its own
    // (an open order holds nothing) and pays the kept one, where the event id lets only one payment through.
    const claimed = await rowsOf(
      database(payload),
      sql`UPDATE gifts SET order_id = ${made.order.id} WHERE id = ${gift.id} AND order_id IS NULL RETURNING id`,
    )
    const [kept] = claimed.length
      ? [{ order: made.order.id }]
      : await rowsOf<{ order: number }>(
          database(payload),
          sql`SELECT order_id AS "order" FROM gifts WHERE id = ${gift.id}`,
        )
    orderId = Number(kept?.order ?? made.order.id)
    if (orderId !== made.order.id) {
      await database(payload).execute(
        sql`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = ${made.order.id} AND status = 'open'`,
      )
    }
  }
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  const answer = await recordPaymentEvent(payload, {
    provider: 'test',
    eventId: renewalEventId(renewal.yearly, renewal.renewal),
    orderNumber: order.number,
    outcome: 'succeeded',
    amount: { minor: order.totalMinor, currency: order.currency },
    paymentReference: `test_renewal_${renewal.yearly}_${renewal.renewal}`,
  })
  return answer.outcome === 'recorded'
}
