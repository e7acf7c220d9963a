import pg from 'pg'

/** The advisory lock key under which app processes take turns to prepare a database. */
export const START_UP_LOCK = 4_201_784_913

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several app
 * processes starting on one database (the scale path) one migrates and seeds
 * while the others wait, then find the work done. The lock belongs to a
 * connection of its own and goes away with it, even if this process dies.
 */
export async function whileHoldingLock<T>(connectionString: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key])
    return await work()
  } finally {
    await client.end()
  }
}
