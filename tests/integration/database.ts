/**
 * Before each integration test file: a fresh database cloned from the migrated
 * template, and the environment Payload reads.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

const adminUrl = inject('postgresAdminUrl')
const template = inject('templateDatabase')
const name = `test_${randomBytes(6).toString('hex')}`

const client = new pg.Client({ connectionString: adminUrl })
await client.connect()
await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`)
await client.end()

const url = new URL(adminUrl)
url.pathname = `/${name}`
Object.assign(process.env, {
  DATABASE_URL: url.toString(),
  DATA_DIR: path.join(inject('dataRoot'), name),
  PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef',
  APP_ENV: 'test',
  SEED_FIRST_RUN: 'true',
  SEED_DEMO_ARTISTS: '0',
  ADMIN_EMAIL: 'admin@example.org',
  ADMIN_PASSWORD: 'integration-admin-password',
  // A test takes the jobs queue's turns itself when it wants them (scheduled-jobs.int.test.ts).
  RUN_JOBS: 'false',
})
