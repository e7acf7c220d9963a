import { describe, expect, it } from 'vitest'

import { priceRegistration, withdrawalRefund, type RegistrationPrice } from './pricing'
import { testSeason } from './test-season'

const LA = 'America/Los_Angeles'
const season = testSeason()

function la(wall: string): Date {
  return new Date(`${wall}-07:00`)
}

function price(choice: Partial<Parameters<typeof priceRegistration>[1]>, at: string, of = season): RegistrationPrice {
  const answer = priceRegistration(of, { tier: 'premier', weekendCount: 1, emerging: false, ...choice }, la(at), LA)
  if ('problem' in answer) throw new Error(answer.problem)
  return answer
}

describe('priceRegistration at every deadline', () => {
  const boundaries: [string, 'early' | 'regular' | 'late', number, number][] = [
    // at, phase, premier, participating
    ['2026-04-01T00:00:00', 'early', 25000, 15000],
    ['2026-06-30T23:59:59', 'early', 25000, 15000],
    ['2026-07-01T00:00:00', 'regular', 30000, 18000],
    ['2026-07-31T23:59:59', 'regular', 30000, 18000],
    ['2026-08-01T00:00:00', 'late', 35000, 22000],
    ['2026-08-15T23:59:59', 'late', 35000, 22000],
  ]

  it.each(boundaries)('at %s: %s, one weekend', (at, phase, premier, participating) => {
    expect(price({ tier: 'premier' }, at)).toMatchObject({ phase, totalMinor: premier })
    expect(price({ tier: 'participating' }, at)).toMatchObject({ phase, totalMinor: participating })
  })

  it.each(boundaries)(
    'at %s: %s, two weekends less the second weekend discount',
    (at, phase, premier, participating) => {
      expect(price({ tier: 'premier', weekendCount: 2 }, at)).toMatchObject({ phase, totalMinor: premier * 2 - 5000 })
      expect(price({ tier: 'participating', weekendCount: 2 }, at).totalMinor).toBe(participating * 2 - 5000)
    },
  )

  it.each(boundaries)('at %s: %s, emerging artists take their discount', (at, phase, premier) => {
    expect(price({ emerging: true }, at)).toMatchObject({ phase, totalMinor: premier - 4000 })
    expect(price({ emerging: true, weekendCount: 2 }, at).totalMinor).toBe(premier * 2 - 5000 - 4000)
  })

  it('follows the organisation’s calendar, not UTC’s: 06:59 UTC on 1 July is still the early price', () => {
    const answer = priceRegistration(
      season,
      { tier: 'premier', weekendCount: 1, emerging: false },
      new Date('2026-07-01T06:59:59Z'),
      LA,
    )
    expect(answer).toMatchObject({ phase: 'early', totalMinor: 25000 })
    const inUtc = priceRegistration(
      season,
      { tier: 'premier', weekendCount: 1, emerging: false },
      new Date('2026-07-01T06:59:59Z'),
      'UTC',
    )
    expect(inUtc).toMatchObject({ phase: 'regular', totalMinor: 30000 })
  })

  it('is right across the autumn clock change', () => {
    const late = testSeason({
      deadlines: { ...season.deadlines, earlyPriceEnds: '2026-10-31', regularPriceEnds: '2026-11-01' },
    })
    // 1 November 2026 ends at 08:00 UTC on the 2nd (PST, UTC−8).
    const before = priceRegistration(
      late,
      { tier: 'premier', weekendCount: 1, emerging: false },
      new Date('2026-11-02T07:59:59Z'),
      LA,
    )
    const after = priceRegistration(
      late,
      { tier: 'premier', weekendCount: 1, emerging: false },
      new Date('2026-11-02T08:00:00Z'),
      LA,
    )
    expect(before).toMatchObject({ phase: 'regular' })
    expect(after).toMatchObject({ phase: 'late' })
  })
})

describe('the parts of a price', () => {
  it('gives each part with its reason, and they add up to the total', () => {
    const answer = price({ weekendCount: 2, emerging: true }, '2026-05-01T12:00:00')
    expect(answer.parts).toEqual([
      { label: 'Premier, first weekend', amountMinor: 25000, reason: 'Early price, until 2026-06-30' },
      { label: 'Premier, second weekend', amountMinor: 25000, reason: 'Early price, until 2026-06-30' },
      { label: 'Second weekend discount', amountMinor: -5000, reason: '$50.00 off a second weekend' },
      {
        label: 'Emerging artist discount',
        amountMinor: -4000,
        reason: 'For emerging artists: showing for the first or second year',
      },
    ])
    expect(answer.parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(answer.totalMinor)
    expect(answer.description).toBe('Open Studios 2026: Premier, two weekends (early price)')
  })

  it('lists no discount part for a discount of nothing', () => {
    const none = testSeason({ secondWeekendDiscountMinor: 0 })
    expect(price({ weekendCount: 2 }, '2026-05-01T12:00:00', none).parts.map((part) => part.label)).toEqual([
      'Premier, first weekend',
      'Premier, second weekend',
    ])
  })

  it('never lets discounts take the total below zero', () => {
    const generous = testSeason({ secondWeekendDiscountMinor: 99_999_00, emergingDiscountMinor: 99_999_00 })
    const answer = price({ weekendCount: 2, emerging: true }, '2026-05-01T12:00:00', generous)
    expect(answer.totalMinor).toBe(0)
    expect(answer.parts.every((part) => Number.isSafeInteger(part.amountMinor))).toBe(true)
  })

  it('prices a free tier at zero', () => {
    const free = testSeason({
      tiers: [{ key: 'guest', name: 'Guest', includes: '', prices: { early: 0, regular: 0, late: 0 } }],
    })
    expect(price({ tier: 'guest', weekendCount: 2 }, '2026-05-01T12:00:00', free).totalMinor).toBe(0)
  })
})

describe('refusals in words', () => {
  const at = la('2026-05-01T12:00:00')
  it('refuses an unknown tier, a weekend count other than one or two, more weekends than the season has', () => {
    expect(priceRegistration(season, { tier: 'gold', weekendCount: 1, emerging: false }, at, LA)).toEqual({
      problem: 'There is no “gold” tier this season.',
    })
    expect(priceRegistration(season, { tier: 'premier', weekendCount: 3, emerging: false }, at, LA)).toEqual({
      problem: 'Choose one or two weekends.',
    })
    const single = testSeason({ weekends: season.weekends.slice(0, 1) })
    expect(priceRegistration(single, { tier: 'premier', weekendCount: 2, emerging: false }, at, LA)).toEqual({
      problem: 'This season has 1 weekend.',
    })
  })

  it('refuses the emerging price when the season has none', () => {
    const none = testSeason({ emergingDiscountMinor: null })
    expect(priceRegistration(none, { tier: 'premier', weekendCount: 1, emerging: true }, at, LA)).toEqual({
      problem: 'This season has no emerging artist price.',
    })
  })
})

describe('withdrawalRefund', () => {
  it('refunds the season’s percentage before registration closes, rounding down to a minor unit, and nothing after', () => {
    expect(withdrawalRefund(season, 25000, false)).toBe(18750)
    expect(withdrawalRefund(season, 333, false)).toBe(249)
    expect(withdrawalRefund(season, 25000, true)).toBe(0)
    expect(withdrawalRefund(testSeason({ withdrawalRefundPercent: 0 }), 25000, false)).toBe(0)
  })
})
