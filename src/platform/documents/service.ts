import type { SqlExecutor } from '@/platform/database/transaction'

import { DocumentError } from './errors'
import { segmentsOf } from './paths'
import type { StoredDocument } from './query'
import type { Fields, Value } from './values'

/** The signed-in person a request speaks for; a visitor is `{ userId: null, roles: [] }`. */
export type Reader = { userId: number | null; roles: readonly string[] }

export const VISITOR: Reader = { userId: null, roles: [] }

/** A rule's answer: `true`, or why not (the reason goes into the `permission-denied` message). */
export type Allowed = true | string

/** What a query could return, for a collection's `query` rule (the rules are not filters). */
export type QueryScope = {
  /** The collection's path, or null for a collection group query (`allDescendants`). */
  collectionPath: string | null
  /** The document the collection belongs to ('conversations/c1' for its messages), when there is one and it exists. */
  parentDocument: StoredDocument | null
  /** The query's top-level `==` filters on top-level fields: every document it returns has these values. */
  equalities: Record<string, Value>
}

/** One write, as a collection's write rules see it. */
export type WriteScope = {
  path: string
  /** The document before the write, or null when it does not exist. */
  before: StoredDocument | null
  /** The fields after the write (transforms applied), or null for a delete. */
  after: Fields | null
  parentDocument: StoredDocument | null
}

/**
 * A collection and who may do what with its documents. `path` names it with a `{…}` placeholder for each
 * document id on the way: 'conversations' or 'conversations/{conversation}/messages'.
 */
export type CollectionRules = {
  path: string
  /** Whether the reader may read this document (a missing document is read as one with no fields). */
  read(reader: Reader, doc: StoredDocument): boolean
  /** Whether every document such a query could return is one the reader may read. */
  query(reader: Reader, scope: QueryScope): Allowed
  create(reader: Reader, write: WriteScope): Allowed
  update(reader: Reader, write: WriteScope): Allowed
  delete(reader: Reader, write: WriteScope): Allowed
}

export type DocumentServiceOptions = {
  collections: readonly CollectionRules[]
  /** The signed-in person of a request: the site's own session check (cookie or bearer token). */
  identify(request: Request): Promise<Reader>
  /** Runs `work` in one database transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (db: SqlExecutor) => Promise<T>): Promise<T>
  /** The most documents one query may examine before it is refused as needing an index. */
  scanLimit?: number
}

export type DocumentService = DocumentServiceOptions & {
  scanLimit: number
  /** The rules of a collection path ('conversations/c1/messages'), or undefined when none is declared. */
  rulesFor(collectionPath: string): CollectionRules | undefined
  /** The rules of every declared collection with this id, for collection group queries. */
  rulesForId(collectionId: string): CollectionRules[]
}

export const DEFAULT_SCAN_LIMIT = 5000

/** The document service: the collections and their rules fed from outside (as `imagesCollection({ storage })`). */
export function documentService(options: DocumentServiceOptions): DocumentService {
  const patterns = options.collections.map((rules) => {
    const segments = rules.path.split('/')
    if (segments.length % 2 !== 1 || segments.some((s, i) => (i % 2 === 1) !== /^\{\w+\}$/.test(s)))
      throw new Error(`The collection path "${rules.path}" must alternate collection ids and {placeholders}.`)
    return { rules, segments }
  })
  return {
    ...options,
    scanLimit: options.scanLimit ?? DEFAULT_SCAN_LIMIT,
    rulesFor(collectionPath) {
      const segments = collectionPath.split('/')
      return patterns.find(
        (p) => p.segments.length === segments.length && p.segments.every((s, i) => i % 2 === 1 || s === segments[i]),
      )?.rules
    },
    rulesForId(collectionId) {
      return patterns.filter((p) => p.segments.at(-1) === collectionId).map((p) => p.rules)
    },
  }
}

/** One document against its collection's read rule; a document of a collection with no rules is nobody's to read. */
export function mayRead(service: DocumentService, reader: Reader, doc: StoredDocument): boolean {
  const segments = segmentsOf(doc.path, 'document')
  const rules = service.rulesFor(segments.slice(0, -1).join('/'))
  return rules !== undefined && rules.read(reader, doc)
}

/** The signed-in person of a request: the site's session (cookie) or the same token as `Authorization: Bearer`. */
export function readerOf(request: Request, service: DocumentService): Promise<Reader> {
  return service.identify(request)
}

export function denied(reason: string): DocumentError {
  return new DocumentError('permission-denied', `Missing or insufficient permissions: ${reason}`)
}
