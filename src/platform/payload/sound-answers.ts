import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeDeleteHook,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { database, postgresOf, rowsOf, sqlState, transactionOf, type SqlExecutor } from '../database/transaction'

/**
 * Payload's REST answers 4xx with words where it would answer 500 (decision 069):
 * a malformed id, the versions of a collection that keeps none, a document others
 * still refer to, a value the database cannot hold. Applied to the sanitized
 * configuration, so every collection — Payload's own included — is covered
 * without one being named.
 */
export function withSoundAnswers(config: SanitizedConfig): SanitizedConfig {
  const numericIds = config.db.defaultIDType === 'number'
  for (const collection of config.collections) {
    collection.endpoints = soundEndpoints(collection, numericIds && !hasOwnIds(collection))
    collection.hooks.beforeDelete = [...(collection.hooks.beforeDelete ?? []), refuseWhileReferenced]
  }
  for (const global of config.globals) {
    // `false` answers 501 "Cannot GET"; an empty list answers 404 "Route not found".
    if (global.endpoints === false) global.endpoints = []
    else global.endpoints = global.endpoints.map((endpoint) => withoutVersions(endpoint, Boolean(global.versions)))
  }
  // Payload looks the level up by the error's name, which its type lists only for its own errors.
  config.loggingLevels = { ...config.loggingLevels, ...{ RequestRefused: 'info' as const } }
  config.hooks = { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), databaseRefusals] }
  return config
}

/** A collection that declares its own `id` field keeps ids of that field's kind. */
const hasOwnIds = (collection: SanitizedCollectionConfig) =>
  collection.flattenedFields.some((field) => field.name === 'id' && field.type !== 'number')

/** A refusal of the request's own fault, logged as information rather than as an error. */
class RequestRefused extends APIError {
  constructor(message: string, status: number, data: Record<string, unknown> | null = null, isPublic = true) {
    super(message, status, data, isPublic)
    this.name = 'RequestRefused'
  }
}

/** The largest id a PostgreSQL `serial` column holds. */
const LARGEST_ID = 2_147_483_647

/** Why `id` is no id of a collection with whole-number ids, or undefined. */
export function malformedIdProblem(id: string): string | undefined {
  if (/^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= LARGEST_ID) return undefined
  return `"${id.slice(0, 100)}" is not an id: ids are whole numbers from 1 to ${LARGEST_ID}.`
}

function soundEndpoints(collection: SanitizedCollectionConfig, numericIds: boolean): Endpoint[] {
  if (collection.endpoints === false) return []
  return collection.endpoints.map((endpoint) => {
    let sound = withoutVersions(endpoint, Boolean(collection.versions))
    if (numericIds && /:id\b/.test(endpoint.path)) sound = withIdChecked(sound)
    if (collection.slug === 'payload-preferences' && endpoint.method === 'delete')
      sound = { ...sound, handler: deletePreference }
    return sound
  })
}

function withIdChecked(endpoint: Endpoint): Endpoint {
  const handler: PayloadHandler = (req) => {
    const id = req.routeParams?.id
    const problem = typeof id === 'string' ? malformedIdProblem(id) : undefined
    if (problem) throw new RequestRefused(problem, 400)
    return endpoint.handler(req)
  }
  return { ...endpoint, handler }
}

/** The version endpoints of an entity that keeps no versions would query a table that does not exist. */
function withoutVersions(endpoint: Endpoint, keepsVersions: boolean): Endpoint {
  if (keepsVersions || !endpoint.path.startsWith('/versions')) return endpoint
  const handler: PayloadHandler = (req) => {
    const entity = req.routeParams?.collection ?? req.routeParams?.global
    throw new RequestRefused(`${String(entity)} keeps no versions.`, 404)
  }
  return { ...endpoint, handler }
}

/**
 * Payload's own preference delete fails in PostgreSQL whatever the key (its `deleteOne`
 * joins the polymorphic `user` wrongly, and a missing key throws an undefined `NotFound`):
 * the person's preference is found as Payload's own read finds it, then deleted by id.
 */
const deletePreference: PayloadHandler = async (req) => {
  if (!req.user) throw new RequestRefused('Sign in to delete a preference.', 401)
  const key = String(req.routeParams?.key ?? '')
  const { docs } = await req.payload.db.find({
    collection: 'payload-preferences',
    limit: 1,
    pagination: false,
    req,
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: req.user.id } },
        { 'user.relationTo': { equals: req.user.collection } },
      ],
    },
  })
  const preference = docs[0]
  if (!preference) throw new RequestRefused(`No preference "${key.slice(0, 100)}" is saved.`, 404)
  await req.payload.delete({ collection: 'payload-preferences', id: preference.id, req, overrideAccess: true })
  return Response.json({ message: `The preference "${key.slice(0, 100)}" was deleted.` })
}

type Reference = { table: string; column: string; parentColumn: string | null }

/**
 * A document other rows still point at — a foreign key that neither cascades nor may be
 * emptied — is refused with 409 naming them, before the database would refuse the delete.
 */
