import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { addDays, isoInZone, startOfDay } from '@/platform/calendar'
import { config } from '@/platform/config'
import { CSV_BOM, csvLine } from '@/platform/csv'
import { database, rowsOf } from '@/platform/database/transaction'

import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS } from './notifications'

/** How many payments one page of `stripetrans` lists. */
export const PAYMENTS_PER_PAGE = 50

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date')

const filterSchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    outcome: z.enum(PAYMENT_OUTCOMES, { error: 'must be succeeded or failed' }).optional(),
    provider: z.enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
    kind: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,49}$/, 'must be a product kind, such as merchandise')
      .optional(),
    person: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    refunds: z.enum(['pending'], { error: 'must be pending' }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'must not be after the end date',
    path: ['from'],
  })

export type PaymentsFilter = z.infer<typeof filterSchema>

const FIELDS = ['from', 'to', 'outcome', 'provider', 'kind', 'person', 'refunds', 'page'] as const

/** The filter of the address (`?from=…&provider=…`), or each problem in words. Empty fields are left out. */
export function parsePaymentsFilter(
  params: URLSearchParams,
): { ok: true; value: PaymentsFilter } | { ok: false; problems: string[] } {
  const values = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const value = params.get(field)?.trim()
      return value ? [[field, value]] : []
    }),
  )
  const parsed = filterSchema.safeParse(values)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'filter')} ${issue.message}`),
  }
}

/** The query string of a filter (page left out unless asked), for links, paging and the export. */
export function paymentsQuery(filter: PaymentsFilter, page?: number): string {
  const query = new URLSearchParams()
  for (const field of FIELDS) {
    const value = field === 'page' ? page : filter[field]
    if (value !== undefined && value !== '') query.set(field, String(value))
  }
  return query.toString()
}

export type PaymentRow = {
  id: number
  createdAt: string
  provider: string
  outcome: string
  amountMinor: number
  currency: string
  reference: string | null
  refundedMinor: number
  orderId: number
  orderNumber: string
  orderStatus: string
  buyerId: number | null
  email: string | null
  name: string | null
  kinds: string | null
}

export type PaymentTotals = {
  currency: string
  payments: number
  takenMinor: number
  refundedMinor: number
}

function conditions(filter: PaymentsFilter): SQL {
  const where: SQL[] = [sql`true`]
  // The filter's days are the organisation's (decision 072).
  const { TIMEZONE } = config()
  if (filter.from) where.push(sql`p.created_at >= ${startOfDay(filter.from, TIMEZONE).toISOString()}::timestamptz`)
  if (filter.to)
    where.push(sql`p.created_at < ${startOfDay(addDays(filter.to, 1), TIMEZONE).toISOString()}::timestamptz`)
  if (filter.outcome) where.push(sql`p.outcome = ${filter.outcome}`)
  if (filter.provider) where.push(sql`p.provider = ${filter.provider}`)
  if (filter.kind) {
    where.push(sql`EXISTS (SELECT 1 FROM orders_lines l WHERE l._parent_id = o.id AND l.kind = ${filter.kind})`)
  }
  if (filter.person) {
    const like = `%${filter.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(sql`(coalesce(u.email, o.guest_email) ILIKE ${like} OR coalesce(u.name, o.guest_name) ILIKE ${like}
                    OR o.number ILIKE ${like})`)
  }
  // A refund asked of the provider and not yet settled (refunds' `status` and `payment` are indexed).
  if (filter.refunds === 'pending')
    where.push(sql`EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.status = 'pending')`)
  return sql.join(where, sql` AND `)
}

const FROM = sql`FROM payments p JOIN orders o ON o.id = p.order_id LEFT JOIN users u ON u.id = o.buyer_id`

/** The columns `stripetrans` sorts by (`sort=amount`, `sort=-date`; decision 087). */
export const PAYMENT_SORTS = ['date', 'order', 'person', 'amount'] as const
export type PaymentSort = (typeof PAYMENT_SORTS)[number]
export const PAYMENTS_ORDER = { sort: 'date', direction: 'desc' } as const

const SORT_COLUMNS: Record<PaymentSort, SQL> = {
  date: sql`p.id`,
  order: sql`o.number`,
  person: sql`lower(coalesce(u.name, o.guest_name, u.email, o.guest_email))`,
  amount: sql`p.amount_minor`,
}

/** By the column asked for, then newest first (ids grow with time), so the order is the same page after page. */
function orderBy(order: { sort: PaymentSort; direction: 'asc' | 'desc' }): SQL {
  const direction = order.direction === 'asc' ? sql`ASC` : sql`DESC`
  return order.sort === 'date'
    ? sql`p.id ${direction}`
    : sql`${SORT_COLUMNS[order.sort]} ${direction} NULLS LAST, p.id DESC`
}

