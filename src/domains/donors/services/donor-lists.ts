import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { addDays, isoInZone, startOfDay, yearIn } from '@/platform/calendar'
import { config } from '@/platform/config'
import { CSV_BOM, csvLine, type Cell } from '@/platform/csv'
import { database, rowsOf } from '@/platform/database/transaction'

import {
  DONORS_ORDER,
  filterDonors,
  parseDonorKey,
  sortDonors,
  summariseDonors,
  type DonorIdentity,
  type DonorSort,
  type DonorLevel,
  type DonorSummary,
  type PaidGift,
} from './donor-summaries'
import { GIFT_SOURCES, GIFT_STATUSES } from './giving'

/** How many donors or gifts one page of `donorbackend` lists. */
export const ROWS_PER_PAGE = 50

/** The thank-you mail's task, as the jobs queue knows it. */
export const THANK_YOU_TASK = 'sendGiftThankYou' as const

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] }

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date')
const page = z.coerce.number().int().min(1).max(100_000).default(1)
const year = z.coerce
  .number({ error: 'must be a year such as 2026' })
  .int('must be a year such as 2026')
  .min(2000, 'must be 2000 or later')
  .max(2100, 'must be 2100 or earlier')

const donorsSchema = z.object({
  year: year.optional(),
  level: z.string().trim().max(80, 'must be a level’s name').optional(),
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page,
})

const giftsSchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    campaign: z.coerce.number({ error: 'must be a campaign' }).int().positive('must be a campaign').optional(),
    status: z.enum(GIFT_STATUSES, { error: `must be one of ${GIFT_STATUSES.join(', ')}` }).optional(),
    source: z.enum(GIFT_SOURCES, { error: `must be one of ${GIFT_SOURCES.join(', ')}` }).optional(),
    thanked: z.enum(['yes', 'no'], { error: 'must be yes or no' }).optional(),
    donor: z
      .string()
      .refine((value) => parseDonorKey(value) !== null, 'must be a donor from the donors’ list')
      .optional(),
    page,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'must not be after the end date',
    path: ['from'],
  })

export type DonorsFilter = z.infer<typeof donorsSchema> & { year: number }
export type GiftsFilter = z.infer<typeof giftsSchema>

const DONORS_FIELDS = ['year', 'level', 'search', 'page'] as const
const GIFTS_FIELDS = ['from', 'to', 'campaign', 'status', 'source', 'thanked', 'donor', 'page'] as const

