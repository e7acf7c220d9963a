import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { isoInZone, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { csvDownload, csvLine, CSV_BOM } from '@/platform/csv'
import { database, rowsOf } from '@/platform/database/transaction'

import { publicEvents } from '../access'
import { spacedCode } from './place-mail'
import { ATTENDEE_STATUS_LABELS, PLACE_KIND_LABELS, type AttendeeStatus, type PlaceKind } from './places'
import { occurrences } from './recurrence'
import { personOf } from '@/platform/payload'

/**
 * Staff's view of who is coming (decision 064): the dates of events taking
 * RSVPs or selling tickets with their counts, one date's attendees, and
 * their CSV.
 */

/** How far back a date stays in the list: the evening's door is still open the morning after. */
const LOOK_BACK_MS = 24 * 3600_000
/** How far ahead the list looks, and how many dates of one repeating event it shows. */
const LOOK_AHEAD_DAYS = 120
const DATES_PER_EVENT = 6

export type DateCounts = { going: number; waiting: number; offered: number; checkedIn: number }

export type EventDate = {
  event: number
  title: string
  slug: string
  registration: 'rsvp' | 'tickets'
  startsAt: string
  allDay: boolean
  capacity: number | null
  counts: DateCounts
}

const NO_COUNTS: DateCounts = { going: 0, waiting: 0, offered: 0, checkedIn: 0 }

/**
 * The coming dates of public events that take RSVPs or sell tickets, soonest
 * first, with their places counted; of one event when `only` names it.
 */
export async function datesWithPlaces(payload: Payload, now: Date, only?: number): Promise<EventDate[]> {
  const from = new Date(now.getTime() - LOOK_BACK_MS)
  const to = new Date(now.getTime() + LOOK_AHEAD_DAYS * 86_400_000)
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        publicEvents(),
        { registration: { in: ['rsvp', 'tickets'] } },
        { status: { equals: 'published' } },
        ...(only === undefined ? [] : [{ id: { equals: only } }]),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      title: true,
      slug: true,
      registration: true,
      startsAt: true,
      endsAt: true,
      allDay: true,
      recurrence: true,
      exceptions: true,
      capacity: true,
    },
  })
  if (docs.length === 0) return []
  const counted = await rowsOf<DateCounts & { event: number; startsAt: Date | string }>(
    database(payload),
    sql`SELECT event_id AS event, starts_at AS "startsAt",
               count(*) FILTER (WHERE status = 'confirmed')::int AS going,
               count(*) FILTER (WHERE status = 'waiting')::int AS waiting,
               count(*) FILTER (WHERE status = 'offered')::int AS offered,
               count(*) FILTER (WHERE status = 'confirmed' AND checked_in_at IS NOT NULL)::int AS "checkedIn"
        FROM event_attendees
        WHERE event_id IN (${sql.join(
          docs.map((event) => sql`${event.id}`),
          sql`, `,
        )}) AND starts_at >= ${from.toISOString()}
        GROUP BY event_id, starts_at`,
  )
  const countsOf = new Map(counted.map((row) => [`${row.event}@${new Date(row.startsAt).toISOString()}`, row]))
  const dates: EventDate[] = []
  const { TIMEZONE } = config()
  for (const event of docs) {
    for (const date of occurrences(event, TIMEZONE, from, to).slice(0, DATES_PER_EVENT)) {
      const startsAt = date.startsAt.toISOString()
      const row = countsOf.get(`${event.id}@${startsAt}`)
      dates.push({
        event: event.id,
        title: event.title,
        slug: event.slug ?? '',
        registration: event.registration === 'tickets' ? 'tickets' : 'rsvp',
        startsAt,
        allDay: Boolean(event.allDay),
        capacity: event.capacity ?? null,
        counts: row
          ? { going: row.going, waiting: row.waiting, offered: row.offered, checkedIn: row.checkedIn }
          : NO_COUNTS,
      })
    }
  }
  return dates.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title))
}

export type OrganiserDate = EventDate & { names: string[] }

/**
 * What the organiser of a member's event sees of who is coming: each coming
 * date's counts and the names of those going — no emails and no codes,
 * which stay with staff. Null for anyone but the organiser.
 */
