import { describe, expect, it } from 'vitest'

import { priceExample } from './season-example'
import { testSeason } from './test-season'

describe('the pricing worked example', () => {
  it('prices every tier in every phase for one and two weekends, with the emerging discount', () => {
    const rows = priceExample(testSeason())
    expect(rows.map((row) => `${row.tier} ${row.phase}`)).toEqual([
      'premier early',
      'premier regular',
      'premier late',
      'participating early',
      'participating regular',
      'participating late',
    ])
    expect(rows[0]).toEqual({
      tier: 'premier',
      name: 'Premier',
      phase: 'early',
      oneWeekend: { totalMinor: 25000 },
      twoWeekends: { totalMinor: 45000 },
      oneWeekendEmerging: { totalMinor: 21000 },
      twoWeekendsEmerging: { totalMinor: 41000 },
    })
    expect(rows[5]!.oneWeekend).toEqual({ totalMinor: 22000 })
    expect(rows[5]!.twoWeekends).toEqual({ totalMinor: 39000 })
  })

  it('says why a cell has no price, and leaves out the emerging columns when there is no such discount', () => {
    const season = testSeason({ emergingDiscountMinor: null })
    const rows = priceExample({ ...season, weekends: season.weekends.slice(0, 1) })
    expect(rows[0]!.twoWeekends).toEqual({ problem: 'This season has 1 weekend.' })
    expect(rows[0]!.oneWeekendEmerging).toBeNull()
  })
})
