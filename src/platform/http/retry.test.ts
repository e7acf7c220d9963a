import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { http } from './client'
import { backoffDelay, BACKOFF, retriesFor, RETRY_STATUSES } from './retry'

describe('retry policy', () => {
  it('retries exactly the original statuses', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it('backs off from 1 s doubling each time, within ±50 % jitter, capped at 4 hours', () => {
    const middle = () => 0.5
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, middle))).toEqual([1000, 2000, 4000, 8000])
    expect(backoffDelay(0, () => 0)).toBe(500)
    expect(backoffDelay(0, () => 0.999999)).toBe(1500)
    expect(backoffDelay(30, middle)).toBe(BACKOFF.maxMs)
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF.maxMs)
  })

  it('never retries mutating methods unless asked', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(retriesFor(method, undefined)).toBe(0)
    expect(retriesFor('POST', 3)).toBe(3)
    expect(retriesFor('GET', undefined)).toBeGreaterThan(0)
    expect(retriesFor(undefined, undefined)).toBeGreaterThan(0)
    expect(retriesFor('GET', false)).toBe(0)
  })
})

describe('http client', () => {
  const calls: string[] = []
  let answers: number[]

  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    calls.length = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request | string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${typeof request === 'string' ? request : request.url}`)
        const status = answers.shift() ?? 200
        return new Response(JSON.stringify({ status }), { status, headers: { 'content-type': 'application/json' } })
      }),
    )
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('retries a GET on 503 after 1 s, then 2 s, then succeeds', async () => {
    answers = [503, 429, 200]
    const result = http<{ status: number }>('https://example.org/api/thing')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ status: 200 })
    expect(calls).toHaveLength(3)
  })

  it('does not retry a status outside the list', async () => {
    answers = [404]
    const result = http('https://example.org/missing')
    const settled = expect(result).rejects.toMatchObject({ status: 404 })
    await vi.runAllTimersAsync()
    await settled
    expect(calls).toHaveLength(1)
  })

  it('does not retry a POST unless asked', async () => {
    answers = [503]
    const refused = expect(http('https://example.org/api/things', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
    })
    await vi.runAllTimersAsync()
    await refused
    expect(calls).toEqual(['POST https://example.org/api/things'])

    calls.length = 0
    answers = [503, 200]
    const retried = http('https://example.org/api/things', { method: 'POST', body: {}, retry: 1 })
    await vi.advanceTimersByTimeAsync(1000)
    await expect(retried).resolves.toEqual({ status: 200 })
    expect(calls).toHaveLength(2)
  })

  it('gives up after the allowed retries', async () => {
    answers = [500, 500, 500]
    const result = http('https://example.org/flaky', { retry: 2 })
    const settled = expect(result).rejects.toMatchObject({ status: 500 })
    await vi.advanceTimersByTimeAsync(1000 + 2000)
    await settled
    expect(calls).toHaveLength(3)
  })
})
