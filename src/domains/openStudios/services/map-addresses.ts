/** The public Open Studios page (decision 054). */
export const OPEN_STUDIOS_PATH = '/openstudios'

/** The tag of the Open Studios page's cached data. */
export const OPEN_STUDIOS_MAP_TAG = 'open-studios-map'

/** The page of one weekend, as links write it (`?weekend=N`), or of every weekend. */
export function openStudiosHref(weekend: number | null): string {
  return weekend === null ? OPEN_STUDIOS_PATH : `${OPEN_STUDIOS_PATH}?weekend=${weekend}`
}

/**
 * A cached page is one entry per path (decision 039): `/openstudios?weekend=2`
 * is answered from `/openstudios/weekend/2`; `null` leaves the address as it
 * is. Read by the proxy directly (the domain's index would bring Payload).
 */
export function openStudiosCachedPath(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== OPEN_STUDIOS_PATH) return null
  const weekend = query.get('weekend')
  return weekend && /^\d{1,2}$/.test(weekend.trim()) ? `${OPEN_STUDIOS_PATH}/weekend/${Number(weekend)}` : null
}
