import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

import { LINK_TABLE_HEADER, linkTableHolder } from './link-table'
import { countShortLinkHit, linkTableRows } from './short-links'

const NO_STORE = { 'cache-control': 'private, no-store' }

/**
 * `GET /go/{code}`, where the proxy sends a short link's visitor: the hit
 * counted on today's organisation day, then a 302 to the target (a full page
 * load when it is elsewhere). Never cached, so every hit counts.
 */
export async function shortLinkResponse(code: string): Promise<Response> {
  const payload = await payloadInstance()
  const target = await countShortLinkHit(payload, code, organisationDate(new Date(), config().TIMEZONE))
  if (!target) return new Response('There is no such short link.', { status: 404, headers: NO_STORE })
  return new Response(null, { status: 302, headers: { ...NO_STORE, location: target } })
}

/**
 * `GET /api/content/link-table`: the paths short links and redirects answer,
 * for the proxy of this process only (the token it shares on `globalThis`);
 * anyone else gets a 404.
 */
export async function linkTableResponse(request: Request): Promise<Response> {
  if (request.headers.get(LINK_TABLE_HEADER) !== linkTableHolder().token) {
    return new Response('Not found', { status: 404, headers: NO_STORE })
  }
  return Response.json(await linkTableRows(await payloadInstance()), { headers: NO_STORE })
}
