import { randomInt } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

/**
 * Places at an event's dates (decision 064): RSVPs and tickets. Every count
 * of places is taken under the event's row lock, so two people cannot both
 * have the last place.
 */

export const PLACE_KINDS = ['rsvp', 'ticket'] as const
export type PlaceKind = (typeof PLACE_KINDS)[number]
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = { rsvp: 'RSVP', ticket: 'Ticket' }

export const ATTENDEE_STATUSES = ['confirmed', 'waiting', 'offered', 'cancelled'] as const
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number]
export const ATTENDEE_STATUS_LABELS: Record<AttendeeStatus, string> = {
  confirmed: 'Going',
  waiting: 'On the waiting list',
  offered: 'Offered a place',
  cancelled: 'Cancelled',
}

/** Letters and digits that cannot be mistaken for each other when read out or typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 10

/** A new check-in code: 10 of 31 characters, about 49 bits, so a code cannot be guessed. */
export function newPlaceCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** A code as typed: spaces and dashes dropped, upper case; null when it cannot be a code. */
export function normalisePlaceCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase()
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null
}

/**
 * Locks the event's row for the caller's transaction: RSVPs, the waiting
 * list, ticket holds and check-ins of one event take turns. False when
 * there is no such event.
 */
export async function lockEventPlaces(tx: Transaction, event: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(tx.db, sql`SELECT id FROM events WHERE id = ${event} FOR UPDATE`)
  return rows.length > 0
}

/** How many places of one date (of one ticket kind, or RSVPs when `ticketKind` is null) are taken. */
export async function placesTaken(
  db: SqlExecutor,
  place: { event: number; startsAt: Date; kind: PlaceKind; ticketKind?: string | null },
): Promise<number> {
  const rows = await rowsOf<{ taken: number }>(
    db,
    sql`SELECT count(*)::int AS taken FROM event_attendees
        WHERE event_id = ${place.event} AND starts_at = ${place.startsAt.toISOString()}
          AND kind = ${place.kind} AND status IN ('confirmed', 'offered')
          AND ticket_kind IS NOT DISTINCT FROM ${place.ticketKind ?? null}`,
  )
  return Number(rows[0]?.taken ?? 0)
}

/** The key of `placesTakenByDate`: a date's start, and the ticket kind (empty for RSVPs). */
export const takenKey = (startsAt: Date, ticketKind?: string | null) => `${startsAt.toISOString()}|${ticketKind ?? ''}`

/** How many places of each date (and ticket kind) of one event are taken, in one query, by `takenKey`. */
export async function placesTakenByDate(
  db: SqlExecutor,
  place: { event: number; kind: PlaceKind; from?: Date },
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ startsAt: Date | string; ticketKind: string | null; taken: number }>(
    db,
    sql`SELECT starts_at AS "startsAt", ticket_kind AS "ticketKind", count(*)::int AS taken FROM event_attendees
        WHERE event_id = ${place.event} AND kind = ${place.kind} AND status IN ('confirmed', 'offered')
          AND starts_at > ${(place.from ?? new Date(0)).toISOString()}
        GROUP BY starts_at, ticket_kind`,
  )
  return new Map(rows.map((row) => [takenKey(new Date(row.startsAt), row.ticketKind), Number(row.taken)]))
}
