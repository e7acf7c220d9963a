import { sql } from '@payloadcms/db-postgres'

import type { CalendarDate } from '@/platform/calendar'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

export type MoneyInMonth = { month: CalendarDate; kind: string; currency: string; amountMinor: number }

/**
 * For staff's analytics: what orders paid in each month of a range (the organisation's months)
 * brought in, per kind of line (membership, ticket, donation…) and currency, before refunds.
 */
export async function moneyByKind(
  db: SqlExecutor,
  range: { from: CalendarDate; to: CalendarDate },
  timeZone: string,
): Promise<MoneyInMonth[]> {
  const rows = await rowsOf<MoneyInMonth & { amountMinor: string }>(
    db,
    sql`SELECT to_char(date_trunc('month', orders.paid_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS month,
          lines.kind, orders.currency, sum(lines.unit_price_minor * lines.quantity)::bigint AS "amountMinor"
        FROM orders JOIN orders_lines lines ON lines._parent_id = orders.id
        WHERE orders.paid_at >= (${range.from}::date::timestamp AT TIME ZONE ${timeZone})
          AND orders.paid_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  )
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }))
}
