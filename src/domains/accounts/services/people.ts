import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { ACCOUNT_STATUSES } from '../collections/Users'
import { ROLE_LABELS, ROLES, type Role } from '../roles'
import { CSV_BOM, csvLine, type Cell } from '@/platform/csv'
import { database, rowsOf } from '@/platform/database/transaction'
import { addDays, isoInZone, startOfDay as startOfOrganisationDay } from '@/platform/calendar'
import { config } from '@/platform/config'

/**
 * The control panel's people tools (userslist, usersdatabase, userfinder, the
 * members and art lovers databases, the CSV export): filters read from the URL,
 * the SQL they become, and CSV. Queries are SQL rather than Payload's `find`
 * because "no role" (no row in `users_roles`), sorting with empty values last
 * and pg_trgm similarity have no Payload `where` form.
 */

export const PAGE_SIZE = 50

/** A role to filter by; `none` is a plain member, who holds no role. */
export const ROLE_FILTERS = [...ROLES, 'none'] as const
export type RoleFilter = (typeof ROLE_FILTERS)[number]

export const ROLE_FILTER_LABELS: Record<RoleFilter, string> = { ...ROLE_LABELS, none: 'No role (plain member)' }

export const SORT_KEYS = ['name', 'email', 'created', 'lastSignIn'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name',
  email: 'Email',
  created: 'Joined',
  lastSignIn: 'Last sign-in',
}

/**
 * Which people a tool shows whatever the filter says: the members database holds
 * artists and plain members, the art lovers database art lovers (decision 015).
 */
export const PEOPLE_SCOPES = {
  everyone: null,
  members: ['artist', 'none'],
  artlovers: ['artlover'],
} as const satisfies Record<string, readonly RoleFilter[] | null>
export type PeopleScope = keyof typeof PEOPLE_SCOPES
export const SCOPE_NAMES = Object.keys(PEOPLE_SCOPES) as PeopleScope[]

export type PeopleFilter = {
  /** People holding any of these; empty means everyone. */
  roles: RoleFilter[]
  status?: (typeof ACCOUNT_STATUSES)[number]
  verified?: boolean
  /** Days as `YYYY-MM-DD`, the organisation's (`TIMEZONE`), both ends included. */
  createdFrom?: string
  createdTo?: string
  signedInFrom?: string
  signedInTo?: string
  sort: SortKey
  dir: 'asc' | 'desc'
  page: number
}

export const DEFAULT_FILTER: PeopleFilter = { roles: [], sort: 'created', dir: 'desc', page: 1 }

export type QueryValues = Record<string, string | string[] | undefined>
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] }

/** A query string as Next.js hands it to a page: a key given twice becomes an array. */
export function queryValues(params: URLSearchParams): QueryValues {
  const values: QueryValues = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    values[key] = all.length === 1 ? all[0] : all
  }
  return values
}

const FIELD_LABELS = {
  role: 'Role',
  status: 'Status',
  verified: 'Email verified',
  createdFrom: 'Joined from',
  createdTo: 'Joined until',
  signedInFrom: 'Last sign-in from',
  signedInTo: 'Last sign-in until',
  sort: 'Sort by',
  dir: 'Order',
  page: 'Page',
  scope: 'List',
  q: 'Search',
} as const
type FieldName = keyof typeof FIELD_LABELS

const quoted = (value: unknown) => `“${String(value).slice(0, 60)}”`
const oneOf = (choices: readonly string[]) => choices.join(', ')

function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

