import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import type { ListedPlace } from './bookings'
import { occurrenceText } from './event-view'
import { mailPlaces, queuePlaceMails } from './place-mail'
import {
  lockEventPlaces,
  newPlaceCode,
  placesTaken,
  placesTakenByDate,
  takenKey,
  type AttendeeStatus,
  type PlaceKind,
} from './places'
import { comingOccurrences, occurrenceAt, type Occurrence } from './recurrence'
import { dateRefusal, eventRefusal, momentText, nextOffers, offerEnd, placesLeft, type RsvpEvent } from './rsvp-rules'

/**
 * RSVPs to an event's dates, with a capacity and a waiting list (decision
 * 065). Every change happens in one transaction under the event's row lock
 * (`lockEventPlaces`), so the places of a date are counted by one caller at a
 * time: two people never both get the last place. A date that is full puts
 * the person on its waiting list; a place freed (a cancellation, an offer
 * that lapsed, more places) is offered to the first waiting until
 * `offerEnd`, and mailed once. Staff cancelling the event stops RSVPs and
 * offers.
 */

export type RsvpPerson = { id: number; email: string; name?: string | null }
export type Answer<T> = { ok: true; value: T } | { ok: false; message: string }

/** An event as RSVPs need it. */
export type EventFacts = RsvpEvent & {
  id: number
  slug: string
  title: string
  startsAt: string
  endsAt: string
  allDay: boolean | null
  recurrence: string | null
  exceptions: string | null
  capacity: number | null
}

const iso = (value: Date | string) => new Date(value).toISOString()
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

async function eventFacts(db: SqlExecutor, which: { id: number } | { slug: string }): Promise<EventFacts | null> {
  const where = 'id' in which ? sql`id = ${which.id}` : sql`slug = ${which.slug}`
  const [row] = await rowsOf<EventFacts & { capacity: string | number | null }>(
    db,
    sql`SELECT id, slug, title, status, _status AS "_status", registration, capacity,
               starts_at AS "startsAt", ends_at AS "endsAt", all_day AS "allDay", recurrence, exceptions
        FROM events WHERE ${where}`,
  )
  if (!row) return null
  return {
    ...row,
    id: Number(row.id),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    capacity: row.capacity == null ? null : Number(row.capacity),
  }
}

/**
 * Offers the free RSVP places of one date to its waiting list, in the
 * caller's transaction (which holds the event's lock): nothing for an event
 * no longer taking RSVPs (cancelled) or a date that has begun. The offers'
 * ids, for their mails.
 */
async function offerFreedPlaces(tx: Transaction, event: EventFacts, startsAt: Date, now: Date): Promise<number[]> {
  if (eventRefusal(event) || startsAt.getTime() <= now.getTime()) return []
  const left = placesLeft(event.capacity, await placesTaken(tx.db, { event: event.id, startsAt, kind: 'rsvp' }))
  if (left === 0) return []
  const waiting = await rowsOf<{ id: number; queuedAt: Date }>(
    tx.db,
    sql`SELECT id, queued_at AS "queuedAt" FROM event_attendees
        WHERE event_id = ${event.id} AND starts_at = ${startsAt.toISOString()} AND kind = 'rsvp' AND status = 'waiting'`,
  )
  const offered = nextOffers(
    waiting.map((row) => ({ id: Number(row.id), queuedAt: row.queuedAt })),
    left,
  )
  if (offered.length === 0) return []
  await tx.db.execute(
    sql`UPDATE event_attendees SET status = 'offered', offer_ends_at = ${offerEnd(now, startsAt).toISOString()},
               updated_at = now()
        WHERE id IN (${idList(offered)})`,
  )
  return offered
}

type Placed = { id: number; status: 'confirmed' | 'waiting'; position: number | null }

/**
 * RSVPs the person to one date of a public event that takes RSVPs: a place
 * confirmed (and mailed) while the date has room, else a place on its
 * waiting list. People already waiting are offered any room first, so nobody
 * jumps the list.
 */
