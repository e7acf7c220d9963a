/**
 * Payload's command line (generate:importmap, generate:types, migrate:create…)
 * with the environment it needs: a throwaway secret when none is set, and for
 * migrate:create an embedded database to diff against.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from '../src/platform/database/embedded'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
  NODE_OPTIONS: '--no-deprecation',
}

let stop: (() => Promise<void>) | undefined
let scratch: string | undefined
if (args[0]?.startsWith('migrate') && !process.env.DATABASE_URL) {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'vernissage-migrate-'))
  const database = await startEmbeddedPostgres({ dataDir: scratch, password: 'scratch', database: 'vernissage' })
  env.DATABASE_URL = database.url
  stop = database.stop
}

const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'payload', 'bin.js'), ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
})
await stop?.()
if (scratch) rmSync(scratch, { recursive: true, force: true })
process.exit(result.status ?? 1)
