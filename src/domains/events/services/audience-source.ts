import { sql } from '@payloadcms/db-postgres'

import type { SqlQuery } from '@/platform/database/transaction'

/** The confirmed attendees (RSVPs and tickets) of an event, as rows of (email, name, user_id). */
export function eventAttendeesAudienceSql(event: number): SqlQuery {
  return sql`SELECT attendees.email, coalesce(attendees.name, users.name) AS name, attendees.person_id AS user_id
      FROM event_attendees attendees
      LEFT JOIN users ON users.id = attendees.person_id
      WHERE attendees.event_id = ${event}::integer AND attendees.status = 'confirmed'`
}
