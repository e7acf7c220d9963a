import type { StoredDocument, StructuredQuery } from '../index'
import { diffDocuments, type DocumentChange } from './changes'

/** A document as the change feed read it after a notification: null once deleted. */
export type ChangedDocument = { path: string; document: StoredDocument | null }

/** What a listener needs of the rules and the query: given by the document service, fixed per listener. */
export type ListenerRules = {
  /** Whether this listener's reader may read the document (the collection's read rule). */
  mayRead: (document: StoredDocument) => boolean
  /** For a query: whether the document matches its from/where. */
  matches?: (document: StoredDocument) => boolean
  /** For a query: its order. */
  compare?: (a: StoredDocument, b: StoredDocument) => number
}

/** What one change to the listener's documents calls for: changes to send, or the query run again. */
export type Outcome = { changes: DocumentChange[] } | { rerun: true }

/**
 * One listener's bookkeeping: the documents it was last sent, in its order. Given the documents a
 * change touched, it works out what to send — only documents its reader may read; a document it may
 * no longer read, or that no longer matches, is sent as removed — or, when the change cannot be
 * worked out from what it holds (a full window that loses a member, an offset or a cursor), asks for
 * its query to be run again and is then given the new result (`replace`).
 */
export class ListenerState {
  private documents: StoredDocument[] = []
  private readonly limit: number | undefined
  private readonly windowed: boolean

  constructor(
    private readonly rules: ListenerRules,
    query?: StructuredQuery,
  ) {
    const shape = (query ?? {}) as {
      limit?: number | { value?: number }
      offset?: number
      startAt?: unknown
      endAt?: unknown
    }
    const limit = typeof shape.limit === 'object' ? shape.limit?.value : shape.limit
    this.limit = typeof limit === 'number' ? limit : undefined
    this.windowed = Boolean(shape.offset || shape.startAt || shape.endAt)
  }

  /** What was last sent, in order. */
  current(): readonly StoredDocument[] {
    return this.documents
  }

  has(path: string): boolean {
    return this.documents.some((document) => document.path === path)
  }

  /** A new complete result (the first snapshot, a query run again, a re-snapshot): the changes from what was sent. */
  replace(documents: readonly StoredDocument[]): DocumentChange[] {
    const readable = documents.filter((document) => this.rules.mayRead(document))
    const changes = diffDocuments(this.documents, readable)
    this.documents = readable
    return changes
  }

  apply(changed: readonly ChangedDocument[]): Outcome {
    const next = [...this.documents]
    let rerun = false
    for (const { path, document } of changed) {
      const at = next.findIndex((held) => held.path === path)
      const belongs = document !== null && this.rules.mayRead(document) && (this.rules.matches?.(document) ?? true)
      // A write older than what was sent (read before it, delivered after) changes nothing.
      if (document && at >= 0 && document.updateTime < next[at]!.updateTime) continue
      if (this.windowed && (belongs || at >= 0)) rerun = true
      if (at >= 0) {
        // A full window losing a member, or whose member moves to its end, may take in one it did not hold.
        const full = this.limit !== undefined && next.length >= this.limit
        next.splice(at, 1)
        if (full && !belongs) rerun = true
      }
      if (!belongs) continue
      const position = this.rules.compare ? insertionPoint(next, document, this.rules.compare) : next.length
      next.splice(position, 0, document)
      if (this.limit !== undefined && next.length > this.limit) next.pop()
      else if (at >= 0 && this.limit !== undefined && next.length === this.limit && position === next.length - 1)
        rerun = true
    }
    if (rerun) return { rerun: true }
    const changes = diffDocuments(this.documents, next)
    this.documents = next
    return { changes }
  }
}

/** Where `document` goes in the ordered `list`: after every document that sorts before or with it. */
function insertionPoint(
  list: readonly StoredDocument[],
  document: StoredDocument,
  compare: (a: StoredDocument, b: StoredDocument) => number,
) {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compare(list[middle]!, document) <= 0) low = middle + 1
    else high = middle
  }
  return low
}
