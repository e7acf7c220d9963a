import type { AttendeeStatus, PlaceKind } from './places'

/** A place on the dashboard's list, with the order a ticket was paid with. */
export type ListedPlace = {
  id: number
  slug: string
  title: string
  startsAt: Date
  endsAt: Date
  allDay: boolean | null
  kind: PlaceKind
  ticketLabel: string | null
  status: AttendeeStatus
  orderNumber: string | null
}

/** One row of "Your events": an RSVP, or every ticket one order bought for one date. */
export type Booking = Omit<ListedPlace, 'id' | 'kind' | 'ticketLabel'> & {
  key: string
  /** "RSVP", "Ticket: Adult", "3 tickets: 2 × Adult, Child". */
  what: string
  /** How many places the row stands for. */
  count: number
}

/** "2 × Adult, Child", the labels in the order first bought. */
function ticketKinds(labels: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, count]) => (count > 1 ? `${count} × ${label}` : label)).join(', ')
}

/**
 * The places as the dashboard lists them: the tickets of one order for one
 * date of one event together (a booking), each RSVP alone, in the order of
 * the places given (soonest first).
 */
export function bookingsOf(places: readonly ListedPlace[]): Booking[] {
  const groups = new Map<string, ListedPlace[]>()
  for (const place of places) {
    const key =
      place.kind === 'ticket' && place.orderNumber
        ? `order:${place.orderNumber}:${place.slug}:${place.startsAt.toISOString()}:${place.status}`
        : `place:${place.id}`
    groups.set(key, [...(groups.get(key) ?? []), place])
  }
  return [...groups].map(([key, group]) => {
    const [first] = group as [ListedPlace, ...ListedPlace[]]
    const labels = group.map((place) => place.ticketLabel ?? 'Admission')
    const what =
      first.kind === 'rsvp'
        ? 'RSVP'
        : group.length === 1
          ? `Ticket: ${labels[0]}`
          : `${group.length} tickets: ${ticketKinds(labels)}`
    const { slug, title, startsAt, endsAt, allDay, status, orderNumber } = first
    return { key, slug, title, startsAt, endsAt, allDay, status, orderNumber, what, count: group.length }
  })
}
