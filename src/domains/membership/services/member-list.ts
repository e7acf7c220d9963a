import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { ListOrder } from '@/platform/cpanel/list-params'
import { CSV_BOM, csvLine, type Cell } from '@/platform/csv'
import { database, rowsOf } from '@/platform/database/transaction'

import type { CalendarDate } from '@/platform/calendar'
import { endsWithin, latestTerm, membershipState, termInForce, type TermDays } from './life-cycle'
import { AUDIENCE_LABELS, AUDIENCES, MEMBERSHIP_STATE_LABELS, type Audience, type MembershipState } from './vocabulary'

/** How many members one page of `membershiper` lists. */
export const MEMBERS_PER_PAGE = 50

/** What the members' list filters by: a membership's state today, or that it was cancelled. */
export const MEMBER_STATUSES = ['active', 'grace', 'expired', 'awaiting-payment', 'cancelled'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ...MEMBERSHIP_STATE_LABELS,
  cancelled: 'Cancelled',
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] }

const membersSchema = z.object({
  plan: z.coerce.number({ error: 'must be a plan' }).int('must be a plan').positive('must be a plan').optional(),
  audience: z.enum(AUDIENCES, { error: `must be one of ${AUDIENCES.join(', ')}` }).optional(),
  status: z.enum(MEMBER_STATUSES, { error: `must be one of ${MEMBER_STATUSES.join(', ')}` }).optional(),
  within: z.coerce
    .number({ error: 'must be a number of days, such as 30' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 days or more')
    .max(3660, 'must be at most 3660 days')
    .optional(),
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

export type MembersFilter = z.infer<typeof membersSchema>

const FIELDS = ['plan', 'audience', 'status', 'within', 'search', 'page'] as const

/** The members' filter of the address (`?plan=…&audience=…&status=…&within=30&search=…&page=2`). */
export function parseMembersFilter(params: URLSearchParams): Parsed<MembersFilter> {
  const values = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const value = params.get(field)?.trim()
      return value ? [[field, value]] : []
    }),
  )
  const parsed = membersSchema.safeParse(values)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'filter')} ${issue.message}`),
  }
}

/** The filter back as an address's query, on page `pageNumber` (none: the first, left out). */
export function membersQuery(filter: MembersFilter, pageNumber?: number): string {
  const out = new URLSearchParams()
  for (const field of FIELDS) {
    const value = field === 'page' ? pageNumber : filter[field]
    if (value !== undefined && value !== '') out.set(field, String(value))
  }
  return out.toString()
}

/** A membership as the list shows it, its state computed from its terms for today. */
export type MemberRow = {
  membership: number
  person: number
  name: string | null
  email: string
  audience: Audience
  planId: number | null
  planName: string | null
  state: MembershipState
  cancelled: boolean
  startedOn: CalendarDate | null
  endsOn: CalendarDate | null
  /** The membership ends within the filter's days: its current term is active and no renewal waits. */
  endsSoon: boolean
}

type StoredMembership = {
  membership: number
  person: number
  name: string | null
  email: string
  audience: Audience
  planId: number | null
  planName: string | null
  cancelled: boolean
}
type StoredTerm = TermDays & { membership: number; plan: number; planName: string }

/** The rows of the list from memberships and their terms (pure: `today` is passed in). */
export function memberRows(
  memberships: readonly StoredMembership[],
  terms: readonly StoredTerm[],
  today: CalendarDate,
  within = 30,
): MemberRow[] {
  const byMembership = new Map<number, StoredTerm[]>()
  for (const term of terms) byMembership.set(term.membership, [...(byMembership.get(term.membership) ?? []), term])
  return memberships.map((membership) => {
    const own = byMembership.get(membership.membership) ?? []
    const current = termInForce(own, today)
    return {
      ...membership,
      planId: current?.plan ?? membership.planId,
      planName: current?.planName ?? membership.planName,
      state: membershipState(own, today),
      startedOn: own.reduce<CalendarDate | null>(
        (first, t) => (!first || t.startsOn < first ? t.startsOn : first),
        null,
      ),
      endsOn: latestTerm(own)?.endsOn ?? null,
      endsSoon: endsWithin(own, today, within),
    }
  })
}

/** What the members' list sorts by (`sort=ends`, `sort=-member`, …): each a column of the list. */
export const MEMBER_SORTS = ['member', 'audience', 'plan', 'status', 'since', 'ends'] as const
export type MemberSort = (typeof MEMBER_SORTS)[number]
/** The list staff work through: the soonest end first. */
export const MEMBER_ORDER: Pick<ListOrder<MemberSort>, 'sort' | 'direction'> = { sort: 'ends', direction: 'asc' }

const who = (row: MemberRow) => (row.name || row.email).toLowerCase()
const SORT_KEYS: Record<MemberSort, (row: MemberRow) => string> = {
  member: who,
  audience: (row) => row.audience,
  plan: (row) => (row.planName ?? '').toLowerCase(),
  status: (row) => MEMBERSHIP_STATE_LABELS[row.state],
  // Without a term, a membership sorts after every dated one, whichever way.
  since: (row) => row.startedOn ?? '',
  ends: (row) => row.endsOn ?? '',
}

/** The rows the filter keeps, in the order asked (then by name and membership, so a page is the same each time). */
export function filterMembers(
  rows: readonly MemberRow[],
  filter: MembersFilter,
  order: Pick<ListOrder<MemberSort>, 'sort' | 'direction'> = MEMBER_ORDER,
): MemberRow[] {
  const words = filter.search?.toLowerCase()
  const key = SORT_KEYS[order.sort]
  const way = order.direction === 'asc' ? 1 : -1
  return rows
    .filter((row) => filter.plan === undefined || row.planId === filter.plan)
    .filter((row) => filter.audience === undefined || row.audience === filter.audience)
    .filter((row) =>
      filter.status === undefined ? true : filter.status === 'cancelled' ? row.cancelled : row.state === filter.status,
    )
    .filter((row) => filter.within === undefined || row.endsSoon)
    .filter(
      (row) => !words || row.email.toLowerCase().includes(words) || (row.name ?? '').toLowerCase().includes(words),
    )
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)]
      if (x !== y) return !x ? 1 : !y ? -1 : way * x.localeCompare(y)
      return who(a).localeCompare(who(b)) || a.membership - b.membership
    })
}

/** Every membership the filter finds (all pages), with today's states. */
export async function allMembers(
  payload: Payload,
  filter: MembersFilter,
  today: CalendarDate,
  order = MEMBER_ORDER,
): Promise<MemberRow[]> {
  const db = database(payload)
  const [memberships, terms] = await Promise.all([
    rowsOf<StoredMembership>(
      db,
      sql`SELECT m.id AS membership, m.person_id AS person, u.name, u.email, m.audience, m.plan_id AS "planId",
                 p.name AS "planName", m.cancelled_at IS NOT NULL AS cancelled
          FROM memberships m JOIN users u ON u.id = m.person_id LEFT JOIN membership_plans p ON p.id = m.plan_id`,
    ),
    rowsOf<StoredTerm>(
      db,
      sql`SELECT t.membership_id AS membership, t.plan_id AS plan, p.name AS "planName", t.starts_on AS "startsOn",
                 t.ends_on AS "endsOn", t.grace_days::int AS "graceDays", t.cancelled_at IS NOT NULL AS cancelled
          FROM membership_terms t JOIN membership_plans p ON p.id = t.plan_id`,
    ),
  ])
  return filterMembers(memberRows(memberships, terms, today, filter.within), filter, order)
}

/** One page of the members the filter finds, how many it finds, and how many of each state. */
export async function findMembers(payload: Payload, filter: MembersFilter, today: CalendarDate, order = MEMBER_ORDER) {
  const rows = await allMembers(payload, filter, today, order)
  const start = (filter.page - 1) * MEMBERS_PER_PAGE
  const counts = Object.fromEntries(MEMBER_STATUSES.map((status) => [status, 0])) as Record<MemberStatus, number>
  for (const row of rows) {
    counts[row.state] += 1
    if (row.cancelled) counts.cancelled += 1
  }
  return { rows: rows.slice(start, start + MEMBERS_PER_PAGE), count: rows.length, counts }
}

type Column = { header: string; value: (row: MemberRow) => Cell }

const COLUMNS: readonly Column[] = [
  { header: 'Membership', value: (row) => row.membership },
  { header: 'Person', value: (row) => row.person },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Audience', value: (row) => AUDIENCE_LABELS[row.audience] },
  { header: 'Plan', value: (row) => row.planName },
  { header: 'Status', value: (row) => MEMBERSHIP_STATE_LABELS[row.state] },
  { header: 'Cancelled', value: (row) => (row.cancelled ? 'yes' : 'no') },
  { header: 'Member since', value: (row) => row.startedOn },
  { header: 'Ends on', value: (row) => row.endsOn },
]

/** Every member the filter finds (all pages), as CSV text in pieces of 500 rows. */
export async function* membersCsv(
  payload: Payload,
  filter: MembersFilter,
  today: CalendarDate,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(COLUMNS.map((column) => column.header))
  const rows = await allMembers(payload, filter, today)
  for (let start = 0; start < rows.length; start += 500) {
    yield rows
      .slice(start, start + 500)
      .map((row) => csvLine(COLUMNS.map((column) => column.value(row))))
      .join('')
  }
}
