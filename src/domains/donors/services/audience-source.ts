import { sql } from '@payloadcms/db-postgres'

import { startOfDay, type CalendarDate } from '@/platform/calendar'
import type { SqlQuery } from '@/platform/database/transaction'

/**
 * The donors an audience rule picks, as rows of (email, name, user_id), one per donor email with the
 * newest paid gift's name: at a level this year (the highest level their total reaches, as the donor
 * tools show it), with a last gift since or before a day, or giving yearly (a yearly gift still going).
 */
export function donorsAudienceSql(input: {
  level?: number
  lastGiftSince?: CalendarDate
  lastGiftBefore?: CalendarDate
  yearly?: boolean
  year: number
  timeZone: string
}): SqlQuery {
  const level = input.level ?? null
  const since = input.lastGiftSince ? startOfDay(input.lastGiftSince, input.timeZone) : null
  const before = input.lastGiftBefore ? startOfDay(input.lastGiftBefore, input.timeZone) : null
  const yearly = input.yearly === true
  const yearStarts = startOfDay(`${input.year}-01-01`, input.timeZone)
  const yearEnds = startOfDay(`${input.year + 1}-01-01`, input.timeZone)
  return sql`SELECT donors.email, donors.name, donors.user_id FROM (
        SELECT DISTINCT ON (lower(gifts.donor_email)) gifts.donor_email AS email, gifts.donor_name AS name,
          gifts.donor_id AS user_id, max(gifts.paid_at) OVER giver AS last_gift_at,
          coalesce(sum(gifts.amount_minor) FILTER (WHERE gifts.paid_at >= ${yearStarts} AND gifts.paid_at < ${yearEnds}) OVER giver, 0) AS this_year
        FROM gifts WHERE gifts.status = 'paid'
        WINDOW giver AS (PARTITION BY lower(gifts.donor_email))
        ORDER BY lower(gifts.donor_email), gifts.paid_at DESC NULLS LAST
      ) AS donors
      WHERE (${since}::timestamptz IS NULL OR donors.last_gift_at >= ${since}::timestamptz)
        AND (${before}::timestamptz IS NULL OR donors.last_gift_at < ${before}::timestamptz)
        AND (NOT ${yearly}::boolean OR EXISTS (SELECT 1 FROM yearly_gifts
          JOIN users ON users.id = yearly_gifts.donor_id
          WHERE yearly_gifts.status = 'active' AND lower(users.email) = lower(donors.email)))
        AND (${level}::integer IS NULL OR donors.this_year > 0 AND (SELECT reached.id FROM donor_levels reached
          WHERE reached.minimum_yearly_minor <= donors.this_year
          ORDER BY reached.minimum_yearly_minor DESC, reached.name LIMIT 1) = ${level}::integer)`
}
