import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { addDays, organisationDate, wallClockOf } from '@/platform/calendar'

import { exceptionDates } from './recurrence'

/**
 * The calendar's iCalendar feeds (RFC 5545, decision 061): all public events,
 * one tag's, or one event's "add to calendar". People's calendar apps
 * subscribe and poll, so each event keeps one UID for life and says with its
 * SEQUENCE when it changed; a cancelled event stays in the feed as
 * STATUS:CANCELLED so subscribers see it struck out rather than vanish.
 * Times are written in the organisation's zone with its VTIMEZONE, so a
 * repeating event repeats at its wall-clock time as the site shows it.
 */

export type FeedEvent = {
  id: number
  slug: string
  title: string
  summary?: string | null
  startsAt: string
  endsAt: string
  allDay?: boolean | null
  recurrence?: string | null
  exceptions?: string | null
  venue?: { name?: string | null; address?: string | null; latitude?: number | null; longitude?: number | null } | null
  onlineLink?: string | null
  status: string
  sequence?: number | null
  updatedAt: string
  tags?: { name: string }[]
  /** Another UID than the event's: one date of it on its own, as in an attendee's calendar. */
  uid?: string
}

/**
 * The wall clock in the zone as a Date whose UTC fields hold it: with a TZID,
 * ical-generator writes a native Date's UTC fields as the local time.
 */
const floating = (instant: string, timeZone: string) => new Date(`${wallClockOf(new Date(instant), timeZone)}:00.000Z`)

export const eventUid = (id: number, host: string) => `event-${id}@${host}`

/** The last day an all-day event covers, from the instant it ends (the start of the day after). */
export function lastDayOf(startsAt: string, endsAt: string, timeZone: string) {
  const first = organisationDate(new Date(startsAt), timeZone)
  const last = organisationDate(new Date(new Date(endsAt).getTime() - 1), timeZone)
  return last < first ? first : last
}

export function calendarFeed(
  events: readonly FeedEvent[],
  options: { name: string; publicUrl: string; timeZone: string },
): string {
  const url = new URL(options.publicUrl)
  const calendar = new ICalCalendar({
    name: options.name,
    prodId: { company: 'Vernissage', product: 'calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: options.publicUrl,
    // Apple and Google poll a subscription no more often than asked.
    ttl: 60 * 60,
  })
  // No calendar-wide zone: ical-generator would then write DTSTAMP without its Z. Each timed event names the
  // zone, and the generator adds its VTIMEZONE once.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  for (const event of events) {
    const allDay = Boolean(event.allDay)
    const place = [event.venue?.name, event.venue?.address].filter(Boolean).join(', ')
    const created = calendar.createEvent({
      id: event.uid ?? eventUid(event.id, url.host),
      sequence: event.sequence ?? 0,
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      summary: event.title,
      description: event.summary ?? undefined,
      url: new URL(`/events/${event.slug}`, options.publicUrl).toString(),
      start: allDay
        ? organisationDate(new Date(event.startsAt), options.timeZone)
        : floating(event.startsAt, options.timeZone),
      // iCalendar's end of an all-day event is the day after its last.
      end: allDay
        ? addDays(lastDayOf(event.startsAt, event.endsAt, options.timeZone), 1)
        : floating(event.endsAt, options.timeZone),
      allDay,
      timezone: allDay ? undefined : options.timeZone,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      categories: (event.tags ?? []).map((tag) => ({ name: tag.name })),
      location: place
        ? {
            title: event.venue?.name || place,
            address: event.venue?.address ?? undefined,
            geo:
              event.venue?.latitude != null && event.venue?.longitude != null
                ? { lat: event.venue.latitude, lon: event.venue.longitude }
                : undefined,
          }
        : event.onlineLink || undefined,
    })
    if (event.recurrence?.trim()) {
      const rule = event.recurrence.trim().replace(/^RRULE:/i, '')
      const time = allDay ? '' : wallClockOf(new Date(event.startsAt), options.timeZone).slice(10).replace(':', '')
      const excluded = exceptionDates(event.exceptions).map((date) =>
        allDay ? date.replaceAll('-', '') : `${date.replaceAll('-', '')}${time}00`,
      )
      const exdate = allDay ? 'EXDATE;VALUE=DATE:' : `EXDATE;TZID=${options.timeZone}:`
      created.repeating(excluded.length > 0 ? `RRULE:${rule}\r\n${exdate}${excluded.join(',')}` : `RRULE:${rule}`)
    }
  }
  return calendar.toString()
}
