import { mkdirSync, rmSync } from 'node:fs'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/database/embedded'

/** The secret every bench part's app signs with (payments' notifications are signed with it too). */
export const BENCH_SECRET = 'bench-secret-0123456789abcdef0123456789'

/**
 * A bench part's own folder, emptied, its embedded database, and the environment the app reads, set
 * before any of the app's modules load (the configuration is read when they do). No scheduled work in
 * the part's process: it closes its database while a turn could still come. `env` adds or overrides.
 */
export async function partDatabase(
  folder: string,
  env: Record<string, string> = {},
  databaseFolder = folder,
): Promise<EmbeddedDatabase> {
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const database = await startEmbeddedPostgres({ dataDir: databaseFolder, password: 'bench', database: 'vernissage' })
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    DATA_DIR: folder,
    PAYLOAD_SECRET: BENCH_SECRET,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    SEED_DEMO_ARTISTS: '0',
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
    ...env,
  })
  return database
}