export async function rsvp(
  payload: Payload,
  person: RsvpPerson,
  request: { event: number; startsAt: Date },
  now = new Date(),
): Promise<Answer<Placed>> {
  const { TIMEZONE } = config()
  return inTransaction<Answer<Placed>>(payload, async (tx) => {
    const refused = (message: string) => ({ commit: false, value: { ok: false as const, message } })
    const event = (await lockEventPlaces(tx, request.event)) ? await eventFacts(tx.db, { id: request.event }) : null
    const eventProblem = eventRefusal(event)
    if (eventProblem || !event) return refused(eventProblem ?? 'There is no such event.')
    const startsAt = request.startsAt
    const date = occurrenceAt(event, startsAt, TIMEZONE)
    const dateProblem = dateRefusal(startsAt, date ? [date] : [], now)
    if (dateProblem) return refused(dateProblem)

    const [held] = await rowsOf<{ status: AttendeeStatus }>(
      tx.db,
      sql`SELECT status FROM event_attendees
          WHERE event_id = ${event.id} AND starts_at = ${startsAt.toISOString()} AND person_id = ${person.id}
            AND status <> 'cancelled' LIMIT 1`,
    )
    if (held) {
      const when = occurrenceText(event, startsAt, TIMEZONE)
      return refused(
        held.status === 'waiting'
          ? `You are already on the waiting list for ${when}.`
          : `You already have a place on ${when}.`,
      )
    }

    const offered = await offerFreedPlaces(tx, event, startsAt, now)
    const left = placesLeft(event.capacity, await placesTaken(tx.db, { event: event.id, startsAt, kind: 'rsvp' }))
    const status = left === 0 ? 'waiting' : 'confirmed'
    const [row] = await rowsOf<{ id: number }>(
      tx.db,
      sql`INSERT INTO event_attendees (event_id, starts_at, kind, person_id, name, email, status, queued_at, code)
          VALUES (${event.id}, ${startsAt.toISOString()}, 'rsvp', ${person.id}, ${person.name?.trim() || null},
                  ${person.email}, ${status}, ${status === 'waiting' ? now.toISOString() : null}, ${newPlaceCode()})
          RETURNING id`,
    )
    const id = Number(row!.id)
    await queuePlaceMails(tx, status === 'confirmed' ? [...offered, id] : offered)
    const position = status === 'waiting' ? await waitingPosition(tx.db, id) : null
    return { commit: true, value: { ok: true as const, value: { id, status, position } } }
  })
}

/** A place's number on its date's waiting list (1 = the next offered). */
async function waitingPosition(db: SqlExecutor, place: number): Promise<number> {
  const [row] = await rowsOf<{ position: number }>(
    db,
    sql`SELECT count(*)::int AS position FROM event_attendees o, event_attendees p
        WHERE p.id = ${place} AND o.event_id = p.event_id AND o.starts_at = p.starts_at AND o.kind = p.kind
          AND o.status = 'waiting' AND (o.queued_at, o.id) <= (p.queued_at, p.id)`,
  )
  return Number(row?.position ?? 0)
}

type OwnPlace = { id: number; event: number; startsAt: Date; status: AttendeeStatus; offerEndsAt: Date | null }

/**
 * Locks the event of one of the person's RSVPs and reads the place under it;
 * null for a place that is not theirs (or is a ticket), as if it did not exist.
 */
async function ownPlace(tx: Transaction, person: RsvpPerson, place: number): Promise<OwnPlace | null> {
  const which = sql`id = ${place} AND person_id = ${person.id} AND kind = 'rsvp'`
  const [found] = await rowsOf<{ event: number }>(
    tx.db,
    sql`SELECT event_id AS event FROM event_attendees WHERE ${which}`,
  )
  if (!found) return null
  await lockEventPlaces(tx, Number(found.event))
  const [row] = await rowsOf<OwnPlace>(
    tx.db,
    sql`SELECT id, event_id AS event, starts_at AS "startsAt", status, offer_ends_at AS "offerEndsAt"
        FROM event_attendees WHERE ${which}`,
  )
  if (!row) return null
  return {
    ...row,
    id: Number(row.id),
    event: Number(row.event),
    startsAt: new Date(row.startsAt),
    offerEndsAt: row.offerEndsAt ? new Date(row.offerEndsAt) : null,
  }
}

const NO_PLACE = 'You have no such place.'

/**
 * Cancels one of the person's RSVPs (declining an offer is cancelling it);
 * a place that was held (confirmed or offered) is offered to the next on the
 * date's waiting list. Another person's place is refused as if it did not
 * exist.
 */
