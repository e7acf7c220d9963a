/**
 * Where to go after signing in. Only a path on this site is honoured, so a
 * link like `/login?next=https://evil.example` cannot send people elsewhere.
 */
export function safeNextPath(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return fallback
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  // A control character or backslash could be read as a different URL by some browsers.
  if (/[\u0000-\u001f\\]/.test(next)) return fallback
  try {
    const url = new URL(next, 'http://vernissage.invalid')
    if (url.origin !== 'http://vernissage.invalid') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
