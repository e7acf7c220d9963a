import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { startEmbeddedPostgres } from '../../src/platform/database/embedded'
import { childCommands, exited, launch, root, scratch, testPort } from './processes'

test.describe('start-up and shutdown', () => {
  test('an invalid setting stops start-up with a message naming the variable', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '.test-data/invalid-config' },
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PORT')
    expect(result.stderr).toMatch(/Invalid configuration/)
  })

  test('a route that names an unknown guard stops start-up, naming it', () => {
    // The compiled launcher that `npm run serve` loads, given a route table of its own.
    const result = spawnSync(
      process.execPath,
      [
        '-e',
        `import('./.next/vernissage-server.mjs').then((server) => server.startServer({ routeGuards: [{ pattern: '/vault/*', guards: ['wizard'], signIn: '/login' }] })).then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1) })`,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: '.test-data/unknown-guard', PORT: String(testPort(99)) },
      },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Unknown route guard "wizard" on route /vault/*')
  })

  test('the server is one Node process, and SIGTERM stops it and its embedded database cleanly', async () => {
    const dataDir = scratch()
    const url = `http://127.0.0.1:${testPort(97)}`
    const server = launch({ DATA_DIR: dataDir, PORT: String(testPort(97)), PUBLIC_URL: url })
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Vernissage is ready')
    expect((await fetch(`${url}/api/health`)).status).toBe(200)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true)
    // Compiled ahead of time (decision 036): no TypeScript loader's helper or second Node process, only PostgreSQL.
    expect(childCommands(server.pid!)).toEqual(['postgres'])

    server.kill('SIGTERM')
    expect(await exited(server)).toBe(0)
    // PostgreSQL removes its lock file only on a clean shutdown.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    await expect(fetch(`${url}/api/health`)).rejects.toThrow()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('with DATABASE_URL set, no embedded server starts and the given database is migrated', async () => {
    const external = scratch()
    const database = await startEmbeddedPostgres({ dataDir: external, password: 'external', database: 'elsewhere' })
    const dataDir = scratch()
    const server = launch({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(testPort(96)),
      PUBLIC_URL: `http://127.0.0.1:${testPort(96)}`,
    })
    try {
      await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Vernissage is ready')
      expect(server.output()).not.toContain('Embedded PostgreSQL')
      expect(childCommands(server.pid!)).toEqual([])
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
