/**
 * `npm run backup`: one archive of the database and every stored file, from
 * one snapshot, into BACKUP_DIR (or the S3 bucket) — while the site runs, on
 * its own database (decision 070). Keeps the newest BACKUP_KEEP archives.
 */
import pg from 'pg'

import { megabytes, openAppDatabase } from './app-database'
import { endPool } from '../src/platform/database/close'

let exitCode = 0
let database: Awaited<ReturnType<typeof openAppDatabase>> | undefined
try {
  database = await openAppDatabase({ running: 'use' })
  const { parseConfig } = await import('../src/platform/config')
  const { backupsFromConfig } = await import('../src/platform/backup')
  const settings = parseConfig(process.env)
  const pool = new pg.Pool({ connectionString: settings.DATABASE_URL, max: 2 })
  try {
    const backups = backupsFromConfig(settings, pool)
    console.log(`Backing up ${database.described} and its stored files into ${backups.store.describe()}`)
    let shown = ''
    const made = await backups.make({
      onProgress: ({ stage, done, total }) => {
        const line = `${stage === 'tables' ? 'Tables' : 'Files'} ${done}/${total}`
        if (line === shown) return
        shown = line
        if (process.stdout.isTTY) process.stdout.write(`\r${line}   `)
        else if (done === total || done % 100 === 0) console.log(line)
      },
    })
    if (process.stdout.isTTY) process.stdout.write('\n')
    const { summary, backup } = made
    console.log(
      `Backed up ${summary.tables} tables (${summary.rows} rows) and ${summary.files} files (${megabytes(summary.fileBytes)}).`,
    )
    if (summary.missingFiles.length) {
      console.log(
        `${summary.missingFiles.length} files were removed while the backup ran: their rows are kept without them.`,
      )
    }
    console.log(`Archive: ${backup.where}`)
    console.log(`Size: ${megabytes(backup.size)}, in ${(made.ms / 1000).toFixed(1)} s`)
    if (made.removed.length)
      console.log(`Removed ${made.removed.length} older backups (BACKUP_KEEP=${settings.BACKUP_KEEP}).`)
  } finally {
    await endPool(pool)
  }
} catch (error) {
  console.error(`\nNo backup was made: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await database?.stop?.()
}
process.exit(exitCode)
