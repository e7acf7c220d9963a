import type { Payload } from 'payload'

import { favouritesOf } from '@/domains/membership'

import { planOf } from './plan-store'
import { currentSeason } from './seasons'

/**
 * `GET /api/openstudios/plan`: the signed-in person's plan for the current
 * season and the pages of their favourite artists, for the planner drawn over
 * a cached page (decision 102). Never cached; a guest is told so without
 * asking Payload, and keeps their plan in the browser.
 */
export async function planStateResponse(payload: () => Promise<Payload>, request: Request): Promise<Response> {
  const headers = { 'cache-control': 'private, no-store' }
  const guest = Response.json({ signedIn: false, choice: null, favourites: [] }, { headers })
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) return guest
  const instance = await payload()
  const { user } = await instance.auth({ headers: request.headers })
  if (!user) return guest
  const season = await currentSeason(instance)
  const [choice, favourites] = await Promise.all([
    season ? planOf(instance, Number(user.id), season.id) : null,
    favouritesOf(instance, Number(user.id)),
  ])
  return Response.json(
    { signedIn: true, choice, favourites: favourites.artists.map((artist) => artist.href) },
    { headers },
  )
}
