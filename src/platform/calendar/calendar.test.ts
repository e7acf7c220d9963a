import { describe, expect, it } from 'vitest'

import { organisationDate, startOfDay } from '.'

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
