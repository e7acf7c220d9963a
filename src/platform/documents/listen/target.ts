import type { StructuredQuery } from '../index'

/** What a listener follows: one document, or a query over the collection `collectionId` under `parent`. */
export type ListenTarget = { document: string } | { parent: string; query: StructuredQuery }

/** The collection a query reads, and whether it reads every collection of that name below `parent`. */
export type QueryScope = { parent: string; collectionId: string; allDescendants: boolean }

/** A path's segments are non-empty and carry no slash of their own; '' is the root, above every collection. */
const SEGMENT = /^[^/]+$/

export function isDocumentPath(path: string): boolean {
  const segments = path.split('/')
  return segments.length % 2 === 0 && segments.every((segment) => SEGMENT.test(segment))
}

export function isParentPath(path: string): boolean {
  return path === '' || isDocumentPath(path)
}

/** The collection a document is in: 'conversations/c1/messages' for 'conversations/c1/messages/m1'. */
export function collectionOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'))
}

export function scopeOf(parent: string, query: StructuredQuery): QueryScope {
  const from = (query as { from?: { collectionId?: string; allDescendants?: boolean }[] }).from
  if (
    !Array.isArray(from) ||
    from.length !== 1 ||
    typeof from[0]?.collectionId !== 'string' ||
    !SEGMENT.test(from[0].collectionId)
  ) {
    throw new TargetError('the query must read one collection: "from": [{ "collectionId": "…" }]')
  }
  return { parent, collectionId: from[0].collectionId, allDescendants: from[0].allDescendants === true }
}

/** Whether a change to the document at `path` can concern a query of this scope. */
export function inScope(scope: QueryScope, path: string): boolean {
  const collection = collectionOf(path)
  const collectionId = collection.slice(collection.lastIndexOf('/') + 1)
  if (collectionId !== scope.collectionId) return false
  if (!scope.allDescendants) return collection === joinPath(scope.parent, scope.collectionId)
  return scope.parent === '' || collection.startsWith(`${scope.parent}/`)
}

export function joinPath(parent: string, child: string): string {
  return parent === '' ? child : `${parent}/${child}`
}

/** A target named wrongly: answered 400 with this message. */
export class TargetError extends Error {}

/**
 * The target a request names in its query string: `?document=conversations/c1`, or
 * `?parent=conversations/c1&query={…StructuredQuery JSON…}` (`parent` empty or absent for the root).
 */
export function targetOf(search: URLSearchParams): ListenTarget {
  const document = search.get('document')
  const query = search.get('query')
  if (document !== null && query !== null) throw new TargetError('name a document or a query, not both')
  if (document !== null) {
    if (!isDocumentPath(document))
      throw new TargetError(`"${document.slice(0, 200)}" is not a document path such as conversations/c1`)
    return { document }
  }
  if (query === null)
    throw new TargetError('name what to listen to: ?document=path, or ?parent=path&query={StructuredQuery}')
  const parent = search.get('parent') ?? ''
  if (!isParentPath(parent))
    throw new TargetError(`"${parent.slice(0, 200)}" is not a parent path: empty, or a document path`)
  let parsed: unknown
  try {
    parsed = JSON.parse(query)
  } catch {
    throw new TargetError('the query is not JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new TargetError('the query must be a StructuredQuery object')
  scopeOf(parent, parsed as StructuredQuery)
  return { parent, query: parsed as StructuredQuery }
}

/** The query string naming a target (the client's side of `targetOf`). */
export function searchOf(target: ListenTarget): string {
  const search = new URLSearchParams()
  if ('document' in target) search.set('document', target.document)
  else {
    search.set('parent', target.parent)
    search.set('query', JSON.stringify(target.query))
  }
  return search.toString()
}
