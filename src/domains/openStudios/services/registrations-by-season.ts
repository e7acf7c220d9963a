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

export type SeasonSoFar = { season: string; year: number; registered: number }

/**
 * For the staff home: the artists registered in the current season by now, and in the season of the
 * year before by the same day a year ago (those who left since counted too: they had registered).
 * The current season first; either may be missing.
 */
export async function registrationsAtSameDay(db: SqlExecutor, now: Date): Promise<SeasonSoFar[]> {
  return rowsOf<SeasonSoFar>(
    db,
    sql`WITH current AS (SELECT id, year FROM os_seasons WHERE status = 'current' ORDER BY year DESC LIMIT 1),
        compared AS (
          SELECT s.id, s.name, s.year, CASE WHEN s.id = c.id THEN ${now.toISOString()}::timestamptz
            ELSE ${now.toISOString()}::timestamptz - interval '1 year' END AS until
          FROM os_seasons s JOIN current c ON s.id = c.id OR s.year = c.year - 1)
        SELECT compared.name AS season, compared.year::integer AS year,
          (SELECT count(*) FROM os_registrations r
            WHERE r.season_id = compared.id AND r.registered_at <= compared.until)::integer AS registered
        FROM compared ORDER BY compared.year DESC, compared.id`,
  )
}
