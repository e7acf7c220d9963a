/**
 * The CSV import part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/imports.ts`), issue 39: BENCH_IMPORT_ROWS contacts (default
 * 20,000, each with two tags), then as many art lovers (each a new account
 * with its role), imported from a stored CSV file by the import's own job
 * (`runImport`: streamed, checked line by line, written in committed batches
 * with each line's outcome and before-values), in rows per second,
 * and the process's resident memory growth meanwhile (goal ≤ 100 MB at
 * 100,000 rows); the baseline, in the same run: PostgreSQL `COPY` of the same
 * file into a plain table. Rows to BENCH_ROWS_FILE as JSON, else printed.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { sql } from 'drizzle-orm'
import { from as copyFrom } from 'pg-copy-streams'

import { partDatabase } from './part-database'
import { modulesLoaded, printTable, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-imports')
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000)

const database = await partDatabase(dataDir, { SEED_FIRST_RUN: 'false' })
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { storageFor } = await import('../src/app/storage-service')
const { IMPORTS_CALLER, dryRun, runImport } = await import('../src/domains/imports/services/running')
const { createImport, importRecord } = await import('../src/domains/imports/services/store')
const { guessMapping } = await import('../src/domains/imports/services/mapping')
const { importTarget } = await import('../src/domains/imports/services/targets')
const { closePayload, database: sqlOf, postgresOf } = await import('../src/platform/database/transaction')
modulesLoaded()
const payload = await getPayload({ config })
const storage = storageFor(payload)
const db = sqlOf(payload)

/** One kind's file (BENCH_IMPORT_ROWS lines) imported by the job, its rate and memory, and COPY of the same rows. */
async function benchImport(kind: string, header: string, line: (n: number) => string) {
  function* csvLines() {
    yield `${header}\n`
    for (let n = 1; n <= ROWS; n++) yield `${line(n)}\n`
  }
  const objectName = `imports/bench-${kind}.csv`
  await storage.upload(IMPORTS_CALLER, {
    bucket: 'private',
    name: objectName,
    patch: { fields: { contentType: 'text/csv' } },
    mediaType: 'text/csv',
    body: Readable.from(csvLines()),
  })
  const headers = header.split(',')
  const id = await createImport(db, {
    kind,
    fileName: `bench-${kind}.csv`,
    objectName,
    bytes: 0,
    encoding: 'utf-8',
    delimiter: ',',
    headers,
    mapping: guessMapping(headers, importTarget(kind)!.fields),
    uploadedBy: null,
  })
  await dryRun(payload, storage, (await importRecord(db, id))!)
  await db.execute(sql`UPDATE imports SET state = 'queued' WHERE id = ${id}`)

  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  let rssPeak = rssBefore
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50)
  let started = performance.now()
  const run = await runImport(payload, storage, id)
  const importRate = ROWS / ((performance.now() - started) / 1000)
  clearInterval(sampler)
  const grownMb = (rssPeak - rssBefore) / 1024 / 1024
  const record = (await importRecord(db, id))!

  // The baseline: the same file's rows with COPY into a plain table of as many text columns.
  const client = await postgresOf(payload).pool.connect()
  const table = `bench_copy_${kind.replace(/\W/g, '_')}`
  await client.query(`CREATE TABLE ${table} (${headers.map((_, n) => `c${n} text`).join(', ')})`)
  started = performance.now()
  await pipeline(
    Readable.from(csvLines()),
    client.query(copyFrom(`COPY ${table} FROM STDIN WITH (FORMAT csv, HEADER true)`)),
  )
  const copyRate = ROWS / ((performance.now() - started) / 1000)
  client.release()
  const noun = importTarget(kind)!.label.toLowerCase()
  return [
    {
      measure: `CSV import of ${ROWS} rows (${noun}) by its job, committed batches with each line's outcome (created)`,
      value: `${importRate.toFixed(0)} rows/s (${record.created})`,
      baseline: `${copyRate.toFixed(0)} rows/s COPY into a plain table, same rows`,
      ratio: importRate / copyRate,
      goal: '—',
      met: run.finished && record.created === ROWS ? null : false,
    },
    {
      measure: `CSV import of ${ROWS} rows (${noun}): resident memory growth`,
      value: `${grownMb.toFixed(1)} MB`,
      baseline: '—',
      ratio: null,
      goal: '≤ 100 MB at 100,000 rows',
      met: grownMb <= 100,
    },
  ] satisfies BenchRow[]
}

// Contacts with two tags each; then art lovers, each a new account with its role (accounts' SQL).
const rows: BenchRow[] = [
  ...(await benchImport(
    'contacts',
    'Email,First name,Last name,Tags',
    (n) => `reader${n}@example.org,Reader,Number ${n},"news, studios"`,
  )),
  ...(await benchImport('art-lovers', 'Email,First name,Last name', (n) => `lover${n}@example.org,Lover,Number ${n}`)),
]

await closePayload(payload)
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
