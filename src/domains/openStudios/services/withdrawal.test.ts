import { describe, expect, it } from 'vitest'

import { testSeason } from './test-season'
import { cancelRefundMinor } from './withdrawal'

const LA = 'America/Los_Angeles'
const season = { ...testSeason(), withdrawalRefundPercent: 50 }
const open = new Date('2026-07-01T12:00:00-07:00')
const closed = new Date('2026-08-16T00:00:00-07:00')

describe('what a cancellation refunds, as its confirmation says it', () => {
  it('gives back the season’s share while registration is open, nothing once it has closed', () => {
    expect(cancelRefundMinor(season, 30001, false, 'rule', open, LA)).toBe(15000)
    expect(cancelRefundMinor(season, 30000, false, 'rule', closed, LA)).toBe(0)
  })

  it('gives back all of it or nothing when staff choose so', () => {
    expect(cancelRefundMinor(season, 30000, false, 'full', closed, LA)).toBe(30000)
    expect(cancelRefundMinor(season, 30000, false, 'none', open, LA)).toBe(0)
  })

  it('gives back nothing of a waived fee or of what was never paid', () => {
    expect(cancelRefundMinor(season, 30000, true, 'full', open, LA)).toBe(0)
    expect(cancelRefundMinor(season, null, false, 'full', open, LA)).toBe(0)
  })
})
