import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { startEmbeddedPostgres } from '../../src/platform/database/embedded'
import { exited, launch, root, scratch } from './processes'

test.describe('start-up and shutdown', () => {
  test('an invalid setting stops start-up with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '.test-data/invalid-config' },
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PORT')
    expect(result.stderr).toMatch(/Invalid configuration/)
  })

  test('a route that names an unknown guard stops start-up, naming it', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server.ts').then((server) => server.startServer({ routeGuards: [{ pattern: '/vault/*', guards: ['wizard'], signIn: '/login' }] })).then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1) })`,
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: '.test-data/unknown-guard', PORT: '3199' } },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Unknown route guard "wizard" on route /vault/*')
  })

  test('SIGTERM stops the server and its embedded database cleanly', async () => {
    const dataDir = scratch()
    const server = launch({ DATA_DIR: dataDir, PORT: '3197', PUBLIC_URL: 'http://127.0.0.1:3197' })
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Vernissage is ready')
    expect((await fetch('http://127.0.0.1:3197/api/health')).status).toBe(200)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true)

    server.kill('SIGTERM')
    expect(await exited(server)).toBe(0)
    // PostgreSQL removes its lock file only on a clean shutdown.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    await expect(fetch('http://127.0.0.1:3197/api/health')).rejects.toThrow()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('with DATABASE_URL set, no embedded server starts and the given database is migrated', async () => {
    const external = scratch()
    const database = await startEmbeddedPostgres({ dataDir: external, password: 'external', database: 'elsewhere' })
    const dataDir = scratch()
    const server = launch({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: '3196',
      PUBLIC_URL: 'http://127.0.0.1:3196',
    })
    try {
      await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Vernissage is ready')
      expect(server.output()).not.toContain('Embedded PostgreSQL')
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false)
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      const { rows } = await client.query('SELECT name FROM payload_migrations ORDER BY name')
      await client.end()
      expect(rows.length).toBeGreaterThan(0)
    } finally {
      server.kill('SIGTERM')
      await exited(server)
      await database.stop()
      rmSync(external, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
