import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { formatMoney } from '@/domains/commerce'
import { addDays, formatDate, startOfDay } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'

import { donorCondition } from './donor-lists'
import type { DonorIdentity } from './donor-summaries'

/** The words every giving statement ends with, for the donor's tax return. */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for these gifts.'

/** The earliest and latest years a statement can be asked for: anything else is not a year of ours. */
export const STATEMENT_YEARS = { first: 2000, last: 2100 } as const

/** The year of an address (`/dashboard/statements/2026`), or null when it is not one. */
export function statementYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null
  const year = Number(value)
  return year >= STATEMENT_YEARS.first && year <= STATEMENT_YEARS.last ? year : null
}

export type StatementGift = {
  paidAt: string
  campaign: string
  amountMinor: number
  currency: string
  orderNumber: string | null
}

/** What a statement is made from: the donor as known (newest gift first) and their paid gifts of the year. */
export type StatementSource = {
  year: number
  donor: { name: string; email: string; organisation: string | null }
  gifts: StatementGift[]
}

export type StatementView = {
  title: string
  year: number
  /** The donor's name and address lines, as known. */
  donor: string[]
  gifts: { date: string; campaign: string; amount: string; order: string }[]
  /** One per currency (one in practice). */
  totals: string[]
  notice: string
}

/** The statement as people read it: every date (in `timeZone`, the organisation's) and amount in words, oldest gift first. */
export function statementView(source: StatementSource, timeZone: string): StatementView {
  const gifts = [...source.gifts].sort((a, b) => a.paidAt.localeCompare(b.paidAt))
  const totals = new Map<string, number>()
  for (const gift of gifts) totals.set(gift.currency, (totals.get(gift.currency) ?? 0) + gift.amountMinor)
  const { donor } = source
  return {
    title: `Giving statement ${source.year}`,
    year: source.year,
    donor: donor.organisation
      ? [donor.organisation, `Given through ${donor.name}`, donor.email]
      : [donor.name, donor.email],
    gifts: gifts.map((gift) => ({
      date: formatDate(gift.paidAt, timeZone),
      campaign: gift.campaign,
      amount: formatMoney({ minor: gift.amountMinor, currency: gift.currency }),
      order: gift.orderNumber ?? '—',
    })),
    totals: [...totals].map(([currency, minor]) => formatMoney({ minor, currency })),
    notice: NO_GOODS_OR_SERVICES,
  }
}

/** The file's name: `giving-statement-2026.pdf`. */
export const statementFileName = (year: number) => `giving-statement-${year}.pdf`

/** A donor's paid gifts of a year where the organisation is (`timeZone`), or null when they gave nothing that year. */
export async function statementSource(
  payload: Payload,
  donor: DonorIdentity,
  year: number,
  timeZone = config().TIMEZONE,
): Promise<StatementSource | null> {
  const rows = await rowsOf<
    StatementGift & { name: string; email: string; organisation: string | null; accountName: string | null }
  >(
    database(payload),
    sql`SELECT to_char(g.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "paidAt",
               c.name AS campaign, g.amount_minor::float8 AS "amountMinor", g.currency, o.number AS "orderNumber",
               g.donor_name AS name, coalesce(u.email, g.donor_email) AS email,
               nullif(btrim(g.organisation), '') AS organisation, u.name AS "accountName"
        FROM gifts g
        JOIN campaigns c ON c.id = g.campaign_id
        LEFT JOIN orders o ON o.id = g.order_id
        LEFT JOIN users u ON u.id = g.donor_id
        WHERE g.status = 'paid' AND ${donorCondition(donor)}
          AND g.paid_at >= ${startOfDay(`${year}-01-01`, timeZone).toISOString()}::timestamptz
          AND g.paid_at < ${startOfDay(addDays(`${year}-12-31`, 1), timeZone).toISOString()}::timestamptz
        ORDER BY g.paid_at DESC, g.id DESC`,
  )
  const [newest] = rows
  if (!newest) return null
  return {
    year,
    donor: {
      name: newest.accountName?.trim() || newest.name,
      email: newest.email,
      organisation: newest.organisation,
    },
    gifts: rows.map(({ paidAt, campaign, amountMinor, currency, orderNumber }) => ({
      paidAt,
      campaign,
      amountMinor,
      currency,
      orderNumber,
    })),
  }
}
