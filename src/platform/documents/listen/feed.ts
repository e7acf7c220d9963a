import pg from 'pg'

import type { StoredDocument } from '../index'
import type { ChangedDocument } from './listener'
import { collectionOf, inScope, joinPath, type QueryScope } from './target'

/** What `pg_notify` carries for every committed write (the contract with the document service). */
export type ChangeNotice = { path: string; kind: 'set' | 'delete'; updateTime: string }

/** What a subscriber follows: one document, or every document a query's scope may hold. */
export type Interest = { document: string } | QueryScope

export type FeedSubscriber = {
  interest: Interest
  /** The documents of one batch of notifications that concern this subscriber, as read after them. */
  deliver: (changed: ChangedDocument[]) => void
  /** The feed was reconnected: notifications may have been missed, so the subscriber reads its state again. */
  resync: () => void
}

export type ChangeFeedOptions = {
  connectionString: string
  channel: string
  /** The documents now at `paths` (absent ones left out), in one statement. */
  read: (paths: string[]) => Promise<Map<string, StoredDocument>>
  log?: (message: string, error?: unknown) => void
  /** The wait before the first reconnection, doubled up to `maxBackoffMs`. */
  firstBackoffMs?: number
  maxBackoffMs?: number
  /** How often the idle connection is asked a `SELECT 1`, so a connection lost without a word is noticed. */
  probeMs?: number
}

/**
 * One PostgreSQL connection per app process that LISTENs for the documents' changes, fanned out in the
 * process to the subscribers a change may concern (decision 097). A notification names a path; the
 * documents of a batch of notifications are read once, after them, and each subscriber is given those
 * that concern it. Work that reads documents for a subscriber (its first snapshot, a query run again)
 * goes through `inTurn` with the deliveries, so a state read earlier is never delivered after one read
 * later. A lost connection is made again with a growing wait; every subscriber then reads its state again.
 */
export class ChangeFeed {
  private client: pg.Client | undefined
  private readonly documents = new Map<string, Set<FeedSubscriber>>()
  private readonly collections = new Map<string, Set<FeedSubscriber>>()
  private readonly descendants = new Set<FeedSubscriber>()
  private pending = new Set<string>()
  private flushing = false
  private turn: Promise<unknown> = Promise.resolve()
  private stopped = false
  private backoffMs: number
  private retry: NodeJS.Timeout | undefined
  private probe: NodeJS.Timeout | undefined
  private connecting: Promise<void> | undefined
  private connectedOnce = false
  /** Notifications received, for the bench and the tests. */
  notices = 0

  constructor(private readonly options: ChangeFeedOptions) {
    this.backoffMs = options.firstBackoffMs ?? 100
  }

  /** Resolves once the connection LISTENs (the first time: fails if it cannot). */
  start(): Promise<void> {
    // A first connection that failed is tried again by the next listener.
    return (this.connecting ??= this.connect().catch((error: unknown) => {
      this.connecting = undefined
      throw error
    }))
  }

  get size(): number {
    let count = this.descendants.size
    for (const set of this.documents.values()) count += set.size
    for (const set of this.collections.values()) count += set.size
    return count
  }

  subscribe(subscriber: FeedSubscriber): () => void {
    const { set } = this.slot(subscriber.interest, true)
    set!.add(subscriber)
    return () => {
      const { set, remove } = this.slot(subscriber.interest, false)
      if (!set) return
      set.delete(subscriber)
      if (set.size === 0) remove()
    }
  }

