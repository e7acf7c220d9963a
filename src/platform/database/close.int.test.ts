import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { endPool } from './close'

describe('endPool', () => {
  it('ends a pool with a client checked out for good, once every connection has closed', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
    const held = await pool.connect()
    const others = await Promise.all([pool.connect(), pool.connect()])
    for (const client of others) client.release()
    const backends = async () => {
      const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await watcher.connect()
      const { rows } = await watcher.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'end-pool-test'`,
      )
      await watcher.end()
      return rows[0]!.count
    }
    await pool.query(`SET application_name = 'end-pool-test'`)
    await held.query(`SET application_name = 'end-pool-test'`)
    expect(await backends()).toBeGreaterThanOrEqual(2)
    // A database stopped just after would terminate any connection still closing.
    let closedConnections = 0
    for (const client of [held, ...others]) client.once('end', () => (closedConnections += 1))

    await endPool(pool)

    expect(closedConnections).toBe(3)
    expect(pool.totalCount).toBe(0)
    expect(pool.ending).toBe(true)
    await expect.poll(backends).toBe(0)
  })

  it('ends a pool with nothing checked out', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
    await pool.query('SELECT 1')
    await endPool(pool)
    expect(pool.totalCount).toBe(0)
  })
})
