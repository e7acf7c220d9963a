import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import { inTransaction, rowsOf } from '@/platform/database/transaction'

import { spacedCode } from './place-mail'
import { ATTENDEE_STATUS_LABELS, normalisePlaceCode, type AttendeeStatus, type PlaceKind } from './places'

/**
 * Checking people in at the door (decision 064): a code marks its place
 * once. The mark is one `UPDATE … WHERE checked_in_at IS NULL`, so two
 * phones scanning the same ticket at once check it in once and the second
 * is told it was already used.
 */

export type CheckedPlace = {
  code: string
  name: string | null
  email: string
  kind: PlaceKind
  ticketLabel: string | null
  checkedInAt: string
}

export type CheckIn =
  | { ok: true; place: CheckedPlace }
  | { ok: false; reason: 'invalid' | 'unknown' | 'elsewhere' | 'not-going' | 'used'; message: string }

type PlaceRow = {
  code: string
  name: string | null
  email: string
  kind: PlaceKind
  ticketLabel: string | null
  checkedInAt: Date | string | null
  status: AttendeeStatus
  eventId: number
  startsAt: Date | string
  checkedInByName: string | null
}

const PLACE_COLUMNS = sql`a.code, a.name, a.email, a.kind, a.ticket_label AS "ticketLabel",
  a.checked_in_at AS "checkedInAt", a.status, a.event_id AS "eventId", a.starts_at AS "startsAt"`

/** Who the place is for, in words: "Ada Lovelace (ada@example.org)". */
export const attendeeName = (place: { name: string | null; email: string }) =>
  place.name?.trim() ? `${place.name.trim()} (${place.email})` : place.email

/**
 * Checks the code's place in for the event's date. Staff only. `formatTime`
 * writes a time as the door reads it (in the organisation's zone).
 */
export async function checkIn(
  payload: Payload,
  staff: Person,
  door: { event: number; startsAt: Date; code: string },
  formatTime: (instant: Date) => string,
): Promise<CheckIn> {
  if (!isStaff(staff)) return { ok: false, reason: 'unknown', message: 'Only staff check people in.' }
  const code = normalisePlaceCode(door.code)
  if (!code) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'A check-in code is 10 letters and digits, as on the ticket or in the mail.',
    }
  }
  return inTransaction<CheckIn>(payload, async (tx) => {
    const marked = await rowsOf<PlaceRow>(
      tx.db,
      sql`UPDATE event_attendees a SET checked_in_at = now(), checked_in_by_id = ${staff.id}, updated_at = now()
          WHERE a.code = ${code} AND a.event_id = ${door.event} AND a.starts_at = ${door.startsAt.toISOString()}
            AND a.status = 'confirmed' AND a.checked_in_at IS NULL
          RETURNING ${PLACE_COLUMNS}, NULL AS "checkedInByName"`,
    )
    const place = marked[0]
    if (place) {
      return {
        commit: true,
        value: {
          ok: true,
          place: {
            code: place.code,
            name: place.name,
            email: place.email,
            kind: place.kind,
            ticketLabel: place.ticketLabel,
            checkedInAt: new Date(place.checkedInAt as Date | string).toISOString(),
          },
        },
      }
    }
    const [found] = await rowsOf<PlaceRow>(
      tx.db,
      sql`SELECT ${PLACE_COLUMNS}, COALESCE(NULLIF(u.name, ''), u.email) AS "checkedInByName"
          FROM event_attendees a LEFT JOIN users u ON u.id = a.checked_in_by_id
          WHERE a.code = ${code}`,
    )
    return { commit: false, value: refusalFor(found, door, formatTime) }
  })
}

function refusalFor(
  place: PlaceRow | undefined,
  door: { event: number; startsAt: Date },
  formatTime: (instant: Date) => string,
): CheckIn {
  const shown = place ? spacedCode(place.code) : ''
  if (!place || Number(place.eventId) !== door.event) {
    return { ok: false, reason: 'unknown', message: 'No place at this event has this code.' }
  }
  if (new Date(place.startsAt).getTime() !== door.startsAt.getTime()) {
    return {
      ok: false,
      reason: 'elsewhere',
      message: `${shown} is for another date: ${formatTime(new Date(place.startsAt))}.`,
    }
  }
  if (place.status !== 'confirmed') {
    return {
      ok: false,
      reason: 'not-going',
      message: `${shown}, ${attendeeName(place)}, is not a place to come in with: ${ATTENDEE_STATUS_LABELS[place.status].toLowerCase()}.`,
    }
  }
  const by = place.checkedInByName ? ` by ${place.checkedInByName}` : ''
  return {
    ok: false,
    reason: 'used',
    message: `Already used: ${shown}, ${attendeeName(place)}, was checked in at ${formatTime(new Date(place.checkedInAt as Date | string))}${by}.`,
  }
}
