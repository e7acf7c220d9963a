import { TIME_ZONE_PLACEHOLDER } from '../embed/bundle-constants'
import { EMBED_SCRIPT } from '../embed/script.generated'

import { etagOf, notModified } from './etag'

/**
 * `GET /embed/v1.js`, the partners' web components (decision 110). Its address
 * stays the same in every partner's page, so it is cached for an hour and
 * then asked again with its ETag (a 304 while unchanged). Any site may load
 * and read it: what it may read of the API is the key's business.
 */
export function embedScriptResponse(request: Request, timeZone: string): Response {
  const body = EMBED_SCRIPT.replace(JSON.stringify(TIME_ZONE_PLACEHOLDER), JSON.stringify(timeZone))
  const etag = etagOf(body)
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  }
  if (notModified(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
