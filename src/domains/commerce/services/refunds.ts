import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import { formatMoney } from './money'
import { lockOrder } from './order-rows'
import { nextOrderStatus } from './orders'
import { paymentGateway } from './payment-gateways'

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const MAX_REASON_LENGTH = 500

export type RefundAsked = { payment: number; amountMinor: number; reason: string }

/**
 * Who gives money back: a staff person, or a rule of the organisation that
 * refunds on its own (an artist's withdrawal refunded by the season's rule),
 * named in the audit log in place of a person.
 */
export type Refunder = Person | { rule: string }
export type RefundAnswer = { ok: true; refund: number; reference: string } | { ok: false; message: string }

type PaymentToRefund = {
  id: number
  orderNumber: string
  provider: string
  reference: string | null
  outcome: string
  currency: string
  amountMinor: number
  /** Refunds of this payment that are made or under way. */
  givenBackMinor: number
  refunds: number
}

/** What is wrong with a refund as staff asked for it, in words, or null. */
export function refundProblem(asked: RefundAsked, payment: PaymentToRefund | undefined): string | null {
  if (!payment) return 'There is no such payment.'
  if (payment.outcome !== 'succeeded') return 'This payment did not take any money: there is nothing to refund.'
  if (!Number.isSafeInteger(asked.amountMinor) || asked.amountMinor <= 0) return 'A refund must be a positive amount.'
  const left = payment.amountMinor - payment.givenBackMinor
  if (asked.amountMinor > left) {
    const money = (minor: number) => formatMoney({ minor, currency: payment.currency })
    return left === 0
      ? 'This payment has been refunded in full already.'
      : `At most ${money(left)} of this payment can still be refunded (${money(payment.givenBackMinor)} of ${money(payment.amountMinor)} already is).`
  }
  const reason = asked.reason.trim()
  if (!reason) return 'Say why the money is given back: the reason is kept with the refund.'
  if (reason.length > MAX_REASON_LENGTH) return `The reason is longer than ${MAX_REASON_LENGTH} characters.`
  return null
}

/**
 * Gives back all or part of a payment through its provider (decision 044):
 * staff only. In three steps, so that money is never given back twice and
 * never without a record: (1) under the order's lock, the amount is checked
 * against what is left and a pending refund is written with its
 * idempotency key; (2) the provider is asked, outside any transaction;
 * (3) under the lock again, the refund is marked succeeded and the order
 * moves to partly refunded or refunded — or the refund is marked failed and
 * counts no more. A stop between (1) and (3) leaves a pending refund, which
 * asking the provider again with the same key settles without a second
 * refund. A manual payment is refunded by hand (cash, cheque): the record
 * says so.
 */
export async function refundPayment(payload: Payload, staff: Refunder, asked: RefundAsked): Promise<RefundAnswer> {
  const rule = 'rule' in staff ? staff.rule : null
  if (rule === null && !isStaff(staff as Person)) return { ok: false, message: 'Only staff give money back.' }
  const staffId = rule === null ? Number((staff as Person).id) : null

  const pending = await inTransaction<
    { ok: true; refund: number; key: string; payment: PaymentToRefund } | { ok: false; message: string }
  >(payload, async (tx) => {
    const orderNumber = await orderOfPayment(tx, asked.payment)
    const order = orderNumber ? await lockOrder(tx, orderNumber) : undefined
    const payment = order ? await paymentToRefund(tx.db, asked.payment) : undefined
    const problem = refundProblem(asked, payment)
    if (problem || !payment || !order) return { commit: false, value: { ok: false, message: problem ?? '' } }
    const key = `refund-${payment.id}-${payment.refunds + 1}`
    const refund = await payload.create({
      collection: 'refunds',
      req: tx.req,
      depth: 0,
      data: {
        order: order.id,
        payment: payment.id,
        currency: payment.currency,
        amountMinor: asked.amountMinor,
        reason: asked.reason.trim(),
        status: 'pending',
        staff: staffId,
        idempotencyKey: key,
      },
    })
    return { commit: true, value: { ok: true, refund: refund.id, key, payment } }
  })
  if (!pending.ok) return pending
  return settleRefund(payload, staffId, {
    ...pending,
    amountMinor: asked.amountMinor,
    reason: asked.reason.trim(),
    rule,
  })
}

/** A refund written as pending, with what settling it needs. */
type PendingRefund = {
  refund: number
  key: string
  payment: PaymentToRefund
  amountMinor: number
  reason: string
  rule?: string | null
}

