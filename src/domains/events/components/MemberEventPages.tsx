import { notFound, redirect } from 'next/navigation'

import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { requestPerson } from '@/platform/payload'
import type { Event, Image } from '@/payload-types'

import { formValuesOf } from '../services/event-form'
import { whenText } from '../services/event-view'
import { ownEvent, ownEvents } from '../services/own-events'
import { EVENT_STATUS_LABELS, idOf } from '../services/rules'
import { CancelEventForm } from './CancelEventForm'
import { EventForm } from './EventForm'
import { WhoIsComing } from './WhoIsComing'

/**
 * A member's event pages (decision 060): `/addevent`, `/editevents` and
 * `/editevents/{id}`. Anyone signed in proposes events; the route guard sends
 * anyone else to sign in, and these pages ask again (a guard is not the only
 * check). Another person's event is not found.
 */

async function signedIn(path: string) {
  const { payload, person } = await requestPerson()
  if (!person) redirect(`/login?next=${encodeURIComponent(path)}`)
  return { payload, person }
}

async function tagChoices(payload: Awaited<ReturnType<typeof signedIn>>['payload']) {
  const { docs } = await payload.find({ collection: 'event-tags', sort: 'name', depth: 0, pagination: false })
  return docs.map((tag) => ({ id: tag.id, name: tag.name }))
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb">
        <a href="/editevents">Your events</a>
      </nav>
      <h1 className="mt-4 text-4xl font-semibold">{title}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  )
}

/** What a status means for the member, in words. */
function standing(event: Event): string {
  switch (event.status) {
    case 'draft':
      return 'Nobody else sees it until you submit it and staff approve it.'
    case 'pending':
      return 'Staff will approve it or tell you what to change.'
    case 'published':
      return 'It is on the calendar.'
    case 'rejected':
      return 'Change it and submit it again.'
    case 'cancelled':
      return 'It stays on the calendar, marked.'
  }
}

export async function AddEventPage() {
  const { payload, person } = await signedIn('/addevent')
  const { TIMEZONE } = config()
  return (
    <Frame title="Propose an event">
      <p className="text-lg">
        Tell us about your event. Staff look at every proposal before it goes on the calendar, and you hear from us by
        email.
      </p>
      <EventForm
        values={{ organiserName: person.name ?? '', startDate: organisationDate(new Date(), TIMEZONE) }}
        tags={await tagChoices(payload)}
        picture={null}
        timeZoneName={TIMEZONE}
      />
    </Frame>
  )
}

export async function MyEventsPage() {
  const { payload, person } = await signedIn('/editevents')
  const { TIMEZONE } = config()
  const events = await ownEvents(payload, person)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Your events</h1>
      <p className="mt-4">
        <a
          href="/addevent"
          className="inline-block rounded-md bg-accent px-4 py-2.5 font-medium text-white no-underline"
        >
          Propose an event
        </a>
      </p>
      {events.length === 0 ? (
        <p className="mt-8 rounded border border-line bg-white p-6">
          You have not proposed any events yet. See the <a href="/calendar">calendar</a> for what is on.
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {events.map((event) => (
            <li key={event.id} className="rounded-lg border border-line bg-white p-4">
              <h2 className="text-xl font-semibold">
                <a href={`/editevents/${event.id}`}>{event.title}</a>
              </h2>
              <p className="text-muted">{whenText(event, TIMEZONE)}</p>
              <p className="mt-2">
                <strong>{EVENT_STATUS_LABELS[event.status]}</strong>: {standing(event)}
              </p>
              {event.status === 'rejected' && event.rejectionReason ? (
                <p className="mt-2 rounded border border-red-300 bg-red-50 p-3 text-red-900">
                  Staff said: {event.rejectionReason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export async function EditEventPage({ id, saved }: { id: string; saved?: string }) {
  const { payload, person } = await signedIn(`/editevents/${id}`)
  const { TIMEZONE } = config()
  const event = /^\d{1,10}$/.test(id) ? await ownEvent(payload, person, Number(id)) : null
  if (!event) notFound()
  const published = await payload.findByID({ collection: 'events', id: event.id, depth: 0, overrideAccess: true })
  const onCalendar = published._status === 'published' && published.status === 'published'
  const pictureId = idOf(event.picture)
  const picture = pictureId
    ? ((await payload.findByID({ collection: 'images', id: pictureId, depth: 0, disableErrors: true })) as Image | null)
    : null
  return (
    <Frame title={event.title}>
      {saved ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {saved === 'submitted' ? 'Submitted for review.' : 'Draft saved.'}
        </p>
      ) : null}
      <section aria-labelledby="standing-heading" className="rounded-lg border border-line bg-stone-50 p-4">
        <h2 id="standing-heading" className="text-xl font-semibold">
          Status: {EVENT_STATUS_LABELS[event.status]}
        </h2>
        <p className="mt-1">{standing(event)}</p>
        {event.status === 'rejected' && event.rejectionReason ? (
          <p className="mt-2 rounded border border-red-300 bg-red-50 p-3 text-red-900">
            Staff said: {event.rejectionReason}
          </p>
        ) : null}
        {published._status === 'published' ? (
          <p className="mt-2">
            <a href={`/events/${published.slug}`}>See it on the calendar</a>
            {event.status !== published.status ? ' (the version approved before this change).' : '.'}
          </p>
        ) : null}
      </section>
      {event.status === 'cancelled' ? null : (
        <EventForm
          id={event.id}
          values={formValuesOf(event, TIMEZONE)}
          tags={await tagChoices(payload)}
          picture={picture ? { id: picture.id, alt: picture.alt } : null}
          timeZoneName={TIMEZONE}
        />
      )}
      {onCalendar && (published.registration === 'rsvp' || published.registration === 'tickets') ? (
        <WhoIsComing payload={payload} person={person} event={event.id} />
      ) : null}
      {onCalendar ? (
        <section aria-labelledby="cancel-heading" className="rounded-lg border border-red-200 bg-white p-6">
          <h2 id="cancel-heading" className="text-2xl font-semibold">
            Cancel the event
          </h2>
          <p className="mt-2">It stays on the calendar marked “Cancelled”, and people’s calendar apps are told.</p>
          <div className="mt-4">
            <CancelEventForm id={event.id} title={published.title} />
          </div>
        </section>
      ) : null}
    </Frame>
  )
}
