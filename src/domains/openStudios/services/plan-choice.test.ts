import { describe, expect, it } from 'vitest'

import { parseStudios, planHref, readChoice } from './plan-choice'

describe('a plan in its address', () => {
  it('reads studios joined by hyphens, in order', () => {
    expect(parseStudios('12-5-8')).toEqual([12, 5, 8])
    expect(planHref({ studios: [12, 5, 8], inMyOrder: false })).toBe('/openstudios/plan/12-5-8')
    expect(planHref({ studios: [12, 5], inMyOrder: true })).toBe('/openstudios/plan/12-5/in-my-order')
    expect(planHref({ studios: [], inMyOrder: true })).toBe('/openstudios/plan')
  })

  it('is no plan with a repeat, a zero, a word or too many studios', () => {
    for (const segment of ['1-1', '0-2', 'twelve', '1--2', '', Array.from({ length: 41 }, (_, i) => i + 1).join('-')]) {
      expect(parseStudios(segment)).toBeNull()
    }
  })

  it('reads a stored choice or says what is wrong with it', () => {
    expect(readChoice({ studios: [3, 1], inMyOrder: true })).toEqual({ choice: { studios: [3, 1], inMyOrder: true } })
    expect(readChoice({ studios: [3], inMyOrder: 'yes' })).toEqual({ choice: { studios: [3], inMyOrder: false } })
    expect(readChoice(null)).toEqual({ problem: 'The plan’s studios must be a list of studio numbers.' })
    expect(readChoice({ studios: [2, 2] })).toEqual({ problem: 'A studio is in the plan twice.' })
  })
})
