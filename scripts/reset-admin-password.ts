/**
 * `npm run reset-admin-password -- admin@example.org`: a new password for an
 * administrator who lost theirs, set from the server's machine on the app's
 * database (as `app-database.ts` finds it; the server may be running). Prints a
 * generated password, or with `--stdin` reads the new one from standard input
 * (`read -s p; printf %s "$p" | npm run reset-admin-password -- admin@example.org --stdin`),
 * so it stays out of the shell's history. Every session of the account ends and
 * its sign-in throttling is cleared; the audit log names the path
 * `reset-admin-password`.
 */
import { text } from 'node:stream/consumers'
import { parseArgs } from 'node:util'

import { openAppDatabase } from './app-database'

const USAGE = 'Usage: npm run reset-admin-password -- <administrator email> [--stdin]'

const { values, positionals } = parseArgs({
  options: { stdin: { type: 'boolean', default: false } },
  allowPositionals: true,
  strict: false,
})
if (positionals.length !== 1) {
  console.error(USAGE)
  process.exit(2)
}
const email = positionals[0]!
const given = values.stdin ? (await text(process.stdin)).replace(/\r?\n$/, '') : undefined

let exitCode = 0
let database: Awaited<ReturnType<typeof openAppDatabase>> | undefined
try {
  database = await openAppDatabase({ running: 'use' })
  // A command that ends: no demo seeding on an empty database, no turns at the jobs queue.
  process.env.SEED_DEMO_ARTISTS = '0'
  process.env.RUN_JOBS = 'false'
  // One after the other, as bench/art-search.ts explains: imported at once, they can wait on each other for good.
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { resetAdministratorPassword } = await import('../src/domains/accounts')
  const { config: settings } = await import('../src/platform/config')
  const { closePayload } = await import('../src/platform/database/transaction')
  const payload = await getPayload({ config })
  try {
    const reset = await resetAdministratorPassword(payload, {
      email,
      password: given,
      passwordMinLength: settings().PASSWORD_MIN_LENGTH,
    })
    if (!reset.ok) {
      console.error(reset.message)
      exitCode = 1
    } else {
      console.log(`New password set for ${reset.email} on ${database.described}.`)
      if (reset.generated)
        console.log(`    password: ${reset.password}\n  Change it after signing in. It is not shown again.`)
      console.log('Their sessions have ended and their sign-in throttling is cleared; the audit log records the reset.')
    }
  } finally {
    await closePayload(payload)
  }
} catch (error) {
  console.error(`No password was changed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await database?.stop?.()
}
// Output to a pipe is written asynchronously: what was printed (the new password) must be out before the process ends.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()))
await new Promise<void>((resolve) => process.stderr.write('', () => resolve()))
process.exit(exitCode)
