import { invalid } from './errors'

// What a `PUT` to a resumable session carries, from its `Content-Range`:
// - a status query: `bytes */*`, or `bytes */{total}` (which also finishes an
//   upload whose bytes have all arrived);
// - a chunk: `bytes {start}-{end}/{total or *}`; `{end}` is `*` when the body
//   runs to the end of the upload (the official client's single-request mode).
// Without the header, the body is the whole upload from byte 0.
export type ContentRange =
  { kind: 'query'; total?: number } | { kind: 'chunk'; start: number; end?: number; total?: number }

const NUMBER = '(\\d{1,16})'
const CHUNK = new RegExp(`^bytes ${NUMBER}-(?:${NUMBER}|\\*)/(?:${NUMBER}|\\*)$`)
const QUERY = new RegExp(`^bytes \\*/(?:${NUMBER}|\\*)$`)

export function parseContentRange(header: string | null): ContentRange {
  if (header === null) return { kind: 'chunk', start: 0 }
  const value = header.trim()
  const query = QUERY.exec(value)
  if (query) return { kind: 'query', total: toNumber(query[1]) }
  const chunk = CHUNK.exec(value)
  if (!chunk) throw invalid(`Content-Range "${header}" is not "bytes {first}-{last}/{total}" or "bytes */{total}".`)
  const start = Number(chunk[1])
  const end = toNumber(chunk[2])
  const total = toNumber(chunk[3])
  if (end !== undefined && end < start) throw invalid(`Content-Range "${header}" ends before it starts.`)
  if (total !== undefined && end !== undefined && end >= total) {
    throw invalid(`Content-Range "${header}" goes past the total size.`)
  }
  return { kind: 'chunk', start, end, total }
}

function toNumber(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value)
}

/** The `Range` answer of a 308: the bytes received so far, or nothing before the first. */
export function receivedRange(received: number): string | undefined {
  return received > 0 ? `bytes=0-${received - 1}` : undefined
}

/** The byte range of a download, inclusive. */
export type ByteRange = { start: number; end: number }

/**
 * A download's `Range` header against an object of `size` bytes: `undefined`
 * for the whole object (no header, or one this server does not split, such
 * as several ranges), `'unsatisfiable'` for a range outside the object.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