const day = (field: FieldName) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${FIELD_LABELS[field]}: write the date like 2026-03-31.`, abort: true })
    .refine(isCalendarDay, { error: (issue) => `${FIELD_LABELS[field]}: ${quoted(issue.input)} is not a real day.` })

const choice = <const T extends readonly [string, ...string[]]>(field: FieldName, choices: T) =>
  z.enum(choices, {
    error: (issue) => `${FIELD_LABELS[field]}: ${quoted(issue.input)} is not one of ${oneOf(choices)}.`,
  })

const filterSchema = z.object({
  role: z.array(choice('role', ROLE_FILTERS)).default([]),
  status: choice('status', ACCOUNT_STATUSES).optional(),
  verified: choice('verified', ['yes', 'no']).optional(),
  createdFrom: day('createdFrom').optional(),
  createdTo: day('createdTo').optional(),
  signedInFrom: day('signedInFrom').optional(),
  signedInTo: day('signedInTo').optional(),
  sort: choice('sort', SORT_KEYS).default('created'),
  dir: choice('dir', ['asc', 'desc']).default('desc'),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, `${FIELD_LABELS.page}: use a whole number from 1 to 999999.`)
    .transform(Number)
    .default(1),
})

const DATE_RANGES = [
  ['createdFrom', 'createdTo', 'Joined'],
  ['signedInFrom', 'signedInTo', 'Last sign-in'],
] as const

/** A range that ends before it starts; checked on its own so it is reported alongside any other problem. */
function rangeProblems(values: Record<string, string | string[]>): string[] {
  return DATE_RANGES.flatMap(([from, to, label]) => {
    const start = values[from]
    const end = values[to]
    if (typeof start !== 'string' || typeof end !== 'string' || !isCalendarDay(start) || !isCalendarDay(end)) return []
    return start > end ? [`${label}: the first day (${start}) is after the last (${end}).`] : []
  })
}

const MULTIPLE = new Set<string>(['role'])

/**
 * Blank values count as absent (an untouched form field sends `status=`), and a
 * field that takes one value but came twice is a problem of its own.
 */
function tidy(values: QueryValues, fields: readonly FieldName[]): Parsed<Record<string, string | string[]>> {
  const tidied: Record<string, string | string[]> = {}
  const problems: string[] = []
  for (const field of fields) {
    const value = values[field]
    const list = (Array.isArray(value) ? value : [value ?? '']).map((item) => item.trim()).filter(Boolean)
    if (list.length === 0) continue
    if (MULTIPLE.has(field)) tidied[field] = list
    else if (list.length > 1) problems.push(`${FIELD_LABELS[field]}: give one value, not ${list.length}.`)
    else tidied[field] = list[0]!
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: tidied }
}

const FILTER_FIELDS = [
  'role',
  'status',
  'verified',
  'createdFrom',
  'createdTo',
  'signedInFrom',
  'signedInTo',
  'sort',
  'dir',
  'page',
] as const satisfies readonly FieldName[]

/**
 * The control panel's lists say the order in `sort` alone (`sort=name` A–Z,
 * `sort=-name` Z–A; decision 087); `dir`, which older links carry, still wins.
 */
function sortWithDirection(values: Record<string, string | string[]>) {
  const sort = values.sort
  if (typeof sort !== 'string') return
  const descending = sort.startsWith('-')
  values.sort = descending ? sort.slice(1) : sort
  values.dir ??= descending ? 'desc' : 'asc'
}

/**
 * The filter in a URL's query. Every bad value is named in words, so a mistyped
 * shared link shows what is wrong instead of failing. A scope other than
 * `everyone` fixes the roles, whatever `role` says.
 */
export function parsePeopleFilter(values: QueryValues, scope: PeopleScope = 'everyone'): Parsed<PeopleFilter> {
  const tidied = tidy(values, FILTER_FIELDS)
  if (!tidied.ok) return tidied
  sortWithDirection(tidied.value)
  const parsed = filterSchema.safeParse(tidied.value)
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
    ...rangeProblems(tidied.value),
  ]
  if (!parsed.success || problems.length > 0) return { ok: false, problems }
  const { role, verified, ...rest } = parsed.data
  const fixed = PEOPLE_SCOPES[scope]
  return {
    ok: true,
    value: {
      ...rest,
      roles: fixed ? [...fixed] : [...new Set(role)],
      verified: verified === undefined ? undefined : verified === 'yes',
    },
  }
}

export function parseScope(values: QueryValues): Parsed<PeopleScope> {
  const tidied = tidy(values, ['scope'])
  if (!tidied.ok) return tidied
  const parsed = choice('scope', SCOPE_NAMES as [PeopleScope, ...PeopleScope[]])
    .default('everyone')
    .safeParse(tidied.value.scope)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: [parsed.error.issues[0]!.message] }
}

/** The query string that gives this filter back (defaults left out), for links, paging and the export. */
export function peopleQuery(filter: PeopleFilter, options: { scope?: PeopleScope; page?: number } = {}): string {
  const query = new URLSearchParams()
  const scope = options.scope ?? 'everyone'
  if (scope !== 'everyone') query.set('scope', scope)
  else for (const role of filter.roles) query.append('role', role)
  if (filter.status) query.set('status', filter.status)
  if (filter.verified !== undefined) query.set('verified', filter.verified ? 'yes' : 'no')
  for (const field of ['createdFrom', 'createdTo', 'signedInFrom', 'signedInTo'] as const) {
    const value = filter[field]
    if (value) query.set(field, value)
  }
  if (filter.sort !== DEFAULT_FILTER.sort || filter.dir !== DEFAULT_FILTER.dir) {
    query.set('sort', filter.dir === 'desc' ? `-${filter.sort}` : filter.sort)
  }
  const page = options.page ?? filter.page
  if (page > 1) query.set('page', String(page))
  return query.toString()
}

const isoUtc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const PERSON_COLUMNS = sql`u.id, u.name, u.email, coalesce(u.status::text, 'active') AS status,
  coalesce(u.email_verified, false) AS "emailVerified",
  coalesce(u.artist_application::text, 'none') AS "artistApplication",
  u.merged_into_id AS "mergedInto",
  ${isoUtc(sql`u.created_at`)} AS "createdAt",
  ${isoUtc(sql`u.last_sign_in_at`)} AS "lastSignInAt",
  coalesce((SELECT array_agg(r.value::text ORDER BY r."order") FROM users_roles r WHERE r.parent_id = u.id), '{}') AS roles`

/** The WHERE clause of a filter, on the table `users` as `u`; its days are the organisation's, in `timeZone` (decision 072). */
export function peopleConditions(filter: Omit<PeopleFilter, 'sort' | 'dir' | 'page'>, timeZone: string): SQL {
  const startOfDay = (value: string) => startOfOrganisationDay(value, timeZone).toISOString()
  const startOfNextDay = (value: string) => startOfDay(addDays(value, 1))
  const conditions: SQL[] = []
  const named = filter.roles.filter((role): role is Role => role !== 'none')
  const roleConditions: SQL[] = []
  if (named.length > 0) {
    roleConditions.push(
      sql`EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value::text = ANY(${sql.param(named)}::text[]))`,
    )
  }
  if (filter.roles.includes('none')) {
    roleConditions.push(sql`NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id)`)
  }
  if (roleConditions.length > 0) conditions.push(sql`(${sql.join(roleConditions, sql` OR `)})`)
  if (filter.status) conditions.push(sql`coalesce(u.status::text, 'active') = ${filter.status}`)
  if (filter.verified !== undefined) conditions.push(sql`coalesce(u.email_verified, false) = ${filter.verified}`)
  if (filter.createdFrom) conditions.push(sql`u.created_at >= ${startOfDay(filter.createdFrom)}::timestamptz`)
  if (filter.createdTo) conditions.push(sql`u.created_at < ${startOfNextDay(filter.createdTo)}::timestamptz`)
  if (filter.signedInFrom) {
    conditions.push(sql`u.last_sign_in_at >= ${startOfDay(filter.signedInFrom)}::timestamptz`)
  }
  if (filter.signedInTo) conditions.push(sql`u.last_sign_in_at < ${startOfNextDay(filter.signedInTo)}::timestamptz`)
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`
}