function parse<T>(schema: z.ZodType<T>, fields: readonly string[], params: URLSearchParams): Parsed<T> {
  const values = Object.fromEntries(
    fields.flatMap((field) => {
      const value = params.get(field)?.trim()
      return value ? [[field, value]] : []
    }),
  )
  const parsed = schema.safeParse(values)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'filter')} ${issue.message}`),
  }
}

function query(fields: readonly string[], filter: Record<string, unknown>, pageNumber?: number): string {
  const out = new URLSearchParams()
  for (const field of fields) {
    const value = field === 'page' ? pageNumber : filter[field]
    if (value !== undefined && value !== '') out.set(field, String(value))
  }
  return out.toString()
}

/** The donors' filter of the address (`?year=…&level=…&search=…`); the year is the organisation's current one when not given. */
export function parseDonorsFilter(params: URLSearchParams, now = new Date()): Parsed<DonorsFilter> {
  const parsed = parse(donorsSchema, DONORS_FIELDS, params)
  const thisYear = () => yearIn(now, config().TIMEZONE)
  return parsed.ok ? { ok: true, value: { ...parsed.value, year: parsed.value.year ?? thisYear() } } : parsed
}

export const donorsQuery = (filter: DonorsFilter, pageNumber?: number) => query(DONORS_FIELDS, filter, pageNumber)

/** The gifts' filter of the address (`?from=…&status=…&thanked=no`). */
export const parseGiftsFilter = (params: URLSearchParams) => parse(giftsSchema, GIFTS_FIELDS, params)

export const giftsQuery = (filter: GiftsFilter, pageNumber?: number) => query(GIFTS_FIELDS, filter, pageNumber)

/** The levels, highest minimum first. */
export async function donorLevels(payload: Payload): Promise<(DonorLevel & { id: number })[]> {
  return rowsOf(
    database(payload),
    sql`SELECT id, name, minimum_yearly_minor::float8 AS "minimumYearlyMinor" FROM donor_levels
        ORDER BY minimum_yearly_minor DESC, name`,
  )
}

/** Every donor who gave in the filter's year or the year before, as the filter finds them; all pages. */
export async function allDonors(payload: Payload, filter: DonorsFilter): Promise<DonorSummary[]> {
  const [gifts, levels] = await Promise.all([
    rowsOf<PaidGift>(
      database(payload),
      // From the year before on, so "last gift" is the last of all, whatever the year looked at.
      sql`SELECT g.id, g.donor_id AS donor, g.donor_name AS "donorName", g.donor_email AS "donorEmail",
                 g.organisation, g.amount_minor::float8 AS "amountMinor", g.currency,
                 to_char(g.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "paidAt",
                 g.yearly_gift_id AS "yearlyGift", coalesce(y.status = 'active', false) AS "yearlyGiftActive",
                 u.name AS "accountName", u.email AS "accountEmail"
          FROM gifts g
          LEFT JOIN users u ON u.id = g.donor_id
          LEFT JOIN yearly_gifts y ON y.id = g.yearly_gift_id
          WHERE g.status = 'paid'
            AND g.paid_at >= ${startOfDay(`${filter.year - 1}-01-01`, config().TIMEZONE).toISOString()}::timestamptz`,
    ),
    donorLevels(payload),
  ])
  return filterDonors(summariseDonors(gifts, filter.year, levels, config().TIMEZONE), filter)
}

/** One page of the donors the filter finds, in the order asked, and how many it finds. */
export async function findDonors(
  payload: Payload,
  filter: DonorsFilter,
  order: { sort: DonorSort; direction: 'asc' | 'desc' } = DONORS_ORDER,
) {
  const donors = sortDonors(await allDonors(payload, filter), order)
  const start = (filter.page - 1) * ROWS_PER_PAGE
  return { rows: donors.slice(start, start + ROWS_PER_PAGE), count: donors.length }
}

/**
 * The gifts of one donor, as `donorOf` groups them: an organisation's by its
 * name, a person's by their account, an email's by gifts without either.
 */
export function donorCondition(donor: DonorIdentity): SQL {
  const noOrganisation = sql`coalesce(btrim(g.organisation), '') = ''`
  if (donor.kind === 'organisation') {
    return sql`lower(btrim(regexp_replace(g.organisation, '\\s+', ' ', 'g'))) = ${donor.name}`
  }
  if (donor.kind === 'person') return sql`(g.donor_id = ${donor.id} AND ${noOrganisation})`
  return sql`(g.donor_id IS NULL AND lower(btrim(g.donor_email)) = ${donor.email} AND ${noOrganisation})`
}

/** A gift's date in the lists: when it was paid, or made for one not paid. */
const GIFT_DATE = sql`coalesce(g.paid_at, g.created_at)`

/** The filter's days are the organisation's: from the start of `from` to the end of `to` in `TIMEZONE`. */
function giftConditions(filter: GiftsFilter): SQL {
  const where: SQL[] = [sql`true`]
  const { TIMEZONE } = config()
  if (filter.from) where.push(sql`${GIFT_DATE} >= ${startOfDay(filter.from, TIMEZONE).toISOString()}::timestamptz`)
  if (filter.to)
    where.push(sql`${GIFT_DATE} < ${startOfDay(addDays(filter.to, 1), TIMEZONE).toISOString()}::timestamptz`)
  if (filter.campaign) where.push(sql`g.campaign_id = ${filter.campaign}`)
  if (filter.status) where.push(sql`g.status = ${filter.status}`)
  if (filter.source) where.push(sql`g.source = ${filter.source}`)
  if (filter.thanked === 'yes') where.push(sql`g.acknowledged_at IS NOT NULL`)
  if (filter.thanked === 'no') where.push(sql`g.acknowledged_at IS NULL`)
  const donor = parseDonorKey(filter.donor)
  if (donor) where.push(donorCondition(donor))
  return sql.join(where, sql` AND `)
}

export type GiftRow = {
  id: number
  date: string
  status: string
  source: string
  frequency: string
  amountMinor: number
  currency: string
  donorId: number | null
  donorName: string
  donorEmail: string
  organisation: string | null
  dedication: string | null
  dedicatedTo: string | null
  campaignId: number
  campaignName: string
  orderId: number | null
  orderNumber: string | null
  acknowledgedAt: string | null
  /** A thank-you is queued and not yet sent. */
  thanking: boolean
}

export type GiftTotals = { currency: string; gifts: number; paidGifts: number; paidMinor: number }

/** A thank-you job for this gift waiting in the queue (not finished, not failed for good). */
export const THANK_YOU_QUEUED = sql`EXISTS (SELECT 1 FROM payload_jobs j
  WHERE j.task_slug = ${THANK_YOU_TASK} AND j.completed_at IS NULL AND coalesce(j.has_error, false) = false
    AND (j.input->>'gift')::integer = g.id)`

const GIFTS_FROM = sql`FROM gifts g JOIN campaigns c ON c.id = g.campaign_id LEFT JOIN orders o ON o.id = g.order_id`

/** The columns the gifts' list sorts by (`sort=amount`, `sort=-date`; decision 087). */
export const GIFT_SORTS = ['date', 'donor', 'amount'] as const
export type GiftSort = (typeof GIFT_SORTS)[number]
export const GIFTS_ORDER = { sort: 'date', direction: 'desc' } as const

const GIFT_SORT_COLUMNS: Record<GiftSort, SQL> = {
  date: sql`g.id`,
  donor: sql`lower(coalesce(nullif(btrim(g.organisation), ''), g.donor_name, g.donor_email))`,
  amount: sql`g.amount_minor`,
}

/** By the column asked for, then newest first (ids grow with time), so the order is the same page after page. */
function giftOrder(order: { sort: GiftSort; direction: 'asc' | 'desc' }): SQL {
  const direction = order.direction === 'asc' ? sql`ASC` : sql`DESC`
  return order.sort === 'date'
    ? sql`g.id ${direction}`
    : sql`${GIFT_SORT_COLUMNS[order.sort]} ${direction} NULLS LAST, g.id DESC`
}

function giftRows(
  filter: GiftsFilter,
  window: { limit: number; offset?: number; before?: number; order?: { sort: GiftSort; direction: 'asc' | 'desc' } },
): SQL {
  return sql`
    SELECT g.id, ${GIFT_DATE} AS date, g.status, g.source, g.frequency, g.amount_minor::float8 AS "amountMinor",
           g.currency, g.donor_id AS "donorId", g.donor_name AS "donorName", g.donor_email AS "donorEmail",
           g.organisation, g.dedication, g.dedicated_to AS "dedicatedTo", c.id AS "campaignId",
           c.name AS "campaignName", o.id AS "orderId", o.number AS "orderNumber",
           g.acknowledged_at AS "acknowledgedAt", ${THANK_YOU_QUEUED} AS thanking
    ${GIFTS_FROM}
    WHERE ${giftConditions(filter)} ${window.before === undefined ? sql`` : sql`AND g.id < ${window.before}`}
    ORDER BY ${giftOrder(window.order ?? GIFTS_ORDER)}
    LIMIT ${window.limit} OFFSET ${window.offset ?? 0}`
}

/** One page of the gifts the filter finds, in the order asked (newest first), and the totals of all it finds, per currency. */
export async function findGifts(
  payload: Payload,
  filter: GiftsFilter,
  order: { sort: GiftSort; direction: 'asc' | 'desc' } = GIFTS_ORDER,
) {
  const db = database(payload)
  const [rows, totals] = await Promise.all([
    rowsOf<GiftRow>(db, giftRows(filter, { limit: ROWS_PER_PAGE, offset: (filter.page - 1) * ROWS_PER_PAGE, order })),
    rowsOf<GiftTotals>(
      db,
      sql`SELECT g.currency, count(*)::integer AS gifts,
                 (count(*) FILTER (WHERE g.status = 'paid'))::integer AS "paidGifts",
                 coalesce(sum(g.amount_minor) FILTER (WHERE g.status = 'paid'), 0)::float8 AS "paidMinor"
          ${GIFTS_FROM}
          WHERE ${giftConditions(filter)}
          GROUP BY g.currency ORDER BY g.currency`,
    ),
  ])
  return { rows, totals, count: totals.reduce((sum, total) => sum + total.gifts, 0) }
}

/** The campaigns, for the gifts' filter. */
export async function campaignChoices(payload: Payload): Promise<{ id: number; name: string }[]> {
  return rowsOf(database(payload), sql`SELECT id, name FROM campaigns ORDER BY name, id`)
}

/** Paid gifts never thanked and with no thank-you waiting in the queue. */
export async function giftsToThank(payload: Payload): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT g.id FROM gifts g WHERE g.status = 'paid' AND g.acknowledged_at IS NULL AND NOT ${THANK_YOU_QUEUED}
        ORDER BY g.id`,
  )
  return rows.map((row) => row.id)
}

