import { cookies, headers } from 'next/headers'

/**
 * The request's headers with the cookies as they are now: after a server action
 * signs someone in again (a new session cookie), the page it re-renders must
 * see the new cookie, not the one the request arrived with.
 */
export async function currentRequestHeaders(): Promise<Headers> {
  const current = new Headers(await headers())
  const jar = (await cookies()).toString()
  if (jar) current.set('cookie', jar)
  else current.delete('cookie')
  return current
}
