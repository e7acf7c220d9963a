import type { Payload } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible'

import { postgresOf } from '@/platform/database/transaction'

/**
 * Rate limits (decision 038), counted by `rate-limiter-flexible`: in
 * PostgreSQL, so every app process counts together, or in this process's
 * memory where a test wants a limiter of its own. It knows no domain: each
 * caller names its limit and its keys.
 */

/** The table every shared limit counts in, made by the migration `20261125_120000_rate_limits`, never at run time. */
export const RATE_LIMIT_TABLE = 'rate_limits'

/** At most `points` per key in a window of `durationSeconds` that opens with the key's first point. */
export type RateLimit = { name: string; points: number; durationSeconds: number }

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

export type RateLimiter = {
  /** Counts `points` for `key`; refused once that goes over the limit, with how long until the window closes. */
  consume(key: string, points?: number): Promise<Verdict>
  /** Takes back points counted earlier, such as an attempt counted in advance that went well. */
  reward(key: string, points?: number): Promise<void>
}

type Pool = ReturnType<typeof postgresOf>['pool']

/** A limiter over `store`: Payload's PostgreSQL pool (shared by processes) or `'memory'` (this process only). */
export function rateLimiter(limit: RateLimit, store: { pool: Pool } | 'memory'): RateLimiter {
  const options = { keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds }
  const counter: RateLimiterAbstract | RateLimiterStoreAbstract =
    store === 'memory'
      ? new RateLimiterMemory(options)
      : new RateLimiterPostgres({
          ...options,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          // Schema changes go through committed migrations (decision 002).
          tableCreated: true,
        })
  return {
    async consume(key, points = 1) {
      try {
        await counter.consume(key, points)
        return { allowed: true }
      } catch (refusal) {
        // The library refuses with its counter's state, and fails with an Error when the store does.
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { allowed: false, retryAfterMs: refusal.msBeforeNext }
      }
    },
    async reward(key, points = 1) {
      await counter.reward(key, points)
    },
  }
}

const shared = new WeakMap<Payload, Map<string, RateLimiter>>()

/** The limiter of `limit` counting in PostgreSQL on Payload's pool, made once per Payload instance. */
export function sharedRateLimiter(payload: Payload, limit: RateLimit): RateLimiter {
  let limiters = shared.get(payload)
  if (!limiters) shared.set(payload, (limiters = new Map()))
  const id = `${limit.name}/${limit.points}/${limit.durationSeconds}`
  let limiter = limiters.get(id)
  if (!limiter) limiters.set(id, (limiter = rateLimiter(limit, { pool: postgresOf(payload).pool })))
  return limiter
}

export {
  delayAfter,
  growingDelay,
  sharedGrowingDelay,
  type DelayCounter,
  type DelayedKey,
  type GrowingDelay,
} from './growing-delay'
