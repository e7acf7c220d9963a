import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatInstant,
  formatTime,
  isoInZone,
  organisationDate,
  yearIn,
} from '.'

const LA = 'America/Los_Angeles'
// 11 PM on 31 December in Los Angeles: already 1 January in UTC, in Tokyo and on most servers.
const NEW_YEARS_EVE = new Date('2027-01-01T07:00:00Z')

// The process runs in a zone that is neither UTC nor the organisation's, so nothing passes by the machine's clock.
let machineZone: string | undefined
beforeAll(() => {
  machineZone = process.env.TZ
  process.env.TZ = 'Asia/Tokyo'
})
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ
  else process.env.TZ = machineZone
})

describe('dates in the organisation’s time zone', () => {
  it('dates 11 PM on 31 December in Los Angeles 31 December, whatever the machine says', () => {
    expect(new Date(NEW_YEARS_EVE).getDate()).toBe(1)
    expect(formatDate(NEW_YEARS_EVE, LA)).toBe('December 31, 2026')
    expect(formatDate(NEW_YEARS_EVE.toISOString(), LA, 'medium')).toBe('Dec 31, 2026')
    expect(formatDateTime(NEW_YEARS_EVE, LA)).toBe('December 31, 2026 at 11:00 PM')
    expect(formatTime(NEW_YEARS_EVE, LA)).toBe('11:00 PM')
    expect(organisationDate(NEW_YEARS_EVE, LA)).toBe('2026-12-31')
    expect(yearIn(NEW_YEARS_EVE, LA)).toBe(2026)
    expect(yearIn(NEW_YEARS_EVE, 'UTC')).toBe(2027)
    expect(formatDate(NEW_YEARS_EVE, 'UTC')).toBe('January 1, 2027')
  })

  it('writes CSV instants on the organisation’s clocks with their offset', () => {
    expect(isoInZone(NEW_YEARS_EVE, LA)).toBe('2026-12-31T23:00:00-08:00')
    expect(new Date(isoInZone(NEW_YEARS_EVE, LA)).getTime()).toBe(NEW_YEARS_EVE.getTime())
    expect(isoInZone('2026-07-01T12:30:15.250Z', LA)).toBe('2026-07-01T05:30:15-07:00')
    expect(isoInZone('2026-07-01T12:30:00Z', 'UTC')).toBe('2026-07-01T12:30:00+00:00')
    expect(isoInZone('2026-07-01T12:30:00Z', 'Asia/Kolkata')).toBe('2026-07-01T18:00:00+05:30')
  })

  it('follows the clock changes', () => {
    // Los Angeles springs forward at 2 AM on 8 March 2026 and falls back at 2 AM on 1 November.
    expect(formatDateTime('2026-03-08T09:59:00Z', LA, 'medium')).toBe('Mar 8, 2026, 1:59 AM')
    expect(formatDateTime('2026-03-08T10:00:00Z', LA, 'medium')).toBe('Mar 8, 2026, 3:00 AM')
    expect(isoInZone('2026-03-08T10:00:00Z', LA)).toBe('2026-03-08T03:00:00-07:00')
    expect(isoInZone('2026-11-01T08:30:00Z', LA)).toBe('2026-11-01T01:30:00-07:00')
    expect(isoInZone('2026-11-01T09:30:00Z', LA)).toBe('2026-11-01T01:30:00-08:00')
    // The last hour of the day after the change in autumn is still that day.
    expect(formatDate('2026-11-02T07:59:00Z', LA)).toBe('November 1, 2026')
    expect(formatDate('2026-11-02T08:00:00Z', LA)).toBe('November 2, 2026')
  })

  it('writes a calendar date as its day in every zone', () => {
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026')
    expect(formatCalendarDate('2027-01-01', 'medium')).toBe('Jan 1, 2027')
    expect(formatCalendarDate('2026-12-31', { weekday: 'long', month: 'long', day: 'numeric' })).toBe(
      'Thursday, December 31',
    )
  })

  it('takes other forms and locales', () => {
    expect(formatInstant(NEW_YEARS_EVE, LA, { weekday: 'short', month: 'short', day: 'numeric' })).toBe('Thu, Dec 31')
    expect(formatInstant(NEW_YEARS_EVE, LA, { locale: 'en-GB', dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '31 Dec 2026, 23:00',
    )
  })
})