  /** Runs `work` after everything queued before it, deliveries included. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work)
    this.turn = result.catch(() => undefined)
    return result
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.retry)
    clearInterval(this.probe)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => undefined)
  }

  private slot(interest: Interest, create: boolean): { set: Set<FeedSubscriber> | undefined; remove: () => void } {
    if ('document' in interest) return this.keyed(this.documents, interest.document, create)
    if (interest.allDescendants) return { set: this.descendants, remove: () => undefined }
    return this.keyed(this.collections, joinPath(interest.parent, interest.collectionId), create)
  }

  private keyed(map: Map<string, Set<FeedSubscriber>>, key: string, create: boolean) {
    let set = map.get(key)
    if (!set && create) map.set(key, (set = new Set()))
    return { set, remove: () => map.delete(key) }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString, keepAlive: true })
    client.on('notification', (message) => this.noticed(message.payload))
    client.on('error', (error) => this.lost(client, error))
    client.on('end', () => this.lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`)
    } catch (error) {
      client.end().catch(() => undefined)
      if (!this.connectedOnce) throw error
      this.lost(client, error)
      return
    }
    if (this.stopped) return void (await client.end().catch(() => undefined))
    this.client = client
    this.backoffMs = this.options.firstBackoffMs ?? 100
    clearInterval(this.probe)
    this.probe = setInterval(
      () => void client.query('SELECT 1').catch((error) => this.lost(client, error)),
      this.options.probeMs ?? 30_000,
    )
    this.probe.unref()
    if (this.connectedOnce) this.resyncAll()
    this.connectedOnce = true
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.stopped || (this.client !== client && this.client !== undefined)) return
    if (this.client === client) {
      this.client = undefined
      client.end().catch(() => undefined)
    }
    clearInterval(this.probe)
    if (this.retry) return
    this.options.log?.(`The documents' change feed lost its connection; again in ${this.backoffMs} ms`, error)
    this.retry = setTimeout(() => {
      this.retry = undefined
      void this.connect()
    }, this.backoffMs)
    this.retry.unref()
    this.backoffMs = Math.min(this.backoffMs * 2, this.options.maxBackoffMs ?? 5_000)
  }

  private resyncAll() {
    const everyone = [
      ...this.descendants,
      ...[...this.documents.values(), ...this.collections.values()].flatMap((set) => [...set]),
    ]
    for (const subscriber of everyone) subscriber.resync()
  }

  private noticed(payload: string | undefined) {
    let notice: ChangeNotice
    try {
      notice = JSON.parse(payload ?? '') as ChangeNotice
    } catch {
      this.options.log?.(`A change notification that is not JSON was ignored: ${String(payload).slice(0, 200)}`)
      return
    }
    if (typeof notice?.path !== 'string') return
    this.notices += 1
    this.pending.add(notice.path)
    if (this.flushing) return
    this.flushing = true
    void this.inTurn(() => this.flush())
  }

  /** Reads the documents the notifications so far named, and gives each subscriber those that concern it. */
  private async flush(): Promise<void> {
    this.flushing = false
    const paths = [...this.pending]
    this.pending = new Set()
    let read: Map<string, StoredDocument>
    try {
      read = await this.options.read(paths)
    } catch (error) {
      // Without the documents nothing can be sent: every subscriber reads its state again once it can.
      this.options.log?.('The changed documents could not be read', error)
      this.resyncAll()
      return
    }
    const batches = new Map<FeedSubscriber, ChangedDocument[]>()
    const add = (subscriber: FeedSubscriber, change: ChangedDocument) => {
      const batch = batches.get(subscriber)
      if (batch) batch.push(change)
      else batches.set(subscriber, [change])
    }
    for (const path of paths) {
      const change = { path, document: read.get(path) ?? null }
      for (const subscriber of this.documents.get(path) ?? []) add(subscriber, change)
      for (const subscriber of this.collections.get(collectionOf(path)) ?? []) add(subscriber, change)
      for (const subscriber of this.descendants) {
        if (inScope(subscriber.interest as QueryScope, path)) add(subscriber, change)
      }
    }
    for (const [subscriber, changed] of batches) {
      try {
        subscriber.deliver(changed)
      } catch (error) {
        this.options.log?.('A listener failed on a change', error)
      }
    }
  }
}
