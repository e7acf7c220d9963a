import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { whenText } from '../services/event-view'
import { placeLabel, rsvpPath } from '../services/place-mail'
import { ATTENDEE_STATUS_LABELS } from '../services/places'
import { upcomingPlaces } from '../services/rsvp'

/**
 * The dashboard's "Your events" (decision 065): the person's places at dates
 * still to come — RSVPs and tickets, going, waiting or offered — each linked
 * to its event's RSVP page, where it is changed. Nothing when there are none.
 */
export async function EventsDashboardSection({ person }: { person: User }) {
  const places = await upcomingPlaces(await payloadInstance(), person.id)
  if (places.length === 0) return null
  const { TIMEZONE } = config()
  return (
    <section
      id="events"
      aria-labelledby="section-events"
      className="rounded-lg border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="section-events" className="text-2xl font-semibold">
        Your events
      </h2>
      <ul className="mt-4 space-y-3">
        {places.map((place) => (
          <li key={place.id} className="rounded-md border border-line p-4">
            <a href={rsvpPath(place.slug)} className="font-semibold">
              {place.title}
            </a>
            <p>{whenText(place, TIMEZONE)}</p>
            <p className="text-sm text-muted">
              {placeLabel(place)} · {ATTENDEE_STATUS_LABELS[place.status]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
