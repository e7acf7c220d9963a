import { describe, expect, it } from 'vitest'

import { occurrences } from './recurrence'
import { eventInputFrom, repeatOf, ruleOf } from './event-form'

const LA = 'America/Los_Angeles'
const options = { timeZone: LA, today: '2026-11-26' }

describe('the event form', () => {
  it('reads the organisation’s wall clock into instants', () => {
    const { input, fieldErrors } = eventInputFrom(
      {
        title: ' Life drawing ',
        startDate: '2026-12-03',
        startTime: '19:00',
        endTime: '21:00',
        venueName: 'The Annex',
        tags: '3,x,5',
        registration: 'rsvp',
        description: 'First paragraph.\n\nSecond.',
      },
      options,
    )
    expect(fieldErrors).toEqual({})
    expect(input).toMatchObject({
      title: 'Life drawing',
      startsAt: '2026-12-04T03:00:00.000Z',
      endsAt: '2026-12-04T05:00:00.000Z',
      recurrence: null,
      tags: [3, 5],
      registration: 'rsvp',
      venue: { name: 'The Annex' },
    })
    expect((input.description as { root: { children: unknown[] } }).root.children).toHaveLength(2)
  })

  it('makes an all-day event end at the start of the day after its last', () => {
    const { input } = eventInputFrom(
      { title: 'Fair', startDate: '2026-12-12', endDate: '2026-12-13', allDay: 'on', venueName: 'Hall' },
      options,
    )
    expect([input.startsAt, input.endsAt]).toEqual(['2026-12-12T08:00:00.000Z', '2026-12-14T08:00:00.000Z'])
  })

  it('names each problem by its field', () => {
    const { fieldErrors } = eventInputFrom(
      {
        title: '',
        startDate: '2026-12-03',
        startTime: '7pm',
        endTime: '21:00',
        repeat: 'weekly',
        repeatUntil: '2026-12-01',
        onlineLink: 'http://x',
        exceptions: 'next week',
      },
      options,
    )
    expect(Object.keys(fieldErrors).sort()).toEqual(['exceptions', 'onlineLink', 'repeatUntil', 'startTime', 'title'])
    const backwards = eventInputFrom(
      { title: 'x', startDate: '2026-12-03', startTime: '19:00', endTime: '18:00' },
      options,
    )
    expect(backwards.fieldErrors).toEqual({ endTime: 'It ends before it starts: check the end.' })
  })

  it('writes a plain repeat as a rule, read back the same, at the same wall-clock time', () => {
    expect(ruleOf('weekly', '2026-12-03', '2027-01-28')).toBe('FREQ=WEEKLY;UNTIL=20270128T235959Z')
    expect(ruleOf('monthly', '2026-12-03', '2027-06-30')).toBe('FREQ=MONTHLY;BYDAY=1TH;UNTIL=20270630T235959Z')
    expect(ruleOf('monthly', '2026-12-31', '2027-06-30')).toBe('FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20270630T235959Z')
    expect(repeatOf('FREQ=WEEKLY;INTERVAL=2;UNTIL=20270128T235959Z')).toEqual({
      repeat: 'fortnightly',
      until: '2027-01-28',
    })
    const { input } = eventInputFrom(
      {
        title: 'Talk',
        startDate: '2027-03-04',
        startTime: '19:00',
        endTime: '20:00',
        repeat: 'weekly',
        repeatUntil: '2027-03-18',
        venueName: 'Hall',
      },
      options,
    )
    // The clocks go forward on 14 March 2027.
    const dates = occurrences(input as { startsAt: string; endsAt: string; recurrence: string }, LA)
    expect(dates.map((date) => date.startsAt.toISOString())).toEqual([
      '2027-03-05T03:00:00.000Z',
      '2027-03-12T03:00:00.000Z',
      '2027-03-19T02:00:00.000Z',
    ])
  })
})
