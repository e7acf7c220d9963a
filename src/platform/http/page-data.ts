/**
 * `{path}/_payload.json`: a cached public page's data as JSON, as the seed's
 * page delivery served it (issue 41, decision 101). The proxy rewrites it to
 * `/page-data{path}`, one route that the application fills from the domains;
 * Next cannot route a segment that starts with an underscore.
 */

export const PAGE_DATA_FILE = '/_payload.json'
export const PAGE_DATA_ROUTE = '/page-data'

/** Where `{path}/_payload.json` is answered, or null for any other address. */
export function pageDataRewrite(pathname: string): string | null {
  if (pathname === PAGE_DATA_FILE) return PAGE_DATA_ROUTE
  if (!pathname.endsWith(PAGE_DATA_FILE) || pathname.startsWith('/api/')) return null
  return `${PAGE_DATA_ROUTE}${pathname.slice(0, -PAGE_DATA_FILE.length)}`
}
