import { describe, expect, it } from 'vitest'

import { parseQuantity, productSlugProblem, slugProblem, soldOut, stockProblem, stockRefusal } from './catalogue'

describe('the catalogue’s rules', () => {
  it('refuses an address that is not lower-case words joined by single dashes', () => {
    expect(slugProblem('tote-bag-2')).toBeNull()
    expect(slugProblem('')).toBe('Give the address (slug).')
    expect(slugProblem('Tote Bag')).toMatch(/lower-case letters and digits/)
    expect(slugProblem('tote--bag')).toMatch(/single dashes/)
    expect(slugProblem('a'.repeat(81))).toMatch(/at most 80/)
    expect(productSlugProblem('cart')).toMatch(/one of the shop's own pages/)
    expect(productSlugProblem('cart-bag')).toBeNull()
  })

  it('takes stock as a whole number from 0, or empty when not counted', () => {
    expect(stockProblem(null)).toBeNull()
    expect(stockProblem(undefined)).toBeNull()
    expect(stockProblem(0)).toBeNull()
    expect(stockProblem(12)).toBeNull()
    expect(stockProblem(-1)).toMatch(/whole number, 0 or more/)
    expect(stockProblem(1.5)).toMatch(/whole number/)
  })

  it('tells a buyer in words when there is not enough left', () => {
    expect(stockRefusal('Tote bag', null, 500)).toBeNull()
    expect(stockRefusal('Tote bag', 3, 3)).toBeNull()
    expect(stockRefusal('Tote bag', 2, 3)).toBe('Only 2 left of Tote bag.')
    expect(stockRefusal('Tote bag', 0, 1)).toBe('Tote bag is sold out.')
    expect(soldOut(0)).toBe(true)
    expect(soldOut(null)).toBe(false)
    expect(soldOut(1)).toBe(false)
  })

  it('reads a typed quantity from 0 to the most one order holds', () => {
    expect(parseQuantity(' 2 ')).toBe(2)
    expect(parseQuantity('0')).toBe(0)
    expect(parseQuantity('999')).toBe(999)
    expect(parseQuantity('1000')).toBeNull()
    expect(parseQuantity('1.5')).toBeNull()
    expect(parseQuantity('-1')).toBeNull()
    expect(parseQuantity('two')).toBeNull()
  })
})
