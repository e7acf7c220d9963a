import { describe, expect, it } from 'vitest'

import { aYearLater, giftAmountProblem, MAX_GIFT_MINOR, MIN_GIFT_MINOR } from './giving'

const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`

describe('giftAmountProblem', () => {
  it('accepts whole amounts between the smallest and largest gift', () => {
    expect(giftAmountProblem(MIN_GIFT_MINOR, dollars)).toBeNull()
    expect(giftAmountProblem(5000, dollars)).toBeNull()
    expect(giftAmountProblem(MAX_GIFT_MINOR, dollars)).toBeNull()
  })

  it('names the problem of an amount out of bounds or not whole', () => {
    expect(giftAmountProblem(99, dollars)).toBe('The smallest gift online is $1.00.')
    expect(giftAmountProblem(MAX_GIFT_MINOR + 1, dollars)).toMatch(
      /^Gifts over \$100000\.00 are welcome by arrangement/,
    )
    expect(giftAmountProblem(12.5, dollars)).toMatch(/as a number/)
    expect(giftAmountProblem(Number.NaN, dollars)).toMatch(/as a number/)
  })
})

describe('aYearLater', () => {
  it('is the same day a year on', () => {
    expect(aYearLater(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2027-11-25T10:00:00.000Z')
  })

  it('turns 29 February into 28 February', () => {
    expect(aYearLater(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z')
  })
})
