import { invalid } from './errors'

/**
 * Page tokens of a listing: where the next page starts, opaque to clients.
 * Names sort bytewise (the column is `COLLATE "C"`, as GCS sorts), so a page
 * that ended on a prefix such as `photos/` resumes at the first name past
 * everything under it: `photos0` (`/` + 1).
 */
export type PageStart = { from: string; inclusive: boolean }

export function pageToken(lastKey: string, lastWasPrefix: boolean): string {
  const start: PageStart = lastWasPrefix
    ? { from: successor(lastKey), inclusive: true }
    : { from: lastKey, inclusive: false }
  return Buffer.from(JSON.stringify({ f: start.from, i: start.inclusive })).toString('base64url')
}

export function readPageToken(token: string | null): PageStart | undefined {
  if (!token) return undefined
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown
    if (
      typeof value === 'object' &&
      value !== null &&
      'f' in value &&
      typeof value.f === 'string' &&
      'i' in value &&
      typeof value.i === 'boolean'
    ) {
      return { from: value.f, inclusive: value.i }
    }
  } catch {
    // Falls through to the error below: the token was not one of ours.
  }
  throw invalid('The pageToken is not one this server gave.')
}

/** The smallest string that sorts after every string starting with `prefix`. */
export function successor(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)
  if (last === undefined) throw new Error('An empty prefix has no successor.')
  const cut = last > 0xffff ? 2 : 1
  return prefix.slice(0, prefix.length - cut) + String.fromCodePoint(last + 1)
}

export const DEFAULT_PAGE_SIZE = 1000

export function pageSize(value: string | null): number {
  if (value === null || value === '') return DEFAULT_PAGE_SIZE
  const size = Number(value)
  if (!Number.isInteger(size) || size < 1) throw invalid('maxResults must be a whole number above 0.')
  return Math.min(size, DEFAULT_PAGE_SIZE)
}
