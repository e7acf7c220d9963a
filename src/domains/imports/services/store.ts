import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import type { Mapping } from './mapping'
import type { Delimiter, Encoding } from './sniff'

/** What the `imports` and `import_rows` tables keep (decision 094). */

export type ImportState = 'uploaded' | 'queued' | 'importing' | 'done' | 'undone'

export type DryRun = { total: number; create: number; update: number; skip: number; skipped: string[] }

export type ImportRecord = {
  id: number
  kind: string
  fileName: string
  objectName: string
  bytes: number
  encoding: Encoding
  delimiter: Delimiter
  headers: string[]
  mapping: Mapping
  /** What staff chose beside the mapping, for a target that asks (the event of an attendees import). */
  choice: number | null
  state: ImportState
  totalRows: number | null
  rowsDone: number
  created: number
  updated: number
  skipped: number
  dryRun: DryRun | null
  uploadedBy: number | null
  uploadedAt: Date
  finishedAt: Date | null
  undoneAt: Date | null
}

const COLUMNS = sql`id, kind, file_name AS "fileName", object_name AS "objectName", bytes::float8 AS bytes, encoding,
  delimiter, headers, mapping, choice, state, total_rows AS "totalRows", rows_done AS "rowsDone", created_count AS created,
  updated_count AS updated, skipped_count AS skipped, dry_run AS "dryRun", uploaded_by AS "uploadedBy",
  uploaded_at AS "uploadedAt", finished_at AS "finishedAt", undone_at AS "undoneAt"`

const dated = (row: ImportRecord): ImportRecord => ({
  ...row,
  uploadedAt: new Date(row.uploadedAt),
  finishedAt: row.finishedAt ? new Date(row.finishedAt) : null,
  undoneAt: row.undoneAt ? new Date(row.undoneAt) : null,
})

export async function createImport(
  db: SqlExecutor,
  values: Pick<
    ImportRecord,
    'kind' | 'fileName' | 'objectName' | 'bytes' | 'encoding' | 'delimiter' | 'headers' | 'mapping' | 'uploadedBy'
  >,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO imports (kind, file_name, object_name, bytes, encoding, delimiter, headers, mapping, uploaded_by)
        VALUES (${values.kind}, ${values.fileName}, ${values.objectName}, ${values.bytes}, ${values.encoding},
                ${values.delimiter}, ${JSON.stringify(values.headers)}::jsonb, ${JSON.stringify(values.mapping)}::jsonb,
                ${values.uploadedBy})
        RETURNING id`,
  )
  return row!.id
}

export async function importRecord(db: SqlExecutor, id: number, lock = false): Promise<ImportRecord | null> {
  const [row] = await rowsOf<ImportRecord>(
    db,
    lock
      ? sql`SELECT ${COLUMNS} FROM imports WHERE id = ${id} FOR UPDATE`
      : sql`SELECT ${COLUMNS} FROM imports WHERE id = ${id}`,
  )
  return row ? dated(row) : null
}

export const IMPORTS_PER_PAGE = 25

export const IMPORT_SORTS = {
  uploaded: sql`uploaded_at`,
  file: sql`lower(file_name)`,
  rows: sql`coalesce(total_rows, 0)`,
} as const
export type ImportSort = keyof typeof IMPORT_SORTS

/** A page of the imports, newest first unless the address says otherwise. */
export async function importsPage(
  db: SqlExecutor,
  order: { sort: ImportSort; direction: 'asc' | 'desc' },
  page: number,
): Promise<{ rows: ImportRecord[]; total: number }> {
  const direction = order.direction === 'desc' ? sql`DESC` : sql`ASC`
  const rows = await rowsOf<ImportRecord & { total: number }>(
    db,
    sql`SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM imports
        ORDER BY ${IMPORT_SORTS[order.sort]} ${direction}, id DESC
        LIMIT ${IMPORTS_PER_PAGE} OFFSET ${(page - 1) * IMPORTS_PER_PAGE}`,
  )
  return { rows: rows.map(dated), total: rows[0]?.total ?? 0 }
}

export async function saveMapping(db: SqlExecutor, id: number, mapping: Mapping, choice: number | null): Promise<void> {
  // A new mapping makes the dry run's counts stale.
  await db.execute(sql`UPDATE imports SET mapping = ${JSON.stringify(mapping)}::jsonb, choice = ${choice},
                         dry_run = NULL, total_rows = NULL
                       WHERE id = ${id} AND state = 'uploaded'`)
}

export async function saveDryRun(db: SqlExecutor, id: number, dryRun: DryRun): Promise<void> {
  await db.execute(sql`UPDATE imports SET dry_run = ${JSON.stringify(dryRun)}::jsonb, total_rows = ${dryRun.total}
                       WHERE id = ${id} AND state = 'uploaded'`)
}

/** A line's outcome; a line already written by an earlier run of the job is left as it was. */
export async function recordLine(
  db: SqlExecutor,
  id: number,
  line: {
    row: number
    outcome: 'created' | 'updated' | 'skipped'
    reason: string | null
    email: string | null
    targetId: number | null
    before: unknown
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO import_rows (import_id, row_number, outcome, reason, email, target_id, before)
    VALUES (${id}, ${line.row}, ${line.outcome}, ${line.reason}, ${line.email}, ${line.targetId},
            ${line.before === null ? null : JSON.stringify(line.before)}::jsonb)
    ON CONFLICT DO NOTHING`)
}

export type ReportLine = {
  row: number
  outcome: 'created' | 'updated' | 'skipped'
  reason: string | null
  email: string | null
  targetId: number | null
}

/** The report's lines in the file's order, a batch at a time after `afterRow`. */
export async function reportLines(
  db: SqlExecutor,
  id: number,
  afterRow: number,
  limit: number,
  outcome?: ReportLine['outcome'],
): Promise<ReportLine[]> {
  return rowsOf<ReportLine>(
    db,
    sql`SELECT row_number AS row, outcome, reason, email, target_id AS "targetId" FROM import_rows
        WHERE import_id = ${id} AND row_number > ${afterRow} ${outcome ? sql`AND outcome = ${outcome}` : sql``}
        ORDER BY row_number LIMIT ${limit}`,
  )
}
