import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SqlExecutor } from '../../database/transaction'
import { commitWrites, DOCUMENT_CHANGES_CHANNEL, documentService, type CollectionRules, type Reader } from '../index'
import { ChangeFeed, documentsAt, liveDocumentsResponse, openStreams, type LiveDocuments } from './index'
import { STREAM_LIMITS } from './stream'

/**
 * The live listeners on real PostgreSQL, in this process: the feed's LISTEN connection, the SSE stream
 * of `/live/documents` read as a browser reads it, the rules per document, the feed's connection cut
 * and made again, and nothing left behind once a stream is closed. (Two app processes sharing one
 * database: tests/e2e/live-listeners.spec.ts.)
 */

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
const db = drizzle(pool) as unknown as SqlExecutor
const ownerOf = (fields: Record<string, unknown>) => (fields.owner as { stringValue?: string } | undefined)?.stringValue
/** Rooms: a person reads their own (the owner's id as text, which a query's rule can see among its equalities); a query must ask for `owner == me`. Anyone signed in writes. */
const rooms: CollectionRules = {
  path: 'rooms',
  read: (reader, doc) => reader.userId !== null && ownerOf(doc.fields) === String(reader.userId),
  query: (reader, scope) =>
    reader.userId !== null &&
    (scope.equalities.owner as { stringValue?: string } | undefined)?.stringValue === String(reader.userId)
      ? true
      : 'a query of rooms must ask for owner == you',
  create: () => true,
  update: () => true,
  delete: () => true,
}
const service = documentService({
  collections: [rooms],
  // The test's stand-in for the site's session check: the reader named by the request.
  identify: async (request) => {
    const id = request.headers.get('x-reader')
    return id ? { userId: Number(id), roles: [] } : { userId: null, roles: [] }
  },
  transaction: (work) =>
    (drizzle(pool) as unknown as { transaction: <T>(f: (tx: SqlExecutor) => Promise<T>) => Promise<T> }).transaction(
      work,
    ),
})
const feed = new ChangeFeed({
  connectionString: process.env.DATABASE_URL!,
  channel: DOCUMENT_CHANGES_CHANNEL,
  read: (paths) => documentsAt(db, paths),
  firstBackoffMs: 50,
})
const live: LiveDocuments = { feed, db, service }
const ann: Reader = { userId: 1, roles: [] }

const room = (id: string, owner: number, rank: number) => ({
  update: {
    name: `rooms/${id}`,
    fields: { owner: { stringValue: String(owner) }, rank: { integerValue: String(rank) } },
  },
})
const write = (...writes: Parameters<typeof commitWrites>[1]) =>
  commitWrites(service, writes, ann, (name) => String(name))

type Received = {
  event: string
  data: { documents?: { path: string }[]; changes?: { type: string; document: { path: string } }[]; code?: string }
}

/** A listener as a browser holds one: the stream read event by event. */
async function listen(search: string, reader: number | null, headers: Record<string, string> = {}) {
  const aborter = new AbortController()
  const request = new Request(`http://127.0.0.1/live/documents?${search}`, {
    signal: aborter.signal,
    headers: { ...(reader === null ? {} : { 'x-reader': String(reader) }), ...headers },
  })
  const response = await liveDocumentsResponse(request, live, { ...STREAM_LIMITS, heartbeatMs: 200 })
  const reader_ = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const events: Received[] = []
  let comments = 0
  let ended = false
  void (async () => {
    for (;;) {
      const { value, done } = await reader_.read().catch(() => ({ value: undefined, done: true }))
      if (done) return void (ended = true)
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (block.startsWith(':')) comments += 1
        const name = /^event: (.+)$/m.exec(block)?.[1]
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (name && data) events.push({ event: name, data: JSON.parse(data) })
      }
    }
  })()
  return {
    response,
    events,
    comments: () => comments,
    ended: () => ended,
    close: () => aborter.abort(),
    /** What the events so far say, in words: 'snapshot a,b', 'added c', 'removed a'. */
    said: () =>
      events.map(({ event, data }) =>
        event === 'snapshot'
          ? `snapshot ${data.documents!.map((d) => d.path.split('/')[1]).join(',')}`
          : event === 'change'
            ? data.changes!.map((c) => `${c.type} ${c.document.path.split('/')[1]}`).join('; ')
            : `${event} ${data.code}`,
      ),
  }
}

const ownRooms = (owner: number, extra: Record<string, unknown> = {}) =>
  `parent=&query=${encodeURIComponent(
    JSON.stringify({
      from: [{ collectionId: 'rooms' }],
      where: { fieldFilter: { field: { fieldPath: 'owner' }, op: 'EQUAL', value: { stringValue: String(owner) } } },
      orderBy: [{ field: { fieldPath: 'rank' } }],
      ...extra,
    }),
  )}`

