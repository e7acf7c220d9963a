/**
 * One embedded PostgreSQL for the whole run, and a template database migrated
 * once; each test file gets its own database cloned from it (database.ts).
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../src/platform/database/embedded'

export const TEMPLATE_DATABASE = 'vernissage_template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
    templateDatabase: string
    dataRoot: string
  }
}

/** A set-up step that never finishes fails the run with its name instead of hanging CI. */
async function withinTime<T>(ms: number, what: string, step: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Integration set-up timed out after ${ms / 1000} s while ${what}`)), ms)
  })
  try {
    return await Promise.race([step(), late])
  } finally {
    clearTimeout(timer)
  }
}

export default async function setup(project: TestProject) {
  const dataDir = path.resolve(import.meta.dirname, '..', '..', '.test-data', `vitest-${process.pid}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const database = await startEmbeddedPostgres({ dataDir, password: 'vitest', database: TEMPLATE_DATABASE })

  Object.assign(process.env, {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef',
    APP_ENV: 'test',
    SEED_FIRST_RUN: 'false',
  })
  // One import after the other: concurrent imports of one module graph have hung the module runner.
  const payload = await withinTime(120_000, 'migrating the template database', async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../src/payload.config')
    const { migrations } = await import('../../src/migrations')
    const instance = await getPayload({ config, disableOnInit: true })
    await instance.db.migrate({ migrations: migrations as never })
    return instance
  })
  // The template must have no open connection to be cloned: close Payload's from the server side.
  ;(payload.db as unknown as { pool: { on: (event: string, listener: () => void) => void } }).pool.on('error', () => {})
  const admin = new pg.Client({ connectionString: database.adminUrl })
  await admin.connect()
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [TEMPLATE_DATABASE])
  await admin.end()
  void payload

  project.provide('postgresAdminUrl', database.adminUrl)
  project.provide('templateDatabase', TEMPLATE_DATABASE)
  project.provide('dataRoot', dataDir)

  return async () => {
    await database.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
