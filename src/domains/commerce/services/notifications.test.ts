import { describe, expect, it } from 'vitest'

import { notificationProblem, orderEventOf, type PaymentNotification } from './notifications'

const paid: PaymentNotification = {
  provider: 'test',
  eventId: 'evt_1',
  orderNumber: 'V-2026-000001',
  outcome: 'succeeded',
  amount: { minor: 2500, currency: 'USD' },
}
const order = { totalMinor: 2500, currency: 'USD' }

describe('a notification', () => {
  it('is well formed with a provider, an event id, an outcome and a whole amount', () => {
    expect(notificationProblem(paid)).toBeNull()
    expect(notificationProblem({ ...paid, provider: 'paypal' as never })).toMatch(/not a payment provider/)
    expect(notificationProblem({ ...paid, eventId: '' })).toMatch(/event id/)
    expect(notificationProblem({ ...paid, eventId: ' evt_1' })).toMatch(/event id/)
    expect(notificationProblem({ ...paid, outcome: 'maybe' as never })).toMatch(/not a payment outcome/)
    expect(notificationProblem({ ...paid, amount: { minor: 25.5, currency: 'USD' } })).toMatch(/whole number/)
  })

  it('of money taken for the order’s total is a payment that succeeded', () => {
    expect(orderEventOf(paid, order)).toEqual({ ok: true, event: { type: 'payment-succeeded' } })
  })

  it('of a decline is a failed payment, whatever its amount', () => {
    expect(orderEventOf({ ...paid, outcome: 'failed', amount: { minor: 0, currency: 'USD' } }, order)).toEqual({
      ok: true,
      event: { type: 'payment-failed' },
    })
  })

  it('of money that is not the total, or in another currency, does not pay the order', () => {
    expect(orderEventOf({ ...paid, amount: { minor: 2499, currency: 'USD' } }, order)).toMatchObject({ ok: false })
    expect(orderEventOf({ ...paid, amount: { minor: 2500, currency: 'EUR' } }, order)).toMatchObject({ ok: false })
  })
})
