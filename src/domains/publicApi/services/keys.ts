import { createHash, randomBytes } from 'node:crypto'

/**
 * API keys' secrets and rules (decision 101), pure. A secret is 32 random
 * bytes, shown once when the key is made; only its SHA-256 is kept (a secret
 * this long needs no slow hash: nobody can guess it, so the hash only has to
 * keep a stolen table from giving the secrets away). Its first characters stay
 * readable, so staff can tell which key a partner means.
 */

export const SECRET_PREFIX = 'vk_'
export const NAME_MAX_LENGTH = 100
export const PER_MINUTE_MAX = 10_000
export const ORIGINS_MAX = 20

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function newSecret(): { secret: string; hash: string; hint: string } {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, hash: hashSecret(secret), hint: secret.slice(0, SECRET_PREFIX.length + 6) }
}

/** Whether a header's value could be a secret at all (before any database read). */
export const plausibleSecret = (value: string) => /^vk_[A-Za-z0-9_-]{43}$/.test(value)

/**
 * The origins a key's answers may be read from in a browser, one a line (or
 * separated by commas or spaces): each `https://host[:port]` (or `http://` for
 * a local test site), as browsers send them in `Origin` — no path, no `*`.
 */
export function parseOrigins(text: string): { origins: string[] } | { problem: string } {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length > ORIGINS_MAX) return { problem: `At most ${ORIGINS_MAX} origins.` }
  const origins: string[] = []
  for (const entry of entries) {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      return { problem: `“${entry.slice(0, 80)}” is not an origin such as https://partner.example.` }
    }
    if (!['https:', 'http:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      return { problem: `“${entry.slice(0, 80)}” is not an origin such as https://partner.example (no path).` }
    }
    if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return { origins }
}

export function parsePerMinute(text: string): { perMinute: number } | { problem: string } {
  if (!/^\d{1,6}$/.test(text.trim()) || Number(text) < 1 || Number(text) > PER_MINUTE_MAX) {
    return { problem: 'A whole number of requests from 1 to 10,000.' }
  }
  return { perMinute: Number(text) }
}
