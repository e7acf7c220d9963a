import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import { guideOrder, listingRows, type ListingRow } from './listing-rows'
import { LISTING_STATES, type ListingState } from './vocabulary'

/**
 * `sfoslistings`' list (decision 052): a season's listings found by status,
 * weekend, neighbourhood and words (artist, address), all in the address,
 * in the guide's order, with the count of each status.
 */

export const LISTINGS_PER_PAGE = 50

export type ListingsFilter = {
  status?: ListingState | 'out'
  weekend?: string
  neighbourhood?: string
  q?: string
  page: number
}

/** The filter in the address, or what cannot be used in it. */
export function parseListingsFilter(
  params: URLSearchParams,
): { ok: true; value: ListingsFilter } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const value: ListingsFilter = { page: 1 }
  const status = params.get('status')?.trim()
  if (status) {
    if ((LISTING_STATES as readonly string[]).includes(status) || status === 'out')
      value.status = status as ListingState
    else problems.push(`there is no status “${status}”`)
  }
  const weekend = params.get('weekend')?.trim()
  if (weekend) {
    if (/^\d{1,2}$/.test(weekend)) value.weekend = weekend
    else problems.push('the weekend is a number, such as 1')
  }
  const neighbourhood = params.get('neighbourhood')?.trim()
  if (neighbourhood) value.neighbourhood = neighbourhood.slice(0, 120)
  const q = params.get('q')?.trim()
  if (q) value.q = q.slice(0, 120)
  const page = params.get('page')
  if (page) {
    if (/^\d{1,5}$/.test(page) && Number(page) >= 1) value.page = Number(page)
    else problems.push('the page is a whole number from 1')
  }
  return problems.length ? { ok: false, problems } : { ok: true, value }
}

/** The filter as an address's query, for links to another page of it. */
export function listingsQuery(filter: ListingsFilter, page = filter.page): string {
  const params = new URLSearchParams()
  for (const key of ['status', 'weekend', 'neighbourhood', 'q'] as const)
    if (filter[key]) params.set(key, String(filter[key]))
  if (page > 1) params.set('page', String(page))
  return params.toString()
}

const like = (words: string) => `%${words.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

function whereOf(season: number, filter: Omit<ListingsFilter, 'page'>): SQL {
  const parts: SQL[] = [sql`l.season_id = ${season}`]
  if (filter.status === 'out') parts.push(sql`r.status <> 'registered'`)
  else if (filter.status) parts.push(sql`l.status = ${filter.status} AND r.status = 'registered'`)
  if (filter.weekend) {
    parts.push(sql`EXISTS (SELECT 1 FROM os_registrations_rels rr JOIN os_weekends w ON w.id = rr.os_weekends_id
      WHERE rr.parent_id = r.id AND rr.path = 'weekends' AND w.number = ${Number(filter.weekend)})`)
  }
  if (filter.neighbourhood) parts.push(sql`n.name ILIKE ${like(filter.neighbourhood)}`)
  if (filter.q) {
    const words = like(filter.q)
    parts.push(sql`(u.email ILIKE ${words} OR u.name ILIKE ${words} OR s.address ILIKE ${words}
      OR EXISTS (SELECT 1 FROM artist_profiles p WHERE p.owner_id = l.artist_id AND p.display_name ILIKE ${words}))`)
  }
  return sql.join(parts, sql` AND `)
}

/** What the list sorts by: the guide's order (weekend, neighbourhood, name), the artist, the status, the last change. */
export const LISTING_SORTS = ['guide', 'artist', 'status', 'changed'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const BY: Record<ListingSort, (a: ListingRow, b: ListingRow) => number> = {
  guide: guideOrder,
  artist: (a, b) => names.compare(a.artistName, b.artistName) || a.id - b.id,
  status: (a, b) => a.status.localeCompare(b.status) || guideOrder(a, b),
  changed: (a, b) => String(a.updatedAt).localeCompare(String(b.updatedAt)) || a.id - b.id,
}

export type ListingsFound = {
  rows: ListingRow[]
  count: number
  /** Listings of each status among the season's registered artists, and those out of the guide. */
  counts: Record<ListingState | 'out', number>
}

export async function findListings(
  payload: Payload,
  season: number,
  filter: ListingsFilter,
  order: { sort: ListingSort; direction: 'asc' | 'desc' } = { sort: 'guide', direction: 'asc' },
): Promise<ListingsFound> {
  const db = database(payload)
  const all = (await listingRows(db, whereOf(season, filter))).sort(BY[order.sort])
  if (order.direction === 'desc') all.reverse()
  const tally = await rowsOf<{ status: string; count: number }>(
    db,
    sql`SELECT CASE WHEN r.status <> 'registered' THEN 'out' ELSE l.status::text END AS status, count(*)::integer AS count
        FROM os_listings l JOIN os_registrations r ON r.id = l.registration_id
        WHERE l.season_id = ${season} GROUP BY 1`,
  )
  const counts = Object.fromEntries([...LISTING_STATES, 'out'].map((status) => [status, 0])) as ListingsFound['counts']
  for (const { status, count } of tally) counts[status as ListingState | 'out'] = count
  const start = (filter.page - 1) * LISTINGS_PER_PAGE
  return { rows: all.slice(start, start + LISTINGS_PER_PAGE), count: all.length, counts }
}
