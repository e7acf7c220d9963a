import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Pool, PoolClient } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import yauzl from 'yauzl'

import type { StorageDriver } from '../storage/drivers/driver'
import {
  BackupError,
  FORMAT,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  VERSION,
  Verify,
  type BackupHeader,
  type Manifest,
  type ManifestEntry,
} from './format'
import { USER_SCHEMA } from './write'

/** An archive opened for reading: its header and manifest read, each entry readable as it was verified. */
export type OpenedBackup = {
  header: BackupHeader
  manifest: Manifest
  /** The entry's bytes, failing at their end unless they are the manifest's. */
  read(path: string): Promise<Readable>
  close(): void
}

/** Opens an archive and reads what it holds; a file that is not one of ours is refused in words. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false })
  } catch (error) {
    throw new BackupError(`${file} is not a backup archive: ${error instanceof Error ? error.message : error}`)
  }
  try {
    const entries = new Map<string, yauzl.Entry>()
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry)
    const whole = async (name: string) => {
      const entry = entries.get(name)
      if (!entry) throw new BackupError(`${file} is not a backup archive: it has no ${name}`)
      return Buffer.concat(await (await zip.openReadStreamPromise(entry)).toArray())
    }
    const manifest = JSON.parse((await whole(MANIFEST_ENTRY)).toString('utf8')) as Manifest
    if (manifest.format !== FORMAT || manifest.version !== VERSION) {
      throw new BackupError(
        `${file} is not a backup archive of this version (format ${manifest.format} ${manifest.version})`,
      )
    }
    const expected = new Map(manifest.entries.map((entry) => [entry.path, entry]))
    const verified = async (name: string) => {
      const entry = entries.get(name)
      const listed = expected.get(name)
      if (!entry || !listed) throw new BackupError(`${file} is damaged: ${name} is missing`)
      const body = await zip.openReadStreamPromise(entry)
      const verify = new Verify(listed)
      body.on('error', (error) => verify.destroy(error))
      return body.pipe(verify)
    }
    const headerBytes = Buffer.concat(await (await verified(HEADER_ENTRY)).toArray())
    const header = JSON.parse(headerBytes.toString('utf8')) as BackupHeader
    return { header, manifest, read: verified, close: () => zip.close() }
  } catch (error) {
    zip.close()
    if (error instanceof SyntaxError) throw new BackupError(`${file} is damaged: ${error.message}`)
    throw error
  }
}

export type RestoreTarget = {
  pool: Pick<Pool, 'connect'>
  driver: StorageDriver
  /**
   * Builds the schema as it was: the committed migrations up to the archive's
   * last one (the application's next start runs the newer ones).
   */
  migrate: (names: readonly string[]) => Promise<void>
  onProgress?: (progress: { stage: 'tables' | 'files'; done: number; total: number }) => void
}

export type RestoreSummary = { tables: number; rows: number; files: number; fileBytes: number }

/**
 * Brings an archive back into an empty database and storage: the schema from
 * the migrations, then in ONE transaction every table's rows (triggers off and
 * foreign keys dropped while they load, then put back — which checks them),
 * every stored file verified as it is written, and the sequences. Anything
 * wrong — a damaged entry, a file that fails, a key that does not hold —
 * rolls the database back and removes the files written.
 */