const SORT_COLUMNS: Record<SortKey, SQL> = {
  name: sql`lower(u.name)`,
  email: sql`u.email`,
  created: sql`u.created_at`,
  lastSignIn: sql`u.last_sign_in_at`,
}

/** People without a name or a sign-in come last either way; the id keeps equal rows in a stable order. */
export function peopleOrder(sort: SortKey, dir: 'asc' | 'desc'): SQL {
  const direction = sql.raw(dir === 'asc' ? 'ASC' : 'DESC')
  return sql`${SORT_COLUMNS[sort]} ${direction} NULLS LAST, u.id ${direction}`
}

export function peoplePageQuery(filter: PeopleFilter, timeZone: string, pageSize = PAGE_SIZE): SQL {
  return sql`SELECT ${PERSON_COLUMNS} FROM users u WHERE ${peopleConditions(filter, timeZone)}
    ORDER BY ${peopleOrder(filter.sort, filter.dir)} LIMIT ${pageSize} OFFSET ${(filter.page - 1) * pageSize}`
}

export function peopleCountQuery(filter: PeopleFilter, timeZone: string): SQL {
  return sql`SELECT count(*)::int AS total FROM users u WHERE ${peopleConditions(filter, timeZone)}`
}

export function peopleIdsQuery(filter: PeopleFilter, timeZone: string): SQL {
  return sql`SELECT u.id FROM users u WHERE ${peopleConditions(filter, timeZone)} ORDER BY ${peopleOrder(filter.sort, filter.dir)}`
}

