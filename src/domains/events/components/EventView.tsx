import { RichText } from '@payloadcms/richtext-lexical/react'

import { JsonLd } from '@/domains/artists'
import { LibraryPicture } from '@/domains/media'
import { organisationDate } from '@/platform/calendar'

import { calendarHref, ticketsPath } from '../services/addresses'
import { monthOf } from '../services/calendar-view'
import type { Occurrence } from '../services/recurrence'
import { priceText, whenText } from '../services/event-view'
import type { EventPage } from '../services/public-events'

/** `/events/{slug}`: one event, its dates (each coming repeat), where, price, accessibility, and "add to calendar". */
export function EventView({
  event,
  upcoming,
  tickets,
  timeZone,
  jsonLd,
}: {
  event: EventPage
  /** The coming dates of a repeating event. */
  upcoming: Occurrence[]
  /** The ticket kinds it sells, with their prices; how many are left is on the tickets page, not this cached one. */
  tickets: { name: string; price: string }[]
  timeZone: string
  jsonLd: object
}) {
  const cancelled = event.status === 'cancelled'
  const month = monthOf(organisationDate(new Date(event.startsAt), timeZone))
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd data={jsonLd} />
      <p>
        <a href={calendarHref({ month, view: 'grid', tag: 'all', price: 'any' })}>← The calendar</a>
      </p>
      {cancelled ? (
        <p role="status" className="mt-6 rounded border border-red-300 bg-red-50 p-4 font-semibold text-red-900">
          This event is cancelled.
        </p>
      ) : null}
      <h1 className={`mt-4 text-4xl font-semibold ${cancelled ? 'line-through decoration-2' : ''}`}>{event.title}</h1>
      {event.summary ? <p className="mt-3 text-lg text-muted">{event.summary}</p> : null}
      {event.picture ? (
        <div className="mt-6">
          <LibraryPicture
            image={event.picture}
            sizes="(min-width: 48rem) 48rem, 100vw"
            className="w-full rounded"
            eager
          />
        </div>
      ) : null}
      <dl className="mt-8 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">When</dt>
        <dd>
          {whenText(event, timeZone)}
          {event.recurrence ? (
            upcoming.length > 0 ? (
              <>
                <span className="block">Coming dates:</span>
                <ul className="list-disc pl-5">
                  {upcoming.map((date) => (
                    <li key={date.startsAt.toISOString()}>{whenText({ ...date, allDay: event.allDay }, timeZone)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <span className="block">It has no dates still to come.</span>
            )
          ) : null}
        </dd>
        <dt className="font-semibold">Where</dt>
        <dd>
          {event.venue?.name ? (
            <>
              {event.venue.name}
              {event.venue.address ? <span className="block whitespace-pre-line">{event.venue.address}</span> : null}
            </>
          ) : null}
          {event.onlineLink ? (
            <span className="block">
              Online: <a href={event.onlineLink}>{event.onlineLink}</a>
            </span>
          ) : null}
        </dd>
        <dt className="font-semibold">Price</dt>
        <dd>
          {priceText(event.registration, event.priceNote)}
          {tickets.length > 0 ? (
            <ul className="mt-1">
              {tickets.map((ticket, index) => (
                <li key={index}>
                  {ticket.name}: {ticket.price}
                </li>
              ))}
            </ul>
          ) : null}
        </dd>
        {event.accessibility ? (
          <>
            <dt className="font-semibold">Accessibility</dt>
            <dd className="whitespace-pre-line">{event.accessibility}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Organised by</dt>
        <dd>{event.organiserName?.trim() || 'Vernissage'}</dd>
        {event.tags.length > 0 ? (
          <>
            <dt className="font-semibold">Tags</dt>
            <dd>
              <ul className="flex flex-wrap gap-3">
                {event.tags.map((tag) => (
                  <li key={tag.slug}>
                    <a href={calendarHref({ month, view: 'list', tag: tag.slug, price: 'any' })}>{tag.name}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {cancelled ? null : (
        <p className="mt-8 flex flex-wrap gap-3">
          {/* Only links: places left and the person's own place are on the RSVP and tickets pages, so this page stays cached whole. */}
          {event.registration === 'rsvp' ? (
            <a
              href={`/events/${event.slug}/rsvp`}
              className="inline-block rounded bg-accent px-4 py-2 font-semibold text-white no-underline hover:bg-accent-strong hover:text-white"
            >
              RSVP
            </a>
          ) : null}
          {tickets.length > 0 ? (
            <a
              href={ticketsPath(event.slug)}
              className="inline-block rounded bg-accent px-4 py-2 font-semibold text-white no-underline hover:bg-accent-strong hover:text-white"
            >
              Get tickets
            </a>
          ) : null}
          <a
            href={`/events/${event.slug}/calendar.ics`}
            className="inline-block rounded bg-ink px-4 py-2 font-semibold text-white no-underline"
          >
            Add to calendar
          </a>
        </p>
      )}
      {event.description ? (
        <div className="prose mt-10 max-w-none">
          <RichText data={event.description} />
        </div>
      ) : null}
    </article>
  )
}
