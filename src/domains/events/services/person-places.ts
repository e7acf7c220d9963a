import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

export type PersonPlace = { event: number; title: string; startsAt: Date; status: string }

/** The events a person has a place at (or waits for), the latest date first: what staff see beside a conversation. */
export async function eventPlacesOf(payload: Payload, person: number, limit = 5): Promise<PersonPlace[]> {
  const rows = await rowsOf<PersonPlace>(
    database(payload),
    sql`SELECT a.event_id AS event, coalesce(e.title, 'Event #' || a.event_id) AS title, a.starts_at AS "startsAt", a.status
        FROM event_attendees a LEFT JOIN events e ON e.id = a.event_id
        WHERE a.person_id = ${person} ORDER BY a.starts_at DESC, a.id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt) }))
}
