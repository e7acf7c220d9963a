/**
 * The database a command works on, as the server finds it: DATABASE_URL, or
 * the embedded PostgreSQL under DATA_DIR — the running server's when the app
 * is up (its port read from `postmaster.pid`), otherwise started for the
 * command and stopped after it.
 */
import nextEnv from '@next/env'
import path from 'node:path'

import { loadLocalSecrets } from '../src/platform/config/local-secrets'
import { startEmbeddedPostgres } from '../src/platform/database/embedded'
import { embeddedUrl, runningEmbeddedPort } from '../src/platform/database/running'

const root = path.resolve(import.meta.dirname, '..')

export type AppDatabase = {
  dataDir: string
  /** Set when this command started the embedded database itself. */
  stop?: () => Promise<void>
  /** Where the database is, in words, for the command's output. */
  described: string
}

export function loadEnvironment(): { env: NodeJS.ProcessEnv; dataDir: string } {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })
  const env = process.env
  return { env, dataDir: path.resolve(root, env.DATA_DIR ?? '.data') }
}

/**
 * Sets DATABASE_URL (and, outside production, PAYLOAD_SECRET from the local
 * secrets) for the rest of the command. `running: 'use'` connects to a server
 * already running on the data directory; `'refuse'` stops with `refusal`.
 */
export async function openAppDatabase(options: { running: 'use' | 'refuse'; refusal?: string }): Promise<AppDatabase> {
  const { env, dataDir } = loadEnvironment()
  if (env.DATABASE_URL) return { dataDir, described: 'the database of DATABASE_URL' }
  const local = loadLocalSecrets(dataDir)
  env.PAYLOAD_SECRET ??= local.payloadSecret
  const port = await runningEmbeddedPort(dataDir)
  if (port !== null) {
    if (options.running === 'refuse') throw new Error(options.refusal ?? 'The server is running: stop it first.')
    env.DATABASE_URL = embeddedUrl(port, local.databasePassword)
    return { dataDir, described: `the running server's database (127.0.0.1:${port}, ${dataDir})` }
  }
  const database = await startEmbeddedPostgres({ dataDir, password: local.databasePassword, database: 'vernissage' })
  env.DATABASE_URL = database.url
  return { dataDir, stop: database.stop, described: `the embedded database under ${dataDir}` }
}

/** A size as people read it. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`
}
