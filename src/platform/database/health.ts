import { sql } from '@payloadcms/db-postgres'

type Database = { drizzle: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }
export type Health = { status: 'ok' | 'unavailable'; database: 'reachable' | 'unreachable'; latencyMs?: number }

/** Asks the database a trivial question; unreachable after a short time-out. */
export async function databaseHealth(db: unknown, timeoutMs = 2000): Promise<Health> {
  const started = performance.now()
  try {
    await Promise.race([
      (db as Database).drizzle.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
    ])
    return { status: 'ok', database: 'reachable', latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { status: 'unavailable', database: 'unreachable' }
  }
}