export async function cancelRsvp(
  payload: Payload,
  person: RsvpPerson,
  placeId: number,
  now = new Date(),
): Promise<Answer<{ was: AttendeeStatus }>> {
  return inTransaction<Answer<{ was: AttendeeStatus }>>(payload, async (tx) => {
    const place = await ownPlace(tx, person, placeId)
    if (!place) return { commit: false, value: { ok: false as const, message: NO_PLACE } }
    if (place.status === 'cancelled') {
      return { commit: false, value: { ok: false as const, message: 'This place is already cancelled.' } }
    }
    await tx.db.execute(
      sql`UPDATE event_attendees SET status = 'cancelled', cancelled_at = ${now.toISOString()}, updated_at = now()
          WHERE id = ${place.id}`,
    )
    if (place.status === 'confirmed' || place.status === 'offered') {
      const event = await eventFacts(tx.db, { id: place.event })
      if (event) await queuePlaceMails(tx, await offerFreedPlaces(tx, event, place.startsAt, now))
    }
    return { commit: true, value: { ok: true as const, value: { was: place.status } } }
  })
}

/** Takes the place the person was offered, before the offer ends: confirmed, and mailed with its code. */
export async function acceptOffer(
  payload: Payload,
  person: RsvpPerson,
  placeId: number,
  now = new Date(),
): Promise<Answer<{ id: number }>> {
  const { TIMEZONE } = config()
  return inTransaction<Answer<{ id: number }>>(payload, async (tx) => {
    const refused = (message: string) => ({ commit: false, value: { ok: false as const, message } })
    const place = await ownPlace(tx, person, placeId)
    if (!place) return refused(NO_PLACE)
    if (place.status === 'confirmed') return refused('This place is already yours.')
    if (place.status !== 'offered' || !place.offerEndsAt) return refused('This place is not offered to you.')
    if (place.offerEndsAt.getTime() <= now.getTime()) {
      return refused(
        `This offer ended on ${momentText(place.offerEndsAt, TIMEZONE)}: the place went to the next person waiting.`,
      )
    }
    const event = await eventFacts(tx.db, { id: place.event })
    const problem = eventRefusal(event)
    if (problem) return refused(problem)
    await tx.db.execute(
      sql`UPDATE event_attendees SET status = 'confirmed', offer_ends_at = NULL, updated_at = now()
          WHERE id = ${place.id}`,
    )
    await queuePlaceMails(tx, [place.id])
    return { commit: true, value: { ok: true as const, value: { id: place.id } } }
  })
}

/** Offers past their end lapse (cancelled), in the caller's transaction (which holds the event's lock); their dates. */
async function lapseOffers(tx: Transaction, event: number, now: Date): Promise<Date[]> {
  const lapsed = await rowsOf<{ startsAt: Date }>(
    tx.db,
    sql`UPDATE event_attendees SET status = 'cancelled', cancelled_at = ${now.toISOString()}, updated_at = now()
        WHERE event_id = ${event} AND kind = 'rsvp' AND status = 'offered' AND offer_ends_at <= ${now.toISOString()}
        RETURNING starts_at AS "startsAt"`,
  )
  return lapsed.map((row) => new Date(row.startsAt))
}

/**
 * The scheduled job's turn: for each event with a waiting list or offers,
 * offers past their end lapse and every date's free places (freed by them,
 * or by more places) go to those waiting; then every standing offer not yet
 * mailed is mailed. Run twice, it changes and mails nothing more.
 */
export async function settleEventWaitingLists(
  payload: Payload,
  now = new Date(),
): Promise<{ lapsed: number; offered: number }> {
  const events = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT DISTINCT event_id AS id FROM event_attendees
        WHERE kind = 'rsvp' AND (status = 'offered' OR (status = 'waiting' AND starts_at > ${now.toISOString()}))
        ORDER BY 1`,
  )
  let lapsed = 0
  let offered = 0
  for (const { id } of events) {
    const done = await inTransaction(payload, async (tx) => {
      if (!(await lockEventPlaces(tx, Number(id)))) return { commit: false, value: { gone: 0, given: 0 } }
      const gone = await lapseOffers(tx, Number(id), now)
      const event = await eventFacts(tx.db, { id: Number(id) })
      const dates = await rowsOf<{ startsAt: Date }>(
        tx.db,
        sql`SELECT DISTINCT starts_at AS "startsAt" FROM event_attendees
            WHERE event_id = ${id} AND kind = 'rsvp' AND status = 'waiting' AND starts_at > ${now.toISOString()}`,
      )
      const given: number[] = []
      if (event)
        for (const date of dates) given.push(...(await offerFreedPlaces(tx, event, new Date(date.startsAt), now)))
      await queuePlaceMails(tx, given)
      return { commit: true, value: { gone: gone.length, given: given.length } }
    })
    lapsed += done.gone
    offered += done.given
  }
  const standing = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM event_attendees
        WHERE kind = 'rsvp' AND status = 'offered' AND offer_ends_at > ${now.toISOString()} ORDER BY id`,
  )
  await mailPlaces(
    payload,
    standing.map((row) => Number(row.id)),
  )
  return { lapsed, offered }
}

