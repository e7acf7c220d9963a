import { sql } from '@payloadcms/db-postgres'

import type { CalendarDate } from '@/platform/calendar'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

export type GiftsInMonth = { month: CalendarDate; currency: string; gifts: number; amountMinor: number }

/** For staff's analytics: the gifts paid in each month of a range (the organisation's months), counted and summed. */
export async function giftsByMonth(
  db: SqlExecutor,
  range: { from: CalendarDate; to: CalendarDate },
  timeZone: string,
): Promise<GiftsInMonth[]> {
  const rows = await rowsOf<GiftsInMonth & { amountMinor: string }>(
    db,
    sql`SELECT to_char(date_trunc('month', paid_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS month, currency,
          count(*)::integer AS gifts, sum(amount_minor)::bigint AS "amountMinor"
        FROM gifts
        WHERE status = 'paid'
          AND paid_at >= (${range.from}::date::timestamp AT TIME ZONE ${timeZone})
          AND paid_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})
        GROUP BY 1, 2 ORDER BY 1, 2`,
  )
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }))
}
