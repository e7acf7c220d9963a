import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit } from '@/domains/accounts'
import { formatMoney, parseMoney } from '@/domains/commerce'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'

import { adSizeById, expireAdPages, ORDER_COLUMNS, ORDER_FROM, type AdOrderRow } from './ad-orders'
import { AD_ORDER_STATES, type AdOrderState } from './vocabulary'

/**
 * Staff's side of guide ads (decision 053): the season's sizes as typed in
 * `sfosadpricing` (checked here, refusals in words), and the ad orders as
 * `sfosaduploads` finds them.
 */

export const SIZE_FIELDS = ['name', 'trimWidth', 'trimHeight', 'bleed', 'price', 'quantity', 'position'] as const
export type SizeField = (typeof SIZE_FIELDS)[number]

export type SizeInput = {
  name: string
  trimWidthInches: number
  trimHeightInches: number
  bleedInches: number
  priceMinor: number
  quantity: number
  position: number
}

export type Parsed<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> }

function inchesOf(text: string, label: string, min: number, max: number): number | string {
  const value = Number(text.trim())
  if (!text.trim() || !Number.isFinite(value)) return `${label}: write inches as a number, such as 4.25.`
  if (value < min || value > max) return `${label} must be between ${min} and ${max} inches.`
  return Math.round(value * 10000) / 10000
}

/** A size as typed in the tool: inches as decimals, the price as people write money. */
export function parseSizeForm(values: Record<SizeField, string>, currency: string): Parsed<SizeInput, SizeField> {
  const errors: Partial<Record<SizeField, string>> = {}
  const name = values.name.trim()
  if (!name) errors.name = 'Give the size a name, such as “Half page”.'
  else if (name.length > 60) errors.name = `The name is ${name.length} characters; at most 60.`
  const width = inchesOf(values.trimWidth, 'The trim width', 0.5, 30)
  const height = inchesOf(values.trimHeight, 'The trim height', 0.5, 30)
  const bleed = values.bleed.trim() ? inchesOf(values.bleed, 'The bleed', 0, 1) : 0
  if (typeof width === 'string') errors.trimWidth = width
  if (typeof height === 'string') errors.trimHeight = height
  if (typeof bleed === 'string') errors.bleed = bleed
  let priceMinor = 0
  try {
    priceMinor = parseMoney(values.price, currency)
  } catch (error) {
    errors.price = error instanceof Error ? error.message : 'Write the price as an amount, such as 450.'
  }
  const quantity = Number(values.quantity.trim())
  if (!values.quantity.trim() || !Number.isSafeInteger(quantity) || quantity < 0 || quantity > 1000) {
    errors.quantity = 'How many are for sale: a whole number from 0 to 1000.'
  }
  const position = values.position.trim() ? Number(values.position.trim()) : 0
  if (!Number.isSafeInteger(position)) errors.position = 'The position is a whole number (smaller comes first).'
  if (Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    value: {
      name,
      trimWidthInches: width as number,
      trimHeightInches: height as number,
      bleedInches: bleed as number,
      priceMinor,
      quantity,
      position,
    },
  }
}

export type AdminAnswer =
  { ok: true; message: string } | { ok: false; message: string; errors?: Partial<Record<SizeField, string>> }

/** Adds a size to the season, or changes one of it; a quantity below what is sold or held is refused. */
export async function saveAdSize(
  payload: Payload,
  request: { season: number; id?: number; input: SizeInput; currency: string; staff: { id: number | string } },
): Promise<AdminAnswer> {
  const { input } = request
  const answer = await inTransaction<AdminAnswer>(payload, async (tx) => {
    if (request.id !== undefined) {
      const [locked] = await rowsOf<{ season: number }>(
        tx.db,
        sql`SELECT season_id AS season FROM os_ad_sizes WHERE id = ${request.id} FOR UPDATE`,
      )
      if (!locked || locked.season !== request.season) {
        return { commit: false, value: { ok: false, message: 'There is no such size in this season.' } }
      }
      const size = await adSizeById(tx.db, request.id)
      if (size && input.quantity < size.taken) {
        const message = `${size.taken} ${size.name} ads are sold or being paid for: the quantity cannot be less than ${size.taken}.`
        return { commit: false, value: { ok: false, message, errors: { quantity: message } } }
      }
    }
    const data = { ...input, season: request.season }
    const saved =
      request.id === undefined
        ? await payload.create({ collection: 'os-ad-sizes', data, overrideAccess: true, req: tx.req })
        : await payload.update({ collection: 'os-ad-sizes', id: request.id, data, overrideAccess: true, req: tx.req })
    await recordAudit(
      payload,
      {
        actor: Number(request.staff.id),
        action: request.id === undefined ? 'os-ad-size-added' : 'os-ad-size-changed',
        targetCollection: 'os-ad-sizes',
        targetId: saved.id,
        target: input.name,
        summary: { ...input, price: formatMoney({ minor: input.priceMinor, currency: request.currency }) },
      },
      tx.req,
    )
    const message = `${input.name} is ${request.id === undefined ? 'added' : 'saved'}.`
    return { commit: true, value: { ok: true, message } }
  })
  if (answer.ok) expireAdPages()
  return answer
}

