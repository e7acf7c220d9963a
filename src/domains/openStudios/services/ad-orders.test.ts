import { describe, expect, it } from 'vitest'

import { left, purchaseRefusal } from './ad-orders'
import { testSeason } from './test-season'

const TZ = 'America/Los_Angeles'
const season = testSeason({ id: 7, status: 'current' })
const closing = { ...season, deadlines: { ...season.deadlines, adReservationsClose: '2026-09-30' } }
const size = { season: 7, name: 'Half page', quantity: 4, taken: 3 }

describe('who may buy a size of ad', () => {
  it('sells while any are left, until the end of the day reservations close where the organisation is', () => {
    // 23:30 on 30 September in San Francisco is 06:30 on 1 October in UTC.
    expect(purchaseRefusal(closing, size, new Date('2026-10-01T06:30:00Z'), TZ)).toBeNull()
    expect(purchaseRefusal(closing, size, new Date('2026-10-01T07:00:00Z'), TZ)).toBe(
      'Ad reservations closed at the end of September 30, 2026: no more ads can be bought for this season’s guide.',
    )
  })

  it('refuses a sold-out size, a size of another season, and a season that is not current', () => {
    const now = new Date('2026-06-01T12:00:00Z')
    expect(purchaseRefusal(closing, { ...size, taken: 4 }, now, TZ)).toBe('The Half page ads are sold out.')
    expect(purchaseRefusal(closing, { ...size, season: 8 }, now, TZ)).toBe('This ad size is not on sale.')
    expect(purchaseRefusal({ ...closing, status: 'past' }, size, now, TZ)).toBe(
      'Guide ads are sold for the current season only.',
    )
    expect(purchaseRefusal(null, size, now, TZ)).toBe('This ad size is not on sale.')
  })

  it('counts what is left, never below none', () => {
    expect(left(size)).toBe(1)
    expect(left({ quantity: 2, taken: 3 })).toBe(0)
  })
})
