import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { rateLimiter } from '.'

describe('a rate limiter (in memory)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('allows the limit per window per key, then refuses until the window passes', async () => {
    const limiter = rateLimiter({ name: 'test', points: 3, durationSeconds: 60 }, 'memory')
    const verdicts = []
    for (let i = 0; i < 4; i++) verdicts.push((await limiter.consume('a')).allowed)
    expect(verdicts).toEqual([true, true, true, false])
    expect(await limiter.consume('b')).toEqual({ allowed: true })
    vi.advanceTimersByTime(60_000)
    expect(await limiter.consume('a')).toEqual({ allowed: true })
  })

  it('says how long until the window closes, and takes back what it is given back', async () => {
    const limiter = rateLimiter({ name: 'test', points: 2, durationSeconds: 900 }, 'memory')
    await limiter.consume('a')
    await limiter.consume('a')
    await limiter.reward('a')
    vi.advanceTimersByTime(60_000)
    expect(await limiter.consume('a')).toEqual({ allowed: true })
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterMs: 840_000 })
  })
})
