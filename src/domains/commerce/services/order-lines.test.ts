import { describe, expect, it } from 'vitest'

import { buyerProblem, MAX_QUANTITY, orderTotal, quantityProblem } from './order-lines'

describe('a buyer', () => {
  it('is a person, or a guest with an email address and a name', () => {
    expect(buyerProblem({ person: { id: 1 } })).toBeNull()
    expect(buyerProblem({ guest: { email: 'ada@example.org', name: 'Ada' } })).toBeNull()
  })

  it('is refused in words without a usable address or name', () => {
    expect(buyerProblem({ guest: { email: 'ada', name: 'Ada' } })).toMatch(/email address/)
    expect(buyerProblem({ guest: { email: 'ada@example.org', name: '  ' } })).toMatch(/name/)
    expect(buyerProblem({ guest: { email: 'ada@example.org', name: 'x'.repeat(201) } })).toMatch(/too long/)
  })
})

describe('a quantity', () => {
  it('is a whole number from 1 to the most one order takes', () => {
    expect(quantityProblem(1)).toBeNull()
    expect(quantityProblem(MAX_QUANTITY)).toBeNull()
    expect(quantityProblem(0)).toMatch(/at least 1/)
    expect(quantityProblem(1.5)).toMatch(/whole number/)
    expect(quantityProblem(MAX_QUANTITY + 1)).toMatch(/At most/)
  })
})

describe('an order’s total', () => {
  it('adds every line’s unit price times its quantity, exactly', () => {
    expect(
      orderTotal(
        [
          { unitPriceMinor: 1999, quantity: 3 },
          { unitPriceMinor: 1, quantity: 1 },
        ],
        'USD',
      ),
    ).toBe(5998)
  })

  it('refuses a price that is not whole minor units, and an empty order', () => {
    expect(() => orderTotal([{ unitPriceMinor: 19.99, quantity: 1 }], 'USD')).toThrow('not a price')
    expect(() => orderTotal([{ unitPriceMinor: -1, quantity: 1 }], 'USD')).toThrow('not a price')
    expect(() => orderTotal([], 'USD')).toThrow('at least one line')
  })
})
