import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  answerFor,
  buildLinkTable,
  currentLinkTable,
  linkTableHolder,
  markLinkTableStale,
  REFRESH_MS,
  type LinkTableRows,
} from './link-table'

const rows: LinkTableRows = {
  shortLinks: [{ code: 'spring', target: 'https://example.org' }],
  redirects: [
    { from: '/old-show', to: '/artists', status: 301, expiresAt: null },
    { from: '/last-year', to: 'https://example.org/2025', status: 302, expiresAt: '2026-12-01T00:00:00.000Z' },
  ],
}

describe('matching a path', () => {
  const table = buildLinkTable(rows)
  const now = Date.parse('2026-11-26T12:00:00Z')

  it('sends a short link to the route that counts its hit', () => {
    expect(answerFor(table, '/spring', now)).toEqual({ rewrite: '/go/spring' })
  })
  it('answers a redirect rule with its status', () => {
    expect(answerFor(table, '/old-show', now)).toEqual({ redirect: '/artists', status: 301 })
    expect(answerFor(table, '/last-year', now)).toEqual({ redirect: 'https://example.org/2025', status: 302 })
  })
  it('ignores a rule past its expiry', () => {
    expect(answerFor(table, '/last-year', Date.parse('2026-12-01T00:00:00Z'))).toBeNull()
  })
  it('matches exact paths only', () => {
    expect(answerFor(table, '/Spring', now)).toBeNull()
    expect(answerFor(table, '/old-show/more', now)).toBeNull()
    expect(answerFor(table, '/', now)).toBeNull()
  })
})

describe('keeping the table fresh', () => {
  beforeEach(() => {
    const holder = linkTableHolder()
    holder.table = new Map()
    holder.loadedAt = 0
    holder.stale = true
  })

  it('waits for the first load, then answers from memory until it is old', async () => {
    const load = vi.fn(async () => rows)
    const table = await currentLinkTable(load, 1_000_000)
    expect(table.get('/spring')).toBeDefined()
    await currentLinkTable(load, 1_000_000 + REFRESH_MS)
    expect(load).toHaveBeenCalledTimes(1)
    await currentLinkTable(load, 1_000_000 + REFRESH_MS + 1)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('waits for a fresh table after a save in this process', async () => {
    await currentLinkTable(async () => rows, 2_000_000)
    markLinkTableStale()
    const table = await currentLinkTable(async () => ({ shortLinks: [], redirects: [] }), 2_000_001)
    expect(table.size).toBe(0)
  })

  it('never answers a save from a load that began before it', async () => {
    await currentLinkTable(async () => ({ shortLinks: [], redirects: [] }), 4_000_000)
    let finishOldLoad: (rows: LinkTableRows) => void = () => {}
    const oldLoad = new Promise<LinkTableRows>((resolve) => (finishOldLoad = resolve))
    // A request past the refresh time starts a load in the background, which reads the rows before the save.
    await currentLinkTable(() => oldLoad, 4_000_000 + REFRESH_MS + 1)
    markLinkTableStale()
    const fresh = currentLinkTable(async () => rows, 4_000_000 + REFRESH_MS + 2)
    finishOldLoad({ shortLinks: [], redirects: [] })
    expect((await fresh).get('/old-show')).toBeDefined()
  })

  it('keeps the old table when a load fails', async () => {
    await currentLinkTable(async () => rows, 3_000_000)
    markLinkTableStale()
    const table = await currentLinkTable(async () => Promise.reject(new Error('down')), 3_000_001)
    expect(table.get('/old-show')).toBeDefined()
  })
})
