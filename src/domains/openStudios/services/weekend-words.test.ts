import { describe, expect, it } from 'vitest'

import { weekendDays, weekendHours } from './weekend-words'

describe('a weekend in words', () => {
  it('writes its days with the weekday and the year once', () => {
    expect(weekendDays({ startsOn: '2027-03-06', endsOn: '2027-03-07' })).toBe(
      'Saturday, March 6 to Sunday, March 7, 2027',
    )
  })

  it('writes a one-day weekend as one day, and both years when it spans New Year', () => {
    expect(weekendDays({ startsOn: '2027-03-06', endsOn: '2027-03-06' })).toBe('Saturday, March 6, 2027')
    expect(weekendDays({ startsOn: '2027-12-31', endsOn: '2028-01-01' })).toBe(
      'Friday, December 31, 2027 to Saturday, January 1, 2028',
    )
  })

  it('writes its hours on a 12-hour clock', () => {
    expect(weekendHours({ opensAt: '11:00', closesAt: '18:00' })).toBe('11:00 AM to 6:00 PM')
  })
})
