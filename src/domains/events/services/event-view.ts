import { formatCalendarDate, formatInstant, formatTime } from '@/platform/calendar'

import { lastDayOf } from './feed'
import { REGISTRATION_LABELS, type Registration } from './rules'

/** How the public pages write an event's time and price, and its structured data (decision 061). Pure. */

const DAY = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const
const dayFormat = (timeZone: string) => ({ format: (instant: Date) => formatInstant(instant, timeZone, DAY) })
const timeFormat = (timeZone: string) => ({ format: (instant: Date) => formatTime(instant, timeZone) })

/** "Thursday, December 3, 2026, 7:00 PM – 9:00 PM", or the days of an all-day event. */
export function whenText(
  dates: { startsAt: Date | string; endsAt: Date | string; allDay?: boolean | null },
  timeZone: string,
): string {
  const start = new Date(dates.startsAt)
  const end = new Date(dates.endsAt)
  if (dates.allDay) {
    const first = dayFormat(timeZone).format(start)
    const last = lastDayOf(start.toISOString(), end.toISOString(), timeZone)
    const lastText = formatCalendarDate(last, DAY)
    return first === lastText ? `${first}, all day` : `${first} to ${lastText}`
  }
  const startDay = dayFormat(timeZone).format(start)
  const endDay = dayFormat(timeZone).format(end)
  const times = timeFormat(timeZone)
  return startDay === endDay
    ? `${startDay}, ${times.format(start)} – ${times.format(end)}`
    : `${startDay}, ${times.format(start)} to ${endDay}, ${times.format(end)}`
}

/** One date of an event in words: the date starting at `startsAt`, as long as the event. */
export function occurrenceText(
  event: { startsAt: Date | string; endsAt: Date | string; allDay?: boolean | null },
  startsAt: Date,
  timeZone: string,
): string {
  const length = new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()
  return whenText({ startsAt, endsAt: new Date(startsAt.getTime() + length), allDay: event.allDay }, timeZone)
}

export const timeOfDay = (instant: Date, timeZone: string) => timeFormat(timeZone).format(instant)

export function priceText(registration: Registration, note?: string | null): string {
  return note?.trim() ? `${REGISTRATION_LABELS[registration]}: ${note.trim()}` : REGISTRATION_LABELS[registration]
}

type JsonLdEvent = {
  title: string
  summary?: string | null
  url: string
  startsAt: string
  endsAt: string
  status: string
  image?: string | null
  venue?: { name?: string | null; address?: string | null; latitude?: number | null; longitude?: number | null } | null
  onlineLink?: string | null
  organiserName?: string | null
  registration: Registration
  /** The ticket kinds on sale, each price in major units as schema.org writes it ("12.00"), and where to buy them. */
  offers?: { name: string; price: string; priceCurrency: string; url: string }[]
}

/** schema.org `Event` for search engines: cancelled said as EventCancelled, a venue as a Place, online as a VirtualLocation. */
export function eventJsonLd(event: JsonLdEvent, organisation: { name: string; url: string }) {
  const place = event.venue?.name
    ? {
        '@type': 'Place',
        name: event.venue.name,
        ...(event.venue.address ? { address: event.venue.address } : {}),
        ...(event.venue.latitude != null && event.venue.longitude != null
          ? { geo: { '@type': 'GeoCoordinates', latitude: event.venue.latitude, longitude: event.venue.longitude } }
          : {}),
      }
    : null
  const online = event.onlineLink ? { '@type': 'VirtualLocation', url: event.onlineLink } : null
  const locations = [place, online].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.summary ? { description: event.summary } : {}),
    url: event.url,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus:
      event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      place && online
        ? 'https://schema.org/MixedEventAttendanceMode'
        : online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
    location: locations.length === 1 ? locations[0] : locations,
    ...(event.image ? { image: [event.image] } : {}),
    organizer: event.organiserName
      ? { '@type': 'Person', name: event.organiserName }
      : { '@type': 'Organization', name: organisation.name, url: organisation.url },
    ...(event.registration === 'tickets' ? {} : { isAccessibleForFree: true }),
    ...(event.offers?.length ? { offers: event.offers.map((offer) => ({ '@type': 'Offer', ...offer })) } : {}),
  }
}
