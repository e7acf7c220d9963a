import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { postgresOf, type SqlExecutor } from '@/platform/database/transaction'

import { RATE_LIMIT_TABLE, type Verdict } from '.'

/**
 * Growing delays (OWASP's alternative to a hard lock): after `freeFailures`
 * failures of a key, each next attempt waits `firstDelayMs`, then twice as
 * long after each further failure, never more than `maxDelayMs`. A key's
 * failures are forgotten `forgetAfterSeconds` after its last one. Refused
 * attempts are not failures: hammering a key never pushes its wait further.
 *
 * Counted in the rate limits' table, one row per key: `points` the failures,
 * `expire` the moment they are forgotten, so the last failure was
 * `expire - forgetAfter` and the next attempt is allowed `delayAfter(points)` later.
 */
export type GrowingDelay = {
  name: string
  freeFailures: number
  firstDelayMs: number
  maxDelayMs: number
  forgetAfterSeconds: number
}

/** A key with failures enough to be delayed. */
export type DelayedKey = { key: string; failures: number; lastFailureAt: Date; nextAttemptAt: Date }

export type DelayCounter = {
  /** Counts an attempt as a failure in advance, unless the key must still wait: then refused with how long. */
  attempt(key: string): Promise<Verdict>
  /**
   * Takes back one failure counted in advance, for an attempt that went well;
   * inside `transaction` when the caller holds one (never a second connection
   * while holding one: a pool full of such callers would wait for ever).
   */
  giveBack(key: string, transaction?: SqlExecutor): Promise<void>
  /** Forgets every failure of the key; inside `transaction` when given, as `giveBack`. */
  clear(key: string, transaction?: SqlExecutor): Promise<void>
  /** The keys with at least `freeFailures` failures not yet forgotten, the latest first. */
  delayed(limit?: number): Promise<DelayedKey[]>
}

/** How long after its last failure a key with `failures` failures waits. */
export function delayAfter(limit: GrowingDelay, failures: number): number {
  if (failures < limit.freeFailures) return 0
  return Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** Math.min(failures - limit.freeFailures, 40))
}

type Row = { failures: number; forgetAt: number }

function stateOf(limit: GrowingDelay, key: string, row: Row): DelayedKey {
  const lastFailureAt = row.forgetAt - limit.forgetAfterSeconds * 1000
  return {
    key,
    failures: row.failures,
    lastFailureAt: new Date(lastFailureAt),
    nextAttemptAt: new Date(lastFailureAt + delayAfter(limit, row.failures)),
  }
}

type Pool = ReturnType<typeof postgresOf>['pool']

/** A growing-delay counter over `store`: PostgreSQL (shared by processes) or `'memory'` (this process only). */
export function growingDelay(limit: GrowingDelay, store: { pool: Pool } | 'memory'): DelayCounter {
  const prefix = `${limit.name}:`
  // The table's key holds 255 characters; a longer key shares its row with those it begins alike.
  const stored = (key: string) => (prefix + key).slice(0, 255)
  const forgetMs = limit.forgetAfterSeconds * 1000
  return store === 'memory' ? inMemory(limit, stored, forgetMs) : inPostgres(limit, store.pool, stored, forgetMs)
}

