/**
 * The backup part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/backup.ts`), issue 36: `writeBackup` of a site — a demo city
 * (BENCH_BACKUP_ARTISTS artists, five artworks each, with pictures) and
 * BENCH_BACKUP_MB of stored files — into an archive on the same disk, in MB/s
 * of what it reads (every stored file's bytes and every table's COPY text).
 * The baseline, in the same run, on the same data: the system's `tar` of the
 * same stored files into a file on the same disk, plus the same rows read with
 * COPY in one transaction into nothing. Three runs each, medians.
 * The rows go to BENCH_ROWS_FILE as JSON (for run.ts's table), else printed.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync, statSync, writeFileSync } from 'node:fs'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { to as copyTo } from 'pg-copy-streams'

import { partDatabase } from './part-database'
import { median, modulesLoaded, printTable, progress, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-backup')
const ARTISTS = Number(process.env.BENCH_BACKUP_ARTISTS ?? 500)
const FILES_MB = Number(process.env.BENCH_BACKUP_MB ?? 256)
const FILE_MB = 4
const RUNS = 3

const database = await partDatabase(dataDir)
// One after the other, as bench/art-search.ts explains.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { seedDemo } = await import('../src/domains/artists/demo/seed')
const { storageFor } = await import('../src/app/storage-service')
const { closePayload, postgresOf } = await import('../src/platform/database/transaction')
const { writeBackup } = await import('../src/platform/backup')
const { driverFromConfig } = await import('../src/platform/storage')
const { config: settings } = await import('../src/platform/config')
modulesLoaded()
const payload = await getPayload({ config })

progress(`backup: a demo city of ${ARTISTS} artists and ${FILES_MB} MB of stored files`)
await seedDemo(payload, { size: { artists: ARTISTS, artworks: ARTISTS * 5, pictures: 8 } })
const storage = storageFor(payload)
for (let i = 0; i < FILES_MB / FILE_MB; i++) {
  await storage.upload(
    { id: '1', staff: true },
    {
      bucket: 'public',
      name: `bench/file-${i}.bin`,
      patch: { fields: { contentType: 'application/octet-stream' } },
      body: Readable.from([randomBytes(FILE_MB * 1024 * 1024)]),
    },
  )
}

const pool = postgresOf(payload).pool
const driver = driverFromConfig(settings(), dataDir)
const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback()
    },
  })

/** The baseline's database half: every table's rows with COPY in one snapshot, into nothing; the bytes read. */
async function copyEveryTable(): Promise<number> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    )
    let bytes = 0
    for (const { name } of rows) {
      const copy = client.query(copyTo(`COPY ${name} TO STDOUT`))
      copy.on('data', (chunk: Buffer) => (bytes += chunk.length))
      await pipeline(copy, nowhere())
    }
    await client.query('COMMIT')
    return bytes
  } finally {
    client.release()
  }
}

const archive = path.join(dataDir, 'bench-archive.zip')
const tarball = path.join(dataDir, 'bench-files.tar')
const fileBytes = Number(
  (await pool.query<{ total: string }>('SELECT sum(size) AS total FROM storage_objects')).rows[0]!.total,
)
const backupRates: number[] = []
const baselineRates: number[] = []
let archiveMb = 0
let tableMb = 0
for (let run = 1; run <= RUNS; run++) {
  progress(`backup: run ${run} of ${RUNS}`)
  const tableBytes = await copyEveryTable()
  const megabytes = (fileBytes + tableBytes) / 1024 / 1024
  tableMb = tableBytes / 1024 / 1024

  const backupStarted = performance.now()
  await writeBackup({ pool, driver, dataDir }, createWriteStream(archive))
  backupRates.push(megabytes / ((performance.now() - backupStarted) / 1000))
  archiveMb = statSync(archive).size / 1024 / 1024
  rmSync(archive)

  const baselineStarted = performance.now()
  const tar = spawnSync('tar', ['-cf', tarball, '-C', path.join(dataDir, 'storage'), 'objects'])
  if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`)
  await copyEveryTable()
  baselineRates.push(megabytes / ((performance.now() - baselineStarted) / 1000))
  rmSync(tarball)
}
await closePayload(payload)
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

const rate = median(backupRates)
const baseline = median(baselineRates)
const rows: BenchRow[] = [
  {
    measure: `backup of ${ARTISTS} artists' site (${tableMb.toFixed(0)} MB of rows) and ${(fileBytes / 1024 / 1024).toFixed(0)} MB of files, into a ${archiveMb.toFixed(0)} MB archive`,
    value: `${rate.toFixed(0)} MB/s`,
    baseline: `${baseline.toFixed(0)} MB/s tar of the files + COPY of the rows`,
    ratio: rate / baseline,
    goal: '—',
    met: null,
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
