/**
 * The newsletters' archive is a cached public page, one entry per path
 * (decision 039): its pages keep their `?page=N` links, which work without
 * JavaScript, and the proxy answers them from `/newsletters/page/{N}`.
 * Pure, so the proxy reads it without Payload.
 */

export const NEWSLETTERS_PATH = '/newsletters'
/** Newsletters listed on one page of the archive. */
export const NEWSLETTERS_PER_PAGE = 20

/** The cached path answering `/newsletters?page=…`, or null for any other address. */
export function newslettersPathOfQuery(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== NEWSLETTERS_PATH || !query.has('page')) return null
  return `${NEWSLETTERS_PATH}/page/${encodeURIComponent(query.get('page')!.slice(0, 20))}`
}

/** A page number as the address gives it: a whole number from 1, no sign, no leading zero; otherwise null. */
export function archivePageNumber(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}

/** The address of the archive's page `page`: the first is the bare `/newsletters`. */
export const archivePageHref = (page: number) => (page === 1 ? NEWSLETTERS_PATH : `${NEWSLETTERS_PATH}?page=${page}`)