export function peopleByIdsQuery(ids: readonly number[]): SQL {
  return sql`SELECT ${PERSON_COLUMNS} FROM users u WHERE u.id = ANY(${sql.param(ids)}::int[])`
}

export type PersonRow = {
  id: number
  name: string | null
  email: string
  roles: Role[]
  status: (typeof ACCOUNT_STATUSES)[number]
  emailVerified: boolean
  artistApplication: string
  mergedInto: number | null
  /** ISO 8601, UTC. */
  createdAt: string
  lastSignInAt: string | null
}

async function rows<T>(payload: Payload, query: SQL): Promise<T[]> {
  return rowsOf<T>(database(payload), query)
}

/** One person's row, as the lists show it: their page in a people tool. */
export async function findPerson(payload: Payload, id: number): Promise<PersonRow | null> {
  const [row] = await rows<PersonRow>(payload, peopleByIdsQuery([id]))
  return row ?? null
}

export type PeoplePage = { rows: PersonRow[]; total: number; page: number; pages: number }

export async function findPeople(payload: Payload, filter: PeopleFilter, pageSize = PAGE_SIZE): Promise<PeoplePage> {
  const [page, [count]] = await Promise.all([
    rows<PersonRow>(payload, peoplePageQuery(filter, config().TIMEZONE, pageSize)),
    rows<{ total: number }>(payload, peopleCountQuery(filter, config().TIMEZONE)),
  ])
  const total = count?.total ?? 0
  return { rows: page, total, page: filter.page, pages: Math.max(1, Math.ceil(total / pageSize)) }
}

// ---------------------------------------------------------------- userfinder

export const SEARCH_LIMIT = 50
export type SearchField = 'name' | 'email' | 'roles' | 'id'
export type SearchHit = PersonRow & { field: SearchField; value: string; score: number }