/**
 * `page.before` continues after the last id seen (newest first), `page.offset`
 * skips; `page.order` sorts otherwise; `page.only` finds one payment by its id.
 */
function rowsQuery(
  filter: PaymentsFilter,
  page: {
    limit: number
    offset?: number
    before?: number
    only?: number
    order?: { sort: PaymentSort; direction: 'asc' | 'desc' }
  },
): SQL {
  return sql`
    SELECT p.id, p.created_at AS "createdAt", p.provider, p.outcome, p.amount_minor::float8 AS "amountMinor",
           p.currency, p.reference,
           coalesce((SELECT sum(r.amount_minor) FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded'), 0)
             ::float8 AS "refundedMinor",
           o.id AS "orderId", o.number AS "orderNumber", o.status AS "orderStatus", o.buyer_id AS "buyerId",
           coalesce(u.email, o.guest_email) AS email, coalesce(u.name, o.guest_name) AS name,
           (SELECT string_agg(DISTINCT l.kind, ' ') FROM orders_lines l WHERE l._parent_id = o.id) AS kinds
    ${FROM}
    WHERE ${conditions(filter)} ${page.before === undefined ? sql`` : sql`AND p.id < ${page.before}`}
      ${page.only === undefined ? sql`` : sql`AND p.id = ${page.only}`}
    ORDER BY ${orderBy(page.order ?? PAYMENTS_ORDER)}
    LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`
}

/** One payment, as the list shows it: its page in `stripetrans`. */
export async function findPayment(payload: Payload, id: number): Promise<PaymentRow | null> {
  const [row] = await rowsOf<PaymentRow>(database(payload), rowsQuery({ page: 1 }, { limit: 1, only: id }))
  return row ?? null
}

/** One page of the payments the filter finds, in the order asked (newest first), and the totals of all it finds, per currency. */
export async function findPayments(
  payload: Payload,
  filter: PaymentsFilter,
  order: { sort: PaymentSort; direction: 'asc' | 'desc' } = PAYMENTS_ORDER,
): Promise<{ rows: PaymentRow[]; totals: PaymentTotals[]; count: number }> {
  const db = database(payload)
  const [rows, totals] = await Promise.all([
    rowsOf<PaymentRow>(
      db,
      rowsQuery(filter, { limit: PAYMENTS_PER_PAGE, offset: (filter.page - 1) * PAYMENTS_PER_PAGE, order }),
    ),
    rowsOf<PaymentTotals>(
      db,
      sql`SELECT p.currency, count(*)::integer AS payments,
                 coalesce(sum(p.amount_minor) FILTER (WHERE p.outcome = 'succeeded'), 0)::float8 AS "takenMinor",
                 coalesce(sum((SELECT sum(r.amount_minor) FROM refunds r
                               WHERE r.payment_id = p.id AND r.status = 'succeeded')), 0)::float8 AS "refundedMinor"
          ${FROM}
          WHERE ${conditions(filter)}
          GROUP BY p.currency ORDER BY p.currency`,
    ),
  ])
  return { rows, totals, count: totals.reduce((sum, total) => sum + total.payments, 0) }
}

const CSV_COLUMNS: readonly { header: string; value: (row: PaymentRow) => string | number | null }[] = [
  { header: 'Payment', value: (row) => row.id },
  { header: 'Date', value: (row) => isoInZone(row.createdAt, config().TIMEZONE) },
  { header: 'Order', value: (row) => row.orderNumber },
  { header: 'Order status', value: (row) => row.orderStatus },
  { header: 'Person', value: (row) => row.buyerId },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Product kinds', value: (row) => row.kinds },
  { header: 'Provider', value: (row) => row.provider },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Currency', value: (row) => row.currency },
  // Minor units, as kept: a spreadsheet divides by 100 (or by the currency's own factor) without rounding.
  { header: 'Amount (minor units)', value: (row) => row.amountMinor },
  { header: 'Refunded (minor units)', value: (row) => row.refundedMinor },
  { header: 'Provider reference', value: (row) => row.reference },
]

/**
 * Every payment the filter finds (all pages), as CSV text in pieces of up to
 * 500 rows, each piece continuing after the last id of the one before: a
 * payment arriving during the export neither repeats nor hides a row.
 */
export async function* paymentsCsv(payload: Payload, filter: PaymentsFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CSV_COLUMNS.map((column) => column.header))
  const db = database(payload)
  let before: number | undefined
  for (;;) {
    const rows = await rowsOf<PaymentRow>(db, rowsQuery(filter, { limit: 500, before }))
    if (rows.length) yield rows.map((row) => csvLine(CSV_COLUMNS.map((column) => column.value(row)))).join('')
    if (rows.length < 500) return
    before = rows[rows.length - 1]!.id
  }
}