export async function comingToOwnEvent(
  payload: Payload,
  organiser: Person,
  event: number,
  now: Date,
): Promise<OrganiserDate[] | null> {
  const [own] = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM events WHERE id = ${event} AND organiser_id = ${organiser.id}`,
  )
  if (!own) return null
  const dates = await datesWithPlaces(payload, now, event)
  const going = await rowsOf<{ startsAt: Date | string; name: string }>(
    database(payload),
    sql`SELECT starts_at AS "startsAt", COALESCE(NULLIF(trim(name), ''), 'A guest') AS name FROM event_attendees
        WHERE event_id = ${event} AND status = 'confirmed' ORDER BY lower(COALESCE(name, '')), id`,
  )
  return dates.map((date) => ({
    ...date,
    names: going.filter((row) => new Date(row.startsAt).toISOString() === date.startsAt).map((row) => row.name),
  }))
}

export type Attendee = {
  id: number
  name: string | null
  email: string
  kind: PlaceKind
  ticketLabel: string | null
  status: AttendeeStatus
  code: string
  queuedAt: string | null
  checkedInAt: string | null
  orderNumber: string | null
}

type AttendeeRow = Omit<Attendee, 'queuedAt' | 'checkedInAt'> & {
  queuedAt: Date | string | null
  checkedInAt: Date | string | null
}

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** One date's places: those going (by name), then the waiting list in its order, then the cancelled. */
export async function attendeesOf(payload: Payload, event: number, startsAt: Date): Promise<Attendee[]> {
  const rows = await rowsOf<AttendeeRow>(
    database(payload),
    sql`SELECT a.id, a.name, a.email, a.kind, a.ticket_label AS "ticketLabel", a.status, a.code,
               a.queued_at AS "queuedAt", a.checked_in_at AS "checkedInAt", o.number AS "orderNumber"
        FROM event_attendees a LEFT JOIN orders o ON o.id = a.order_id
        WHERE a.event_id = ${event} AND a.starts_at = ${startsAt.toISOString()}
        ORDER BY CASE a.status WHEN 'confirmed' THEN 0 WHEN 'offered' THEN 1 WHEN 'waiting' THEN 2 ELSE 3 END,
                 CASE WHEN a.status IN ('waiting', 'offered') THEN a.queued_at END,
                 lower(COALESCE(NULLIF(a.name, ''), a.email)), a.id`,
  )
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    queuedAt: isoOrNull(row.queuedAt),
    checkedInAt: isoOrNull(row.checkedInAt),
  }))
}

/** The event's title and slug when it exists; staff's pages name the date they show. */
export async function eventTitle(
  payload: Payload,
  event: number,
): Promise<{ title: string; slug: string; allDay: boolean } | null> {
  const found = await payload.findByID({
    collection: 'events',
    id: event,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, slug: true, allDay: true },
  })
  return found ? { title: found.title, slug: found.slug ?? '', allDay: Boolean(found.allDay) } : null
}

export const CSV_HEADER = ['Name', 'Email', 'Place', 'Ticket', 'Status', 'Check-in code', 'Checked in at', 'Order']

/** One attendee's row; the check-in on the organisation's clocks with its offset (decision 072). */
export function attendeeCsvLine(attendee: Attendee, timeZone: string): string {
  return csvLine([
    attendee.name ?? '',
    attendee.email,
    PLACE_KIND_LABELS[attendee.kind],
    attendee.ticketLabel ?? '',
    ATTENDEE_STATUS_LABELS[attendee.status],
    spacedCode(attendee.code),
    attendee.checkedInAt ? isoInZone(attendee.checkedInAt, timeZone) : '',
    attendee.orderNumber ?? '',
  ])
}

async function* attendeesCsv(attendees: readonly Attendee[], timeZone: string): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CSV_HEADER)
  for (const attendee of attendees) yield attendeeCsvLine(attendee, timeZone)
}

/** A date as the addresses of staff's pages carry it: the instant in ISO 8601. */
export function parseDateParam(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The address query naming one date of an event, as staff's pages and the CSV read it. */
export const dateQuery = (event: number, startsAt: string) =>
  new URLSearchParams({ event: String(event), date: startsAt })

export type ChosenDate = { event: number; startsAt: Date; title: string; slug: string; allDay: boolean }

/** The date staff's pages name in their address (`?event={id}&date={ISO}`), with its event; null when none or no such event. */
export async function chosenDate(payload: Payload, params: URLSearchParams): Promise<ChosenDate | null> {
  const event = Number(params.get('event'))
  const startsAt = parseDateParam(params.get('date'))
  if (!Number.isSafeInteger(event) || event <= 0 || !startsAt) return null
  const found = await eventTitle(payload, event)
  return found ? { event, startsAt, ...found } : null
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `GET /api/events/attendees?event={id}&date={ISO}`: one date's attendees as
 * a CSV download. Staff only; audited, as it takes people's names and
 * emails out of the system.
 */
export async function attendeesExportResponse(payload: Payload, request: Request): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, 'Sign in to the control panel to download attendees.')
  if (!isStaff(user)) return text(403, 'Only staff download attendees.')
  const params = new URL(request.url).searchParams
  const event = Number(params.get('event'))
  const startsAt = parseDateParam(params.get('date'))
  if (!Number.isSafeInteger(event) || event <= 0) return text(400, 'Say which event: ?event= its number.')
  if (!startsAt) return text(400, 'Say which date: ?date= its start, such as 2026-12-03T19:00:00.000Z.')
  const found = await eventTitle(payload, event)
  if (!found) return text(404, `There is no event ${event}.`)
  const attendees = await attendeesOf(payload, event, startsAt)
  await recordAudit(payload, {
    actor: Number(user.id),
    action: 'events.attendees-export',
    summary: { event, date: startsAt.toISOString(), rows: attendees.length },
  })
  const day = organisationDate(startsAt, config().TIMEZONE)
  return csvDownload(
    attendeesCsv(attendees, config().TIMEZONE),
    `attendees-${found.slug || event}-${day}.csv`,
    (error) => payload.logger.error({ err: error }, 'attendees export failed while streaming'),
  )
}
