import { describe, expect, it } from 'vitest'

import { instantOf, isCalendarDate, organisationDate, startOfDay, wallClockOf } from '.'

const LA = 'America/Los_Angeles'

describe('startOfDay', () => {
  it('is local midnight in winter and in summer', () => {
    expect(startOfDay('2026-01-15', LA).toISOString()).toBe('2026-01-15T08:00:00.000Z')
    expect(startOfDay('2026-07-01', LA).toISOString()).toBe('2026-07-01T07:00:00.000Z')
    expect(startOfDay('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z')
    expect(startOfDay('2026-07-01', 'Asia/Tokyo').toISOString()).toBe('2026-06-30T15:00:00.000Z')
  })

  it('is right on the days the clocks change', () => {
    expect(startOfDay('2026-03-08', LA).toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(startOfDay('2026-03-09', LA).toISOString()).toBe('2026-03-09T07:00:00.000Z')
    expect(startOfDay('2026-11-01', LA).toISOString()).toBe('2026-11-01T07:00:00.000Z')
    expect(startOfDay('2026-11-02', LA).toISOString()).toBe('2026-11-02T08:00:00.000Z')
  })

  it('falls on the first moment of a day whose midnight a clock change skips', () => {
    // Chile moves from 24:00 to 01:00 in September: 2026-09-06 has no midnight in Santiago.
    const start = startOfDay('2026-09-06', 'America/Santiago')
    expect(organisationDate(start, 'America/Santiago')).toBe('2026-09-06')
    expect(organisationDate(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05')
  })

  it('is the first instant of the date and the one before is the day before', () => {
    for (const date of ['2026-02-28', '2026-06-30', '2026-12-31']) {
      const start = startOfDay(date, LA)
      expect(organisationDate(start, LA)).toBe(date)
      expect(organisationDate(new Date(start.getTime() - 1), LA)).not.toBe(date)
    }
  })
})

describe('wall clocks', () => {
  it('are read both ways in winter and summer', () => {
    expect(instantOf('2026-01-15T19:00', LA).toISOString()).toBe('2026-01-16T03:00:00.000Z')
    expect(instantOf('2026-07-15T19:00', LA).toISOString()).toBe('2026-07-16T02:00:00.000Z')
    expect(instantOf('2026-07-15T19:00', 'Europe/London').toISOString()).toBe('2026-07-15T18:00:00.000Z')
    expect(wallClockOf(new Date('2026-01-16T03:00:00Z'), LA)).toBe('2026-01-15T19:00')
    expect(wallClockOf(new Date('2026-07-15T18:00:00Z'), 'Europe/London')).toBe('2026-07-15T19:00')
  })

  it('land after the gap when the clocks go forward, and on the first showing when they go back', () => {
    // Los Angeles skips 02:00–03:00 on 8 March 2026 and shows 01:00–02:00 twice on 1 November.
    expect(instantOf('2026-03-08T02:30', LA).toISOString()).toBe('2026-03-08T10:30:00.000Z')
    expect(wallClockOf(instantOf('2026-03-08T02:30', LA), LA)).toBe('2026-03-08T03:30')
    expect(instantOf('2026-11-01T01:30', LA).toISOString()).toBe('2026-11-01T08:30:00.000Z')
    expect(instantOf('2026-03-29T01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('refuse what is not a wall-clock time', () => {
    expect(() => instantOf('2026-07-15 19:00', LA)).toThrow(/wall-clock/)
  })
})

describe('isCalendarDate', () => {
  it('takes a real day written YYYY-MM-DD, and nothing else', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('1/5/2026')).toBe(false)
    expect(isCalendarDate('2026-1-5')).toBe(false)
  })
})
