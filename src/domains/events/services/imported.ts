import { sql } from '@payloadcms/db-postgres'

import { checkImportedPerson, PERSON_IMPORT_FIELDS, type ImportedPerson } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import { newPlaceCode } from './places'

/**
 * The attendees of an event brought in from a CSV file (the imports domain,
 * decision 094, stop 49): each line a confirmed RSVP place at the event staff
 * choose beside the mapping, at its first date, with its own check-in code,
 * linked to the account of its email when there is one. Places are held by
 * email, as RSVPs are, so nobody needs an account. The list is who was
 * registered already: the event's capacity does not refuse a line, and no
 * confirmation is mailed (the place mails are queued by the RSVP services
 * only). A cancelled place of the same email is confirmed again.
 */

export const ATTENDEE_IMPORT_FIELDS = PERSON_IMPORT_FIELDS

export type AttendeeImportContext = { event: { id: number; title: string; startsAt: string } | null }
export type ImportedAttendee = ImportedPerson & { event: number; startsAt: string }
export type FoundPlace = { id: number; name: string | null; status: string; cancelledAt: string | null }
/** What an import changed on a place it found, to put back on undo. */
export type PlaceBefore = Omit<FoundPlace, 'id'>

/** The events whose attendees may be imported (those with a date), the latest first. */
export async function attendeeImportEvents(db: SqlExecutor): Promise<{ id: number; label: string }[]> {
  const rows = await rowsOf<{ id: number; title: string | null; startsAt: string }>(
    db,
    sql`SELECT id, title, starts_at AS "startsAt" FROM events WHERE starts_at IS NOT NULL
        ORDER BY starts_at DESC, id DESC LIMIT 500`,
  )
  const timeZone = config().TIMEZONE
  return rows.map((row) => ({
    id: row.id,
    label: `${row.title ?? `Event #${row.id}`} — ${formatDateTime(new Date(row.startsAt), timeZone, 'medium')}`,
  }))
}

export async function attendeeImportContext(db: SqlExecutor, event: number | null): Promise<AttendeeImportContext> {
  const [chosen] = event
    ? await rowsOf<{ id: number; title: string | null; startsAt: string | null }>(
        db,
        sql`SELECT id, title, starts_at AS "startsAt" FROM events WHERE id = ${event}`,
      )
    : []
  return {
    event: chosen?.startsAt
      ? {
          id: chosen.id,
          title: chosen.title ?? `Event #${chosen.id}`,
          startsAt: new Date(chosen.startsAt).toISOString(),
        }
      : null,
  }
}

export function checkImportedAttendee(
  cells: Partial<Record<string, string>>,
  context: AttendeeImportContext,
): { ok: true; value: ImportedAttendee } | { ok: false; problems: string[] } {
  const person = checkImportedPerson(cells)
  const problems = person.ok ? [] : [...person.problems]
  if (!context.event) problems.unshift('no event is chosen (choose one beside the mapping)')
  if (!person.ok || !context.event) return { ok: false, problems }
  return { ok: true, value: { ...person.value, event: context.event.id, startsAt: context.event.startsAt } }
}

/** The places of a batch's emails at the event's date, in one statement; `lock`: held until the batch commits. */
export async function findImportedPlaces(
  db: SqlExecutor,
  attendees: readonly ImportedAttendee[],
  lock: boolean,
): Promise<Map<string, FoundPlace>> {
  if (!attendees.length) return new Map()
  const { event, startsAt } = attendees[0]!
  const rows = await rowsOf<FoundPlace & { email: string }>(
    db,
    sql`SELECT id, lower(email) AS email, name, status, cancelled_at AS "cancelledAt" FROM event_attendees
        WHERE event_id = ${event} AND starts_at = ${startsAt}::timestamptz
          AND lower(email) = ANY(${sql.param(attendees.map((attendee) => attendee.email))}::text[])
        -- A held place answers before a cancelled one of the same email.
        ORDER BY status = 'cancelled', id ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  const found = new Map<string, FoundPlace>()
  for (const { email, ...place } of rows) if (!found.has(email)) found.set(email, place)
  return found
}

export async function saveImportedAttendee(
  db: SqlExecutor,
  attendee: ImportedAttendee,
  found: FoundPlace | undefined,
): Promise<{ outcome: 'created' | 'updated'; id: number; before: PlaceBefore | null }> {
  if (found) {
    await db.execute(sql`
      UPDATE event_attendees SET name = coalesce(${attendee.name}, name),
        status = CASE WHEN status = 'cancelled' THEN 'confirmed' ELSE status END,
        cancelled_at = NULL, updated_at = now()
      WHERE id = ${found.id}`)
    const { id, ...before } = found
    return { outcome: 'updated', id, before }
  }
  const [made] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO event_attendees (event_id, starts_at, kind, person_id, name, email, status, code)
        VALUES (${attendee.event}, ${attendee.startsAt}::timestamptz, 'rsvp',
                (SELECT id FROM users WHERE email = ${attendee.email}), ${attendee.name}, ${attendee.email},
                'confirmed', ${newPlaceCode()})
        RETURNING id`,
  )
  return { outcome: 'created', id: made!.id, before: null }
}

/** Places an import made that have since been checked in: undo must keep the record of who came. */
export async function placesCheckedIn(db: SqlExecutor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM event_attendees WHERE id = ANY(${sql.param([...ids])}::int[]) AND checked_in_at IS NOT NULL
        ORDER BY id`,
  )
  return rows.map((row) => row.id)
}

export async function removeImportedAttendee(db: SqlExecutor, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM event_attendees WHERE id = ${id}`)
}

export async function restoreImportedAttendee(db: SqlExecutor, id: number, before: PlaceBefore): Promise<void> {
  await db.execute(sql`
    UPDATE event_attendees SET name = ${before.name}, status = ${before.status}::enum_event_attendees_place_status,
      cancelled_at = ${before.cancelledAt}::timestamptz, updated_at = now()
    WHERE id = ${id}`)
}
