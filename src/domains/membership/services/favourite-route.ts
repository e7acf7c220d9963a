import type { Payload } from 'payload'

import { parseFavouriteTarget } from './favourite-rules'
import { isFavourite } from './favourites'

/**
 * `GET /api/membership/favourite?kind=artist&id=12`: whether the signed-in
 * person has hearted it, for the heart drawn over a cached page (decision
 * 059). Never cached; without cookies or a token, a guest, without asking Payload.
 */
export async function favouriteStateResponse(payload: () => Promise<Payload>, request: Request): Promise<Response> {
  const headers = { 'cache-control': 'private, no-store' }
  const query = new URL(request.url).searchParams
  const target = parseFavouriteTarget(query.get('kind'), query.get('id'))
  if (!target)
    return Response.json({ error: 'Give kind (artist or artwork) and a whole-number id.' }, { status: 400, headers })
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) {
    return Response.json({ signedIn: false, favourite: false }, { headers })
  }
  const instance = await payload()
  const { user } = await instance.auth({ headers: request.headers })
  if (!user) return Response.json({ signedIn: false, favourite: false }, { headers })
  return Response.json({ signedIn: true, favourite: await isFavourite(instance, Number(user.id), target) }, { headers })
}
