import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from './embedded'

const dataDir = mkdtempSync(path.resolve(import.meta.dirname, '../../../.test-data/embedded-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL', () => {
  it('initialises under the data directory, keeps data across restarts, and stops', async () => {
    const first = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    await query(first.url, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)')
    await first.stop()
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow()

    const second = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }])
    await second.stop()
  })

  it('starts again after a crash left its lock file behind', async () => {
    const crashed = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    const lock = path.join(dataDir, 'postgres', 'postmaster.pid')
    const pid = Number(readFileSync(lock, 'utf8').split('\n')[0])
    execFileSync('kill', ['-9', String(pid)])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(readFileSync(lock, 'utf8')).toContain(String(pid))

    const restarted = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    expect(await query(restarted.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }])
    await restarted.stop()
    await crashed.stop()
  })

  it('refuses to start a second server on a data directory in use', async () => {
    const running = await startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })
    await expect(startEmbeddedPostgres({ dataDir, password: 'pw-1', database: 'vernissage' })).rejects.toThrow(
      /Another PostgreSQL server \(pid \d+\) is running/,
    )
    await running.stop()
  })
})
