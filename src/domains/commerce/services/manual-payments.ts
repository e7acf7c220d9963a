import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'

import { formatMoney } from './money'
import { ORDER_STATUS_LABELS, parseOrderNumber } from './orders'
import { recordPaymentEvent } from './record-payment-event'

/** How money reaches the office by hand. */
export const MANUAL_METHODS = ['cheque', 'cash', 'transfer'] as const
export type ManualMethod = (typeof MANUAL_METHODS)[number]
export const MANUAL_METHOD_LABELS: Record<ManualMethod, string> = {
  cheque: 'Cheque',
  cash: 'Cash',
  transfer: 'Bank transfer',
}

export type ManualPayment = { orderNumber: string; method: string; amountMinor: number; note: string }
export type ManualPaymentAnswer = { ok: true; status: string } | { ok: false; message: string }

/**
 * Staff record money taken by hand — a cheque, cash, a bank transfer —
 * against an order (decision 044): it goes through `recordPaymentEvent` as
 * the `manual` provider's notification, so the order is paid and fulfilled
 * exactly as a card payment makes it, once. The amount must be the order's
 * total (a partial payment is not a payment of the order); the note (a
 * cheque's number, who paid) is kept as the payment's reference. Audited.
 */
export async function recordManualPayment(
  payload: Payload,
  staff: Person,
  payment: ManualPayment,
): Promise<ManualPaymentAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff record payments.' }
  const number = payment.orderNumber.trim().toUpperCase()
  if (!parseOrderNumber(number)) return { ok: false, message: 'Give the order’s number, such as V-2026-000123.' }
  if (!MANUAL_METHODS.includes(payment.method as ManualMethod)) {
    return { ok: false, message: 'Say how it was paid: cheque, cash or bank transfer.' }
  }
  const note = payment.note.trim()
  if (note.length > 200) return { ok: false, message: 'The note is longer than 200 characters.' }
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) return { ok: false, message: `There is no order ${number}.` }
  if (!['open', 'awaiting-payment', 'expired'].includes(order.status)) {
    return {
      ok: false,
      message: `Order ${number} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: there is nothing to pay.`,
    }
  }
  if (payment.amountMinor !== order.totalMinor) {
    const total = formatMoney({ minor: order.totalMinor, currency: order.currency })
    return { ok: false, message: `The order’s total is ${total}: record a payment of the whole total.` }
  }

  const answer = await recordPaymentEvent(payload, {
    provider: 'manual',
    eventId: `manual-${randomUUID()}`,
    orderNumber: number,
    outcome: 'succeeded',
    amount: { minor: payment.amountMinor, currency: order.currency },
    paymentReference: [MANUAL_METHOD_LABELS[payment.method as ManualMethod], note].filter(Boolean).join(': '),
  })
  if (answer.outcome === 'refused' || answer.outcome === 'invalid') return { ok: false, message: answer.reason }
  if (answer.outcome === 'duplicate') return { ok: false, message: 'This payment was recorded already.' }
  await recordAudit(payload, {
    actor: Number(staff.id),
    action: 'payment.manual',
    targetCollection: 'orders',
    targetId: order.id,
    summary: { order: number, method: payment.method, amountMinor: payment.amountMinor, note },
  })
  // Paid by someone else in the moment between: both payments are kept, and one is to refund.
  if (!answer.changed) return { ok: false, message: `Order ${number} was paid meanwhile: refund one of its payments.` }
  return { ok: true, status: answer.status }
}
