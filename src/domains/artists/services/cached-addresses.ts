import { OTHER_LETTER_PARAM, parseIndexParams } from './public-view'

/**
 * Public pages are served whole from Next's cache, one entry per path
 * (decision 039), and a page that read its query string could not be. The two
 * public addresses that carry one keep it — their links stay as they are — and
 * the proxy answers them from a path that holds it:
 *
 * - `/art/artists?letter=B&page=2` → `/art/artists/B/2` (the A–Z index; bare, A and 1);
 * - `/art/{id}?image=3` → `/art/{id}/3` (the image shown first without JavaScript).
 *
 * `null`: the address is answered as it is.
 */
export function cachedPathOf(pathname: string, query: URLSearchParams): string | null {
  if (pathname === '/art/artists') {
    const { letter, page } = parseIndexParams(Object.fromEntries(query))
    return `/art/artists/${letter === '#' ? OTHER_LETTER_PARAM : letter}/${page}`
  }
  const artwork = /^\/art\/([^/]+)$/.exec(pathname)
  const image = query.get('image')
  if (artwork && image && /^\d{1,3}$/.test(image)) return `/art/${artwork[1]}/${Number(image)}`
  return null
}
