import { invalid } from './errors'
import type { Fields, Value } from './values'

const MAX_PATH_BYTES = 1500
const MAX_ID_BYTES = 1500
// A control character in a path would reach logs and SQL as is; nothing legitimate needs one.
const CONTROL = /[\u0000-\u001f\u007f]/

/** The segments of a path under the documents root, checked: no empty, `.`, `..` or `__…__` segment. */
export function segmentsOf(path: string, what: string): string[] {
  if (Buffer.byteLength(path) > MAX_PATH_BYTES)
    throw invalid(`The ${what} path is longer than ${MAX_PATH_BYTES} bytes.`)
  if (CONTROL.test(path)) throw invalid(`The ${what} path "${JSON.stringify(path)}" holds a control character.`)
  const segments = path.split('/')
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..')
      throw invalid(`The ${what} path "${path}" has an empty, "." or ".." segment.`)
    if (/^__.*__$/.test(segment)) throw invalid(`The ${what} path "${path}" uses the reserved id "${segment}".`)
    if (Buffer.byteLength(segment) > MAX_ID_BYTES)
      throw invalid(`An id in "${path}" is longer than ${MAX_ID_BYTES} bytes.`)
  }
  return segments
}

/** A document's path ('conversations/c1'): an even number of segments. */
export function checkDocumentPath(path: string): string {
  const segments = segmentsOf(path, 'document')
  if (segments.length % 2 !== 0) throw invalid(`"${path}" names a collection, not a document.`)
  return path
}

/** A collection's path ('conversations' or 'conversations/c1/messages'): an odd number of segments. */
export function checkCollectionPath(path: string): string {
  const segments = segmentsOf(path, 'collection')
  if (segments.length % 2 !== 1) throw invalid(`"${path}" names a document, not a collection.`)
  return path
}

export function parentOf(documentPath: string): string {
  return documentPath.slice(0, documentPath.lastIndexOf('/'))
}

export function collectionIdOf(collectionPath: string): string {
  return collectionPath.slice(collectionPath.lastIndexOf('/') + 1)
}

/** The document a collection belongs to ('conversations/c1' for 'conversations/c1/messages'), or null at the root. */
export function parentDocumentOf(collectionPath: string): string | null {
  const at = collectionPath.lastIndexOf('/')
  return at < 0 ? null : collectionPath.slice(0, at)
}

/** Names on the wire: `projects/{project}/databases/{database}/documents/{path}`. */
export type Database = { project: string; database: string }

export function rootOf({ project, database }: Database): string {
  return `projects/${project}/databases/${database}/documents`
}

export function nameOf(db: Database, path: string): string {
  return `${rootOf(db)}/${path}`
}

/** A document's path from its full name, refusing names of another project or database. */
export function pathOfName(db: Database, name: unknown, what = 'document'): string {
  const root = `${rootOf(db)}/`
  if (typeof name !== 'string' || !name.startsWith(root))
    throw invalid(`The ${what} name ${JSON.stringify(name)} is not under ${rootOf(db)}.`)
  const path = name.slice(root.length)
  return what === 'document' ? checkDocumentPath(path) : path
}

/** A field path's segments: dotted, with back-quoted segments for names that are not plain identifiers. */
export function fieldSegments(fieldPath: unknown): string[] {
  if (typeof fieldPath !== 'string' || fieldPath === '') throw invalid('A field path is missing or empty.')
  const segments: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < fieldPath.length; i++) {
    const c = fieldPath[i]
    if (quoted) {
      if (c === '\\' && i + 1 < fieldPath.length) current += fieldPath[++i]
      else if (c === '`') quoted = false
      else current += c
    } else if (c === '`') {
      quoted = true
      wasQuoted = true
    } else if (c === '.') {
      if (current === '' && !wasQuoted) throw invalid(`The field path "${fieldPath}" has an empty segment.`)
      segments.push(current)
      current = ''
      wasQuoted = false
    } else current += c
  }
  if (quoted) throw invalid(`The field path "${fieldPath}" has an unclosed back-quote.`)
  if (current === '' && !wasQuoted) throw invalid(`The field path "${fieldPath}" has an empty segment.`)
  segments.push(current)
  return segments
}

export const NAME_FIELD = '__name__'

/** The value at a field path, or undefined when a segment is absent or not a map. */
export function fieldAt(fields: Fields, segments: readonly string[]): Value | undefined {
  let value: Value | undefined = fields[segments[0]]
  for (const segment of segments.slice(1)) {
    if (!value || !('mapValue' in value)) return undefined
    value = value.mapValue.fields?.[segment]
  }
  return value
}

/** A copy of `fields` with the value at the path set (or removed, for undefined), making maps on the way. */
export function withField(fields: Fields, segments: readonly string[], value: Value | undefined): Fields {
  const [head, ...rest] = segments
  const copy = { ...fields }
  if (rest.length === 0) {
    if (value === undefined) delete copy[head]
    else copy[head] = value
    return copy
  }
  const inner = copy[head]
  const innerFields = inner && 'mapValue' in inner ? (inner.mapValue.fields ?? {}) : {}
  if (value === undefined && !(inner && 'mapValue' in inner)) return copy
  copy[head] = { mapValue: { fields: withField(innerFields, rest, value) } }
  return copy
}
