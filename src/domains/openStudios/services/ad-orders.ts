import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import { expireCachedPages } from '@/platform/http/public-pages'
import { formatCalendarDate, type CalendarDate } from '@/platform/calendar'

import { isPast } from './deadlines'
import type { SeasonView } from './season-view'
import type { AdOrderState } from './vocabulary'

/**
 * Guide ads as the site sells them (decision 053): a season's sizes with how
 * many are taken, why a size cannot be bought now, and the ad orders read
 * past Payload's access (callers decide who may see what).
 */

/** `/advertise` is cached whole for anonymous visitors (decision 039); its data lives under this tag. */
export const ADS_TAG = 'os-ads'

/** How long its data may be old when a unit was taken or freed outside a request (the expiry job). */
export const ADS_DATA_SECONDS = 60

export function expireAdPages(): void {
  expireCachedPages({ tags: [ADS_TAG], paths: ['/advertise'] })
}

/** The commerce line kind of a guide ad; its product is the ad order's id. */
export const AD_KIND = 'os-ad'

export type AdSize = {
  id: number
  season: number
  name: string
  trimWidthInches: number
  trimHeightInches: number
  bleedInches: number
  priceMinor: number
  quantity: number
  position: number
  /** Units sold, and held by orders awaiting payment. */
  taken: number
}

/**
 * The ad orders that keep a unit of their size: paid ones (every state after
 * payment but cancelled), and unpaid ones whose commerce order is awaiting
 * payment (checkout started: the hold of `ad-kind`).
 */
export const TAKING_ORDERS = sql`(
  o.status IN ('awaiting-artwork', 'artwork-submitted', 'changes-requested', 'approved')
  OR (o.status = 'awaiting-payment' AND EXISTS (
    SELECT 1 FROM orders c WHERE c.id = o.order_id AND c.status = 'awaiting-payment')))`

const SIZE_COLUMNS = sql`s.id, s.season_id AS season, s.name, s.trim_width_inches::float8 AS "trimWidthInches",
  s.trim_height_inches::float8 AS "trimHeightInches", s.bleed_inches::float8 AS "bleedInches",
  s.price_minor::float8 AS "priceMinor", s.quantity::float8 AS quantity, coalesce(s.position, 0)::float8 AS position,
  (SELECT count(*)::int FROM os_ad_orders o WHERE o.size_id = s.id AND ${TAKING_ORDERS}) AS taken`

export async function adSizesOf(db: SqlExecutor, season: number): Promise<AdSize[]> {
  return rowsOf<AdSize>(
    db,
    sql`SELECT ${SIZE_COLUMNS} FROM os_ad_sizes s WHERE s.season_id = ${season} ORDER BY s.position, s.id`,
  )
}

export async function adSizeById(db: SqlExecutor, id: number): Promise<AdSize | undefined> {
  const [row] = await rowsOf<AdSize>(db, sql`SELECT ${SIZE_COLUMNS} FROM os_ad_sizes s WHERE s.id = ${id}`)
  return row
}

export function left(size: Pick<AdSize, 'quantity' | 'taken'>): number {
  return Math.max(0, size.quantity - size.taken)
}

/** A deadline's day as people read it ("November 30, 2026"). */
export function dayLabel(date: CalendarDate): string {
  return formatCalendarDate(date)
}

/**
 * Why a size of ad cannot be bought at `now`, in words, or null: only the
 * current season's sizes, until the end of the day ad reservations close,
 * while any are left (`taken` counts the other buyers' holds).
 */
export function purchaseRefusal(
  season: Pick<SeasonView, 'id' | 'status' | 'deadlines'> | null,
  size: Pick<AdSize, 'season' | 'name' | 'quantity' | 'taken'> | undefined,
  now: Date,
  timeZone: string,
): string | null {
  if (!season || !size || size.season !== season.id) return 'This ad size is not on sale.'
  if (season.status !== 'current') return 'Guide ads are sold for the current season only.'
  const closes = season.deadlines.adReservationsClose
  if (isPast(closes, now, timeZone)) {
    return `Ad reservations closed at the end of ${dayLabel(closes!)}: no more ads can be bought for this season’s guide.`
  }
  if (size.taken >= size.quantity) return `The ${size.name} ads are sold out.`
  return null
}

/** An ad order as its pages and tools read it. */
export type AdOrderRow = {
  id: number
  season: number
  size: number
  buyer: number
  buyerEmail: string | null
  businessName: string
  order: number | null
  orderNumber: string | null
  status: AdOrderState
  artworkPath: string | null
  artworkFileName: string | null
  artworkContentType: string | null
  artworkBytes: number | null
  artworkFindings: unknown
  artworkUploadedAt: Date | null
  reviewNote: string | null
  reviewedAt: Date | null
  createdAt: Date
}

export const ORDER_COLUMNS = sql`o.id, o.season_id AS season, o.size_id AS size, o.buyer_id AS buyer,
  u.email AS "buyerEmail", o.business_name AS "businessName", o.order_id AS "order", c.number AS "orderNumber",
  o.status, o.artwork_path AS "artworkPath", o.artwork_file_name AS "artworkFileName",
  o.artwork_content_type AS "artworkContentType", o.artwork_bytes::float8 AS "artworkBytes",
  o.artwork_findings AS "artworkFindings", o.artwork_uploaded_at AS "artworkUploadedAt",
  o.review_note AS "reviewNote", o.reviewed_at AS "reviewedAt", o.created_at AS "createdAt"`

export const ORDER_FROM = sql`os_ad_orders o LEFT JOIN users u ON u.id = o.buyer_id
  LEFT JOIN orders c ON c.id = o.order_id`

export async function adOrderById(db: SqlExecutor, id: number, lock = false): Promise<AdOrderRow | undefined> {
  const [row] = await rowsOf<AdOrderRow>(
    db,
    lock
      ? sql`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ${id} FOR UPDATE OF o`
      : sql`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ${id}`,
  )
  return row
}

/** A person's ad orders that were paid (or are being paid), newest first. */
export async function adOrdersOfBuyer(db: SqlExecutor, buyer: number): Promise<AdOrderRow[]> {
  return rowsOf<AdOrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
        WHERE o.buyer_id = ${buyer} AND o.status <> 'cancelled' ORDER BY o.created_at DESC LIMIT 100`,
  )
}

/** Whether `person` may see this ad order: its buyer and staff. */
export function maySeeAdOrder(
  order: Pick<AdOrderRow, 'buyer'>,
  person: { id: number | string } | null,
  staff: boolean,
): boolean {
  return staff || (person !== null && Number(person.id) === order.buyer)
}
