import type { Payload } from 'payload'

import { config } from '@/platform/config'

import { organisationDate } from '@/platform/calendar'
import { standingOf } from './member-view'

/**
 * `GET /api/membership/standing`: the person's memberships by audience, for a
 * plan page's button to say Join or Renew (decision 047). Never cached
 * (`private, no-store`); without cookies or a token, nothing, without asking
 * Payload.
 */
export async function standingResponse(payload: () => Promise<Payload>, headers: Headers): Promise<Response> {
  let standing = {}
  if (headers.has('cookie') || headers.has('authorization')) {
    const instance = await payload()
    const { user } = await instance.auth({ headers })
    if (user) standing = await standingOf(instance, Number(user.id), organisationDate(new Date(), config().TIMEZONE))
  }
  return Response.json({ standing }, { headers: { 'cache-control': 'private, no-store' } })
}
