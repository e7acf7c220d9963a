/**
 * An order's life (decision 044): open while the cart becomes an order,
 * awaiting payment once checkout starts, paid when a provider says so,
 * fulfilled once every line's fulfilment ran (in the transaction that marked
 * it paid); or cancelled, expired, refunded or partly refunded. Notifications
 * may come twice or out of order, so every event is judged against the
 * status the order has now: one that changes nothing is not an error.
 */
export const ORDER_STATUSES = [
  'open',
  'awaiting-payment',
  'paid',
  'fulfilled',
  'cancelled',
  'expired',
  'refunded',
  'partly-refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  open: 'Open',
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
}

export type OrderEvent =
  | { type: 'checkout-started' }
  | { type: 'payment-succeeded' }
  | { type: 'payment-failed' }
  | { type: 'fulfilled' }
  | { type: 'cancelled' }
  | { type: 'expired' }
  /** `refundedMinor`: all refunded so far, this refund included; `totalMinor`: what was paid. */
  | { type: 'refunded'; refundedMinor: number; totalMinor: number }

export type Transition = { ok: true; status: OrderStatus; changed: boolean } | { ok: false; reason: string }

const PAID: readonly OrderStatus[] = ['paid', 'fulfilled', 'partly-refunded', 'refunded']

const stays = (status: OrderStatus): Transition => ({ ok: true, status, changed: false })
const becomes = (status: OrderStatus): Transition => ({ ok: true, status, changed: true })
const refused = (reason: string): Transition => ({ ok: false, reason })

/** What an event does to an order in `status`. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): Transition {
  const label = ORDER_STATUS_LABELS[status].toLowerCase()
  switch (event.type) {
    case 'checkout-started':
      if (status === 'open') return becomes('awaiting-payment')
      if (status === 'awaiting-payment') return stays(status)
      return refused(`This order is ${label}: it cannot be paid again.`)
    case 'payment-succeeded':
      // Money taken is never lost: a payment that lands after the order expired still makes it paid.
      if (status === 'open' || status === 'awaiting-payment' || status === 'expired') return becomes('paid')
      if (PAID.includes(status)) return stays(status)
      return refused(`A payment arrived for an order that was cancelled; refund it.`)
    case 'payment-failed':
      // A failure reported after a success (or twice) changes nothing; the person may try again.
      return stays(status)
    case 'fulfilled':
      if (status === 'paid') return becomes('fulfilled')
      if (status === 'fulfilled') return stays(status)
      return refused(`An order that is ${label} cannot be fulfilled.`)
    case 'cancelled':
      if (status === 'open' || status === 'awaiting-payment') return becomes('cancelled')
      if (status === 'cancelled') return stays(status)
      return refused(
        PAID.includes(status)
          ? `This order is ${label}: refund it instead of cancelling it.`
          : `This order is ${label}: it cannot be cancelled.`,
      )
    case 'expired':
      if (status === 'awaiting-payment') return becomes('expired')
      return stays(status)
    case 'refunded': {
      if (!PAID.includes(status)) return refused(`This order is ${label}: there is no payment to refund.`)
      if (!Number.isSafeInteger(event.refundedMinor) || event.refundedMinor <= 0) {
        return refused('A refund must be a positive amount.')
      }
      if (event.refundedMinor > event.totalMinor) return refused('A refund cannot be more than what was paid.')
      const next = event.refundedMinor === event.totalMinor ? 'refunded' : 'partly-refunded'
      return next === status ? stays(status) : becomes(next)
    }
  }
}

/** The order's number for people: `V-2026-000123`. */
export function orderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new Error(`${year} is not a year for an order.`)
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error(`${sequence} is not an order's sequence.`)
  return `V-${year}-${String(sequence).padStart(6, '0')}`
}

/** The year and sequence of an order number, or null when the text is not one. */
export function parseOrderNumber(text: string): { year: number; sequence: number } | null {
  const match = /^V-(\d{4})-(\d{6,})$/.exec(text.trim().toUpperCase())
  if (!match) return null
  const sequence = Number(match[2])
  return sequence >= 1 && Number.isSafeInteger(sequence) ? { year: Number(match[1]), sequence } : null
}
