import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '../../database/transaction'
import type { StoredDocument } from '../index'

/** RFC 3339 in UTC with microseconds, as the documents' protocol writes times. */
const TIME = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'

/** The documents now at `paths`, read once for every listener of the process (absent ones left out). */
export async function documentsAt(db: SqlExecutor, paths: readonly string[]): Promise<Map<string, StoredDocument>> {
  if (paths.length === 0) return new Map()
  const rows = await rowsOf<{ path: string; fields: StoredDocument['fields']; create_time: string; update_time: string }>(
    db,
    sql`SELECT path, fields,
          to_char(create_time AT TIME ZONE 'UTC', ${TIME}) AS create_time,
          to_char(update_time AT TIME ZONE 'UTC', ${TIME}) AS update_time
        FROM documents WHERE path IN (${sql.join(
          paths.map((path) => sql`${path}`),
          sql`, `,
        )})`,
  )
  return new Map(
    rows.map((row) => [row.path, { path: row.path, fields: row.fields, createTime: row.create_time, updateTime: row.update_time }]),
  )
}
