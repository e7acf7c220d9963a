import type { IncomingMessage } from 'node:http'

/** Set by the launcher on every request; whatever a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-vernissage-client-address'

/**
 * The address a request came from. Behind a reverse proxy (TRUST_PROXY) it is the
 * last hop the proxy added to X-Forwarded-For — the one entry a client cannot forge,
 * since the proxy appends the address it saw; otherwise the socket's peer.
 */
export function clientAddress(
  request: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } },
  trustProxy: boolean,
): string {
  const forwarded = request.headers['x-forwarded-for']
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const address = trustProxy && chain.length ? chain[chain.length - 1]! : (request.socket.remoteAddress ?? 'unknown')
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64)
}

export function stampClientAddress(request: IncomingMessage, trustProxy: boolean): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trustProxy)
}