beforeAll(async () => {
  await write(room('a', 1, 10), room('b', 1, 20), room('x', 2, 15))
})
afterAll(async () => {
  await feed.stop()
  await pool.end()
})

describe('live listeners on PostgreSQL', () => {
  it('sends the snapshot, then only what the reader may read, in the query’s order, as it changes', async () => {
    const listener = await listen(ownRooms(1), 1)
    expect(listener.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    await expect.poll(listener.said).toEqual(['snapshot a,b'])
    await write(room('c', 1, 5))
    await write(room('y', 2, 1))
    await write(room('a', 1, 30))
    await expect.poll(listener.said).toEqual(['snapshot a,b', 'added c', 'modified a'])
    // Given away to another person: removed, and what it now holds never sent.
    await write(room('b', 2, 20))
    await expect.poll(listener.said).toEqual(['snapshot a,b', 'added c', 'modified a', 'removed b'])
    expect(JSON.stringify(listener.events)).not.toContain('rooms/y')
    expect(JSON.stringify(listener.events)).not.toContain('rooms/x')
    await expect.poll(listener.comments).toBeGreaterThan(0)
    listener.close()
  })

  it('keeps a limit, taking in the next document when one leaves a full window', async () => {
    const listener = await listen(ownRooms(1, { limit: 2 }), 1)
    await expect.poll(listener.said).toEqual(['snapshot c,a'])
    await write({ delete: 'rooms/c' })
    await expect.poll(listener.said).toEqual(['snapshot c,a', 'removed c'])
    await write(room('d', 1, 40))
    await expect.poll(listener.said).toEqual(['snapshot c,a', 'removed c', 'added d'])
    listener.close()
  })

  it('refuses a query the rules refuse with an error event, and a badly named target with a 400', async () => {
    const stranger = await listen(ownRooms(1), 2)
    await expect.poll(stranger.said).toEqual(['error permission-denied'])
    await expect.poll(stranger.ended).toBe(true)
    const visitor = await listen('document=rooms/a', null)
    await expect.poll(visitor.said).toEqual(['error permission-denied'])
    const bad = await liveDocumentsResponse(new Request('http://127.0.0.1/live/documents?document=rooms'), live)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('not a document path') },
    })
  })

  it('follows one document; once another’s, it is gone and its new state never sent', async () => {
    const listener = await listen('document=rooms/a', 1)
    await expect.poll(listener.said).toEqual(['snapshot a'])
    await write(room('a', 2, 31))
    await expect.poll(listener.said).toEqual(['snapshot a', 'removed a'])
    await write(room('a', 2, 32))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(listener.said()).toEqual(['snapshot a', 'removed a'])
    listener.close()
    await write(room('a', 1, 30))
  })

  it('after the feed’s connection is lost, sends what changed meanwhile', async () => {
    const listener = await listen(ownRooms(1), 1)
    await expect.poll(listener.said).toEqual(['snapshot a,d'])
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    )
    await admin.end()
    // Written while the feed has no connection: its notice reaches no one.
    await write(room('e', 1, 50))
    await expect.poll(listener.said, { timeout: 10_000 }).toEqual(['snapshot a,d', 'added e'])
    listener.close()
  })

  it('serves listeners of one target and reader as one: a late one gets the state as it stands, then the same changes', async () => {
    const first = await listen(ownRooms(1), 1)
    await expect.poll(first.said).toEqual(['snapshot a,d,e'])
    await write(room('f', 1, 60))
    await expect.poll(first.said).toEqual(['snapshot a,d,e', 'added f'])
    const late = await listen(ownRooms(1), 1)
    await expect.poll(late.said).toEqual(['snapshot a,d,e,f'])
    await write({ delete: 'rooms/f' })
    await expect.poll(first.said).toEqual(['snapshot a,d,e', 'added f', 'removed f'])
    await expect.poll(late.said).toEqual(['snapshot a,d,e,f', 'removed f'])
    first.close()
    late.close()
  })

  it('frees everything once a connection closes', async () => {
    await expect.poll(openStreams).toBe(0)
    const listeners = await Promise.all([listen(ownRooms(1), 1), listen('document=rooms/a', 1), listen(ownRooms(1), 1)])
    for (const listener of listeners) await expect.poll(() => listener.events.length).toBe(1)
    expect(openStreams()).toBe(3)
    // The two alike (same target, same reader) are served as one.
    expect(feed.size).toBe(2)
    for (const listener of listeners) listener.close()
    await expect.poll(openStreams).toBe(0)
    expect(feed.size).toBe(0)
    for (const listener of listeners) await expect.poll(listener.ended).toBe(true)
  })
})