/** What was searched for: nothing yet, a query, or a problem to show. */
export function parseSearch(values: QueryValues): Parsed<string | null> {
  const tidied = tidy(values, ['q'])
  if (!tidied.ok) return tidied
  const q = tidied.value.q as string | undefined
  if (!q) return { ok: true, value: null }
  if (q.length > 200) return { ok: false, problems: ['Search: use at most 200 characters.'] }
  if (q.length < 2 && !/^\d$/.test(q)) return { ok: false, problems: ['Search: type at least 2 characters, or an id.'] }
  return { ok: true, value: q }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/**
 * One text field's matches and how good each is: pg_trgm's `%` (similarity) and
 * `<%` (word similarity, for a word inside a longer value) forgive typos and use
 * the GIN trigram indexes; ILIKE catches substrings too short for trigrams. An
 * exact value scores 1, a substring at least 0.6.
 */
function textMatches(column: 'name' | 'email', q: string): SQL {
  const field = sql.raw(`u.${column}`)
  const pattern = likePattern(q)
  return sql`SELECT u.id, ${sql.raw(`'${column}'`)}::text AS field, ${field}::text AS value,
    greatest(similarity(${field}, ${q}), word_similarity(${q}, ${field}),
      CASE WHEN ${field} ILIKE ${pattern} THEN 0.6 ELSE 0 END,
      CASE WHEN lower(${field}) = lower(${q}) THEN 1 ELSE 0 END)::float8 AS score
    FROM users u WHERE ${field} % ${q} OR ${q} <% ${field} OR ${field} ILIKE ${pattern}`
}

/**
 * The people matching a search in any field — name, email, a role (by its name,
 * "art lover" finding `artlover`), or the id — best match first, each with the
 * field that matched best.
 */
export function peopleSearchQuery(q: string, limit = SEARCH_LIMIT): SQL {
  const branches = [textMatches('name', q), textMatches('email', q)]
  const compact = q.toLowerCase().replace(/[^a-z]/g, '')
  if (compact.length >= 3) {
    // A role hit ranks below an equally good name or email hit: everyone with the role matches.
    branches.push(sql`SELECT r.parent_id AS id, 'roles'::text AS field, r.value::text AS value,
      (0.9 * greatest(similarity(r.value::text, ${compact}),
        CASE WHEN r.value::text ILIKE ${likePattern(compact)} THEN 0.6 ELSE 0 END))::float8 AS score
      FROM users_roles r WHERE similarity(r.value::text, ${compact}) >= 0.4 OR r.value::text ILIKE ${likePattern(compact)}`)
  }
  const id = /^#?(\d{1,9})$/.exec(q)?.[1]
  if (id) {
    branches.push(
      sql`SELECT u.id, 'id'::text AS field, u.id::text AS value, 1::float8 AS score FROM users u WHERE u.id = ${Number(id)}`,
    )
  }
  // On a tie, an address-like query matched the email; anything else, the name.
  const preferred = q.includes('@') ? 'email' : 'name'
  return sql`WITH hits AS (${sql.join(branches, sql` UNION ALL `)}),
    best AS (SELECT DISTINCT ON (id) id, field, value, score FROM hits
      ORDER BY id, score DESC, field = ${preferred} DESC, field)
    SELECT ${PERSON_COLUMNS}, b.field, b.value, b.score FROM best b JOIN users u ON u.id = b.id
    ORDER BY b.score DESC, u.id DESC LIMIT ${limit}`
}

export async function searchPeople(payload: Payload, q: string, limit = SEARCH_LIMIT): Promise<SearchHit[]> {
  return rows<SearchHit>(payload, peopleSearchQuery(q, limit))
}

// ---------------------------------------------------------------- CSV export

export const CSV_COLUMNS: readonly { header: string; value: (row: PersonRow) => Cell }[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Roles', value: (row) => row.roles.join(' ') },
  { header: 'Status', value: (row) => row.status },
  { header: 'Email verified', value: (row) => (row.emailVerified ? 'yes' : 'no') },
  { header: 'Artist application', value: (row) => row.artistApplication },
  { header: 'Joined', value: (row) => row.createdAt && isoInZone(row.createdAt, config().TIMEZONE) },
  { header: 'Last sign-in', value: (row) => row.lastSignInAt && isoInZone(row.lastSignInAt, config().TIMEZONE) },
  { header: 'Merged into', value: (row) => row.mergedInto },
]

/**
 * Every person matching the filter (all pages), as CSV text in pieces. The ids
 * are read first, in order, and the rows then a batch at a time, so memory
 * stays small and the order holds even when people join during the download.
 */
export async function* peopleCsv(payload: Payload, filter: PeopleFilter, batchSize = 500): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CSV_COLUMNS.map((column) => column.header))
  const ids = (await rows<{ id: number }>(payload, peopleIdsQuery(filter, config().TIMEZONE))).map((row) =>
    Number(row.id),
  )
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize)
    const byId = new Map((await rows<PersonRow>(payload, peopleByIdsQuery(batch))).map((row) => [row.id, row]))
    let text = ''
    for (const id of batch) {
      const row = byId.get(id)
      // Someone deleted since the ids were read is left out.
      if (row) text += csvLine(CSV_COLUMNS.map((column) => column.value(row)))
    }
    if (text) yield text
  }
}
