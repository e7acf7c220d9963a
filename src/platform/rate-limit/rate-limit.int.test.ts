import pg from 'pg'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { growingDelay, rateLimiter, RATE_LIMIT_TABLE, type GrowingDelay, type RateLimit } from '.'

// Two pools on this test file's database, as two app processes have.
const pools = [0, 1].map(() => new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 }))
afterAll(() => Promise.all(pools.map((pool) => pool.end())))

const limit: RateLimit = { name: 'shared-test', points: 3, durationSeconds: 60 }

describe('rate limits shared by processes', () => {
  it('counts one key once over two limiters on PostgreSQL', async () => {
    const [first, second] = pools.map((pool) => rateLimiter(limit, { pool }))
    const verdicts = []
    for (const limiter of [first!, second!, first!, second!]) verdicts.push((await limiter.consume('visitor')).allowed)
    expect(verdicts).toEqual([true, true, true, false])
    // In the migrated table, under the limit's name.
    const { rows } = await pools[0]!.query(`SELECT key, points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [
      'shared-test:visitor',
    ])
    expect(rows).toEqual([{ key: 'shared-test:visitor', points: 4 }])
  })

  it('allows no more than the limit when both count at the same moment', async () => {
    const limiters = pools.map((pool) => rateLimiter(limit, { pool }))
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => limiters[i % 2]!.consume('rush').then((verdict) => verdict.allowed)),
    )
    expect(verdicts.filter(Boolean)).toHaveLength(3)
  })

  it('takes back a point given back by either', async () => {
    const [first, second] = pools.map((pool) => rateLimiter(limit, { pool }))
    for (let i = 0; i < 3; i++) await first!.consume('kept')
    await second!.reward('kept')
    expect(await first!.consume('kept')).toEqual({ allowed: true })
    expect(await second!.consume('kept')).toMatchObject({ allowed: false })
  })

  it('counts apart in memory, where each process would have its own', async () => {
    const [first, second] = [0, 1].map(() => rateLimiter(limit, 'memory'))
    for (let i = 0; i < 3; i++) expect(await first!.consume('visitor')).toEqual({ allowed: true })
    expect(await second!.consume('visitor')).toEqual({ allowed: true })
  })
})

const slow: GrowingDelay = {
  name: 'slow-test',
  freeFailures: 2,
  firstDelayMs: 60_000,
  maxDelayMs: 600_000,
  forgetAfterSeconds: 3600,
}

describe('growing delays shared by processes', () => {
  it('lets no more attempts through than allowed when both count at the same moment, and lists the key', async () => {
    const counters = pools.map((pool) => growingDelay(slow, { pool }))
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => counters[i % 2]!.attempt('rush').then((verdict) => verdict.allowed)),
    )
    expect(verdicts.filter(Boolean)).toHaveLength(2)
    expect(await counters[1]!.attempt('rush')).toMatchObject({ allowed: false })
    expect((await counters[0]!.delayed()).map((entry) => [entry.key, entry.failures])).toEqual([['rush', 2]])
    await counters[1]!.clear('rush')
    expect(await counters[0]!.attempt('rush')).toEqual({ allowed: true })
  })

  // Seen in CI: of three sign-ins at once, the one whose clock was read first reached the table last,
  // found a failure "later" than its own moment, and was told to wait a second with no failure to its name.
  describe('with clocks read out of the order the attempts arrive', () => {
    afterEach(() => vi.restoreAllMocks())

    it.each([
      ['PostgreSQL', () => growingDelay(slow, { pool: pools[0]! })],
      ['memory', () => growingDelay(slow, 'memory')],
    ])('in %s, never refuses a free attempt, and keeps the latest failure as the last', async (_, made) => {
      const counter = made()
      const now = Date.now()
      const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
      expect(await counter.attempt('skewed')).toEqual({ allowed: true })
      clock.mockReturnValue(now - 5)
      expect(await counter.attempt('skewed')).toEqual({ allowed: true })
      clock.mockReturnValue(now + 1)
      const [entry] = await counter.delayed()
      expect(entry).toMatchObject({ key: 'skewed', failures: 2 })
      expect(entry!.lastFailureAt.getTime()).toBe(now)
      expect(await counter.attempt('skewed')).toMatchObject({ allowed: false })
      await counter.clear('skewed')
    })
  })
})
