import { sql } from '@payloadcms/db-postgres'

import type { CalendarDate } from '@/platform/calendar'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

export type MembersOnDay = { month: CalendarDate; plan: string; members: number }

/**
 * For staff's analytics: how many memberships each plan held at the end of each month of a range
 * (or on its last day, for the month it ends in) — a membership counted when a term not cancelled
 * covers that day, whatever its grace.
 */
export async function membersByPlan(
  db: SqlExecutor,
  range: { from: CalendarDate; to: CalendarDate },
): Promise<MembersOnDay[]> {
  return rowsOf<MembersOnDay>(
    db,
    sql`SELECT to_char(months.start, 'YYYY-MM-DD') AS month, plans.name AS plan,
          count(DISTINCT terms.membership_id)::integer AS members
        FROM generate_series(date_trunc('month', ${range.from}::date), date_trunc('month', ${range.to}::date), interval '1 month') AS months(start)
        CROSS JOIN LATERAL (SELECT to_char(least(months.start + interval '1 month - 1 day', ${range.to}::date), 'YYYY-MM-DD') AS day) AS counted
        JOIN membership_terms terms
          ON terms.starts_on <= counted.day AND terms.ends_on >= counted.day AND terms.cancelled_at IS NULL
        JOIN membership_plans plans ON plans.id = terms.plan_id
        GROUP BY 1, 2 ORDER BY 1, 2`,
  )
}

export type NewMembersOnDay = { day: CalendarDate; members: number }

/**
 * For the staff home: the memberships whose first term (not cancelled) starts on each day of a range
 * — a member new that day, whatever the plan; days without one are left out.
 */
export async function newMembersByDay(
  db: SqlExecutor,
  range: { from: CalendarDate; to: CalendarDate },
): Promise<NewMembersOnDay[]> {
  return rowsOf<NewMembersOnDay>(
    db,
    sql`SELECT first.day, count(*)::integer AS members
        FROM (SELECT min(starts_on) AS day FROM membership_terms WHERE cancelled_at IS NULL GROUP BY membership_id) AS first
        WHERE first.day BETWEEN ${range.from} AND ${range.to}
        GROUP BY 1 ORDER BY 1`,
  )
}
