import { describe, expect, it } from 'vitest'

import { calendarDate } from './staff-actions'

describe('a day typed in a staff form', () => {
  it('is a real day written YYYY-MM-DD', () => {
    expect(calendarDate(' 2027-06-30 ')).toBe('2027-06-30')
    expect(calendarDate('2028-02-29')).toBe('2028-02-29')
    expect(calendarDate('2027-02-29')).toBeNull()
    expect(calendarDate('30/06/2027')).toBeNull()
    expect(calendarDate('')).toBeNull()
  })
})
