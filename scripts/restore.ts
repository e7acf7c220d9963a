/**
 * `npm run restore -- FILE`: brings an archive of `npm run backup` back into an
 * EMPTY data directory (embedded PostgreSQL) or an EMPTY DATABASE_URL database
 * and its storage — every entry's SHA-256 checked as it is read, the database
 * in one transaction (decision 070). The server must not be running on it.
 */
import { existsSync } from 'node:fs'
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

import { loadEnvironment, megabytes, openAppDatabase } from './app-database'
import { openBackup, type OpenedBackup } from '../src/platform/backup'
import { endPool } from '../src/platform/database/close'
import { migrateInOwnProcess } from './schema-process'

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- FILE   (a vernissage-….zip made by npm run backup)')
  process.exit(2)
}

let exitCode = 0
let database: Awaited<ReturnType<typeof openAppDatabase>> | undefined
let backup: OpenedBackup | undefined
const started = performance.now()
try {
  backup = await openBackup(path.resolve(file))
  const { header } = backup
  console.log(
    `Restoring ${file}, made ${header.createdAt}: ${header.tables.length} tables, ${header.files.length} files`,
  )
  const { env, dataDir } = loadEnvironment()
  if ((env.STORAGE_DRIVER ?? 'local') === 'local') await refuseStoredFiles(dataDir)
  // The site's generated secrets come back first: the embedded database is created with its password.
  const secrets = path.join(dataDir, 'secrets.json')
  if (!env.DATABASE_URL && header.dataFiles.includes('secrets.json') && !existsSync(secrets)) {
    await mkdir(dataDir, { recursive: true })
    await writeFile(secrets, Buffer.concat(await (await backup.read('data/secrets.json')).toArray()), { mode: 0o600 })
    await chmod(secrets, 0o600)
  }
  database = await openAppDatabase({
    running: 'refuse',
    refusal: `The server is running on ${dataDir}: a backup is restored only into an empty data directory, with the server stopped.`,
  })
  console.log(`Into ${database.described}`)
  const { parseConfig } = await import('../src/platform/config')
  const settings = parseConfig(process.env)
  const { driverFromConfig } = await import('../src/platform/storage')
  const { migrationsOfBackup, restoreBackup } = await import('../src/platform/backup')
  const pool = new pg.Pool({ connectionString: settings.DATABASE_URL, max: 2 })
  try {
    const summary = await restoreBackup(backup, {
      pool,
      driver: driverFromConfig(settings, dataDir),
      migrate: async (names) => {
        const wanted = migrationsOfBackup(await committedMigrations(), names)
        console.log(`Building the schema: ${wanted.length} migrations`)
        await migrate(wanted)
      },
      onProgress: ({ stage, done, total }) => {
        if (done === total || done % 100 === 0)
          console.log(`${stage === 'tables' ? 'Tables' : 'Files'} ${done}/${total}`)
      },
    })
    console.log(
      `Restored ${summary.tables} tables (${summary.rows} rows) and ${summary.files} files (${megabytes(summary.fileBytes)}) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server with npm start.`,
    )
  } finally {
    await endPool(pool)
  }
} catch (error) {
  console.error(`\nNothing was restored: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  backup?.close()
  await database?.stop?.()
}
process.exit(exitCode)

async function committedMigrations() {
  const { migrations } = await import('../src/migrations')
  return migrations
}

/** Payload's own migrate in a process of its own, without the start-up's first administrator and first-run content: the archive brings those. */
async function migrate(wanted: Awaited<ReturnType<typeof committedMigrations>>) {
  const run = await migrateInOwnProcess({
    env: { ...process.env, RUN_JOBS: 'false' },
    names: wanted.map((migration) => migration.name),
    onOutput: (chunk) => process.stdout.write(chunk),
  })
  if (run.code !== 0) throw new Error(`building the schema failed (${run.code === null ? 'stopped' : `exit code ${run.code}`})`)
}

async function refuseStoredFiles(dataDir: string) {
  const objects = path.join(dataDir, 'storage', 'objects')
  const held = await readdir(objects).catch(() => [])
  if (held.length) {
    throw new Error(
      `${objects} already holds stored files: a backup is restored only into an empty data directory. Use an empty DATA_DIR.`,
    )
  }
}
