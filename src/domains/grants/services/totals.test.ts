import { describe, expect, it } from 'vitest'

import { totalsByFunder, totalsByYear, type TotalsRow } from './totals'

const row = (over: Partial<TotalsRow>): TotalsRow => ({
  year: 2026,
  funderId: 1,
  funder: 'Bay Arts Foundation',
  stage: 'application',
  asked: 10_000_00,
  awarded: null,
  ...over,
})

describe('grant totals', () => {
  const rows = [
    row({ stage: 'awarded', awarded: 8_000_00 }),
    row({ stage: 'closed', awarded: 2_500_00, asked: 3_000_00, funderId: 2, funder: 'City Arts Fund' }),
    // Typed in hope before the answer, then declined: asked, never awarded.
    row({ stage: 'declined', awarded: 5_000_00, asked: 5_000_00, funderId: 2, funder: 'City Arts Fund' }),
    row({ year: 2025, stage: 'reporting', awarded: 1_000_00, asked: 1_000_00 }),
  ]

  it('adds asked and awarded by year, only awarded grants counting as awarded, the newest year first', () => {
    expect(totalsByYear(rows)).toEqual([
      { year: 2026, asked: 18_000_00, awarded: 10_500_00, grants: 3 },
      { year: 2025, asked: 1_000_00, awarded: 1_000_00, grants: 1 },
    ])
  })

  it('adds them by funder, the most awarded first', () => {
    expect(totalsByFunder(rows)).toEqual([
      { funderId: 1, funder: 'Bay Arts Foundation', asked: 11_000_00, awarded: 9_000_00, grants: 2 },
      { funderId: 2, funder: 'City Arts Fund', asked: 8_000_00, awarded: 2_500_00, grants: 2 },
    ])
  })

  it('has nothing to add for no grant', () => {
    expect(totalsByYear([])).toEqual([])
    expect(totalsByFunder([])).toEqual([])
  })
})
