import type { Metadata, MetadataRoute } from 'next'

import { formatMoney, minorDigits } from '@/domains/commerce'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { CALENDAR_PATH, ticketsPath } from '../services/addresses'
import { calendarMonth, calendarStateOf } from '../services/calendar-page'
import { monthName } from '../services/calendar-view'
import { eventJsonLd } from '../services/event-view'
import { calendarFeed } from '../services/feed'
import { publicCalendar, publicEventPage, publicTags } from '../services/public-events'
import { occurrences } from '../services/recurrence'
import { CalendarView } from './CalendarView'
import { EventView } from './EventView'

/**
 * The calendar's public pages and feeds as route files call them (decision
 * 061): each loads the cached data, answers 404 for what is not public, and
 * gives Next.js its metadata.
 */

const ORGANISATION = 'Vernissage'
const absolute = (path: string) => new URL(path, config().PUBLIC_URL).toString()

// ---------------------------------------------------------------- /calendar/…

const calendarSettings = () => ({ timeZone: config().TIMEZONE, now: new Date() })

export async function calendarMetadata(segments: string[] | undefined): Promise<Metadata> {
  const shown = await calendarStateOf(await payloadInstance(), segments, calendarSettings())
  if (!shown) return notFoundMetadata
  const { state } = shown
  const title = `Calendar: ${monthName(state.month)}`
  return {
    title,
    description: `Events at ${ORGANISATION} in ${monthName(state.month)}: talks, workshops, openings and studio visits.`,
    alternates: {
      types: { 'text/calendar': absolute('/calendar.ics') },
    },
    // Filtered views say nothing the month's own page does not.
    robots: state.tag !== 'all' || state.price !== 'any' ? { index: false, follow: true } : undefined,
  }
}

export async function CalendarRoute({ segments }: { segments: string[] | undefined }) {
  const month = await calendarMonth(await payloadInstance(), segments, calendarSettings())
  if (!month) return <PageNotFound path={askedPath('calendar', ...(segments ?? []))} />
  const { state, dated, nextMonth, tags } = month
  return <CalendarView state={state} dated={dated} nextMonth={nextMonth} tags={tags} timeZone={config().TIMEZONE} />
}

// ---------------------------------------------------------------- /events/{slug}

export async function eventMetadata(slug: string): Promise<Metadata> {
  const event = await publicEventPage(await payloadInstance(), slug)
  if (!event) return notFoundMetadata
  const title = event.status === 'cancelled' ? `Cancelled: ${event.title}` : event.title
  const description = event.summary?.trim() || `${event.title}, an event at ${ORGANISATION}.`
  const url = absolute(`/events/${event.slug}`)
  const image = event.picture ? [{ url: absolute(event.picture.url), alt: event.picture.alt }] : undefined
  return {
    title,
    description,
    alternates: { canonical: url, types: { 'text/calendar': absolute(`/events/${event.slug}/calendar.ics`) } },
    openGraph: { type: 'website', siteName: ORGANISATION, title, description, url, images: image },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  }
}

/** How many coming dates a repeating event's page lists. */
const UPCOMING_SHOWN = 8

export async function EventRoute({ slug }: { slug: string }) {
  const { TIMEZONE, PUBLIC_URL, CURRENCY } = config()
  const event = await publicEventPage(await payloadInstance(), slug)
  if (!event) return <PageNotFound path={askedPath('events', slug)} />
  const onSale = event.registration === 'tickets' && event.status !== 'cancelled'
  const tickets = onSale
    ? event.ticketKinds.map((kind) => ({
        name: kind.name,
        price: formatMoney({ minor: kind.priceMinor, currency: CURRENCY }),
      }))
    : []
  const upcoming = event.recurrence ? occurrences(event, TIMEZONE, new Date()).slice(0, UPCOMING_SHOWN) : []
  const jsonLd = eventJsonLd(
    {
      ...event,
      url: absolute(`/events/${event.slug}`),
      image: event.picture ? absolute(event.picture.url) : null,
      offers: onSale
        ? event.ticketKinds.map((kind) => ({
            name: kind.name,
            price: (kind.priceMinor / 10 ** minorDigits(CURRENCY)).toFixed(minorDigits(CURRENCY)),
            priceCurrency: CURRENCY,
            url: absolute(ticketsPath(event.slug)),
          }))
        : [],
    },
    { name: ORGANISATION, url: PUBLIC_URL },
  )
  return <EventView event={event} upcoming={upcoming} tickets={tickets} timeZone={TIMEZONE} jsonLd={jsonLd} />
}

// ---------------------------------------------------------------- feeds

function calendarResponse(body: string, filename: string) {
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${filename}"`,
    },
  })
}

/** `/calendar.ics` (every public event) or `/calendar/{tag}.ics` (one tag's); 404 for a tag there is not. */
export async function calendarFeedResponse(tag?: string): Promise<Response> {
  const { TIMEZONE, PUBLIC_URL } = config()
  const payload = await payloadInstance()
  const [events, tags] = await Promise.all([publicCalendar(payload), publicTags(payload)])
  const named = tag ? tags.find((item) => item.slug === tag) : undefined
  if (tag && !named) return new Response('There is no such tag.', { status: 404 })
  const chosen = named ? events.filter((event) => event.tags.some((item) => item.slug === named.slug)) : events
  const body = calendarFeed(chosen, {
    name: named ? `${ORGANISATION}: ${named.name}` : ORGANISATION,
    publicUrl: PUBLIC_URL,
    timeZone: TIMEZONE,
  })
  return calendarResponse(body, named ? `${named.slug}.ics` : 'calendar.ics')
}

/** `/events/{slug}/calendar.ics`: one event, for "add to calendar". */
export async function eventFeedResponse(slug: string): Promise<Response> {
  const { TIMEZONE, PUBLIC_URL } = config()
  const event = await publicEventPage(await payloadInstance(), slug)
  if (!event) return new Response('There is no such event.', { status: 404 })
  const body = calendarFeed([event], { name: event.title, publicUrl: PUBLIC_URL, timeZone: TIMEZONE })
  return calendarResponse(body, `${event.slug}.ics`)
}

// ---------------------------------------------------------------- sitemap

/** The calendar and every public event's page. */
export async function eventsSitemap(): Promise<MetadataRoute.Sitemap> {
  const events = await publicCalendar(await payloadInstance())
  return [
    { url: absolute(CALENDAR_PATH) },
    ...events.map((event) => ({ url: absolute(`/events/${event.slug}`), lastModified: event.updatedAt })),
  ]
}
