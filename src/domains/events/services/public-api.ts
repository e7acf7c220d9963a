import type { Payload } from 'payload'

import { publicCalendar, type CalendarEvent } from './public-events'
import { comingOccurrences } from './recurrence'
import type { Registration } from './rules'

/**
 * The public events as the public API gives them to partners (issue 41): the
 * calendar's one cached read (published or cancelled, never a draft or a
 * proposal waiting for review), each with its coming dates. Only what the
 * event's page shows, with absolute addresses.
 */

export type PublicEventDate = { startsAt: string; endsAt: string }

export type PublicEvent = {
  id: number
  slug: string
  title: string
  summary: string | null
  url: string
  status: 'published' | 'cancelled'
  allDay: boolean
  startsAt: string
  endsAt: string
  /** The next dates after now (a repeating event's too), at most twelve. */
  dates: PublicEventDate[]
  venue: { name: string | null; address: string | null; latitude: number | null; longitude: number | null } | null
  onlineLink: string | null
  tags: { name: string; slug: string }[]
  registration: Registration
  priceNote: string | null
  organiserName: string | null
  picture: { url: string; width: number | null; height: number | null; alt: string } | null
}

function publicEvent(event: CalendarEvent, options: { publicUrl: string; timeZone: string; now: Date }): PublicEvent {
  const absolute = (path: string) => new URL(path, options.publicUrl).toString()
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    summary: event.summary ?? null,
    url: absolute(`/events/${event.slug}`),
    status: event.status === 'cancelled' ? 'cancelled' : 'published',
    allDay: event.allDay ?? false,
    startsAt: new Date(event.startsAt).toISOString(),
    endsAt: new Date(event.endsAt).toISOString(),
    dates:
      event.status === 'cancelled'
        ? []
        : comingOccurrences(event, options.timeZone, options.now).map((date) => ({
            startsAt: date.startsAt.toISOString(),
            endsAt: date.endsAt.toISOString(),
          })),
    venue: event.venue
      ? {
          name: event.venue.name ?? null,
          address: event.venue.address ?? null,
          latitude: event.venue.latitude ?? null,
          longitude: event.venue.longitude ?? null,
        }
      : null,
    onlineLink: event.onlineLink ?? null,
    tags: event.tags,
    registration: event.registration,
    priceNote: event.priceNote ?? null,
    organiserName: event.organiserName ?? null,
    picture: event.picture
      ? {
          url: absolute(event.picture.sizes.webp1200?.url ?? event.picture.url),
          width: event.picture.sizes.webp1200?.width ?? event.picture.width,
          height: event.picture.sizes.webp1200?.height ?? event.picture.height,
          alt: event.picture.alt,
        }
      : null,
  }
}

/** Public events by id after `after` (none: from the first), at most `limit`, and whether more follow. */
export async function publicEventsAfter(
  payload: Payload,
  after: number | null,
  limit: number,
  options: { publicUrl: string; timeZone: string; now: Date },
): Promise<{ events: PublicEvent[]; more: boolean }> {
  const listed = (await publicCalendar(payload))
    .filter((event) => after === null || event.id > after)
    .sort((a, b) => a.id - b.id)
  return { events: listed.slice(0, limit).map((event) => publicEvent(event, options)), more: listed.length > limit }
}

/** An event's line under its title on a card (an oEmbed card, a mailing's): its next date, and where. */
export function eventCardLine(event: PublicEvent, timeZone: string): string {
  const next = event.dates[0]
  const when = next
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(next.startsAt),
      )
    : event.status === 'cancelled'
      ? 'Cancelled'
      : 'No coming dates'
  return [when, event.venue?.name].filter(Boolean).join(' · ')
}

/** One public event by its slug, as the API gives it, or null (decision 110, oEmbed). */
export async function publicEventBySlug(
  payload: Payload,
  slug: string,
  options: { publicUrl: string; timeZone: string; now: Date },
): Promise<PublicEvent | null> {
  const event = (await publicCalendar(payload)).find((item) => item.slug === slug)
  return event ? publicEvent(event, options) : null
}
