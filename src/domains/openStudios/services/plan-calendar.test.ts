import { describe, expect, it } from 'vitest'

import { instantOf } from '@/platform/calendar'

import { escapeText, foldLine, planCalendar, type CalendarStop } from './plan-calendar'

const ZONE = 'America/Los_Angeles'
const stop = (uid: string, wallClock: string, more: Partial<CalendarStop> = {}): CalendarStop => ({
  uid,
  summary: 'Open Studios: 12 Alabama St, Studio 4',
  location: '12 Alabama St, Studio 4',
  description: 'Ada Lovelace; Ben Ng',
  starts: instantOf(wallClock, ZONE),
  ends: new Date(instantOf(wallClock, ZONE).getTime() + 30 * 60_000),
  latitude: 37.76,
  longitude: -122.41,
  url: 'https://example.org/openstudios/plan/1-2',
  ...more,
})

const unfolded = (ics: string) => ics.replace(/\r\n /g, '')

describe('the plan as an iCalendar file', () => {
  const ics = planCalendar(
    [stop('2026-10-31-1@example.org', '2026-10-31T11:00'), stop('2026-11-01-2@example.org', '2026-11-01T11:00')],
    ZONE,
    new Date('2026-10-01T12:00:00Z'),
  )

  it('is CRLF lines of at most 75 octets, every component closed', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    const lines = ics.split('\r\n').slice(0, -1)
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n')
    const open: string[] = []
    for (const line of lines) {
      if (line.startsWith('BEGIN:')) open.push(line.slice(6))
      if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4))
    }
    expect(open).toEqual([])
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true)
  })

  it('has one event per stop, on the organisation’s clocks, each with a stable UID and a stamp', () => {
    const text = unfolded(ics)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(text).toContain(`DTSTART;TZID=${ZONE}:20261031T110000`)
    expect(text).toContain(`DTEND;TZID=${ZONE}:20261031T113000`)
    expect(text).toContain(`DTSTART;TZID=${ZONE}:20261101T110000`)
    expect(text).toContain('UID:2026-10-31-1@example.org')
    expect(text.match(/DTSTAMP:20261001T120000Z/g)).toHaveLength(2)
    expect(text).toContain('GEO:37.760000;-122.410000')
    expect(text).toContain('DESCRIPTION:Ada Lovelace\\; Ben Ng')
  })

  it('describes the zone, with the change of clocks between the two days', () => {
    const text = unfolded(ics)
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${ZONE}`)
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0700')
    // Clocks go back at 02:00 daylight time on the first Sunday of November.
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0800')
  })

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne')
    const long = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(long)
    expect(folded.split('\r\n ').join('')).toBe(long)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
})
