import type { Payload } from 'payload'

import { ANONYMOUS, visitorOf, type Visitor, type VisitorNotice } from './visitor'

/**
 * `GET /api/session`: who the browser is signed in as, for the header and the
 * masquerade banner. Never cached anywhere (`private, no-store`); a request
 * without cookies or a token is anonymous without asking Payload, so the many
 * anonymous visitors cost next to nothing. `notices` lets the app add what
 * other domains badge the account menu with, without accounts knowing them.
 */
export async function visitorResponse(
  payload: () => Promise<Payload>,
  headers: Headers,
  notices?: (payload: Payload, person: number | string) => Promise<VisitorNotice[]>,
): Promise<Response> {
  let visitor: Visitor = ANONYMOUS
  if (headers.has('cookie') || headers.has('authorization')) {
    const instance = await payload()
    const { user } = await instance.auth({ headers })
    visitor = visitorOf(user)
    if (user && notices) visitor = { ...visitor, notices: await notices(instance, user.id) }
  }
  return Response.json(visitor, { headers: { 'cache-control': 'private, no-store' } })
}
