import { describe, expect, it } from 'vitest'

import { wallClockOf } from '@/platform/calendar'

import { exceptionsProblem, occurrences, recurrenceProblem } from './recurrence'

const LA = 'America/Los_Angeles'
const LONDON = 'Europe/London'

describe('a weekly event across a daylight-saving change', () => {
  it('stays at 7 pm in Los Angeles when the clocks go back', () => {
    // Thursdays at 19:00 from 22 October 2026; the clocks go back on 1 November.
    const dates = occurrences(
      {
        startsAt: '2026-10-23T02:00:00.000Z',
        endsAt: '2026-10-23T04:00:00.000Z',
        recurrence: 'FREQ=WEEKLY;COUNT=4',
      },
      LA,
    )
    expect(dates.map((date) => wallClockOf(date.startsAt, LA))).toEqual([
      '2026-10-22T19:00',
      '2026-10-29T19:00',
      '2026-11-05T19:00',
      '2026-11-12T19:00',
    ])
    expect(dates.map((date) => date.startsAt.toISOString())).toEqual([
      '2026-10-23T02:00:00.000Z',
      '2026-10-30T02:00:00.000Z',
      '2026-11-06T03:00:00.000Z',
      '2026-11-13T03:00:00.000Z',
    ])
    expect(dates[2].endsAt.toISOString()).toBe('2026-11-06T05:00:00.000Z')
  })

  it('stays at 7 pm in London when the clocks go forward, less the excluded dates', () => {
    // Tuesdays at 19:00 from 17 March 2026; British Summer Time starts on 29 March.
    const dates = occurrences(
      {
        startsAt: '2026-03-17T19:00:00.000Z',
        endsAt: '2026-03-17T21:00:00.000Z',
        recurrence: 'RRULE:FREQ=WEEKLY;UNTIL=20260415T000000Z',
        exceptions: '2026-03-24',
      },
      LONDON,
    )
    expect(dates.map((date) => date.startsAt.toISOString())).toEqual([
      '2026-03-17T19:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
      '2026-04-07T18:00:00.000Z',
      '2026-04-14T18:00:00.000Z',
    ])
    expect(new Set(dates.map((date) => wallClockOf(date.startsAt, LONDON).slice(11)))).toEqual(new Set(['19:00']))
  })

  it('gives only the dates in a window, and the event itself when it does not repeat', () => {
    const weekly = {
      startsAt: '2026-10-23T02:00:00.000Z',
      endsAt: '2026-10-23T04:00:00.000Z',
      recurrence: 'FREQ=WEEKLY',
    }
    const november = occurrences(weekly, LA, new Date('2026-11-01T07:00:00Z'), new Date('2026-12-01T08:00:00Z'))
    expect(november.map((date) => wallClockOf(date.startsAt, LA).slice(0, 10))).toEqual([
      '2026-11-05',
      '2026-11-12',
      '2026-11-19',
      '2026-11-26',
    ])
    const once = { startsAt: '2026-12-05T18:00:00.000Z', endsAt: '2026-12-05T20:00:00.000Z' }
    expect(occurrences(once, LA)).toHaveLength(1)
    expect(occurrences(once, LA, new Date('2027-01-01T00:00:00Z'))).toEqual([])
  })
})

describe('rules and excluded dates', () => {
  it('are checked in words', () => {
    expect(recurrenceProblem('FREQ=WEEKLY;BYDAY=TH;COUNT=6')).toBeUndefined()
    expect(recurrenceProblem('')).toBeUndefined()
    expect(recurrenceProblem('every thursday')).toMatch(/not a repeat rule/)
    expect(recurrenceProblem('FREQ=HOURLY')).toMatch(/not more often/)
    expect(recurrenceProblem('DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY')).toMatch(/only the rule/)
    expect(exceptionsProblem('2026-03-24, 2026-03-31')).toBeUndefined()
    expect(exceptionsProblem('24/03/2026')).toMatch(/YYYY-MM-DD/)
  })
})
