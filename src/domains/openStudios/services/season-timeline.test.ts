import { describe, expect, it } from 'vitest'

import { seasonTimeline } from './season-timeline'
import { testSeason } from './test-season'

describe('the season timeline', () => {
  it('puts the deadlines and weekends in date order on one axis, with a week either side', () => {
    const timeline = seasonTimeline(testSeason(), '2026-07-01')!
    expect(timeline.from).toBe('2026-03-25')
    expect(timeline.to).toBe('2026-10-14')
    expect(timeline.entries.map((entry) => entry.label)).toEqual([
      'Registration opens',
      'Early price ends',
      'Regular price ends',
      'Registration closes',
      'Ad reservations close',
      'Guide materials due',
      'Ad artwork due',
      'Weekend 1',
      'Weekend 2',
      'Weekend 3',
    ])
    const first = timeline.entries[0]!
    expect(first.start).toBeGreaterThan(0)
    expect(timeline.entries.at(-1)!.end).toBeLessThan(1)
    expect(timeline.entries[7]!.when).toBe('2 October 2026 to 3 October 2026')
    expect(timeline.today).toBeCloseTo(98 / 203)
    expect(timeline.months.map((month) => month.label)).toEqual([
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sept 2026',
      'Oct 2026',
    ])
  })

  it('leaves today off when it is outside the season, and draws nothing for an empty season', () => {
    expect(seasonTimeline(testSeason(), '2025-01-01')!.today).toBeNull()
    const empty = testSeason({ weekends: [] })
    const none = Object.fromEntries(Object.keys(empty.deadlines).map((name) => [name, null]))
    expect(seasonTimeline({ ...empty, deadlines: none as typeof empty.deadlines }, '2026-01-01')).toBeNull()
  })
})
