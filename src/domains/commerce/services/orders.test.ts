import { describe, expect, it } from 'vitest'

import {
  nextOrderStatus,
  ORDER_STATUSES,
  orderNumber,
  parseOrderNumber,
  type OrderEvent,
  type OrderStatus,
} from './orders'

const changed = (status: OrderStatus) => ({ ok: true, status, changed: true })
const unchanged = (status: OrderStatus) => ({ ok: true, status, changed: false })

describe('an order’s status', () => {
  it('goes open → awaiting payment → paid → fulfilled', () => {
    expect(nextOrderStatus('open', { type: 'checkout-started' })).toEqual(changed('awaiting-payment'))
    expect(nextOrderStatus('awaiting-payment', { type: 'payment-succeeded' })).toEqual(changed('paid'))
    expect(nextOrderStatus('paid', { type: 'fulfilled' })).toEqual(changed('fulfilled'))
  })

  it('takes a notification twice or late without changing anything', () => {
    expect(nextOrderStatus('paid', { type: 'payment-succeeded' })).toEqual(unchanged('paid'))
    expect(nextOrderStatus('fulfilled', { type: 'payment-succeeded' })).toEqual(unchanged('fulfilled'))
    expect(nextOrderStatus('fulfilled', { type: 'payment-failed' })).toEqual(unchanged('fulfilled'))
    expect(nextOrderStatus('fulfilled', { type: 'fulfilled' })).toEqual(unchanged('fulfilled'))
    expect(nextOrderStatus('paid', { type: 'expired' })).toEqual(unchanged('paid'))
    expect(nextOrderStatus('awaiting-payment', { type: 'checkout-started' })).toEqual(unchanged('awaiting-payment'))
  })

  it('keeps an order awaiting payment after a declined card, so the person can try again', () => {
    expect(nextOrderStatus('awaiting-payment', { type: 'payment-failed' })).toEqual(unchanged('awaiting-payment'))
  })

  it('expires only an order awaiting payment, and a payment that lands after expiry is still kept', () => {
    expect(nextOrderStatus('awaiting-payment', { type: 'expired' })).toEqual(changed('expired'))
    expect(nextOrderStatus('open', { type: 'expired' })).toEqual(unchanged('open'))
    expect(nextOrderStatus('expired', { type: 'payment-succeeded' })).toEqual(changed('paid'))
  })

  it('cancels an unpaid order, and asks for a refund of a paid one', () => {
    expect(nextOrderStatus('open', { type: 'cancelled' })).toEqual(changed('cancelled'))
    expect(nextOrderStatus('awaiting-payment', { type: 'cancelled' })).toEqual(changed('cancelled'))
    expect(nextOrderStatus('cancelled', { type: 'cancelled' })).toEqual(unchanged('cancelled'))
    expect(nextOrderStatus('paid', { type: 'cancelled' })).toEqual({
      ok: false,
      reason: 'This order is paid: refund it instead of cancelling it.',
    })
    expect(nextOrderStatus('cancelled', { type: 'payment-succeeded' })).toMatchObject({ ok: false })
  })

  it('refunds in part, then in full, never more than was paid, never an unpaid order', () => {
    const refund = (refundedMinor: number): OrderEvent => ({ type: 'refunded', refundedMinor, totalMinor: 5000 })
    expect(nextOrderStatus('fulfilled', refund(1000))).toEqual(changed('partly-refunded'))
    expect(nextOrderStatus('partly-refunded', refund(3000))).toEqual(unchanged('partly-refunded'))
    expect(nextOrderStatus('partly-refunded', refund(5000))).toEqual(changed('refunded'))
    expect(nextOrderStatus('paid', refund(5000))).toEqual(changed('refunded'))
    expect(nextOrderStatus('paid', refund(5001))).toEqual({
      ok: false,
      reason: 'A refund cannot be more than what was paid.',
    })
    expect(nextOrderStatus('paid', refund(0))).toEqual({ ok: false, reason: 'A refund must be a positive amount.' })
    expect(nextOrderStatus('awaiting-payment', refund(100))).toEqual({
      ok: false,
      reason: 'This order is awaiting payment: there is no payment to refund.',
    })
  })

  it('answers every event in every status, with a reason whenever it refuses', () => {
    const events: OrderEvent[] = [
      { type: 'checkout-started' },
      { type: 'payment-succeeded' },
      { type: 'payment-failed' },
      { type: 'fulfilled' },
      { type: 'cancelled' },
      { type: 'expired' },
      { type: 'refunded', refundedMinor: 100, totalMinor: 100 },
    ]
    for (const status of ORDER_STATUSES)
      for (const event of events) {
        const outcome = nextOrderStatus(status, event)
        if (outcome.ok) expect(ORDER_STATUSES).toContain(outcome.status)
        else expect(outcome.reason).toMatch(/^[A-Z].+\.$/)
      }
  })
})

describe('order numbers', () => {
  it('are V-{year}-{six digits}, and read back', () => {
    expect(orderNumber(2026, 123)).toBe('V-2026-000123')
    expect(orderNumber(2026, 1_234_567)).toBe('V-2026-1234567')
    expect(parseOrderNumber(' v-2026-000123 ')).toEqual({ year: 2026, sequence: 123 })
    expect(parseOrderNumber('V-2026-123')).toBeNull()
    expect(parseOrderNumber('V-2026-000000')).toBeNull()
    expect(parseOrderNumber('2026-000123')).toBeNull()
  })

  it('refuse a year or a sequence that cannot be', () => {
    expect(() => orderNumber(26, 1)).toThrow('not a year')
    expect(() => orderNumber(2026, 0)).toThrow("not an order's sequence")
  })
})
