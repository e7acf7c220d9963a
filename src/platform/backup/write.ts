import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Readable, type Writable } from 'node:stream'
import type { Pool, PoolClient } from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import yazl from 'yazl'

import { DriverNotFound, type StorageDriver } from '../storage/drivers/driver'
import { objectKey } from '../storage/service'
import {
  dataEntry,
  fileEntry,
  FORMAT,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  Measure,
  tableEntry,
  VERSION,
  type BackupHeader,
  type FileOfBackup,
  type Manifest,
  type ManifestEntry,
  type SequenceOfBackup,
  type TableOfBackup,
} from './format'

export type BackupProgress = { stage: 'tables' | 'files'; done: number; total: number }

export type BackupSource = {
  pool: Pick<Pool, 'connect'>
  driver: StorageDriver
  /** The data directory, for the files of it the archive keeps (`secrets.json`, when there is one). */
  dataDir?: string
  onProgress?: (progress: BackupProgress) => void
}

export type BackupSummary = {
  createdAt: Date
  tables: number
  rows: number
  files: number
  fileBytes: number
  /** Stored files removed while the backup ran (after its snapshot). */
  missingFiles: string[]
}

/** The resumable uploads under way: their bytes are partial files of the driver, not objects; a client starts again. */
const LEFT_OUT_TABLES = new Set(['public.storage_upload_sessions'])

/** Files of the data directory that restore the same site: its generated secrets (outside production). */
const DATA_FILES = ['secrets.json']

/** Table rows compress well; stored files are mostly pictures, already compressed. */
const TABLE_COMPRESSION = 1

