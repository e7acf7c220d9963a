import { createHash } from 'node:crypto'

/**
 * The public API's pages (issue 41, decision 101): a list is read in a stable
 * order (each resource's own key: an id, or a program's address) and a page
 * ends with an opaque cursor naming the last key given, so a page's rows never
 * move when rows are added before it. The cursor names its resource too: one
 * from another list is refused rather than read as a position; and, for a list
 * narrowed by filters, a digest of the filters (`scope`), so that a position in
 * one narrowing is never read in another (decision 113).
 */

export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 100

export type CursorKey = number | string
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string }

/** Short and fixed in length whatever the filters: the cursor stays well under its limit. */
const digestOf = (scope: string) => (scope ? createHash('sha256').update(scope).digest('base64url').slice(0, 16) : '')

/** The cursor after `key` in `resource`'s list, narrowed by `scope` (none: ''): base64url JSON, opaque to partners. */
export function encodeCursor(resource: string, key: CursorKey, scope = ''): string {
  const filters = digestOf(scope)
  return Buffer.from(JSON.stringify({ r: resource, a: key, ...(filters ? { f: filters } : {}) })).toString('base64url')
}

const CURSOR_MAX_LENGTH = 400

/** The key a cursor names in `resource`'s list narrowed by `scope`; none given: from the start (null). */
export function decodeCursor(resource: string, text: string | null, scope = ''): Parsed<CursorKey | null> {
  if (text === null) return { ok: true, value: null }
  const refused = { ok: false, problem: 'The cursor is not one this list gave: start again without it.' } as const
  if (!text || text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return refused
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return refused
  }
  if (typeof decoded !== 'object' || decoded === null) return refused
  const { r, a, f } = decoded as { r?: unknown; a?: unknown; f?: unknown }
  if (r !== resource) return refused
  if ((f ?? '') !== digestOf(scope)) {
    return {
      ok: false,
      problem: 'The cursor was given for other filters: ask with the filters it came with, or start again without it.',
    }
  }
  if (typeof a === 'number' && Number.isSafeInteger(a) && a >= 0) return { ok: true, value: a }
  if (typeof a === 'string' && a.length > 0 && a.length <= 300) return { ok: true, value: a }
  return refused
}

/** `limit`: a whole number from 1; more than MAX_LIMIT is read as MAX_LIMIT; none: DEFAULT_LIMIT. */
export function parseLimit(text: string | null): Parsed<number> {
  if (text === null) return { ok: true, value: DEFAULT_LIMIT }
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    return { ok: false, problem: `The limit must be a whole number from 1 to ${MAX_LIMIT}.` }
  }
  return { ok: true, value: Math.min(MAX_LIMIT, Number(text)) }
}
