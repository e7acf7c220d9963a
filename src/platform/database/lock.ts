import pg from 'pg'

/** The advisory lock key under which app processes take turns to prepare a database. */
export const START_UP_LOCK = 4_201_784_913
/** The advisory lock under which one job runner at a time, over all processes, takes its turn (decision 037). */
export const JOBS_LOCK = 4_201_784_914

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

type Pool = { connect(): Promise<PoolClient> }
type PoolClient = {
  query<R extends Record<string, unknown>>(text: string, values: unknown[]): Promise<{ rows: R[] }>
  release(destroy?: boolean): void
}

/**
 * Runs `work` only if no other process holds the advisory lock `key` now;
 * otherwise answers at once with `{ ran: false }`, leaving the work to the
 * holder. The lock is taken on a pooled connection of its own and dies with
 * it, so a process that dies holding it frees it.
 */
export async function whenLockIsFree<T>(
  pool: Pool,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect()
  // A connection whose lock query failed may still hold the lock: it is closed, not pooled again.
  let healthy = false
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key])
    healthy = true
    if (!rows[0]?.locked) return { ran: false }
    try {
      return { ran: true, value: await work() }
    } finally {
      healthy = false
      await client.query('SELECT pg_advisory_unlock($1)', [key])
      healthy = true
    }
  } finally {
    client.release(!healthy)
  }
}
