import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { delayAfter, growingDelay, type GrowingDelay } from '.'

const limit: GrowingDelay = {
  name: 'test',
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  forgetAfterSeconds: 600,
}

describe('growing delays', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits nothing for the free failures, then 1, 2, 4 … seconds, never more than the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((failures) => delayAfter(limit, failures))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ])
  })

  it('refuses an attempt until the wait is over, without counting the refusal', async () => {
    const counter = growingDelay(limit, 'memory')
    for (let i = 0; i < 3; i++) expect(await counter.attempt('a')).toEqual({ allowed: true })
    expect(await counter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 1000 })
    vi.advanceTimersByTime(400)
    // Hammering does not push the wait further.
    expect(await counter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 600 })
    vi.advanceTimersByTime(600)
    expect(await counter.attempt('a')).toEqual({ allowed: true })
    expect(await counter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 2000 })
    expect(await counter.attempt('b')).toEqual({ allowed: true })
  })

  it('takes back an attempt that went well, forgets on clear and after the quiet period, and lists the delayed', async () => {
    const counter = growingDelay(limit, 'memory')
    for (let i = 0; i < 3; i++) await counter.attempt('a')
    await counter.giveBack('a')
    expect(await counter.attempt('a')).toEqual({ allowed: true })
    expect(await counter.delayed()).toEqual([
      { key: 'a', failures: 3, lastFailureAt: new Date(Date.now()), nextAttemptAt: new Date(Date.now() + 1000) },
    ])
    await counter.clear('a')
    expect(await counter.delayed()).toEqual([])
    for (let i = 0; i < 3; i++) await counter.attempt('b')
    vi.advanceTimersByTime(600_000)
    expect(await counter.delayed()).toEqual([])
    expect(await counter.attempt('b')).toEqual({ allowed: true })
    expect(await counter.attempt('b')).toEqual({ allowed: true })
  })
})