/**
 * Writes one archive of the database and every stored file to `output`, from
 * one snapshot: the database is read in a single REPEATABLE READ READ ONLY
 * transaction — tables with COPY, sequences, and the list of stored files
 * from `storage_objects` — so the files are those the rows name, whatever is
 * written meanwhile. Resolves once the archive is whole in `output`.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<BackupSummary> {
  const client = await source.pool.connect()
  let released = false
  const release = async (commit: boolean) => {
    if (released) return
    released = true
    await client.query(commit ? 'COMMIT' : 'ROLLBACK').catch(() => undefined)
    client.release()
  }
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const createdAt = new Date()
    const header = await snapshotHeader(client, createdAt, source.dataDir)
    const summary: BackupSummary = {
      createdAt,
      tables: header.tables.length,
      rows: 0,
      files: header.files.length,
      fileBytes: header.files.reduce((sum, file) => sum + file.size, 0),
      missingFiles: [],
    }
    const entries: ManifestEntry[] = []
    const zip = new yazl.ZipFile()
    const done = new Promise<void>((resolve, reject) => {
      zip.on('error', reject)
      output.on('error', reject)
      output.on('finish', resolve)
      zip.outputStream.on('error', reject)
    })
    zip.outputStream.pipe(output)
    const failed = (error: unknown) => zip.emit('error', error)

    const headerBytes = Buffer.from(JSON.stringify(header, null, 1))
    zip.addBuffer(headerBytes, HEADER_ENTRY, { mtime: createdAt, compressionLevel: TABLE_COMPRESSION })
    entries.push(measured(HEADER_ENTRY, headerBytes))

    header.tables.forEach((table, index) => {
      zip.addReadStreamLazy(table.entry, { mtime: createdAt, compressionLevel: TABLE_COMPRESSION }, (callback) => {
        const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ')
        const copy = client.query(copyTo(`COPY ${qualified(client, table)} (${columns}) TO STDOUT`))
        const measure = new Measure()
        copy.on('error', (error) => measure.destroy(error))
        measure.on('error', failed)
        measure.on('end', () => {
          summary.rows += copy.rowCount
          entries.push({ path: table.entry, size: measure.size, sha256: measure.digest(), rows: copy.rowCount })
          source.onProgress?.({ stage: 'tables', done: index + 1, total: header.tables.length })
        })
        callback(null, copy.pipe(measure))
      })
    })

    header.files.forEach((file, index) => {
      zip.addReadStreamLazy(file.entry, { mtime: createdAt, compress: false }, (callback) => {
        // The rows are all read: the snapshot has done its work.
        if (index === 0) void release(true)
        let missing = false
        const measure = new Measure()
        measure.on('error', failed)
        measure.on('end', () => {
          const entry: ManifestEntry = { path: file.entry, size: measure.size, sha256: measure.digest() }
          if (missing) {
            entry.missing = true
            summary.missingFiles.push(file.key)
          } else if (measure.size !== file.size) {
            failed(new Error(`${file.key} has ${measure.size} bytes, its row says ${file.size}`))
          }
          entries.push(entry)
          source.onProgress?.({ stage: 'files', done: index + 1, total: header.files.length })
        })
        source.driver.get(file.key).then(
          (body) => {
            body.on('error', (error) => measure.destroy(error))
            callback(null, body.pipe(measure))
          },
          (error: unknown) => {
            if (!(error instanceof DriverNotFound)) return callback(error, measure)
            missing = true
            callback(null, Readable.from([]).pipe(measure))
          },
        )
      })
    })

    for (const name of header.dataFiles) {
      const entry = dataEntry(name)
      zip.addReadStreamLazy(entry, { mtime: createdAt, compress: false }, (callback) => {
        const measure = new Measure()
        measure.on('error', failed)
        measure.on('end', () => entries.push({ path: entry, size: measure.size, sha256: measure.digest() }))
        const body = createReadStream(path.join(source.dataDir!, name))
        body.on('error', (error) => measure.destroy(error))
        callback(null, body.pipe(measure))
      })
    }

    zip.addReadStreamLazy(MANIFEST_ENTRY, { mtime: createdAt, compressionLevel: TABLE_COMPRESSION }, (callback) => {
      const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: createdAt.toISOString(), entries }
      const body = new PassThrough()
      body.end(JSON.stringify(manifest, null, 1))
      callback(null, body)
    })
    zip.end()
    // A failed archive closes its output: the store then drops the temporary file.
    await done.catch((error: unknown) => {
      output.destroy()
      throw error
    })
    await release(true)
    return summary
  } finally {
    await release(false)
  }
}

function measured(entry: string, bytes: Buffer): ManifestEntry {
  const measure = new Measure()
  measure.end(bytes)
  measure.resume()
  return { path: entry, size: bytes.length, sha256: measure.digest() }
}

function qualified(client: PoolClient, table: { schema: string; name: string }) {
  return `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`
}

/** What the snapshot holds, read inside it: tables and their columns, sequences, migrations and stored files. */
async function snapshotHeader(client: PoolClient, createdAt: Date, dataDir?: string): Promise<BackupHeader> {
  const { rows: tableRows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND ${USER_SCHEMA}
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
  )
  const tables: TableOfBackup[] = tableRows
    .filter((table) => !LEFT_OUT_TABLES.has(`${table.schema}.${table.name}`))
    .map((table) => ({ ...table, entry: tableEntry(table.schema, table.name) }))

  const { rows: sequenceRows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND ${USER_SCHEMA}
      ORDER BY 1, 2`,
  )
  const sequences: SequenceOfBackup[] = []
  for (const sequence of sequenceRows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${qualified(client, sequence)}`,
    )
    sequences.push({ ...sequence, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called })
  }

  const has = (name: string) => tables.some((table) => table.schema === 'public' && table.name === name)
  const migrations = has('payload_migrations')
    ? (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')).rows.map((r) => r.name)
    : []
  const files: FileOfBackup[] = has('storage_objects')
    ? (
        await client.query<{ bucket: string; name: string; generation: string; size: string }>(
          'SELECT bucket, name, generation, size FROM storage_objects ORDER BY bucket, name',
        )
      ).rows.map((row) => {
        const key = objectKey(row.bucket, row.name, row.generation)
        return { key, size: Number(row.size), entry: fileEntry(key) }
      })
    : []

  const dataFiles: string[] = []
  for (const name of dataDir ? DATA_FILES : []) {
    if (
      await stat(path.join(dataDir!, name)).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      dataFiles.push(name)
  }

  return {
    format: FORMAT,
    version: VERSION,
    createdAt: createdAt.toISOString(),
    migrations,
    tables,
    sequences,
    files,
    dataFiles,
  }
}

/** The schemas of the application's own tables: not PostgreSQL's catalogs, not its TOAST or temporary schemas. */
export const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`
