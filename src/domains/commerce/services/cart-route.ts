import type { Payload } from 'payload'

import { CART_COOKIE, cartCount } from './carts'

const NO_STORE = { 'cache-control': 'private, no-store' }

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/**
 * `GET /api/shop/cart`: how many things the browser's cart holds, for the
 * cart link of the shop's cached pages. Without a cookie it answers 0
 * without asking Payload who is there.
 */
export async function cartCountResponse(request: Request, payload: () => Promise<Payload>): Promise<Response> {
  const cookie = request.headers.get('cookie')
  if (!cookie) return Response.json({ count: 0 }, { headers: NO_STORE })
  const instance = await payload()
  const { user } = await instance.auth({ headers: request.headers })
  const count = await cartCount(instance, {
    person: user ? Number(user.id) : null,
    token: cookieValue(cookie, CART_COOKIE),
  })
  return Response.json({ count }, { headers: NO_STORE })
}
