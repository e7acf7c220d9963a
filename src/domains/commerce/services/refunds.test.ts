import { describe, expect, it } from 'vitest'

import { refundProblem } from './refunds'

const payment = {
  id: 1,
  orderNumber: 'V-2026-000001',
  provider: 'test',
  reference: 'test_pi_1',
  outcome: 'succeeded',
  currency: 'USD',
  amountMinor: 5000,
  givenBackMinor: 1000,
  refunds: 1,
}
const asked = { payment: 1, amountMinor: 4000, reason: 'Returned' }

describe('what may be refunded', () => {
  it('allows up to what is left of the payment, with a reason', () => {
    expect(refundProblem(asked, payment)).toBeNull()
    expect(refundProblem({ ...asked, amountMinor: 4001 }, payment)).toBe(
      'At most $40.00 of this payment can still be refunded ($10.00 of $50.00 already is).',
    )
    expect(refundProblem(asked, { ...payment, givenBackMinor: 5000 })).toBe(
      'This payment has been refunded in full already.',
    )
  })

  it('refuses amounts that are not positive whole minor units', () => {
    for (const amountMinor of [0, -1, 1.5, Number.NaN]) {
      expect(refundProblem({ ...asked, amountMinor }, payment)).toBe('A refund must be a positive amount.')
    }
  })

  it('refuses a payment that took nothing, a missing one, and a missing or overlong reason', () => {
    expect(refundProblem(asked, { ...payment, outcome: 'failed' })).toBe(
      'This payment did not take any money: there is nothing to refund.',
    )
    expect(refundProblem(asked, undefined)).toBe('There is no such payment.')
    expect(refundProblem({ ...asked, reason: ' ' }, payment)).toMatch(/^Say why/)
    expect(refundProblem({ ...asked, reason: 'x'.repeat(501) }, payment)).toBe(
      'The reason is longer than 500 characters.',
    )
  })
})
