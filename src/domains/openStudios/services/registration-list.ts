import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import { REGISTRATION_STATES, type RegistrationState } from './vocabulary'

/** `sfosregistrations`' filter, as the address gives it. */
export type RegistrationsFilter = { weekend?: number; tier?: string; status?: RegistrationState; search?: string }

export type RegistrationRow = {
  id: number
  name: string | null
  email: string
  tier: string
  status: RegistrationState
  weekends: string
  priceMinor: number | null
  feeWaived: boolean
  queuedAt: string | null
  offerEndsAt: string | null
  endReason: string | null
}

/** The filter from the address, or the problems that keep it from being used. */
export function parseRegistrationsFilter(
  params: URLSearchParams,
): { ok: true; value: RegistrationsFilter } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const value: RegistrationsFilter = {}
  const weekend = params.get('weekend')
  if (weekend) {
    if (/^\d{1,2}$/.test(weekend)) value.weekend = Number(weekend)
    else problems.push('the weekend is a number, such as 1')
  }
  const status = params.get('status')
  if (status) {
    if (REGISTRATION_STATES.includes(status as RegistrationState)) value.status = status as RegistrationState
    else problems.push(`“${status}” is not a registration’s status`)
  }
  const tier = params.get('tier')?.trim()
  if (tier) value.tier = tier.slice(0, 40)
  const search = params.get('search')?.trim()
  if (search) value.search = search.slice(0, 200)
  return problems.length ? { ok: false, problems } : { ok: true, value }
}

const likeOf = (words: string) => `%${words.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/** What the list sorts by: the artist, the status, the tier, the last change. */
export const REGISTRATION_SORTS = ['artist', 'status', 'tier', 'changed'] as const
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number]
export const REGISTRATIONS_PER_PAGE = 50

const ORDER_BY: Record<RegistrationSort, ReturnType<typeof sql>> = {
  artist: sql`lower(coalesce(nullif(u.name, ''), u.email))`,
  status: sql`r.status::text`,
  tier: sql`r.tier`,
  changed: sql`r.updated_at`,
}

/** One page of the season's registrations that match, with the artist and the weekends, and how many match. */
export async function findRegistrations(
  payload: Payload,
  season: number,
  filter: RegistrationsFilter,
  order: { sort: RegistrationSort; direction: 'asc' | 'desc'; page: number } = {
    sort: 'changed',
    direction: 'desc',
    page: 1,
  },
): Promise<{ rows: RegistrationRow[]; count: number }> {
  const conditions = [sql`r.season_id = ${season}`]
  if (filter.status) conditions.push(sql`r.status::text = ${filter.status}`)
  if (filter.tier) conditions.push(sql`r.tier = ${filter.tier}`)
  if (filter.search)
    conditions.push(sql`(u.name ILIKE ${likeOf(filter.search)} OR u.email ILIKE ${likeOf(filter.search)})`)
  if (filter.weekend !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM os_registrations_rels x JOIN os_weekends xw ON xw.id = x.os_weekends_id
                                WHERE x.parent_id = r.id AND x.path = 'weekends' AND xw.number = ${filter.weekend})`)
  }
  const direction = order.direction === 'desc' ? sql`DESC` : sql`ASC`
  const rows = await registrationRows(
    payload,
    sql.join(conditions, sql` AND `),
    sql`${ORDER_BY[order.sort]} ${direction}, r.id ${direction}
        LIMIT ${REGISTRATIONS_PER_PAGE} OFFSET ${(order.page - 1) * REGISTRATIONS_PER_PAGE}`,
  )
  return { rows: rows.map(({ total: _total, ...row }) => row), count: rows[0]?.total ?? 0 }
}

/** One registration as the list shows it, with its season, or null. */
export async function registrationRow(
  payload: Payload,
  id: number,
): Promise<(RegistrationRow & { season: number }) | null> {
  const [row] = await registrationRows(payload, sql`r.id = ${id}`, sql`r.id`)
  if (!row) return null
  const { total: _total, ...rest } = row
  return rest
}

function registrationRows(payload: Payload, where: ReturnType<typeof sql>, orderAndPage: ReturnType<typeof sql>) {
  return rowsOf<RegistrationRow & { season: number; total: number }>(
    database(payload),
    sql`SELECT r.id, r.season_id AS season, u.name, u.email, r.tier, r.status, r.price_minor::float8 AS "priceMinor",
               coalesce(r.fee_waived, false) AS "feeWaived", r.queued_at AS "queuedAt", r.offer_ends_at AS "offerEndsAt",
               r.end_reason AS "endReason",
               coalesce(string_agg(w.number::text, ', ' ORDER BY w.number), '') AS weekends,
               (count(*) OVER ())::integer AS total
        FROM os_registrations r JOIN users u ON u.id = r.artist_id
        LEFT JOIN os_registrations_rels rr ON rr.parent_id = r.id AND rr.path = 'weekends'
        LEFT JOIN os_weekends w ON w.id = rr.os_weekends_id
        WHERE ${where}
        GROUP BY r.id, u.name, u.email ORDER BY ${orderAndPage}`,
  )
}

/** Each weekend's waiting list, in order: who, and since when. */
export async function waitingLists(
  payload: Payload,
  season: number,
): Promise<{ weekend: number; label: string; entries: { name: string; queuedAt: string }[] }[]> {
  const rows = await rowsOf<{ number: number; label: string; name: string | null; email: string; queuedAt: string }>(
    database(payload),
    sql`SELECT w.number, w.label, u.name, u.email, r.queued_at AS "queuedAt"
        FROM os_registrations r JOIN users u ON u.id = r.artist_id
        JOIN os_registrations_rels rr ON rr.parent_id = r.id AND rr.path = 'weekends'
        JOIN os_weekends w ON w.id = rr.os_weekends_id
        WHERE r.season_id = ${season} AND r.status = 'waitlisted'
        ORDER BY w.number, r.queued_at, r.id`,
  )
  const lists = new Map<number, { weekend: number; label: string; entries: { name: string; queuedAt: string }[] }>()
  for (const row of rows) {
    const list = lists.get(row.number) ?? { weekend: row.number, label: row.label, entries: [] }
    list.entries.push({ name: row.name?.trim() || row.email, queuedAt: row.queuedAt })
    lists.set(row.number, list)
  }
  return [...lists.values()]
}