/** Removes a size no ad order names; one that any order (paid, unpaid or cancelled) names stays. */
export async function removeAdSize(
  payload: Payload,
  request: { season: number; id: number; staff: { id: number | string } },
): Promise<AdminAnswer> {
  const answer = await inTransaction<AdminAnswer>(payload, async (tx) => {
    const [size] = await rowsOf<{ name: string; season: number }>(
      tx.db,
      sql`SELECT name, season_id AS season FROM os_ad_sizes WHERE id = ${request.id} FOR UPDATE`,
    )
    if (!size || size.season !== request.season) {
      return { commit: false, value: { ok: false, message: 'There is no such size in this season.' } }
    }
    const [used] = await rowsOf<{ count: number }>(
      tx.db,
      sql`SELECT count(*)::int AS count FROM os_ad_orders WHERE size_id = ${request.id}`,
    )
    if (used && used.count > 0) {
      const orders = used.count === 1 ? 'one ad order uses it' : `${used.count} ad orders use it`
      return {
        commit: false,
        value: {
          ok: false,
          message: `${size.name} cannot be removed: ${orders}. Set its quantity to what is sold instead.`,
        },
      }
    }
    await payload.delete({ collection: 'os-ad-sizes', id: request.id, overrideAccess: true, req: tx.req })
    await recordAudit(
      payload,
      {
        actor: Number(request.staff.id),
        action: 'os-ad-size-removed',
        targetCollection: 'os-ad-sizes',
        targetId: request.id,
        target: size.name,
      },
      tx.req,
    )
    return { commit: true, value: { ok: true, message: `${size.name} is removed.` } }
  })
  if (answer.ok) expireAdPages()
  return answer
}

/** The ad orders staff look for: by state, size and words of the business or the buyer's email. */
export type UploadsFilter = { status?: AdOrderState; size?: number; search?: string }

export function parseUploadsFilter(params: URLSearchParams): { filter: UploadsFilter; problems: string[] } {
  const problems: string[] = []
  const filter: UploadsFilter = {}
  const status = params.get('status') ?? ''
  if (status) {
    if ((AD_ORDER_STATES as readonly string[]).includes(status)) filter.status = status as AdOrderState
    else problems.push(`there is no state “${status}”`)
  }
  const size = params.get('size') ?? ''
  if (size) {
    if (/^\d{1,10}$/.test(size)) filter.size = Number(size)
    else problems.push('the size is not one of the list')
  }
  const search = (params.get('search') ?? '').trim()
  if (search) filter.search = search.slice(0, 200)
  return { filter, problems }
}

export type UploadsFound = {
  rows: (AdOrderRow & { sizeName: string })[]
  /** How many match, on every page. */
  count: number
  counts: Partial<Record<AdOrderState, number>>
}

export const UPLOADS_PER_PAGE = 50

/** What the list sorts by: artwork in review first (then the newest sent), the business, when the artwork came. */
export const UPLOADS_SORTS = ['review', 'business', 'sent'] as const
export type UploadsSort = (typeof UPLOADS_SORTS)[number]

const UPLOADS_ORDER: Record<UploadsSort, ReturnType<typeof sql>> = {
  review: sql`CASE o.status WHEN 'artwork-submitted' THEN 1 ELSE 0 END`,
  business: sql`lower(o.business_name)`,
  sent: sql`o.artwork_uploaded_at`,
}

/**
 * One page of the season's ad orders as filtered and sorted (those being paid are left out unless asked
 * for), with how many match and the counts by state.
 */
export async function findAdOrders(
  payload: Payload,
  season: number,
  filter: UploadsFilter,
  order: { sort: UploadsSort; direction: 'asc' | 'desc'; page: number } = {
    sort: 'review',
    direction: 'desc',
    page: 1,
  },
): Promise<UploadsFound> {
  const db = database(payload)
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null
  const conditions = [
    sql`o.season_id = ${season}`,
    filter.status ? sql`o.status = ${filter.status}` : sql`o.status NOT IN ('awaiting-payment', 'cancelled')`,
    filter.size ? sql`o.size_id = ${filter.size}` : null,
    like ? sql`(o.business_name ILIKE ${like} OR u.email ILIKE ${like})` : null,
  ].filter((condition) => condition !== null)
  const [rows, counts] = await Promise.all([
    rowsOf<AdOrderRow & { sizeName: string; total: number }>(
      db,
      sql`SELECT ${ORDER_COLUMNS}, s.name AS "sizeName", (count(*) OVER ())::integer AS total
          FROM ${ORDER_FROM} LEFT JOIN os_ad_sizes s ON s.id = o.size_id
          WHERE ${sql.join(conditions, sql` AND `)}
          ORDER BY ${UPLOADS_ORDER[order.sort]} ${order.direction === 'desc' ? sql`DESC` : sql`ASC`} NULLS LAST,
                   o.artwork_uploaded_at DESC NULLS LAST, o.id DESC
          LIMIT ${UPLOADS_PER_PAGE} OFFSET ${(order.page - 1) * UPLOADS_PER_PAGE}`,
    ),
    rowsOf<{ status: AdOrderState; count: number }>(
      db,
      sql`SELECT status, count(*)::int AS count FROM os_ad_orders WHERE season_id = ${season} GROUP BY status`,
    ),
  ])
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    count: rows[0]?.total ?? 0,
    counts: Object.fromEntries(counts.map((row) => [row.status, row.count])),
  }
}
