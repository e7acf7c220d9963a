import type { IncomingHttpHeaders } from 'node:http'

/**
 * Where a page asked for under another name of this site (`127.0.0.1` when
 * `PUBLIC_URL` says `localhost`, the server's address, an old domain) is
 * answered from: the same path and query at `PUBLIC_URL`. Sessions live on
 * one host only — the cookie is the host's, and Payload takes it with a form
 * only from `PUBLIC_URL`'s origin (CSRF) — so a person is sent there before
 * signing in, never left half signed in (decision 074).
 *
 * Only page reads move: a GET or HEAD outside `/api/` and without the `RSC`
 * header (machine clients, the health check, the launcher's, the proxy's and
 * Next's requests to themselves keep the address they used). The host is the one the browser asked for: behind a
 * trusted reverse proxy its `X-Forwarded-Host`, otherwise `Host`.
 */
export function addressAtPublicUrl(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  publicUrl: string,
  trustProxy: boolean,
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  // A React Server Components read comes from a page already loaded on its host — or from Next itself,
  // which fetches a server action's redirect target from the server's own address with the new session
  // cookie: sent to another host, that cookie would be dropped and the person shown signed out.
  if (request.headers.rsc !== undefined) return null
  const target = request.url ?? '/'
  if (!target.startsWith('/') || target === '/api' || target.startsWith('/api/') || target.startsWith('/api?')) {
    return null
  }
  const forwarded = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined
  const asked = (forwarded ?? request.headers.host ?? '').trim().toLowerCase()
  const site = new URL(publicUrl)
  if (!asked || asked === site.host) return null
  return `${site.origin}${site.pathname.replace(/\/$/, '')}${target}`
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value?.split(',')[0]?.trim() || undefined
}
