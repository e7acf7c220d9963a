/**
 * The browser's live listener (decision 097): `onSnapshot(target, { next, error })` over the
 * `/live/documents` Server-Sent Events stream. It keeps the current documents, reports each
 * snapshot's changes, and after a dropped connection — EventSource reconnects, or this client does
 * once EventSource gives up — diffs the server's fresh snapshot against what it had, so the app is
 * told only what really changed meanwhile. Plain TypeScript: no framework, nothing from the server.
 */
import type { StoredDocument } from '../index'
import { applyChanges, diffDocuments, type DocumentChange } from './changes'
import { searchOf, type ListenTarget } from './target'

export type { DocumentChange, ListenTarget, StoredDocument }

export type LiveSnapshot = {
  /** The documents now, in the query's order (one or none for a document). */
  docs: readonly StoredDocument[]
  /** What changed since the last snapshot the app was given (all `added` the first time). */
  docChanges: readonly DocumentChange[]
}

/** The server's refusal (permission-denied…) or an endpoint that cannot be reached for good. */
export type LiveError = { code: string; message: string }

export type SnapshotObserver = { next: (snapshot: LiveSnapshot) => void; error?: (error: LiveError) => void }

/** What this client needs of EventSource (the browser's, or another in Node). */
export type EventSourceLike = {
  readonly readyState: number
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void
  close(): void
}

export type ListenOptions = {
  /** Where the site is; the page's own origin by default. */
  baseUrl?: string
  /** An EventSource constructor other than the global one (Node has none). */
  EventSource?: new (url: string) => EventSourceLike
  /** The longest wait between reconnections once EventSource has given up. */
  maxBackoffMs?: number
}

const CLOSED = 2

/** Listens to a document or a query; returns the function that stops listening. */
export function onSnapshot(target: ListenTarget, observer: SnapshotObserver, options: ListenOptions = {}): () => void {
  const Source = options.EventSource ?? (globalThis as { EventSource?: ListenOptions['EventSource'] }).EventSource
  if (!Source) throw new Error('onSnapshot needs EventSource (give one in its options outside the browser)')
  const url = `${options.baseUrl ?? ''}/live/documents?${searchOf(target)}`
  const keeper = new SnapshotKeeper()
  let source: EventSourceLike | undefined
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let backoffMs = 500

  const deliver = (snapshot: LiveSnapshot | undefined) => {
    if (snapshot && !stopped) observer.next(snapshot)
  }
  const connect = () => {
    const current = new Source(url)
    source = current
    current.addEventListener('snapshot', (event) => {
      backoffMs = 500
      deliver(keeper.snapshot(JSON.parse((event as MessageEvent).data as string).documents as StoredDocument[]))
    })
    current.addEventListener('change', (event) => {
      deliver(keeper.changes(JSON.parse((event as MessageEvent).data as string).changes as DocumentChange[]))
    })
    current.addEventListener('error', (event) => {
      const data = (event as MessageEvent).data
      if (typeof data === 'string' && data) {
        // The server's own error event: the listener is over.
        stop()
        observer.error?.(JSON.parse(data) as LiveError)
        return
      }
      // A dropped connection: EventSource tries again by itself unless it gave up (a 4xx/5xx answer).
      if (current.readyState !== CLOSED || stopped) return
      current.close()
      retry = setTimeout(connect, backoffMs)
      backoffMs = Math.min(backoffMs * 2, options.maxBackoffMs ?? 30_000)
    })
  }
  const stop = () => {
    stopped = true
    clearTimeout(retry)
    source?.close()
  }
  connect()
  return stop
}

/**
 * The client's bookkeeping, apart from any connection: the documents it has, and what to tell the
 * app about a snapshot (the first: everything added; after a reconnection: the difference, or
 * nothing) or a batch of changes.
 */
export class SnapshotKeeper {
  private documents: StoredDocument[] = []
  private first = true

  current(): readonly StoredDocument[] {
    return this.documents
  }

  snapshot(documents: StoredDocument[]): LiveSnapshot | undefined {
    const docChanges = diffDocuments(this.documents, documents)
    this.documents = documents
    if (!this.first && docChanges.length === 0) return undefined
    this.first = false
    return { docs: documents, docChanges }
  }

  changes(changes: DocumentChange[]): LiveSnapshot | undefined {
    if (changes.length === 0) return undefined
    this.documents = applyChanges(this.documents, changes)
    return { docs: this.documents, docChanges: changes }
  }
}
