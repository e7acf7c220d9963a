import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'

import { renewalOrderIn } from './create-order'
import { productKinds } from './kinds'
import type { NotificationAnswer } from './record-payment-event'
import { recordPaymentEvent } from './record-payment-event'
import { linesOf, lockOrder, type LockedOrder } from './order-rows'
import type { RenewalNotification } from './notifications'
import { paymentGateway } from './payment-gateways'

/**
 * Renewals a provider takes itself (decision 044: a yearly gift with Stripe
 * is a Stripe subscription). A year's payment becomes an order of its own —
 * the renewal of the first order, its lines made by their kinds — paid
 * through `recordPaymentEvent` like any other, so it is fulfilled once.
 */

export type RenewalAnswer = NotificationAnswer | { outcome: 'ignored'; reason: string }

/** The first order of a subscription, held by the transaction; undefined when the subscription is not ours. */
async function lockFirstOrder(tx: Transaction, subscription: string): Promise<LockedOrder | undefined> {
  const [first] = await rowsOf<{ number: string }>(
    tx.db,
    sql`SELECT number FROM orders WHERE subscription_reference = ${subscription} AND renewal_of_id IS NULL
        ORDER BY id LIMIT 1`,
  )
  return first ? lockOrder(tx, first.number) : undefined
}

/**
 * A provider's news of a subscription. A renewal's order is made under the
 * first order's lock and found again by the payment's reference, so a
 * second delivery — or one after a stop between making and paying it — pays
 * the same order, and the event id lets only one payment through. A
 * subscription of no order of ours (another integration on the same account)
 * is ignored.
 */
export async function recordRenewal(payload: Payload, news: RenewalNotification): Promise<RenewalAnswer> {
  if (news.outcome === 'ended') return endRenewals(payload, news.subscriptionReference)
  const made = await inTransaction<{ number: string } | null>(payload, async (tx) => {
    const first = await lockFirstOrder(tx, news.subscriptionReference)
    if (!first) return { commit: false, value: null }
    const [existing] = await rowsOf<{ number: string }>(
      tx.db,
      sql`SELECT number FROM orders WHERE renewal_of_id = ${first.id} AND provider_reference = ${news.paymentReference}`,
    )
    if (existing) return { commit: false, value: existing }
    const kinds = productKinds(payload)
    const lines = []
    for (const line of await linesOf(tx, first)) {
      const kind = kinds.require(line.kind)
      lines.push(
        kind.renew ? await kind.renew(tx, line) : { kind: line.kind, product: line.product, quantity: line.quantity },
      )
    }
    const buyer =
      first.buyer !== null
        ? {
            person: await tx.req.payload.findByID({
              collection: 'users',
              id: first.buyer,
              depth: 0,
              overrideAccess: true,
              req: tx.req,
            }),
          }
        : { guest: { email: first.guestEmail ?? '', name: first.guestName ?? '' } }
    const order = await renewalOrderIn(payload, tx, {
      buyer,
      lines,
      currency: first.currency,
      renewalOf: first.id,
      paymentReference: news.paymentReference,
    })
    await tx.db.execute(sql`UPDATE orders SET provider = ${news.provider} WHERE id = ${order.id}`)
    return { commit: true, value: { number: order.number } }
  })
  if (!made) return { outcome: 'ignored', reason: 'The subscription is no order’s.' }
  return recordPaymentEvent(payload, {
    provider: news.provider,
    eventId: news.eventId,
    orderNumber: made.number,
    outcome: 'succeeded',
    amount: news.amount,
    paymentReference: news.paymentReference,
  })
}

/** No more renewals: the first order marked stopped and its kinds told, once. */
async function endRenewals(payload: Payload, subscription: string): Promise<RenewalAnswer> {
  return inTransaction<RenewalAnswer>(payload, async (tx) => {
    const first = await lockFirstOrder(tx, subscription)
    if (!first) return { commit: false, value: { outcome: 'ignored', reason: 'The subscription is no order’s.' } }
    const [stopped] = await rowsOf(
      tx.db,
      sql`UPDATE orders SET renewals_stopped_at = now(), updated_at = now()
          WHERE id = ${first.id} AND renewals_stopped_at IS NULL RETURNING id`,
    )
    if (stopped) {
      const kinds = productKinds(payload)
      for (const line of await linesOf(tx, first)) await kinds.require(line.kind).renewalsEnded?.(tx, line)
    }
    return { commit: true, value: { outcome: 'recorded', status: first.status, changed: Boolean(stopped) } }
  })
}

/**
 * Asks the provider to stop renewing an order's yearly lines. The ask is
 * written down first, so that if the provider cannot be reached now,
 * `stopAskedRenewals` asks again until it has stopped. An order the
 * provider does not renew itself (the test provider's, renewed by the jobs
 * queue) has nothing to stop.
 */
export async function stopRenewals(payload: Payload, orderId: number): Promise<void> {
  const [asked] = await rowsOf<StopAsked>(
    database(payload),
    sql`UPDATE orders SET renewals_stop_asked_at = coalesce(renewals_stop_asked_at, now()), updated_at = now()
        WHERE id = ${orderId} AND subscription_reference IS NOT NULL AND renewals_stopped_at IS NULL
        RETURNING id, provider, subscription_reference AS subscription`,
  )
  if (asked) await askProviderToStop(payload, asked)
}

/** The every-ten-minutes task: stops asked for that a provider has not confirmed yet. */
export async function stopAskedRenewals(payload: Payload): Promise<number> {
  const asked = await rowsOf<StopAsked>(
    database(payload),
    sql`SELECT id, provider, subscription_reference AS subscription FROM orders
        WHERE renewals_stop_asked_at IS NOT NULL AND renewals_stopped_at IS NULL
        ORDER BY renewals_stop_asked_at LIMIT 100`,
  )
  let stopped = 0
  for (const order of asked) if (await askProviderToStop(payload, order)) stopped += 1
  return stopped
}

/** An order whose subscription is to be stopped: its provider and the subscription's reference. */
type StopAsked = { id: number; provider: string | null; subscription: string }

async function askProviderToStop(payload: Payload, order: StopAsked): Promise<boolean> {
  const gateway = order.provider ? paymentGateway(config(), order.provider) : undefined
  // A provider no longer configured here is asked again once it is, rather than the stop being forgotten.
  if (!gateway) return false
  try {
    if (gateway.stopRenewals) await gateway.stopRenewals(order.subscription)
  } catch (error) {
    payload.logger.warn({ err: error, order: order.id }, 'The provider did not stop a subscription; asked again later')
    return false
  }
  await database(payload).execute(
    sql`UPDATE orders SET renewals_stopped_at = coalesce(renewals_stopped_at, now()), updated_at = now()
        WHERE id = ${order.id}`,
  )
  return true
}
