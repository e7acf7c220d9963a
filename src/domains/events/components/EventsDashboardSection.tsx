import { receiptPath } from '@/domains/commerce'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { bookingsOf } from '../services/bookings'
import { whenText } from '../services/event-view'
import { rsvpPath } from '../services/place-mail'
import { ATTENDEE_STATUS_LABELS } from '../services/places'
import { upcomingPlaces } from '../services/rsvp'

/**
 * The dashboard's "Your events" (decisions 065, 076): the person's places at
 * dates still to come — RSVPs and tickets, going, waiting or offered — the
 * tickets of one order for one date as one booking, linked to its receipt
 * with the codes; each linked to its event's RSVP page, where it is changed.
 * Nothing when there are none.
 */
export async function EventsDashboardSection({ person }: { person: User }) {
  const bookings = bookingsOf(await upcomingPlaces(await payloadInstance(), person.id))
  if (bookings.length === 0) return null
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
        {bookings.map((booking) => (
          <li key={booking.key} className="rounded-md border border-line p-4">
            <a href={rsvpPath(booking.slug)} className="font-semibold">
              {booking.title}
            </a>
            <p>{whenText(booking, TIMEZONE)}</p>
            <p className="text-sm text-muted">
              {booking.what} · {ATTENDEE_STATUS_LABELS[booking.status]}
            </p>
            {booking.orderNumber ? (
              <p className="mt-1 text-sm">
                <a href={receiptPath(booking.orderNumber)}>
                  {booking.count === 1 ? 'Ticket' : 'Tickets'} and receipt, order {booking.orderNumber}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