async function settleRefund(payload: Payload, staffId: number | null, pending: PendingRefund): Promise<RefundAnswer> {
  const { payment } = pending
  let reference: string
  if (payment.provider === 'manual') {
    reference = 'given back by hand'
  } else {
    const gateway = paymentGateway(config(), payment.provider)
    try {
      if (!gateway) throw new Error(`${payment.provider} is not set up on this installation any more.`)
      if (!payment.reference) throw new Error('The provider gave no reference for this payment.')
      reference = (
        await gateway.refund({
          paymentReference: payment.reference,
          amount: { minor: pending.amountMinor, currency: payment.currency },
          reason: pending.reason,
          idempotencyKey: pending.key,
        })
      ).reference
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error)
      payload.logger.warn({ err: error, refund: pending.refund }, 'A refund was refused by the payment provider')
      await inTransaction(payload, async (tx) => {
        await tx.db.execute(
          sql`UPDATE refunds SET status = 'failed', failure = ${failure.slice(0, MAX_REASON_LENGTH)}, updated_at = now()
              WHERE id = ${pending.refund} AND status = 'pending'`,
        )
        return { commit: true, value: null }
      })
      return { ok: false, message: `The refund was not made: ${failure}` }
    }
  }

  await inTransaction(payload, async (tx) => {
    const order = await lockOrder(tx, payment.orderNumber)
    if (!order) throw new Error(`The order ${payment.orderNumber} of a refund is gone.`)
    await tx.db.execute(
      sql`UPDATE refunds SET status = 'succeeded', reference = ${reference}, updated_at = now()
          WHERE id = ${pending.refund} AND status = 'pending'`,
    )
    const [{ paid, refunded }] = await rowsOf<{ paid: number; refunded: number }>(
      tx.db,
      sql`SELECT
            (SELECT coalesce(sum(amount_minor), 0)::float8 FROM payments
              WHERE order_id = ${order.id} AND outcome = 'succeeded') AS paid,
            (SELECT coalesce(sum(amount_minor), 0)::float8 FROM refunds
              WHERE order_id = ${order.id} AND status = 'succeeded') AS refunded`,
    )
    const transition = nextOrderStatus(order.status, {
      type: 'refunded',
      refundedMinor: refunded,
      totalMinor: paid,
    })
    if (transition.ok && transition.changed) {
      await tx.db.execute(
        sql`UPDATE orders SET status = ${transition.status}, updated_at = now() WHERE id = ${order.id}`,
      )
    }
    return { commit: true, value: null }
  })
  await recordAudit(payload, {
    actor: staffId,
    action: 'payment.refund',
    targetCollection: 'payments',
    targetId: payment.id,
    summary: {
      order: payment.orderNumber,
      amountMinor: pending.amountMinor,
      currency: payment.currency,
      reason: pending.reason,
      reference,
      ...(pending.rule ? { rule: pending.rule } : {}),
    },
  })
  return { ok: true, refund: pending.refund, reference }
}

async function orderOfPayment(tx: Transaction, payment: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(payment) || payment <= 0) return undefined
  const [row] = await rowsOf<{ number: string }>(
    tx.db,
    sql`SELECT o.number FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${payment}`,
  )
  return row?.number
}

/** The payment with what has been given back of it so far (read under its order's lock when refunding). */
async function paymentToRefund(db: SqlExecutor, payment: number): Promise<PaymentToRefund | undefined> {
  const [row] = await rowsOf<PaymentToRefund>(
    db,
    sql`SELECT p.id, o.number AS "orderNumber", p.provider, p.reference, p.outcome, p.currency,
               p.amount_minor::float8 AS "amountMinor",
               coalesce(sum(r.amount_minor) FILTER (WHERE r.status IN ('pending', 'succeeded')), 0)::float8
                 AS "givenBackMinor",
               count(r.id)::integer AS refunds
        FROM payments p JOIN orders o ON o.id = p.order_id LEFT JOIN refunds r ON r.payment_id = p.id
        WHERE p.id = ${payment}
        GROUP BY p.id, o.number`,
  )
  return row
}

/** How long a refund may stay pending before it counts as left by a stop: longer than any provider call takes. */
export const PENDING_REFUND_MINUTES = 10

/**
 * Settles the refunds a stop left pending between writing them and hearing
 * the provider (see `refundPayment`): each is claimed by moving its
 * `updated_at` (so two runners never settle one refund at once), then the
 * provider is asked again with the refund's own idempotency key — it answers
 * with the refund it already made, or makes it now — and the refund and its
 * order are settled as if the first request had finished. Returns how many
 * were settled either way.
 */
export async function settlePendingRefunds(payload: Payload, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - PENDING_REFUND_MINUTES * 60_000)
  const candidates = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM refunds WHERE status = 'pending' AND updated_at < ${staleBefore.toISOString()} ORDER BY id LIMIT 100`,
  )
  let settled = 0
  for (const { id } of candidates) {
    const [claimed] = await rowsOf<{
      payment: number
      key: string
      amountMinor: number
      reason: string
      staff: number | null
    }>(
      database(payload),
      sql`UPDATE refunds SET updated_at = now()
          WHERE id = ${id} AND status = 'pending' AND updated_at < ${staleBefore.toISOString()}
          RETURNING payment_id AS payment, idempotency_key AS key, amount_minor::float8 AS "amountMinor",
                    reason, staff_id AS staff`,
    )
    if (!claimed) continue
    const payment = await paymentToRefund(database(payload), claimed.payment)
    if (!payment) continue
    await settleRefund(payload, claimed.staff, {
      refund: id,
      key: claimed.key,
      payment,
      amountMinor: claimed.amountMinor,
      reason: claimed.reason,
    })
    settled += 1
  }
  return settled
}
