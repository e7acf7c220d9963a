import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { calendarFeed, type FeedEvent } from './feed'

const LA = 'America/Los_Angeles'

const weekly: FeedEvent = {
  id: 7,
  slug: 'life-drawing',
  title: 'Life drawing',
  summary: 'Bring paper.',
  startsAt: '2026-10-23T02:00:00.000Z',
  endsAt: '2026-10-23T04:00:00.000Z',
  recurrence: 'FREQ=WEEKLY;COUNT=4',
  exceptions: '2026-10-29',
  venue: { name: 'The Annex', address: '12 Valencia St', latitude: 37.77, longitude: -122.42 },
  status: 'published',
  sequence: 3,
  updatedAt: '2026-10-01T10:00:00.000Z',
  tags: [{ name: 'Workshops' }],
}
const cancelled: FeedEvent = {
  id: 8,
  slug: 'opening',
  title: 'Opening',
  startsAt: '2026-12-05T00:00:00.000Z',
  endsAt: '2026-12-05T03:00:00.000Z',
  onlineLink: 'https://example.org/live',
  status: 'cancelled',
  sequence: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
}
const fair: FeedEvent = {
  id: 9,
  slug: 'fair',
  title: 'Print fair',
  startsAt: '2026-12-12T08:00:00.000Z',
  endsAt: '2026-12-14T08:00:00.000Z',
  allDay: true,
  venue: { name: 'Hall' },
  status: 'published',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (zone) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) }
}

const feed = (events: FeedEvent[]) =>
  calendarFeed(events, { name: 'Vernissage', publicUrl: 'https://vernissage.example.org', timeZone: LA })

describe('the iCalendar feed, parsed back with ical.js', () => {
  it('gives each event a stable UID, its sequence and its status', () => {
    const { calendar, events } = parsed(feed([weekly, cancelled, fair]))
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(LA)
    expect(events.map((event) => event.uid)).toEqual([
      'event-7@vernissage.example.org',
      'event-8@vernissage.example.org',
      'event-9@vernissage.example.org',
    ])
    expect(events.map((event) => event.sequence)).toEqual([3, 1, 0])
    expect(events.map((event) => event.component.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CANCELLED',
      'CONFIRMED',
    ])
    // The same events give the same UIDs however often the feed is made.
    expect(parsed(feed([fair, weekly])).events.map((event) => event.uid)).toEqual([
      'event-9@vernissage.example.org',
      'event-7@vernissage.example.org',
    ])
  })

  it('writes times in the organisation’s zone and repeats at the same wall-clock time, less excluded dates', () => {
    const [event] = parsed(feed([weekly])).events
    expect(event.startDate.zone?.tzid).toBe(LA)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-23T02:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-10-23T04:00:00.000Z')
    const iterator = event.iterator()
    const starts: string[] = []
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (
        !event.component
          .getAllProperties('exdate')
          .some((exdate) => exdate.getValues().some((value) => value.compare(next!) === 0))
      ) {
        starts.push(next.toJSDate().toISOString())
      }
    }
    // 29 October is excluded; after the clocks go back on 1 November, 7 pm is 03:00 UTC.
    expect(starts).toEqual(['2026-10-23T02:00:00.000Z', '2026-11-06T03:00:00.000Z', '2026-11-13T03:00:00.000Z'])
  })

  it('writes an all-day event as dates, ending the day after its last', () => {
    const [event] = parsed(feed([fair])).events
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe('2026-12-12')
    expect(event.endDate.toString()).toBe('2026-12-14')
  })
})
