import type { Payload } from 'payload'

import { ANONYMOUS, visitorOf, type Visitor } from './visitor'

/**
 * `GET /api/session`: who the browser is signed in as, for the header and the
 * masquerade banner. Never cached anywhere (`private, no-store`); a request
 * without cookies or a token is anonymous without asking Payload, so the many
 * anonymous visitors cost next to nothing.
 */
export async function visitorResponse(payload: () => Promise<Payload>, headers: Headers): Promise<Response> {
  let visitor: Visitor = ANONYMOUS
  if (headers.has('cookie') || headers.has('authorization')) {
    const { user } = await (await payload()).auth({ headers })
    visitor = visitorOf(user)
  }
  return Response.json(visitor, { headers: { 'cache-control': 'private, no-store' } })
}
