import { createHash } from 'node:crypto'

/**
 * Entity tags of the public API's answers (decision 101): a hash of the body,
 * so the same data gives the same tag in every process, and a partner asking
 * again with `If-None-Match` gets a 304 with no body.
 */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 has it for GET), or is `*`. */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  return tags.includes('*') || tags.includes(etag)
}
