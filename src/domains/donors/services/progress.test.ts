import { describe, expect, it } from 'vitest'

import { campaignProgress, giftCount } from './progress'

describe('a campaign’s progress', () => {
  it('is the share of the goal its paid gifts reach, the bar full at most', () => {
    expect(campaignProgress(25_000, 3, 100_000)).toEqual({
      raisedMinor: 25_000,
      gifts: 3,
      goalMinor: 100_000,
      percent: 25,
      barPercent: 25,
    })
    expect(campaignProgress(150_000, 9, 100_000)).toMatchObject({ percent: 150, barPercent: 100 })
    expect(campaignProgress(999, 1, 100_000)).toMatchObject({ percent: 0, barPercent: 0 })
  })

  it('has no bar without a goal', () => {
    expect(campaignProgress(5000, 1, null)).toMatchObject({ goalMinor: null, percent: null, barPercent: null })
  })

  it('counts gifts in words', () => {
    expect([0, 1, 1200].map(giftCount)).toEqual(['No gifts yet', '1 gift', '1,200 gifts'])
  })
})
