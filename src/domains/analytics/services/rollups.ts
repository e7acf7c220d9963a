import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { addDays, daysBetween, organisationDate, type CalendarDate } from '@/platform/calendar'
import { inTransaction, rowsOf, type SqlExecutor } from '@/platform/database/transaction'

/**
 * The page views summed per day of the organisation (TIMEZONE) and per month, kept by the
 * `rollUpPageViews` job (decision 084), so the dashboard reads a few thousand rows whatever the
 * number of events. Per day and dimension: views, and distinct visitors — a visitor's hash changes
 * every day (services/visitor.ts), so a range's visitors are the sum of its days' and a month's row
 * is the sum of its days' rows.
 */
export const DIMENSIONS = ['site', 'page', 'entry', 'referrer', 'source', 'campaign', 'device', 'browser'] as const
export type Dimension = (typeof DIMENSIONS)[number]

/** One run's work: which days were summed again, through which event. */
export type RollUpOutcome = { from: CalendarDate; to: CalendarDate; throughEvent: number } | null

/** Any fixed number: the lock that keeps two roll-ups (a job and a test route) from interleaving. */
const ROLLUP_LOCK = 84_084

/** Local midnight of a calendar date in `timeZone`, as an instant, right on clock-change days. */
const midnight = (date: CalendarDate, timeZone: string) => sql`(${date}::date::timestamp AT TIME ZONE ${timeZone})`

/**
 * Sums again every day that has events the last run did not see (by id, so a history written
 * afterwards with past dates is summed too), and always yesterday and today, whose late-committed
 * events may carry an id below the last run's. Each day is replaced whole, so a run cut off and
 * run again, or run twice, leaves the same numbers.
 */
export async function rollUpPageViews(
  payload: Payload,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<RollUpOutcome> {
  return inTransaction(payload, async ({ db }) => {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`)
    const [state] = await rowsOf<{ through: number }>(
      db,
      sql`SELECT through_event AS through FROM analytics_rollup_state WHERE id`,
    )
    const through = state?.through ?? 0
    const [unseen] = await rowsOf<{ newest: number | null; first: string | null; last: string | null }>(
      db,
      sql`SELECT max(id) AS newest,
            to_char(min(created_at) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS first,
            to_char(max(created_at) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS last
          FROM analytics_events WHERE id > ${through}`,
    )
    const today = organisationDate(now, timeZone)
    const yesterday = addDays(today, -1)
    const from = unseen?.first && unseen.first < yesterday ? unseen.first : yesterday
    const to = unseen?.last && unseen.last > today ? unseen.last : today
    await sumDays(db, from, to, timeZone)
    await sumMonths(db, from, to)
    // A history summed at once (a first run, an import) changes the table's shape: plan the dashboard's reads on it now.
    if (daysBetween(from, to) > 31) await db.execute(sql`ANALYZE analytics_rollups`)
    const throughEvent = Math.max(through, Number(unseen?.newest ?? 0))
    await db.execute(sql`INSERT INTO analytics_rollup_state (id, through_event, rolled_at) VALUES (true, ${throughEvent}, now())
      ON CONFLICT (id) DO UPDATE SET through_event = excluded.through_event, rolled_at = excluded.rolled_at`)
    return { commit: true, value: { from, to, throughEvent } }
  })
}

/** The days `from`…`to` (inclusive) replaced from the events: one pass for the dimensions, one for entry pages. */
async function sumDays(db: SqlExecutor, from: CalendarDate, to: CalendarDate, timeZone: string) {
  await db.execute(sql`DELETE FROM analytics_rollups WHERE grain = 'day' AND day BETWEEN ${from}::date AND ${to}::date`)
  const events = sql`SELECT id, created_at, visitor,
      (created_at AT TIME ZONE ${timeZone})::date AS day,
      split_part(path, '?', 1) AS page,
      coalesce(referrer, '') AS referrer,
      coalesce(substring(path from '[?&]utm_source=([^&#]*)'), '') AS source,
      coalesce(substring(path from '[?&]utm_campaign=([^&#]*)'), '') AS campaign,
      coalesce(device::text, '') AS device,
      coalesce(browser::text, '') AS browser
    FROM analytics_events
    WHERE type = 'page_view' AND created_at >= ${midnight(from, timeZone)} AND created_at < ${midnight(addDays(to, 1), timeZone)}`
  // In each grouping set the other columns are NULL, so the first non-NULL one is the set's value.
  await db.execute(sql`INSERT INTO analytics_rollups (grain, day, dimension, value, views, visitors)
    SELECT 'day', day,
      CASE WHEN grouping(page) = 0 THEN 'page' WHEN grouping(referrer) = 0 THEN 'referrer'
        WHEN grouping(source) = 0 THEN 'source' WHEN grouping(campaign) = 0 THEN 'campaign'
        WHEN grouping(device) = 0 THEN 'device' WHEN grouping(browser) = 0 THEN 'browser' ELSE 'site' END,
      coalesce(page, referrer, source, campaign, device, browser, ''),
      count(*), count(DISTINCT visitor)
    FROM (${events}) e
    GROUP BY GROUPING SETS ((day), (day, page), (day, referrer), (day, source), (day, campaign), (day, device), (day, browser))`)
  // An entry page: a visitor's first page of the day.
  await db.execute(sql`INSERT INTO analytics_rollups (grain, day, dimension, value, views, visitors)
    SELECT 'day', day, 'entry', page, count(*), count(*)
    FROM (SELECT DISTINCT ON (day, visitor) day, page FROM (${events}) e ORDER BY day, visitor, created_at, id) first
    GROUP BY day, page`)
}

/** The months that hold `from`…`to`, each the sum of its days. */
async function sumMonths(db: SqlExecutor, from: CalendarDate, to: CalendarDate) {
  const first = sql`date_trunc('month', ${from}::date)::date`
  const last = sql`date_trunc('month', ${to}::date)::date`
  await db.execute(sql`DELETE FROM analytics_rollups WHERE grain = 'month' AND day BETWEEN ${first} AND ${last}`)
  await db.execute(sql`INSERT INTO analytics_rollups (grain, day, dimension, value, views, visitors)
    SELECT 'month', date_trunc('month', day)::date, dimension, value, sum(views), sum(visitors)
    FROM analytics_rollups
    WHERE grain = 'day' AND day >= ${first} AND day < (${last} + interval '1 month')::date
    GROUP BY 2, 3, 4`)
}

/** When the roll-ups were last brought up to date, or null before the first run. */
export async function lastRollUp(db: SqlExecutor): Promise<Date | null> {
  const [state] = await rowsOf<{ rolledAt: string | Date }>(
    db,
    sql`SELECT rolled_at AS "rolledAt" FROM analytics_rollup_state WHERE id`,
  )
  return state ? new Date(state.rolledAt) : null
}