// ---------------------------------------------------------------- the dashboard

export type UpcomingPlace = ListedPlace

/** The person's places (RSVPs and tickets, not cancelled) at public events' dates still to come, soonest first. */
export async function upcomingPlaces(payload: Payload, person: number, now = new Date()): Promise<UpcomingPlace[]> {
  const rows = await rowsOf<Omit<UpcomingPlace, 'endsAt'> & { length: number }>(
    database(payload),
    sql`SELECT p.id, e.slug, e.title, p.starts_at AS "startsAt", e.all_day AS "allDay", p.kind,
               p.ticket_label AS "ticketLabel", p.status, o.number AS "orderNumber",
               (extract(epoch FROM e.ends_at - e.starts_at) * 1000)::bigint AS length
        FROM event_attendees p JOIN events e ON e.id = p.event_id LEFT JOIN orders o ON o.id = p.order_id
        WHERE p.person_id = ${person} AND p.status <> 'cancelled' AND p.starts_at > ${now.toISOString()}
          AND e._status = 'published' AND e.status = 'published'
        ORDER BY p.starts_at, p.id LIMIT 50`,
  )
  return rows.map((row) => {
    const startsAt = new Date(row.startsAt)
    return { ...row, id: Number(row.id), startsAt, endsAt: new Date(startsAt.getTime() + Number(row.length)) }
  })
}

// ---------------------------------------------------------------- the RSVP page

export type RsvpDate = Occurrence & { left: number | null }
export type PersonPlace = {
  id: number
  startsAt: Date
  endsAt: Date
  kind: PlaceKind
  ticketLabel: string | null
  status: AttendeeStatus
  code: string
  offerEndsAt: Date | null
  position: number | null
}
export type RsvpPage = { event: EventFacts; dates: RsvpDate[]; places: PersonPlace[] }

/**
 * What the RSVP page shows: a public event that takes RSVPs (null for any
 * other), its next dates with the places left, and the person's places at
 * its dates still to come.
 */
export async function rsvpPage(
  payload: Payload,
  slug: string,
  person: RsvpPerson | null,
  now = new Date(),
): Promise<RsvpPage | null> {
  const { TIMEZONE } = config()
  const db = database(payload)
  const event = await eventFacts(db, { slug })
  const problem = eventRefusal(event)
  if (!event || (problem && event.status !== 'cancelled') || event.registration !== 'rsvp') return null
  const length = new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()
  const coming = comingOccurrences(event, TIMEZONE, now)
  const takenAt = await placesTakenByDate(db, { event: event.id, kind: 'rsvp', from: now })
  const dates = coming.map((date) => ({
    ...date,
    left: placesLeft(event.capacity, takenAt.get(takenKey(date.startsAt)) ?? 0),
  }))
  if (!person) return { event, dates, places: [] }
  const places = await rowsOf<Omit<PersonPlace, 'endsAt'>>(
    db,
    sql`SELECT p.id, p.starts_at AS "startsAt", p.kind, p.ticket_label AS "ticketLabel", p.status, p.code,
               p.offer_ends_at AS "offerEndsAt",
               CASE WHEN p.status = 'waiting' THEN (
                 SELECT count(*)::int FROM event_attendees o
                 WHERE o.event_id = p.event_id AND o.starts_at = p.starts_at AND o.kind = p.kind
                   AND o.status = 'waiting' AND (o.queued_at, o.id) <= (p.queued_at, p.id)) END AS position
        FROM event_attendees p
        WHERE p.event_id = ${event.id} AND p.person_id = ${person.id} AND p.starts_at > ${now.toISOString()}
        ORDER BY p.starts_at, p.id`,
  )
  return {
    event,
    dates,
    places: places.map((place) => ({
      ...place,
      id: Number(place.id),
      startsAt: new Date(place.startsAt),
      endsAt: new Date(new Date(place.startsAt).getTime() + length),
      offerEndsAt: place.offerEndsAt ? new Date(place.offerEndsAt) : null,
      position: place.position == null ? null : Number(place.position),
    })),
  }
}