export async function restoreBackup(backup: OpenedBackup, target: RestoreTarget): Promise<RestoreSummary> {
  const { header, manifest } = backup
  const rowsOf = new Map(manifest.entries.map((entry) => [entry.path, entry]))
  await refuseUnlessEmpty(target.pool)
  await target.migrate(header.migrations)

  const client = await target.pool.connect()
  const written: string[] = []
  try {
    await client.query('BEGIN')
    await checkSchema(client, header)
    await refuseUnlessEmpty(client)
    const tables = header.tables.map((table) => qualified(client, table))
    const keys = await foreignKeys(client)
    for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`)
    for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`)
    // Only Payload's list of migrations holds rows now; the archive's replaces it.
    if (tables.length) await client.query(`TRUNCATE ${tables.join(', ')}`)

    let rows = 0
    for (const [index, table] of header.tables.entries()) {
      const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ')
      const copy = client.query(copyFrom(`COPY ${tables[index]} (${columns}) FROM STDIN`))
      await pipeline(await backup.read(table.entry), copy)
      const expected = rowsOf.get(table.entry)?.rows
      if (copy.rowCount !== expected) {
        throw new BackupError(`${table.entry} gave ${copy.rowCount} rows, the manifest says ${expected}`)
      }
      rows += copy.rowCount
      target.onProgress?.({ stage: 'tables', done: index + 1, total: header.tables.length })
    }

    let fileBytes = 0
    for (const [index, file] of header.files.entries()) {
      if ((rowsOf.get(file.entry) as ManifestEntry | undefined)?.missing) continue
      written.push(file.key)
      await target.driver.put(file.key, await backup.read(file.entry))
      fileBytes += file.size
      target.onProgress?.({ stage: 'files', done: index + 1, total: header.files.length })
    }

    for (const key of keys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`)
    for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`)
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(client, sequence),
        sequence.lastValue,
        sequence.isCalled,
      ])
    }
    await client.query('COMMIT')
    return { tables: header.tables.length, rows, files: written.length, fileBytes }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    for (const key of written) await target.driver.delete(key).catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** The database must hold nothing yet: no table with a row, but Payload's list of migrations. */
async function refuseUnlessEmpty(database: Pick<Pool, 'connect'> | PoolClient) {
  const client = 'release' in database ? database : await database.connect()
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND ${USER_SCHEMA} AND NOT (n.nspname = 'public' AND c.relname = 'payload_migrations')
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`,
    )
    const holding: string[] = []
    for (const table of rows) {
      const { rowCount } = await client.query(`SELECT 1 FROM ${qualified(client as PoolClient, table)} LIMIT 1`)
      if (rowCount) holding.push(table.name)
    }
    if (holding.length) {
      throw new BackupError(
        `The database is not empty (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''} hold rows): ` +
          'a backup is restored only into an empty database. Use a new DATABASE_URL database or an empty DATA_DIR.',
      )
    }
  } finally {
    if (!('release' in database)) (client as PoolClient).release()
  }
}

/** After the migrations, the tables and columns must be the archive's: otherwise its rows have nowhere to go. */
async function checkSchema(client: PoolClient, header: BackupHeader) {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND ${USER_SCHEMA}
      GROUP BY 1, 2`,
  )
  const present = new Map(rows.map((row) => [`${row.schema}.${row.name}`, new Set(row.columns)]))
  for (const table of header.tables) {
    const columns = present.get(`${table.schema}.${table.name}`)
    const lacking = columns ? table.columns.filter((column) => !columns.has(column)) : []
    if (!columns || lacking.length) {
      throw new BackupError(
        `The migrations did not make ${table.schema}.${table.name}${columns ? ` with ${lacking.join(', ')}` : ''} ` +
          'as the archive has it: restore it with the version of Vernissage that made it.',
      )
    }
  }
}

async function foreignKeys(client: PoolClient) {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS table, quote_ident(k.conname) AS name,
            pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND ${USER_SCHEMA}
      ORDER BY 1, 2`,
  )
  return rows
}

function qualified(client: PoolClient, table: { schema: string; name: string }) {
  return `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`
}

/**
 * The committed migrations that made the archive's schema, in their order;
 * an archive from a newer version (a migration this code lacks) is refused.
 */
export function migrationsOfBackup<T extends { name: string }>(committed: readonly T[], names: readonly string[]): T[] {
  const wanted = new Set(names)
  const known = new Set(committed.map((migration) => migration.name))
  const unknown = names.filter((name) => name !== 'dev' && !known.has(name))
  if (unknown.length) {
    throw new BackupError(
      `The archive was made by a newer version of Vernissage (migration ${unknown[0]} is not in this one): restore it with that version.`,
    )
  }
  return committed.filter((migration) => wanted.has(migration.name))
}
