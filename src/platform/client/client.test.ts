import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CHECK_EVERY_MS, isNewerBuild, latestManifestUrl, startUpdateCheck } from './build-manifest'
import { CHUNK_RELOAD_MARKER, isChunkLoadError, reloadOnce } from './chunk-reload'

describe('build update check', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }))
  afterEach(() => vi.useRealTimers())

  const current = { id: 'build-a', timestamp: 100 }

  it('fetches builds/latest.json?{timestamp} one second after start, then every hour', async () => {
    const fetched: string[] = []
    const check = startUpdateCheck(current, {
      fetchJson: async (url) => {
        fetched.push(url)
        return current
      },
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetched).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fetched).toEqual([latestManifestUrl(1_700_000_001_000)])
    expect(fetched[0]).toBe('/builds/latest.json?1700000001000')
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS)
    expect(fetched).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS)
    expect(fetched).toHaveLength(3)
    expect(check.updateAvailable()).toBe(false)
    check.stop()
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3)
    expect(fetched).toHaveLength(3)
  })

  it('notices a newer build and keeps going through failures', async () => {
    const answers: Array<() => unknown> = [
      () => {
        throw new Error('offline')
      },
      () => ({ id: 'build-b', timestamp: 200 }),
    ]
    const check = startUpdateCheck(current, { fetchJson: async () => answers.shift()!() })
    await vi.advanceTimersByTimeAsync(1000)
    expect(check.updateAvailable()).toBe(false)
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS)
    expect(check.updateAvailable()).toBe(true)
    check.stop()
  })

  it('counts only a different and later build as newer', () => {
    expect(isNewerBuild(current, { id: 'build-b', timestamp: 200 })).toBe(true)
    expect(isNewerBuild(current, { id: 'build-a', timestamp: 200 })).toBe(false)
    expect(isNewerBuild(current, { id: 'build-old', timestamp: 50 })).toBe(false)
    expect(isNewerBuild(current, null)).toBe(false)
    expect(isNewerBuild(current, { id: 5 })).toBe(false)
    expect(isNewerBuild({ id: 'development', timestamp: 0 }, { id: 'build-b', timestamp: 200 })).toBe(false)
  })
})

describe('chunk-reload guard', () => {
  function memoryStorage() {
    const values = new Map<string, string>()
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, v: string) => values.set(key, v),
    }
  }

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app/page failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads once, then not again within 10 seconds, then again after', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true)
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('1000000')
    expect(reloadOnce(storage, 1_009_999, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnce(storage, 1_010_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