export const refuseWhileReferenced: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const db = await executorOf(req)
  const table = tableOf(req, collection.slug)
  const references = await referencesTo(req, db, table)
  const users: { table: string; count: number }[] = []
  for (const reference of references) {
    const owner = ownerOf(req, reference.table)
    const counted =
      owner.main || !reference.parentColumn
        ? sql`count(*)`
        : sql`count(distinct ${sql.identifier(reference.parentColumn)})`
    const [row] = await rowsOf<{ count: string }>(
      db,
      sql`select ${counted} as "count" from ${sql.identifier(reference.table)}
          where ${sql.identifier(reference.column)} = ${id}`,
    )
    const count = Number(row?.count ?? 0)
    if (count > 0) users.push({ table: reference.table, count })
  }
  if (users.length === 0) return
  const named = users.map(({ table: user, count }) => `${count} ${labelOf(req, user, count)}`)
  throw new RequestRefused(
    `This ${singularOf(collection)} is used by ${joinedWords(named)}; remove them first.`,
    409,
    { usedBy: users.map(({ table: user, count }) => ({ collection: ownerOf(req, user).slug ?? user, count })) },
    true,
  )
}

/**
 * The foreign keys that keep a row of `table` from being deleted, read from the catalogue once
 * per process and table: the schema changes only by migrations, which run before any request.
 */
const REFERENCES = new WeakMap<object, Map<string, Promise<Reference[]>>>()
function referencesTo(req: PayloadRequest, db: SqlExecutor, table: string): Promise<Reference[]> {
  let known = REFERENCES.get(req.payload)
  if (!known) REFERENCES.set(req.payload, (known = new Map()))
  let references = known.get(table)
  if (!references) {
    references = rowsOf<Reference>(
      db,
      sql`select c.conrelid::regclass::text as "table", a.attname as "column",
          (select p.attname from pg_attribute p
            where p.attrelid = c.conrelid and p.attname in ('_parent_id', 'parent_id') and not p.attisdropped
            limit 1) as "parentColumn"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = to_regclass(${table}) and cardinality(c.conkey) = 1
          and (c.confdeltype in ('a', 'r') or (c.confdeltype in ('n', 'd') and a.attnotnull))`,
    )
    // A failed read is not remembered: the next delete asks again.
    references.catch(() => known.delete(table))
    known.set(table, references)
  }
  return references
}

/** The statement runs in the delete's own transaction when it has one. */
async function executorOf(req: PayloadRequest): Promise<SqlExecutor> {
  return (await transactionOf(req)) ?? database(req.payload)
}

const snakeCase = (slug: string) =>
  slug
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase()

function tableOf(req: PayloadRequest, slug: string): string {
  const key = snakeCase(slug)
  return postgresOf(req.payload).tableNameMap.get(key) ?? key
}

/** Which collection a table belongs to: its own table, one of its sub-tables, or its versions. */
function ownerOf(req: PayloadRequest, table: string): { slug?: string; main: boolean; versions: boolean } {
  let best: { slug: string; main: boolean; versions: boolean; length: number } | undefined
  for (const collection of req.payload.config.collections) {
    const own = tableOf(req, collection.slug)
    for (const [prefix, versions] of [
      [own, false],
      [`_${own}_v`, true],
    ] as const) {
      if (table === prefix && !versions) return { slug: collection.slug, main: true, versions: false }
      if ((table === prefix || table.startsWith(`${prefix}_`)) && prefix.length > (best?.length ?? 0)) {
        best = { slug: collection.slug, main: false, versions, length: prefix.length }
      }
    }
  }
  return best ?? { main: false, versions: false }
}

function labelOf(req: PayloadRequest, table: string, count: number): string {
  const owner = ownerOf(req, table)
  const collection = req.payload.config.collections.find(({ slug }) => slug === owner.slug)
  if (!collection) return table.replace(/_/g, ' ')
  const name = count === 1 ? singularOf(collection) : pluralOf(collection)
  return owner.versions ? `saved version${count === 1 ? '' : 's'} of ${pluralOf(collection)}` : name
}

const wordOf = (label: unknown, fallback: string): string => {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const first = (label as Record<string, unknown>).en ?? Object.values(label)[0]
    if (typeof first === 'string') return first
  }
  return fallback
}

const singularOf = (collection: SanitizedCollectionConfig) =>
  wordOf(collection.labels?.singular, collection.slug).toLowerCase()
const pluralOf = (collection: SanitizedCollectionConfig) =>
  wordOf(collection.labels?.plural, collection.slug).toLowerCase()

const joinedWords = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/**
 * What the database refused, answered in words: a value of the wrong kind for its column
 * (SQLSTATE class 22) is the request's fault, and a row still referred to (23503, or 23502
 * when the reference would be emptied) is a conflict.
 */
export const databaseRefusals: AfterErrorHook = ({ error, req }) => {
  const state = sqlState(error)
  if (!state) return
  if (state.startsWith('22')) {
    return {
      status: 400,
      response: { errors: [{ message: `A value in the request does not fit its field: ${causeOf(error)}.` }] },
    }
  }
  if ((state === '23503' || state === '23502') && req.method === 'DELETE') {
    const table = tableNameOf(error)
    const label = table ? labelOf(req, table, 2) : 'other records'
    return {
      status: 409,
      response: { errors: [{ message: `This is still used by ${label}; remove them first.` }] },
    }
  }
}

/** The innermost error's message: PostgreSQL's own words, without the query. */
function causeOf(error: unknown): string {
  let current = error as { message?: string; cause?: unknown } | undefined
  while (current?.cause) current = current.cause as typeof current
  return String(current?.message ?? 'the database refused it')
}

function tableNameOf(error: unknown): string | undefined {
  let current = error as { table?: unknown; cause?: unknown } | undefined
  while (current) {
    if (typeof current.table === 'string') return current.table
    current = current.cause as typeof current
  }
  return undefined
}
