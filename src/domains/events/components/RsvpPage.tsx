import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { config } from '@/platform/config'
import { payloadInstance, requestPerson } from '@/platform/payload'

import { whenText } from '../services/event-view'
import { spacedCode, rsvpPath } from '../services/place-mail'
import { ATTENDEE_STATUS_LABELS, type AttendeeStatus } from '../services/places'
import { rsvpPage, type PersonPlace, type RsvpDate } from '../services/rsvp'
import { momentText, placesLeftText } from '../services/rsvp-rules'
import { PlaceForm, type PlaceButton } from './PlaceForm'

/**
 * `/events/{slug}/rsvp` (decision 065): a public event's coming dates with
 * the places left, a form to RSVP to each, and the person's own places with
 * what they can do with each. It depends on the person, so it is drawn for
 * each request and never cached; the event's own page stays cached whole
 * and only links here.
 */

export async function rsvpMetadata(slug: string): Promise<Metadata> {
  const page = await rsvpPage(await payloadInstance(), slug, null)
  return { title: page ? `RSVP: ${page.event.title}` : 'RSVP', robots: { index: false } }
}

/** A date's line when the person has a place there (their place itself is listed above). */
const HELD: Record<Exclude<AttendeeStatus, 'cancelled'>, string> = {
  confirmed: 'You’re going: your place is above.',
  waiting: 'You’re on the waiting list: see above.',
  offered: 'A place is offered to you: accept it above.',
}

/** What a place is now, in words. */
function standing(place: PersonPlace, timeZone: string): string {
  if (place.status === 'waiting') return `On the waiting list, number ${place.position}`
  if (place.status === 'offered' && place.offerEndsAt) {
    return `A place is offered to you until ${momentText(place.offerEndsAt, timeZone)}`
  }
  return ATTENDEE_STATUS_LABELS[place.status]
}

function buttonsFor(place: PersonPlace): PlaceButton[] {
  // Tickets are paid for: they are not given back here.
  if (place.kind !== 'rsvp') return []
  switch (place.status) {
    case 'offered':
      return [
        { intent: 'accept', label: 'Accept the place', primary: true },
        { intent: 'decline', label: 'Decline' },
      ]
    case 'confirmed':
      return [{ intent: 'cancel', label: 'Cancel my place' }]
    case 'waiting':
      return [{ intent: 'cancel', label: 'Leave the waiting list' }]
    case 'cancelled':
      return []
  }
}

function DateRow({
  date,
  event,
  held,
  allDay,
  timeZone,
}: {
  date: RsvpDate
  event: number
  held: AttendeeStatus | undefined
  allDay: boolean | null
  timeZone: string
}) {
  const key = date.startsAt.getTime()
  const label = `date-${key}`
  const full = date.left === 0
  const buttons: PlaceButton[] = held
    ? []
    : [{ intent: 'rsvp', label: full ? 'Join the waiting list' : 'RSVP', primary: !full }]
  return (
    <li className="rounded-md border border-line bg-white p-4">
      <PlaceForm
        name={`rsvp-${key}`}
        hidden={{ event: String(event), startsAt: date.startsAt.toISOString() }}
        buttons={buttons}
        describedBy={label}
      >
        <p id={label} className="font-semibold">
          {whenText({ ...date, allDay }, timeZone)}
        </p>
        <p className="text-muted">{held && held !== 'cancelled' ? HELD[held] : placesLeftText(date.left)}</p>
      </PlaceForm>
    </li>
  )
}

export async function RsvpRoute({ slug }: { slug: string }) {
  const { TIMEZONE } = config()
  const { payload, person } = await requestPerson()
  const page = await rsvpPage(payload, slug, person ? { id: person.id, email: person.email, name: person.name } : null)
  if (!page) notFound()
  const { event, dates, places } = page
  const cancelled = event.status === 'cancelled'
  // A date's active place, if any (a cancelled one leaves the date open to RSVP again).
  const held = new Map(
    places.filter((place) => place.status !== 'cancelled').map((place) => [place.startsAt.getTime(), place.status]),
  )
  const here = rsvpPath(event.slug)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb">
        <a href={`/events/${event.slug}`}>← {event.title}</a>
      </nav>
      <h1 className="mt-4 text-4xl font-semibold">RSVP: {event.title}</h1>
      {cancelled ? (
        <p role="status" className="mt-6 rounded border border-red-300 bg-red-50 p-4 font-semibold text-red-900">
          This event is cancelled: it takes no more RSVPs.
        </p>
      ) : null}
      {!person ? (
        <div className="mt-6 space-y-4">
          <p className="text-lg">Sign in to RSVP: we mail you your place and its check-in code.</p>
          {dates.length > 0 && !cancelled ? (
            <ul className="space-y-1">
              {dates.map((date) => (
                <li key={date.startsAt.getTime()}>
                  {whenText({ ...date, allDay: event.allDay }, TIMEZONE)}: {placesLeftText(date.left)}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <a
              href={`/login?next=${encodeURIComponent(here)}`}
              className="inline-block rounded-md bg-accent px-4 py-2 font-semibold text-white no-underline hover:bg-accent-strong"
            >
              Sign in to RSVP
            </a>
          </p>
        </div>
      ) : (
        <>
          {places.length > 0 ? (
            <section aria-labelledby="your-places" className="mt-8">
              <h2 id="your-places" className="text-2xl font-semibold">
                Your places
              </h2>
              <ul className="mt-4 space-y-3">
                {places.map((place) => (
                  <li key={place.id} className="rounded-md border border-line bg-white p-4">
                    <PlaceForm
                      name={`place-${place.id}`}
                      hidden={{ place: String(place.id) }}
                      buttons={cancelled ? [] : buttonsFor(place)}
                      describedBy={`place-${place.id}-when`}
                    >
                      <p id={`place-${place.id}-when`} className="font-semibold">
                        {whenText({ ...place, allDay: event.allDay }, TIMEZONE)}
                        {place.kind === 'ticket' ? ` (Ticket: ${place.ticketLabel ?? 'admission'})` : null}
                      </p>
                      <p>{standing(place, TIMEZONE)}</p>
                      {place.status === 'confirmed' ? (
                        <p className="text-muted">
                          Check-in code: <strong className="tracking-wider text-ink">{spacedCode(place.code)}</strong>
                        </p>
                      ) : null}
                    </PlaceForm>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {cancelled ? null : (
            <section aria-labelledby="dates" className="mt-8">
              <h2 id="dates" className="text-2xl font-semibold">
                {dates.length > 1 ? 'Coming dates' : 'The date'}
              </h2>
              {dates.length > 0 ? (
                <ul className="mt-4 space-y-3">
                  {dates.map((date) => (
                    <DateRow
                      key={date.startsAt.getTime()}
                      date={date}
                      event={event.id}
                      held={held.get(date.startsAt.getTime())}
                      allDay={event.allDay}
                      timeZone={TIMEZONE}
                    />
                  ))}
                </ul>
              ) : (
                <p className="mt-4">This event has no dates still to come.</p>
              )}
            </section>
          )}
        </>
      )}
    </div>
  )
}
