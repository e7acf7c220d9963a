import { sql } from '@payloadcms/db-postgres'

import type { CalendarDate } from '@/platform/calendar'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

export type EventTickets = { event: string; startsOn: CalendarDate; tickets: number }

/** For staff's analytics: tickets held (not cancelled, not waiting) for each event that takes place in a range. */
export async function ticketsByEvent(
  db: SqlExecutor,
  range: { from: CalendarDate; to: CalendarDate },
  timeZone: string,
): Promise<EventTickets[]> {
  return rowsOf<EventTickets>(
    db,
    sql`SELECT coalesce(events.title, 'Event ' || events.id) AS event,
          to_char(min(places.starts_at) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "startsOn",
          count(*)::integer AS tickets
        FROM event_attendees places JOIN events ON events.id = places.event_id
        WHERE places.kind = 'ticket' AND places.status = 'confirmed'
          AND places.starts_at >= (${range.from}::date::timestamp AT TIME ZONE ${timeZone})
          AND places.starts_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})
        GROUP BY events.id ORDER BY 2, 1`,
  )
}
