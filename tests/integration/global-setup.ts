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
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('../../src/migrations'),
  ])
  const payload = await getPayload({ config, disableOnInit: true })
  await payload.db.migrate({ migrations: migrations as never })
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
