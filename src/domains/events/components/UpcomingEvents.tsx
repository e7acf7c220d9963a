import { useId } from 'react'

import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import { formatInstant } from '@/platform/calendar'

import { timeOfDay } from '../services/event-view'
import { upcomingEvents } from '../services/upcoming'
import { EventPicture } from './EventPicture'

const dayFormat = (timeZone: string) => ({
  format: (instant: Date) => formatInstant(instant, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }),
})

/**
 * The next few events as a list with a link to the calendar: the home page's
 * "Coming up" and content's event-list block. Nothing at all when none are coming.
 */
export function UpcomingEvents(props: UpcomingProps) {
  // The section is named by its heading; ids come from React, as two lists may share a page.
  return <UpcomingList {...props} headingId={useId()} />
}

type UpcomingProps = {
  heading?: string | null
  count: number
  /** A tag's id, to list only its events. */
  tag?: number | null
  /** The section's classes: its own frame by default; a page that frames its content passes only spacing. */
  frame?: string
}

async function UpcomingList({
  heading,
  count,
  tag,
  frame = 'mx-auto max-w-6xl px-4 sm:px-6',
  headingId,
}: UpcomingProps & { headingId: string }) {
  const { TIMEZONE } = config()
  const dated = await upcomingEvents(await payloadInstance(), { count, tag, timeZone: TIMEZONE })
  if (dated.length === 0) return null
  return (
    <section className={frame} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 text-2xl font-semibold">
        {heading?.trim() || 'Coming up'}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {dated.map((item) => (
          <li
            key={`${item.event.id}-${item.startsAt.toISOString()}`}
            className="rounded-lg border border-line bg-white p-4"
          >
            <EventPicture
              event={item.event}
              sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw"
              className="mb-3 w-full"
            />
            <p className="text-sm font-semibold uppercase tracking-wide text-muted">
              {dayFormat(TIMEZONE).format(item.startsAt)}
              {item.event.allDay ? '' : `, ${timeOfDay(item.startsAt, TIMEZONE)}`}
            </p>
            <h3 className="mt-1 text-lg font-semibold">
              <a href={`/events/${item.event.slug}`}>{item.event.title}</a>
            </h3>
            {item.event.summary ? <p className="mt-1">{item.event.summary}</p> : null}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href="/calendar">See the whole calendar</a>
      </p>
    </section>
  )
}
