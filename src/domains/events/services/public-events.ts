import type { Payload } from 'payload'

import { pageImage, type PageImage } from '@/domains/media'
import type { Event } from '@/payload-types'
import { cachedPageData } from '@/platform/http/public-pages'

import { publicEvents } from '../access'
import { EVENTS_TAG } from './page-cache'
import type { FeedEvent } from './feed'
import type { Registration } from './rules'

/**
 * The data of the calendar's pages and feeds (decision 061), read as an
 * anonymous visitor (`overrideAccess: false`, no user: only what is public)
 * and cached by Next.js under the events tag, which every change of an event
 * or a tag expires. The whole public calendar is read at once: an arts
 * organisation's events are hundreds, and every view (a month, a tag, free or
 * paid, the feeds) is then a filter in memory on the one cached read.
 */

export type CalendarEvent = Omit<FeedEvent, 'tags'> & {
  picture: PageImage | null
  tags: { name: string; slug: string }[]
  registration: Registration
  priceNote?: string | null
  organiserName?: string | null
}

export type EventPage = CalendarEvent & {
  description: Event['description']
  accessibility?: string | null
  /** What the event sells for each date (decision 066): names and prices, never how many are left. */
  ticketKinds: { name: string; priceMinor: number }[]
}

/** A safety net for writes made around Payload (plain SQL): cached data is at most a day old. */
const SAFETY_NET_SECONDS = 86_400

function calendarEvent(event: Event, payload: Payload): CalendarEvent {
  return {
    id: event.id,
    slug: event.slug ?? String(event.id),
    title: event.title,
    summary: event.summary ?? null,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    allDay: event.allDay ?? false,
    recurrence: event.recurrence ?? null,
    exceptions: event.exceptions ?? null,
    venue: event.venue ?? null,
    onlineLink: event.onlineLink ?? null,
    status: event.status,
    sequence: event.sequence ?? 0,
    updatedAt: event.updatedAt,
    picture: pageImage(event.picture, payload.logger),
    tags: (event.tags ?? [])
      .filter((tag) => typeof tag === 'object' && tag !== null)
      .map((tag) => ({ name: tag.name, slug: tag.slug ?? '' })),
    registration: event.registration,
    priceNote: event.priceNote ?? null,
    organiserName: event.organiserName ?? null,
  }
}

/** Every public event (published or cancelled), soonest first. */
export function publicCalendar(payload: Payload): Promise<CalendarEvent[]> {
  return cachedPageData(
    async () => {
      const { docs } = await payload.find({
        collection: 'events',
        where: publicEvents(),
        sort: 'startsAt',
        depth: 1,
        pagination: false,
        overrideAccess: false,
        select: { description: false, accessibility: false, organiser: false },
      })
      return docs.map((event) => calendarEvent(event, payload))
    },
    ['events-public', 'calendar'],
    { tags: [EVENTS_TAG], revalidate: SAFETY_NET_SECONDS },
  )()
}

const ADDRESS = /^[\p{Ll}\p{Lo}\p{N}-]{1,80}$/u

/** One public event by its address (`/events/{slug}`), or null (→ 404) for anything not public. */
export async function publicEventPage(payload: Payload, slug: string): Promise<EventPage | null> {
  if (!ADDRESS.test(slug)) return null
  return cachedPageData(
    async (address: string) => {
      const { docs } = await payload.find({
        collection: 'events',
        where: { and: [publicEvents(), { slug: { equals: address } }] },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      const event = docs[0]
      if (!event) return null
      return {
        ...calendarEvent(event, payload),
        description: event.description,
        accessibility: event.accessibility,
        ticketKinds: (event.ticketKinds ?? []).map(({ name, priceMinor }) => ({ name, priceMinor })),
      }
    },
    ['events-public', 'event'],
    { tags: [EVENTS_TAG], revalidate: SAFETY_NET_SECONDS },
  )(slug)
}

/** The public tags, by name, for the calendar's filter, the tag feeds and the event-list block. */
export function publicTags(payload: Payload): Promise<{ id: number; name: string; slug: string }[]> {
  return cachedPageData(
    async () => {
      const { docs } = await payload.find({
        collection: 'event-tags',
        sort: 'name',
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      return docs.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug ?? '' }))
    },
    ['events-public', 'tags'],
    { tags: [EVENTS_TAG], revalidate: SAFETY_NET_SECONDS },
  )()
}

/** `/events/{slug}/_payload.json` (decision 101): a public event's page data, or null (→ 404). */
export async function eventPageData(payload: Payload, slug: string) {
  const event = await publicEventPage(payload, slug)
  return event ? { path: `/events/${event.slug}`, event } : null
}
