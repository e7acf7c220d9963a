import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

export type SeasonRegistrations = { season: string; year: number; registered: number; waiting: number }

/** For staff's analytics: each season's artists registered, and those on a waiting list or offered a place. */
export async function registrationsBySeason(db: SqlExecutor): Promise<SeasonRegistrations[]> {
  return rowsOf<SeasonRegistrations>(
    db,
    sql`SELECT seasons.name AS season, seasons.year::integer AS year,
          count(*) FILTER (WHERE registrations.status = 'registered')::integer AS registered,
          count(*) FILTER (WHERE registrations.status IN ('waitlisted', 'offered'))::integer AS waiting
        FROM os_seasons seasons LEFT JOIN os_registrations registrations ON registrations.season_id = seasons.id
        GROUP BY seasons.id ORDER BY seasons.year, seasons.id`,
  )
}
