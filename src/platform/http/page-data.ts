/**
 * `{path}/_payload.json`: a cached public page's data as JSON, as the seed's
 * page delivery served it (issue 41, decision 101). The proxy rewrites it to
 * `/page-data{path}`, one route that the application fills from the domains;
 * Next cannot route a segment that starts with an underscore.
 */

export const PAGE_DATA_FILE = '/_payload.json'
export const PAGE_DATA_ROUTE = '/page-data'

/** The page whose data `{path}/_payload.json` asks for (`/` for `/_payload.json`), or null for any other address. */
export function pageOfPageData(pathname: string): string | null {
  if (pathname === PAGE_DATA_FILE) return '/'
  if (!pathname.endsWith(PAGE_DATA_FILE) || pathname.startsWith('/api/')) return null
  return pathname.slice(0, -PAGE_DATA_FILE.length)
}

/**
 * Where a page's data is answered, given the path the page itself is answered
 * from (after the proxy has turned its query string into its path), so that
 * the data is cached by that path as the page is (decision 114).
 */
export function pageDataRoute(pagePath: string): string {
  return pagePath === '/' ? PAGE_DATA_ROUTE : `${PAGE_DATA_ROUTE}${pagePath}`
}
