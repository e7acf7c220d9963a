import { describe, expect, it } from 'vitest'

import {
  deadlineProblems,
  discountProblems,
  errorsOf,
  readinessProblems,
  readableDate,
  seasonProblems,
  tierProblems,
  warningsOf,
  weekendProblems,
  type SeasonInput,
  type TierInput,
  type WeekendInput,
} from './season-setup'
import type { Deadlines } from './season-view'
import { testSeason } from './test-season'

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`
const season = testSeason()

function input(overrides: Partial<SeasonInput> = {}): SeasonInput {
  return {
    deadlines: season.deadlines,
    tiers: season.tiers,
    secondWeekendDiscountMinor: season.secondWeekendDiscountMinor,
    emergingDiscountMinor: season.emergingDiscountMinor,
    withdrawalRefundPercent: season.withdrawalRefundPercent,
    weekends: season.weekends,
    ...overrides,
  }
}

const deadlines = (changes: Partial<Deadlines>): Deadlines => ({ ...season.deadlines, ...changes })
const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field)

describe('the deadlines', () => {
  it('accepts the test season, and equal days next to each other', () => {
    expect(deadlineProblems(season.deadlines, '2026-10-02')).toEqual([])
    expect(deadlineProblems(deadlines({ earlyPriceEnds: '2026-04-01', materialsDue: '2026-08-15' }), null)).toEqual([])
  })

  it('names the deadline out of order and the one it must follow, in words', () => {
    const problems = deadlineProblems(deadlines({ earlyPriceEnds: '2026-03-31' }), null)
    expect(problems).toEqual([
      {
        field: 'deadlines.earlyPriceEnds',
        severity: 'error',
        message:
          'Early price ends (31 March 2026) is before Registration opens (1 April 2026): it must be on or after it.',
      },
    ])
  })

  it('checks each chain: registration, then the guide after registration closes, then ads', () => {
    expect(fields(deadlineProblems(deadlines({ regularPriceEnds: '2026-06-29' }), null))).toEqual([
      'deadlines.regularPriceEnds',
    ])
    expect(fields(deadlineProblems(deadlines({ registrationCloses: '2026-07-30' }), null))).toEqual([
      'deadlines.registrationCloses',
    ])
    expect(fields(deadlineProblems(deadlines({ materialsDue: '2026-08-14' }), null))).toEqual([
      'deadlines.materialsDue',
    ])
    expect(fields(deadlineProblems(deadlines({ adArtworkDue: '2026-08-19' }), null))).toEqual([
      'deadlines.adArtworkDue',
    ])
  })

  it('skips unset deadlines and compares the ones around them', () => {
    expect(deadlineProblems(deadlines({ earlyPriceEnds: null, regularPriceEnds: null }), null)).toEqual([])
    expect(fields(deadlineProblems(deadlines({ earlyPriceEnds: null, regularPriceEnds: '2026-03-01' }), null))).toEqual(
      ['deadlines.regularPriceEnds'],
    )
  })

  it('wants every deadline before the first weekend starts', () => {
    expect(fields(deadlineProblems(season.deadlines, '2026-09-05'))).toEqual(['deadlines.adArtworkDue'])
    expect(deadlineProblems(season.deadlines, '2026-09-06')).toEqual([])
    expect(deadlineProblems(season.deadlines, '2026-09-05')[0]!.message).toBe(
      'Ad artwork due (5 September 2026) must be before the first weekend, which starts on 5 September 2026.',
    )
  })

  it('refuses a date not written YYYY-MM-DD', () => {
    expect(deadlineProblems(deadlines({ materialsDue: '31/08/2026' }), null)[0]!.message).toBe(
      'Guide materials due must be a date written YYYY-MM-DD.',
    )
  })
})

describe('the tiers', () => {
  const tier = (changes: Partial<TierInput> = {}): TierInput => ({
    key: 'premier',
    name: 'Premier',
    prices: { early: 100, regular: 200, late: 300 },
    ...changes,
  })

  it('accepts priced tiers with good keys', () => {
    expect(tierProblems([tier(), tier({ key: 'participating-2', name: 'Participating' })], money)).toEqual([])
  })

  it('refuses bad and repeated keys', () => {
    for (const key of ['Premier', 'p', '1tier', 'has space', `a${'b'.repeat(40)}`]) {
      expect(fields(tierProblems([tier({ key })], money))).toEqual(['tiers.0.key'])
    }
    const repeated = tierProblems([tier(), tier({ name: 'Other' })], money)
    expect(repeated).toEqual([
      {
        field: 'tiers.1.key',
        severity: 'error',
        message: 'Other: another tier already has the key “premier”; each key is used once.',
      },
    ])
  })

  it('wants a name and every phase priced in whole minor units', () => {
    const problems = tierProblems([tier({ name: ' ', prices: { early: null, regular: 2.5, late: -1 } })], money)
    expect(fields(problems)).toEqual([
      'tiers.0.name',
      'tiers.0.earlyPriceMinor',
      'tiers.0.regularPriceMinor',
      'tiers.0.latePriceMinor',
    ])
    expect(problems[1]!.message).toBe('Tier 1: the early price is missing or not a whole amount of 0 or more.')
  })

  it('warns, without refusing, when a price falls as the phases go on', () => {
    const problems = tierProblems([tier({ prices: { early: 300, regular: 200, late: 100 } })], money)
    expect(errorsOf(problems)).toEqual([])
    expect(warningsOf(problems).map((problem) => problem.message)).toEqual([
      'Premier: the early price ($3.00) is above the regular price ($2.00).',
      'Premier: the regular price ($2.00) is above the late price ($1.00).',
    ])
    expect(tierProblems([tier({ prices: { early: 200, regular: 200, late: 200 } })], money)).toEqual([])
  })
})

describe('the discounts and refund', () => {
  it('warns when the second weekend discount is above the cheapest price of any tier and phase', () => {
    const problems = discountProblems(season.tiers, 15001, null, money)
    expect(problems).toEqual([
      {
        field: 'secondWeekendDiscountMinor',
        severity: 'warning',
        message:
          'The second weekend discount ($150.01) is above the cheapest tier’s price ($150.00): a second weekend would be free at that price.',
      },
    ])
    expect(discountProblems(season.tiers, 15000, 4000, money)).toEqual([])
    expect(discountProblems([], 15001, null, money)).toEqual([])
  })

  it('refuses discounts that are not whole amounts, and a refund outside 0–100', () => {
    expect(fields(errorsOf(discountProblems(season.tiers, -1, 0.5, money)))).toEqual([
      'secondWeekendDiscountMinor',
      'emergingDiscountMinor',
    ])
    expect(fields(seasonProblems(input({ withdrawalRefundPercent: 101 }), money))).toEqual(['withdrawalRefundPercent'])
    expect(seasonProblems(input({ withdrawalRefundPercent: 0 }), money)).toEqual([])
  })
})

describe('a weekend', () => {
  const weekend = (changes: Partial<WeekendInput> = {}): WeekendInput => ({
    number: 1,
    startsOn: '2026-10-03',
    endsOn: '2026-10-04',
    opensAt: '11:00',
    closesAt: '18:00',
    capacity: null,
    ...changes,
  })
  const second = weekend({ id: 2, number: 2, startsOn: '2026-10-10', endsOn: '2026-10-11' })

  it('accepts a two-day weekend, a one-day one and a four-day one', () => {
    expect(weekendProblems(weekend(), [second], season.deadlines)).toEqual([])
    expect(weekendProblems(weekend({ endsOn: '2026-10-03', capacity: 40 }), [second], null)).toEqual([])
    expect(weekendProblems(weekend({ endsOn: '2026-10-06' }), [second], null)).toEqual([])
  })

  it('refuses a last day before the first, and more than four days', () => {
    expect(weekendProblems(weekend({ endsOn: '2026-10-02' }), [], null)[0]!.message).toBe(
      'Weekend 1: the last day (2 October 2026) is before the first (3 October 2026).',
    )
    expect(weekendProblems(weekend({ endsOn: '2026-10-07' }), [], null)[0]!.message).toBe(
      'Weekend 1 is 5 days long: a weekend is at most 4 days.',
    )
  })

  it('refuses closing before or at opening time, and times not written HH:MM', () => {
    expect(weekendProblems(weekend({ closesAt: '11:00' }), [], null)[0]!.message).toBe(
      'Weekend 1: closing time (11:00) must be after opening time (11:00).',
    )
    expect(fields(weekendProblems(weekend({ opensAt: '9am', closesAt: '24:00' }), [], null))).toEqual([
      'opensAt',
      'closesAt',
    ])
  })

  it('refuses a number already used and days shared with another weekend', () => {
    expect(
      weekendProblems(weekend({ number: 2, startsOn: '2026-10-17', endsOn: '2026-10-18' }), [second], null),
    ).toEqual([{ field: 'number', severity: 'error', message: 'Another weekend of this season is already number 2.' }])
    expect(weekendProblems(weekend({ startsOn: '2026-10-09', endsOn: '2026-10-10' }), [second], null)[0]!.message).toBe(
      'Weekend 1 shares days with Weekend 2 (10 October 2026 to 11 October 2026).',
    )
  })

  it('wants a capacity that is a positive whole number, or none', () => {
    for (const capacity of [0, -3, 2.5]) {
      expect(fields(weekendProblems(weekend({ capacity }), [], null))).toEqual(['capacity'])
    }
  })

  it('wants the weekend after every deadline', () => {
    expect(weekendProblems(weekend({ startsOn: '2026-09-05', endsOn: '2026-09-06' }), [], season.deadlines)[0]).toEqual(
      {
        field: 'startsOn',
        severity: 'error',
        message:
          'Weekend 1 starts on 5 September 2026, not after Ad artwork due (5 September 2026): every deadline must be before the weekends.',
      },
    )
  })
})

describe('a season made current', () => {
  it('is ready with registration dates, a tier, a weekend and no error', () => {
    expect(readinessProblems(input(), money)).toEqual([])
  })

  it('says what is missing', () => {
    const bare = input({
      deadlines: deadlines({ registrationOpens: null, registrationCloses: null }),
      tiers: [],
      weekends: [],
    })
    expect(readinessProblems(bare, money).map((problem) => problem.message)).toEqual([
      'Set the day registration opens (in sfosdeadlines).',
      'Set the day registration closes (in sfosdeadlines).',
      'Add at least one registration tier (in sfospricing).',
      'Add at least one weekend.',
    ])
  })

  it('is not ready while the set-up has an error, but warnings do not stop it', () => {
    expect(fields(readinessProblems(input({ deadlines: deadlines({ materialsDue: '2026-08-01' }) }), money))).toEqual([
      'deadlines.materialsDue',
    ])
    expect(readinessProblems(input({ secondWeekendDiscountMinor: 99999 }), money)).toEqual([])
  })
})

describe('dates in words', () => {
  it('reads a calendar date the same in every time zone', () => {
    expect(readableDate('2026-01-01')).toBe('1 January 2026')
  })
})
