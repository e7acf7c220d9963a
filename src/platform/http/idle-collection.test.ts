import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { collectWhenIdle } from './idle-collection'

// Long beside a request's time on a loaded machine, so that waits between requests stay well inside it.
const AFTER_MS = 250
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let server: Server | undefined
let stop: (() => void) | undefined

afterEach(async () => {
  stop?.()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

/** A server whose answers take `?wait=ms`, collecting into a count when idle. */
async function serving(collector: 'counted' | 'v8' = 'counted') {
  server = createServer((request, response) => {
    const wait = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('wait') ?? 0)
    setTimeout(() => response.end('ok'), wait)
  })
  const counted = { collections: 0 }
  const collect = collector === 'counted' ? () => void (counted.collections += 1) : undefined
  // `?lasting` stands for a live listener's stream, open for as long as the page is.
  stop = collectWhenIdle(server, { afterMs: AFTER_MS, collect, lasting: (request) => request.url!.includes('lasting') })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    counted,
    get: (wait = 0, lasting = false) =>
      fetch(`${base}/?wait=${wait}${lasting ? '&lasting' : ''}`).then((response) => response.text()),
  }
}

describe('collecting garbage when the server is idle', () => {
  it('collects nothing before the first request', async () => {
    const { counted } = await serving()
    await pause(AFTER_MS * 3)
    expect(counted.collections).toBe(0)
  })

  it('collects once after a request, and not again while nothing more comes', async () => {
    const { counted, get } = await serving()
    await get()
    expect(counted.collections).toBe(0)
    await pause(AFTER_MS * 4)
    expect(counted.collections).toBe(1)
    await get()
    await pause(AFTER_MS * 4)
    expect(counted.collections).toBe(2)
  })

  it('waits while a request is being answered, counting from its end', async () => {
    const { counted, get } = await serving()
    const slow = get(AFTER_MS * 4)
    await pause(AFTER_MS * 2)
    await get()
    await pause(AFTER_MS * 1.5)
    // The quick request has ended but the slow one is still running.
    expect(counted.collections).toBe(0)
    await slow
    await pause(AFTER_MS * 4)
    expect(counted.collections).toBe(1)
  })

  it('does not wait for a lasting request (a live stream) to end', async () => {
    const { counted, get } = await serving()
    const stream = get(AFTER_MS * 8, true)
    await get()
    await pause(AFTER_MS * 4)
    expect(counted.collections).toBe(1)
    await stream
  })

  it('starts waiting again when a request comes before the wait is over', async () => {
    const { counted, get } = await serving()
    for (let i = 0; i < 4; i++) {
      await get()
      await pause(AFTER_MS / 5)
    }
    expect(counted.collections).toBe(0)
    await pause(AFTER_MS * 4)
    expect(counted.collections).toBe(1)
  })

  it('runs V8’s own full collection', async () => {
    const majors: PerformanceEntry[] = []
    const observer = new PerformanceObserver((list) =>
      majors.push(
        ...list
          .getEntries()
          .filter(
            (entry) =>
              (entry as PerformanceEntry & { detail: { kind: number } }).detail.kind ===
              constants.NODE_PERFORMANCE_GC_MAJOR,
          ),
      ),
    )
    observer.observe({ entryTypes: ['gc'] })
    try {
      const { get } = await serving('v8')
      await get()
      majors.length = 0
      await pause(AFTER_MS * 4)
      expect(majors.length).toBeGreaterThan(0)
    } finally {
      observer.disconnect()
    }
  })
})
