import type { SqlExecutor } from '../../database/transaction'
import {
  compareForQuery,
  DocumentError,
  mayRead,
  queryMatches,
  readDocument,
  runStructuredQuery,
  type DocumentService,
  type Reader,
  type StoredDocument,
} from '../index'
import type { ChangeFeed } from './feed'
import { ListenerState } from './listener'
import { scopeOf, type ListenTarget } from './target'

export type LiveDocuments = { feed: ChangeFeed; db: SqlExecutor; service: DocumentService }

/** Where one listener's news goes (its stream). */
export type ListenerSink = {
  /** A `change` event's data: the JSON of `{ changes }`, made once for every listener of the same target and reader. */
  changes: (data: Uint8Array) => void
  /** The listener ends: the rules refuse it, or it could not be served. */
  failed: (error: DocumentError) => void
}

export type OpenListener = { snapshot: readonly StoredDocument[]; close: () => void }

const encoder = new TextEncoder()

/**
 * The listeners of one target for one reader, served as one: the same rules give them the same
 * documents, so the bookkeeping, the reads and the encoding of each change are done once for all of
 * them (a conversation open in many tabs, staff's shared inbox, the bench's thousand). A member joins
 * in turn with the feed's deliveries: it is given the state as it stands, and every change after.
 */
class SharedListener {
  readonly members = new Set<ListenerSink>()
  private joining = 0
  private loaded = false
  private closed = false
  private readonly state: ListenerState
  private readonly unsubscribe: () => void

  constructor(
    private readonly live: LiveDocuments,
    private readonly target: ListenTarget,
    private readonly reader: Reader,
    private readonly forget: () => void,
  ) {
    const { service } = live
    const query = 'query' in target ? target : undefined
    this.state = new ListenerState(
      {
        mayRead: (document) => mayRead(service, reader, document),
        matches: query && ((document) => queryMatches(query.parent, query.query, document)),
        compare: query && ((a, b) => compareForQuery(query.query, a, b)),
      },
      query?.query,
    )
    this.unsubscribe = live.feed.subscribe({
      interest: query ? scopeOf(query.parent, query.query) : { document: (target as { document: string }).document },
      deliver: (changed) => {
        // Before the first read (in turn, after this delivery), which will hold these changes.
        if (!this.loaded || this.closed) return
        const outcome = this.state.apply(changed)
        if ('rerun' in outcome) this.reread()
        else this.send(outcome.changes)
      },
      resync: () => {
        if (this.loaded) this.reread()
      },
    })
  }

  async join(sink: ListenerSink): Promise<readonly StoredDocument[]> {
    this.joining += 1
    try {
      return await this.live.feed.inTurn(async () => {
        if (!this.loaded) {
          this.state.replace(await this.read())
          this.loaded = true
        }
        this.members.add(sink)
        return this.state.current()
      })
    } finally {
      this.joining -= 1
      this.closeIfEmpty()
    }
  }

  leave(sink: ListenerSink) {
    this.members.delete(sink)
    this.closeIfEmpty()
  }

  private closeIfEmpty() {
    if (this.members.size > 0 || this.joining > 0 || this.closed) return
    this.closed = true
    this.unsubscribe()
    this.forget()
  }

  private async read(): Promise<StoredDocument[]> {
    const { db, service } = this.live
    if ('query' in this.target)
      return runStructuredQuery(db, service, this.target.parent, this.target.query, this.reader)
    const document = await readDocument(db, service, this.target.document, this.reader)
    return document ? [document] : []
  }

  private send(changes: ReturnType<ListenerState['replace']>) {
    if (changes.length === 0 || this.closed) return
    const data = encoder.encode(JSON.stringify({ changes }))
    for (const member of this.members) member.changes(data)
  }

  /** The state read again, and only what differs from what was sent goes out. */
  private reread() {
    void this.live.feed.inTurn(async () => {
      if (this.closed) return
      try {
        this.send(this.state.replace(await this.read()))
      } catch (error) {
        const refusal =
          error instanceof DocumentError ? error : new DocumentError('unavailable', 'The listener could not be served')
        for (const member of [...this.members]) member.failed(refusal)
      }
    })
  }
}

const SHARED = new WeakMap<ChangeFeed, Map<string, SharedListener>>()

/** Listeners share when their target and their reader are the same (the rules see nothing else). */
const keyOf = (target: ListenTarget, reader: Reader) =>
  JSON.stringify([target, reader.userId, [...reader.roles].sort()])

/**
 * Opens one listener: it joins the shared listener of its target and reader (subscribed to the feed
 * before its first read, so no change between the two is lost, and none is sent twice). Throws the
 * document service's DocumentError when the rules refuse the target (permission-denied).
 */
export async function openListener(
  live: LiveDocuments,
  target: ListenTarget,
  reader: Reader,
  sink: ListenerSink,
): Promise<OpenListener> {
  let shared = SHARED.get(live.feed)
  if (!shared) SHARED.set(live.feed, (shared = new Map()))
  const key = keyOf(target, reader)
  let listener = shared.get(key)
  if (!listener) {
    const forget = () => {
      if (shared.get(key) === listener) shared.delete(key)
    }
    listener = new SharedListener(live, target, reader, forget)
    shared.set(key, listener)
  }
  const joined = listener
  try {
    await live.feed.start()
  } catch (error) {
    joined.leave(sink)
    throw error
  }
  const snapshot = await joined.join(sink)
  return { snapshot, close: () => joined.leave(sink) }
}
