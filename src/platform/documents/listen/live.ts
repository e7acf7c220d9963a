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
import type { SqlExecutor } from '../../database/transaction'
import type { DocumentChange } from './changes'
import type { ChangeFeed } from './feed'
import { ListenerState } from './listener'
import { scopeOf, type ListenTarget } from './target'

export type LiveDocuments = { feed: ChangeFeed; db: SqlExecutor; service: DocumentService }

/** Where one listener's news goes (its stream). */
export type ListenerSink = {
  changes: (changes: DocumentChange[]) => void
  /** The listener ends: the rules refuse it, or it could not be served. */
  failed: (error: DocumentError) => void
}

export type OpenListener = { snapshot: readonly StoredDocument[]; close: () => void }

/**
 * Opens one listener: subscribed to the feed first, then its first snapshot read in turn with the
 * feed's deliveries (so no change between the two is lost, and none is sent twice). Throws the
 * document service's DocumentError when the rules refuse the target (permission-denied).
 */
export async function openListener(
  live: LiveDocuments,
  target: ListenTarget,
  reader: Reader,
  sink: ListenerSink,
): Promise<OpenListener> {
  const { feed, db, service } = live
  const query = 'query' in target ? target : undefined
  const state = new ListenerState(
    {
      mayRead: (document) => mayRead(service, reader, document),
      matches: query && ((document) => queryMatches(query.parent, query.query, document)),
      compare: query && ((a, b) => compareForQuery(query.query, a, b)),
    },
    query?.query,
  )
  const read = async (): Promise<StoredDocument[]> => {
    if (query) return runStructuredQuery(db, service, query.parent, query.query, reader)
    const document = await readDocument(db, service, (target as { document: string }).document, reader)
    return document ? [document] : []
  }
  let loaded = false
  let closed = false
  const send = (changes: DocumentChange[]) => {
    if (!closed && changes.length > 0) sink.changes(changes)
  }
  const fail = (error: unknown) => {
    if (closed) return
    sink.failed(
      error instanceof DocumentError ? error : new DocumentError('unavailable', 'The listener could not be served'),
    )
  }
  /** The state read again, and only what differs from what was sent goes out. */
  const reread = () =>
    void feed.inTurn(async () => {
      if (closed) return
      try {
        send(state.replace(await read()))
      } catch (error) {
        fail(error)
      }
    })
  const unsubscribe = feed.subscribe({
    interest: query ? scopeOf(query.parent, query.query) : { document: (target as { document: string }).document },
    deliver: (changed) => {
      // Before the snapshot is read (in turn, after this delivery), it will hold these changes.
      if (!loaded || closed) return
      const outcome = state.apply(changed)
      if ('rerun' in outcome) reread()
      else send(outcome.changes)
    },
    resync: () => {
      if (loaded) reread()
    },
  })
  try {
    await feed.start()
    const snapshot = await feed.inTurn(async () => {
      state.replace(await read())
      loaded = true
      return state.current()
    })
    return {
      snapshot,
      close: () => {
        closed = true
        unsubscribe()
      },
    }
  } catch (error) {
    closed = true
    unsubscribe()
    throw error
  }
}