function inPostgres(limit: GrowingDelay, pool: Pool, stored: (key: string) => string, forgetMs: number) {
  const prefix = `${limit.name}:`
  const counter: DelayCounter = {
    async attempt(key) {
      const now = Date.now()
      // One statement, so processes attempting together each see the other's failure. Attempts
      // reach the table in another order than their clocks were read (two at once, or two machines'
      // clocks), so a free failure is never refused for a clock a millisecond behind, and the last
      // failure's moment only moves forward.
      const counted = await pool.query(
        `INSERT INTO ${RATE_LIMIT_TABLE} AS r (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN r.expire IS NULL OR r.expire <= $2::bigint THEN 1 ELSE r.points + 1 END,
           expire = GREATEST(COALESCE(r.expire, 0), $2::bigint + $3::bigint)
         WHERE r.expire IS NULL OR r.expire <= $2::bigint OR r.points < $4::int
           OR r.expire - $3::bigint
                + LEAST($6::float8, $5::float8 * power(2::float8, LEAST(r.points - $4::int, 40))) <= $2::bigint
         RETURNING points`,
        [stored(key), now, forgetMs, limit.freeFailures, limit.firstDelayMs, limit.maxDelayMs],
      )
      if (counted.rowCount) return { allowed: true }
      const { rows } = await pool.query<{ points: number; expire: string }>(
        `SELECT points, expire FROM ${RATE_LIMIT_TABLE} WHERE key = $1`,
        [stored(key)],
      )
      const row = rows[0]
      // Cleared between the two statements: the next attempt may go ahead.
      if (!row) return { allowed: false, retryAfterMs: 1 }
      const state = stateOf(limit, key, { failures: row.points, forgetAt: Number(row.expire) })
      return { allowed: false, retryAfterMs: Math.max(1, state.nextAttemptAt.getTime() - now) }
    },
    async giveBack(key, transaction) {
      if (transaction)
        await transaction.execute(
          sql`UPDATE ${sql.identifier(RATE_LIMIT_TABLE)} SET points = points - 1 WHERE key = ${stored(key)} AND points > 0`,
        )
      else
        await pool.query(`UPDATE ${RATE_LIMIT_TABLE} SET points = points - 1 WHERE key = $1 AND points > 0`, [
          stored(key),
        ])
    },
    async clear(key, transaction) {
      if (transaction)
        await transaction.execute(sql`DELETE FROM ${sql.identifier(RATE_LIMIT_TABLE)} WHERE key = ${stored(key)}`)
      else await pool.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [stored(key)])
    },
    async delayed(max = 200) {
      const { rows } = await pool.query<{ key: string; points: number; expire: string }>(
        `SELECT key, points, expire FROM ${RATE_LIMIT_TABLE}
         WHERE left(key, $1) = $2 AND expire > $3 AND points >= $4
         ORDER BY expire DESC LIMIT $5`,
        [prefix.length, prefix, Date.now(), limit.freeFailures, max],
      )
      return rows.map((row) =>
        stateOf(limit, row.key.slice(prefix.length), { failures: row.points, forgetAt: Number(row.expire) }),
      )
    },
  }
  return counter
}

function inMemory(limit: GrowingDelay, stored: (key: string) => string, forgetMs: number): DelayCounter {
  const rows = new Map<string, Row & { key: string }>()
  const live = (key: string) => {
    const row = rows.get(stored(key))
    return row && row.forgetAt > Date.now() ? row : undefined
  }
  return {
    async attempt(key) {
      const now = Date.now()
      const row = live(key)
      if (row && row.failures >= limit.freeFailures) {
        const next = stateOf(limit, key, row).nextAttemptAt.getTime()
        if (next > now) return { allowed: false, retryAfterMs: next - now }
      }
      rows.set(stored(key), {
        key,
        failures: (row?.failures ?? 0) + 1,
        forgetAt: Math.max(row?.forgetAt ?? 0, now + forgetMs),
      })
      return { allowed: true }
    },
    async giveBack(key) {
      const row = live(key)
      if (row && row.failures > 0) row.failures -= 1
    },
    async clear(key) {
      rows.delete(stored(key))
    },
    async delayed(max = 200) {
      return [...rows.values()]
        .filter((row) => row.forgetAt > Date.now() && row.failures >= limit.freeFailures)
        .sort((a, b) => b.forgetAt - a.forgetAt)
        .slice(0, max)
        .map((row) => stateOf(limit, row.key, row))
    },
  }
}

const shared = new WeakMap<Payload, Map<string, DelayCounter>>()

/** The growing-delay counter of `limit` in PostgreSQL on Payload's pool, made once per Payload instance. */
export function sharedGrowingDelay(payload: Payload, limit: GrowingDelay): DelayCounter {
  let counters = shared.get(payload)
  if (!counters) shared.set(payload, (counters = new Map()))
  const id = JSON.stringify(limit)
  let counter = counters.get(id)
  if (!counter) counters.set(id, (counter = growingDelay(limit, { pool: postgresOf(payload).pool })))
  return counter
}
