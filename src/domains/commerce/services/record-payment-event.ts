import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'

import { productKinds, type ProductKinds, type PaidLine } from './kinds'
import { linesOf, lockOrder } from './order-rows'
import { notificationProblem, orderEventOf, type PaymentNotification } from './notifications'
import { nextOrderStatus, type OrderStatus } from './orders'

/**
 * What became of a notification. `duplicate`: seen before, nothing done.
 * `invalid`: nothing recorded (malformed, or no such order). `refused`: the
 * payment is recorded for staff but the order is unchanged (money that is not
 * the total, a payment for a cancelled order). `recorded`: the order moved,
 * or was already where the notification would take it.
 */
export type NotificationAnswer =
  | { outcome: 'duplicate' }
  | { outcome: 'invalid'; reason: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'recorded'; status: OrderStatus; changed: boolean }

/**
 * The one way a provider's word about money reaches an order (decision 044),
 * in one transaction: the event is written down first, so a redelivery finds
 * it and does nothing (a delivery running at the same moment waits for this
 * one to end, then finds it); the order is then locked, moved by
 * `nextOrderStatus`, and when it becomes paid every line is fulfilled before
 * it is marked fulfilled. If a fulfilment throws, nothing is kept — the event
 * neither — and the provider's retry runs it all again.
 */
export async function recordPaymentEvent(
  payload: Payload,
  notification: PaymentNotification,
): Promise<NotificationAnswer> {
  const problem = notificationProblem(notification)
  if (problem) return { outcome: 'invalid', reason: problem }
  const { provider, eventId, orderNumber, outcome, amount } = notification
  let paidLines: PaidLine[] = []

  const answer = await inTransaction<NotificationAnswer>(payload, async (tx) => {
    const firstDelivery = await rowsOf(
      tx.db,
      sql`INSERT INTO payment_events (provider, event_id, order_number, outcome, amount_minor, currency)
          VALUES (${provider}, ${eventId}, ${orderNumber}, ${outcome}, ${amount.minor}, ${amount.currency})
          ON CONFLICT (provider, event_id) DO NOTHING
          RETURNING event_id`,
    )
    if (firstDelivery.length === 0) return { commit: false, value: { outcome: 'duplicate' } }

    const order = await lockOrder(tx, orderNumber)
    if (!order) return { commit: false, value: { outcome: 'invalid', reason: `There is no order ${orderNumber}.` } }

    await payload.create({
      collection: 'payments',
      req: tx.req,
      data: {
        order: order.id,
        provider,
        providerEvent: eventId,
        reference: notification.paymentReference,
        outcome,
        currency: amount.currency,
        amountMinor: amount.minor,
      },
    })

    const judged = orderEventOf(notification, order)
    if (!judged.ok) return { commit: true, value: { outcome: 'refused', reason: judged.reason } }
    const transition = nextOrderStatus(order.status, judged.event)
    if (!transition.ok) return { commit: true, value: { outcome: 'refused', reason: transition.reason } }
    if (!transition.changed) {
      return { commit: true, value: { outcome: 'recorded', status: order.status, changed: false } }
    }

    if (transition.status === 'paid') {
      const lines = await linesOf(tx, order)
      // Only an order awaiting payment holds what it bought. One paid without checkout (at the desk) takes it
      // now; an expired one gave it back and takes it again. What is gone meanwhile is left for staff to settle
      // (refund, or make good) rather than losing the money taken.
      const kinds = productKinds(payload)
      const shortfalls = order.status === 'awaiting-payment' ? [] : await holdAgain(kinds, tx, lines)
      for (const line of lines) await kinds.require(line.kind).fulfil(tx, line)
      paidLines = lines
      const fulfilled = nextOrderStatus('paid', { type: 'fulfilled' })
      if (!fulfilled.ok) throw new Error(fulfilled.reason)
      await tx.db.execute(
        sql`UPDATE orders SET status = ${fulfilled.status}, paid_at = now(), fulfilled_at = now(), updated_at = now(),
              subscription_reference = ${notification.subscriptionReference ?? null},
              attention = ${shortfalls.length ? `Paid ${order.status === 'expired' ? 'after it expired' : 'without checkout'}: ${shortfalls.join(' ')}` : null}
            WHERE id = ${order.id}`,
      )
      // Queued in this transaction: one receipt per order made paid, and none if the payment is rolled back.
      await payload.jobs.queue({ task: 'sendOrderReceipt', input: { order: order.id }, req: tx.req })
      return { commit: true, value: { outcome: 'recorded', status: fulfilled.status, changed: true } }
    }
    await tx.db.execute(sql`UPDATE orders SET status = ${transition.status}, updated_at = now() WHERE id = ${order.id}`)
    return { commit: true, value: { outcome: 'recorded', status: transition.status, changed: true } }
  })
  if (answer.outcome === 'recorded' && answer.changed && paidLines.length > 0) await afterPaid(payload, paidLines)
  return answer
}

/** Each kind's `afterPaid` with its lines of the order just paid and committed; a failure is only logged. */
async function afterPaid(payload: Payload, lines: PaidLine[]): Promise<void> {
  const kinds = productKinds(payload)
  for (const name of new Set(lines.map((line) => line.kind))) {
    const kind = kinds.require(name)
    if (!kind.afterPaid) continue
    try {
      await kind.afterPaid(
        payload,
        lines.filter((line) => line.kind === name),
      )
    } catch (error) {
      payload.logger.error({ err: error, kind: name }, 'A product kind’s work after a payment failed')
    }
  }
}

/** Each line's hold taken (again); the refusals, in words, of what could not be. */
async function holdAgain(kinds: ProductKinds, tx: Transaction, lines: PaidLine[]): Promise<string[]> {
  const refusals = []
  for (const line of lines) {
    const refusal = (await kinds.require(line.kind).hold?.(tx, line)) ?? null
    if (refusal) refusals.push(refusal)
  }
  return refusals
}
