import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GcsTestServer } from '../../../../tests/support/storage/gcs-test-server'
import { getMetadata, list, uploadBytesResumable } from './operations'
import { getStorage, ref, type Storage } from './reference'
import { MAX_OPERATION_RETRY_MS, MAX_UPLOAD_RETRY_MS, retryDelay } from './retry'

// Fake timers, so the test server is injected as fetch: Node's own fetch runs on timers of its own.
let server: GcsTestServer
let storage: Storage
const KB = 1024

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(0)
  server = new GcsTestServer()
  storage = getStorage({ baseUrl: 'http://storage.test', fetch: server.fetch })
  server.put('public/a.txt', 'a')
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** When each request arrived, in ms since the test began. */
function arrivals(): () => number[] {
  const began = Date.now()
  const times: number[] = []
  const handle = server.handle.bind(server)
  server.handle = (request) => {
    times.push(Date.now() - began)
    return handle(request)
  }
  return () => times
}

describe('retry delays', () => {
  it('start at 1 s and double to 64 s, plus up to 1 s of jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelay(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000,
    ])
    expect(retryDelay(0, () => 0.999)).toBe(1999)
    expect(retryDelay(9, () => 0.5)).toBe(64500)
  })

  it('give an operation 2 minutes and an upload 10', () => {
    expect(MAX_OPERATION_RETRY_MS).toBe(120_000)
    expect(MAX_UPLOAD_RETRY_MS).toBe(600_000)
  })
})

describe('an operation', () => {
  it.each([408, 429, 500, 503])('retries %i after 1 s, then 2 s', async (status) => {
    const times = arrivals()
    server.failNext(status, 2)
    const metadata = getMetadata(ref(storage, 'public/a.txt'))
    await vi.advanceTimersByTimeAsync(2999)
    expect(times()).toEqual([0, 1000])
    await vi.advanceTimersByTimeAsync(1)
    await expect(metadata).resolves.toMatchObject({ name: 'a.txt' })
    expect(times()).toEqual([0, 1000, 3000])
  })

  it('retries when the network fails', async () => {
    server.dropNext(1)
    const page = list(ref(storage, 'public'))
    await vi.advanceTimersByTimeAsync(1000)
    await expect(page).resolves.toMatchObject({ items: [expect.objectContaining({ fullPath: 'public/a.txt' })] })
  })

  it('does not retry other statuses', async () => {
    server.failNext(403, 5)
    const times = arrivals()
    const metadata = getMetadata(ref(storage, 'public/a.txt'))
    const settled = expect(metadata).rejects.toMatchObject({ code: 'storage/unauthorized' })
    await vi.runAllTimersAsync()
    await settled
    expect(times()).toEqual([0])
  })

  it('gives up after 2 minutes with storage/retry-limit-exceeded', async () => {
    const times = arrivals()
    server.failNext(503, 100)
    const metadata = getMetadata(ref(storage, 'public/a.txt'))
    let outcome: unknown
    metadata.catch((error: unknown) => (outcome = error))
    await vi.advanceTimersByTimeAsync(MAX_OPERATION_RETRY_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toMatchObject({ code: 'storage/retry-limit-exceeded', status: 503 })
    // The last wait is cut short so that one try falls exactly on the limit.
    expect(times()).toEqual([0, 1000, 3000, 7000, 15000, 31000, 63000, 120000])
  })

  it('gives up on a network that stays down the same way', async () => {
    server.dropNext(100)
    const metadata = getMetadata(ref(storage, 'public/a.txt'))
    const settled = expect(metadata).rejects.toMatchObject({ code: 'storage/retry-limit-exceeded', status: 0 })
    await vi.advanceTimersByTimeAsync(MAX_OPERATION_RETRY_MS)
    await settled
  })

  it('keeps to a retry time set on the storage', async () => {
    storage.maxOperationRetryTime = 5000
    server.failNext(500, 100)
    const metadata = getMetadata(ref(storage, 'public/a.txt'))
    const settled = expect(metadata).rejects.toMatchObject({ code: 'storage/retry-limit-exceeded' })
    await vi.advanceTimersByTimeAsync(5000)
    await settled
  })
})

describe('an upload', () => {
  const big = () => new Uint8Array(7 * 256 * KB + 10)
  const chunks = () => server.log.filter((entry) => entry.method === 'PUT').map((entry) => entry.contentRange)

  it('gives up after 10 minutes of failures with storage/retry-limit-exceeded', async () => {
    server.failNext(503, 1000)
    const task = uploadBytesResumable(ref(storage, 'public/big.bin'), big())
    let outcome: unknown
    task.catch((error: unknown) => (outcome = error))
    await vi.advanceTimersByTimeAsync(MAX_UPLOAD_RETRY_MS - 1)
    expect(outcome).toBeUndefined()
    expect(task.snapshot.state).toBe('running')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toMatchObject({ code: 'storage/retry-limit-exceeded', status: 503 })
    expect(task.snapshot.state).toBe('error')
  })

  it('counts the 10 minutes from the last request that got through', async () => {
    // 13 failures each (the last retry 447 s after the first try): the session opens at 511 s, the first chunk at 1022 s.
    server.failNext(503, 13, (request) => request.method === 'POST')
    server.failNext(503, 13, (request) => request.method === 'PUT')
    const task = uploadBytesResumable(ref(storage, 'public/big.bin'), big())
    await vi.advanceTimersByTimeAsync(MAX_UPLOAD_RETRY_MS + 1)
    expect(server.sessions.size).toBe(1)
    expect(task.snapshot).toMatchObject({ state: 'running', bytesTransferred: 0 })
    await vi.advanceTimersByTimeAsync(1_022_000 - MAX_UPLOAD_RETRY_MS - 1)
    await expect(task).resolves.toMatchObject({ state: 'success' })
  })

  it('after a failed chunk asks what arrived, and starts again from 256 KB', async () => {
    server.failNext(500, 1, (request) => /^bytes 786432-/.test(request.headers.get('content-range') ?? ''))
    const task = uploadBytesResumable(ref(storage, 'public/big.bin'), big())
    await vi.advanceTimersByTimeAsync(1000)
    await expect(task).resolves.toMatchObject({ state: 'success' })
    expect(chunks()).toEqual([
      'bytes 0-262143/1835018',
      'bytes 262144-786431/1835018',
      'bytes 786432-1835007/1835018',
      'bytes */1835018',
      'bytes 786432-1048575/1835018',
      'bytes 1048576-1572863/1835018',
      'bytes 1572864-1835017/1835018',
    ])
  })

  it('pauses at once while waiting to retry, and resumes', async () => {
    server.failNext(503, 1, (request) => request.method === 'PUT')
    const task = uploadBytesResumable(ref(storage, 'public/big.bin'), big())
    await vi.advanceTimersByTimeAsync(500)
    expect(task.pause()).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(task.snapshot.state).toBe('paused')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(task.snapshot.state).toBe('paused')
    expect(task.resume()).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    await expect(task).resolves.toMatchObject({ state: 'success' })
  })

  it('cancels at once while waiting to retry', async () => {
    server.failNext(503, 1, (request) => request.method === 'PUT')
    const task = uploadBytesResumable(ref(storage, 'public/big.bin'), big())
    await vi.advanceTimersByTimeAsync(500)
    expect(task.cancel()).toBe(true)
    await expect(task).rejects.toMatchObject({ code: 'storage/canceled' })
  })
})
