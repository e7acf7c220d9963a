import { formatDate, formatDateTime } from '@/platform/calendar'
import type { Order, Payment } from '@/payload-types'

import type { ReceiptPart, ReceiptWording } from './kinds'
import { formatMoney } from './money'
import type { PaymentProvider } from './notifications'
import { ORDER_STATUS_LABELS, type OrderStatus } from './orders'

/** Who sells, as the receipt names them. */
export const ORGANISATION_NAME = 'Vernissage'

/** How the buyer knows each way of paying. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  test: 'Test payment (no real money)',
  stripe: 'Card payment through Stripe',
  manual: 'Payment recorded by our office',
}

/** What a receipt is made from: the order as stored, its buyer and the payments recorded for it. */
export type ReceiptSource = {
  order: Pick<Order, 'number' | 'status' | 'currency' | 'totalMinor' | 'lines' | 'createdAt' | 'paidAt'>
  buyer: { name: string | null; email: string | null }
  payments: Pick<Payment, 'provider' | 'outcome' | 'currency' | 'amountMinor' | 'createdAt'>[]
  /** What the order's kinds add (a gift's acknowledgement, tickets' codes), in the order of their first lines. */
  parts?: ReceiptPart[]
  /** The words of the one kind every line is of, when it has its own. */
  wording?: ReceiptWording | null
}

export type ReceiptLine = { description: string; quantity: number; unitPrice: string; lineTotal: string }

/** A receipt as people read it, every amount and date already in words: the page, the PDF and the mail show this. */
export type ReceiptView = {
  number: string
  date: string
  status: OrderStatus
  statusLabel: string
  /** Paid (and perhaps refunded since): a receipt, rather than an order waiting for its money. */
  paid: boolean
  buyer: { name: string | null; email: string | null }
  lines: ReceiptLine[]
  total: string
  payment: { provider: string; when: string; amount: string } | null
  /** For an order that is not paid, what that means for the buyer's money; null once paid. */
  notice: string | null
  /** "Receipt", "Your order", or its kind's ("Gift acknowledgement"). */
  title: string
  /** "Bought by", or its kind's ("Given by"). */
  buyerLabel: string
  thanks: string
  parts: ReceiptPart[]
}

/** The statuses of an order whose money was taken: its receipt is one. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'fulfilled', 'partly-refunded', 'refunded']

/**
 * The receipt of an order. Dates are shown in `timeZone` (the organisation's,
 * `TIMEZONE` — decision 072) and amounts in the order's own currency. The payment shown is
 * the first success for the order's total: a second one (money taken twice)
 * is staff's to refund, not a second receipt.
 */
export function receiptView(source: ReceiptSource, options: { timeZone: string }): ReceiptView {
  const { order } = source
  const money = (minor: number) => formatMoney({ minor, currency: order.currency })
  const { timeZone } = options
  const paid = PAID_STATUSES.includes(order.status)
  const successes = [...source.payments]
    .filter((payment) => payment.outcome === 'succeeded')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const wording = paid ? (source.wording ?? null) : null
  const payment = paid
    ? (successes.find((p) => p.currency === order.currency && p.amountMinor === order.totalMinor) ?? null)
    : null
  return {
    number: order.number,
    date: formatDate(order.createdAt, timeZone),
    status: order.status,
    statusLabel:
      wording && (order.status === 'paid' || order.status === 'fulfilled')
        ? wording.paidStatus
        : ORDER_STATUS_LABELS[order.status],
    paid,
    buyer: source.buyer,
    lines: order.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
      lineTotal: money(line.unitPriceMinor * line.quantity),
    })),
    total: money(order.totalMinor),
    payment: payment && {
      provider: PAYMENT_PROVIDER_LABELS[payment.provider],
      when: formatDateTime(order.paidAt ?? payment.createdAt, timeZone),
      amount: formatMoney({ minor: payment.amountMinor, currency: payment.currency }),
    },
    notice: paid ? null : unpaidNotice(order.status, successes.length > 0),
    title: wording?.title ?? (paid ? 'Receipt' : 'Your order'),
    buyerLabel: wording?.buyer ?? 'Bought by',
    thanks: wording?.thanks ?? `Thank you for supporting ${ORGANISATION_NAME}.`,
    parts: source.parts ?? [],
  }
}

/** An unpaid order in words. "Nothing was charged" only when no provider told us of money taken for it. */
function unpaidNotice(status: OrderStatus, moneyTaken: boolean): string {
  if (moneyTaken) {
    return 'We received a payment for this order that our office needs to check. We will be in touch; you need do nothing.'
  }
  switch (status) {
    case 'expired':
      return 'This order expired before it was paid: nothing was charged.'
    case 'cancelled':
      return 'This order was cancelled before it was paid: nothing was charged.'
    default:
      return 'This order is awaiting payment: nothing has been charged yet. Once the payment is confirmed, this page becomes your receipt.'
  }
}

/** The receipt's address on the site; a guest's carries their key, the only way they reach it. */
export function receiptPath(number: string, key?: string | null): string {
  const path = `/shop/orders/${encodeURIComponent(number)}`
  return key ? `${path}?key=${encodeURIComponent(key)}` : path
}

/** The PDF's address, beside the page's, with the same key. */
export function receiptPdfPath(number: string, key?: string | null): string {
  const path = `/shop/orders/${encodeURIComponent(number)}/receipt.pdf`
  return key ? `${path}?key=${encodeURIComponent(key)}` : path
}

/** The PDF's file name: `receipt-V-2026-000123.pdf`. */
export function receiptFileName(number: string): string {
  return `receipt-${number}.pdf`
}
