import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import type { StoredDocument } from './query'
import { parseValues, valuesJson, type Fields, type Value } from './values'

/** Listeners hear every committed change on this channel (the document itself is read, not sent). */
export const DOCUMENT_CHANGES_CHANNEL = 'document_changes'

// RFC 3339 in UTC with microseconds, as the table keeps them.
const timeOf = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)
const COLUMNS = sql`path, fields::text AS fields, ${timeOf('create_time')} AS "createTime", ${timeOf('update_time')} AS "updateTime"`

type Row = { path: string; fields: string; createTime: string; updateTime: string }

const asDocument = (row: Row): StoredDocument => ({
  path: row.path,
  fields: parseValues<Fields>(row.fields),
  createTime: row.createTime,
  updateTime: row.updateTime,
})

/** The documents at these paths that exist, by path. */
export async function fetchDocuments(db: SqlExecutor, paths: readonly string[]): Promise<Map<string, StoredDocument>> {
  if (paths.length === 0) return new Map()
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM documents WHERE path IN (SELECT jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))`,
  )
  return new Map(rows.map((row) => [row.path, asDocument(row)]))
}

/**
 * What a query's top-level `==` filters let the fields' index narrow: one containment for text, true/false,
 * null and references (one encoding each), and for a number either of its encodings (3 and 3.0 are equal).
 * The query is evaluated again over what this finds: it may find more than the query's documents, never fewer.
 */
function narrowingOf(equalities: Record<string, Value>) {
  const single: Record<string, Value> = {}
  const numbers: ReturnType<typeof sql>[] = []
  for (const [field, value] of Object.entries(equalities)) {
    if ('stringValue' in value || 'booleanValue' in value || 'nullValue' in value || 'referenceValue' in value)
      single[field] = value
    else if ('integerValue' in value || ('doubleValue' in value && Number.isFinite(value.doubleValue))) {
      const n = 'integerValue' in value ? Number(value.integerValue) : value.doubleValue
      const encodings = [
        { doubleValue: n },
        ...(Number.isInteger(n) ? [{ integerValue: 'integerValue' in value ? value.integerValue : String(n) }] : []),
      ]
      numbers.push(
        sql`(${sql.join(
          encodings.map((encoding) => sql`fields @> ${valuesJson({ [field]: encoding })}::jsonb`),
          sql` OR `,
        )})`,
      )
    }
  }
  return sql.join([sql`fields @> ${valuesJson(single)}::jsonb`, ...numbers], sql` AND `)
}

/**
 * The documents a query may return, narrowed by the collection (or collection group under `parent`) and
 * by its `==` filters through the fields' index; at most `limit` of them (one more says there are more).
 */
export async function candidateDocuments(
  db: SqlExecutor,
  scope: { collectionPath: string } | { parent: string; collectionId: string },
  equalities: Record<string, Value>,
  limit: number,
): Promise<StoredDocument[]> {
  const where =
    'collectionPath' in scope
      ? sql`parent = ${scope.collectionPath}`
      : scope.parent === ''
        ? sql`collection_id = ${scope.collectionId}`
        : sql`collection_id = ${scope.collectionId} AND starts_with(parent, ${`${scope.parent}/`})`
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM documents WHERE ${where} AND ${narrowingOf(equalities)} LIMIT ${limit}`,
  )
  return rows.map(asDocument)
}

/**
 * Holds these paths for the rest of the transaction, documents that do not exist yet included (two creates
 * of one path wait for each other); in path order, so two commits never wait on each other in a circle.
 */
export async function lockPaths(db: SqlExecutor, paths: readonly string[]): Promise<void> {
  for (const path of [...new Set(paths)].sort())
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`documents:${path}`}, 0))`)
}

/** The commit's time, taken once its documents are held: later than any earlier write to them. */
export async function commitTimeNow(db: SqlExecutor): Promise<string> {
  const [row] = await rowsOf<{ now: string }>(db, sql`SELECT ${timeOf('clock_timestamp()')} AS now`)
  return row.now
}

function parentAndId(path: string): { parent: string; collectionId: string } {
  const parent = path.slice(0, path.lastIndexOf('/'))
  return { parent, collectionId: parent.slice(parent.lastIndexOf('/') + 1) }
}

/** Writes a document (created at `time` if new) and tells the listeners at commit. */
export async function saveDocument(db: SqlExecutor, path: string, fields: Fields, time: string): Promise<void> {
  const { parent, collectionId } = parentAndId(path)
  await db.execute(sql`
    INSERT INTO documents (path, parent, collection_id, fields, create_time, update_time)
    VALUES (${path}, ${parent}, ${collectionId}, ${valuesJson(fields)}::jsonb, ${time}::timestamptz, ${time}::timestamptz)
    ON CONFLICT (path) DO UPDATE SET fields = excluded.fields, update_time = excluded.update_time`)
  await notifyChange(db, path, 'set', time)
}

export async function removeDocument(db: SqlExecutor, path: string, time: string): Promise<void> {
  await db.execute(sql`DELETE FROM documents WHERE path = ${path}`)
  await notifyChange(db, path, 'delete', time)
}

// Inside the writing transaction: PostgreSQL delivers it at commit, and never for a write rolled back.
async function notifyChange(db: SqlExecutor, path: string, kind: 'set' | 'delete', time: string) {
  await db.execute(
    sql`SELECT pg_notify(${DOCUMENT_CHANGES_CHANNEL}, json_build_object('path', ${path}::text, 'kind', ${kind}::text, 'updateTime', ${time}::text)::text)`,
  )
}

/** A document's field as text in SQL (`d` the documents row): a string's value, a number's digits. */
export const fieldText = (field: string) =>
  sql`coalesce(d.fields -> ${field} ->> 'stringValue', d.fields -> ${field} ->> 'integerValue')`
/** A timestamp field in SQL, indexable (`document_time`, migration 20261211_080000). */
export const fieldTime = (field: string) => sql`document_time(d.fields -> ${field})`

/**
 * One page of a collection's documents chosen and sorted in SQL (`where` and `orderBy` over `d`, with
 * `fieldText` and `fieldTime`), with how many there are in all — for a domain's own lists that the query
 * language would scan (the team inbox past 5,000 conversations). The domain's caller checks who may read.
 */
export async function collectionPage(
  db: SqlExecutor,
  input: {
    collectionPath: string
    where: ReturnType<typeof sql>
    orderBy: ReturnType<typeof sql>
    limit: number
    offset: number
  },
): Promise<{ documents: StoredDocument[]; total: number }> {
  const chosen = sql`FROM documents d WHERE d.parent = ${input.collectionPath} AND ${input.where}`
  const [rows, [count]] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`SELECT d.path, d.fields::text AS fields, ${timeOf('d.create_time')} AS "createTime",
          ${timeOf('d.update_time')} AS "updateTime"
        ${chosen} ORDER BY ${input.orderBy} LIMIT ${input.limit} OFFSET ${input.offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total ${chosen}`),
  ])
  return { documents: rows.map(asDocument), total: count?.total ?? 0 }
}