type Column<Row> = { header: string; value: (row: Row) => Cell }

/** An instant on the organisation's clocks with its offset (decision 072): `2026-12-31T23:00:00-08:00`. */
const iso = (value: string | null) => (value ? isoInZone(value, config().TIMEZONE) : null)

const DONOR_COLUMNS: readonly Column<DonorSummary>[] = [
  { header: 'Donor', value: (row) => row.key },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Contact', value: (row) => row.contact },
  { header: 'Person', value: (row) => row.personId },
  { header: 'Currency', value: (row) => row.currency },
  // Minor units, as kept: a spreadsheet divides by 100 (or by the currency's own factor) without rounding.
  { header: 'Year total (minor units)', value: (row) => row.thisYearMinor },
  { header: 'Year before (minor units)', value: (row) => row.lastYearMinor },
  { header: 'Level', value: (row) => row.level },
  { header: 'Gifts in year', value: (row) => row.giftsThisYear },
  { header: 'Active yearly gifts', value: (row) => row.activeYearlyGifts },
  { header: 'Last gift', value: (row) => iso(row.lastGiftAt) },
]

const GIFT_COLUMNS: readonly Column<GiftRow>[] = [
  { header: 'Gift', value: (row) => row.id },
  { header: 'Date', value: (row) => iso(row.date) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Source', value: (row) => row.source },
  { header: 'Frequency', value: (row) => row.frequency },
  { header: 'Campaign', value: (row) => row.campaignName },
  { header: 'Donor name', value: (row) => row.donorName },
  { header: 'Donor email', value: (row) => row.donorEmail },
  { header: 'Organisation', value: (row) => row.organisation },
  { header: 'Person', value: (row) => row.donorId },
  { header: 'Dedication', value: (row) => (row.dedication ? `${row.dedication}: ${row.dedicatedTo ?? ''}` : null) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Amount (minor units)', value: (row) => row.amountMinor },
  { header: 'Order', value: (row) => row.orderNumber },
  { header: 'Thanked', value: (row) => iso(row.acknowledgedAt) },
]

const header = <Row>(columns: readonly Column<Row>[]) => CSV_BOM + csvLine(columns.map((column) => column.header))
const lines = <Row>(columns: readonly Column<Row>[], rows: readonly Row[]) =>
  rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('')

/** Every donor the filter finds (all pages), as CSV text in pieces of 500. */
export async function* donorsCsv(payload: Payload, filter: DonorsFilter): AsyncGenerator<string> {
  yield header(DONOR_COLUMNS)
  const donors = await allDonors(payload, filter)
  for (let start = 0; start < donors.length; start += 500) yield lines(DONOR_COLUMNS, donors.slice(start, start + 500))
}

/**
 * Every gift the filter finds (all pages), as CSV text in pieces of up to
 * 500 rows, each continuing after the last id of the one before: a gift
 * made during the export neither repeats nor hides a row.
 */
export async function* giftsCsv(payload: Payload, filter: GiftsFilter): AsyncGenerator<string> {
  yield header(GIFT_COLUMNS)
  const db = database(payload)
  let before: number | undefined
  for (;;) {
    const rows = await rowsOf<GiftRow>(db, giftRows(filter, { limit: 500, before }))
    if (rows.length) yield lines(GIFT_COLUMNS, rows)
    if (rows.length < 500) return
    before = rows[rows.length - 1]!.id
  }
}
