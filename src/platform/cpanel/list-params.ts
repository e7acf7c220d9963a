/**
 * A tool's list as its address gives it: which column it is sorted by, which
 * way, and which page — so a sorted, filtered page is a link, and works
 * without JavaScript (decision 087).
 */

export type SortDirection = 'asc' | 'desc'
export type ListOrder<Sort extends string> = { sort: Sort; direction: SortDirection; page: number }

/** The most pages a list is walked: beyond it, a filter finds faster than paging. */
export const MAX_PAGE = 10_000

/**
 * `sort=name` (ascending) or `sort=-name` (descending), and `page=2`, from the
 * address; what cannot be used falls back to the default and is named in `problems`.
 */
export function parseListOrder<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly Sort[],
  fallback: { sort: Sort; direction: SortDirection },
): { order: ListOrder<Sort>; problems: string[] } {
  const problems: string[] = []
  const order: ListOrder<Sort> = { ...fallback, page: 1 }
  const sort = params.get('sort')?.trim()
  if (sort) {
    const key = sort.replace(/^-/, '') as Sort
    if (sorts.includes(key)) {
      order.sort = key
      order.direction = sort.startsWith('-') ? 'desc' : 'asc'
    } else problems.push(`the list cannot be sorted by “${sort.slice(0, 40)}”`)
  }
  const page = params.get('page')?.trim()
  if (page) {
    const number = /^\d{1,5}$/.test(page) ? Number(page) : NaN
    if (number >= 1 && number <= MAX_PAGE) order.page = number
    else problems.push(`the page is a whole number from 1 to ${MAX_PAGE}`)
  }
  return { order, problems }
}

/** How many pages `count` rows fill, at least one. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage))
}

/** The tool's address with some parameters set (a string) or removed (null), the rest kept. */
export function listHref(base: string, params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name)
    else next.set(name, value)
  }
  const query = next.toString()
  return query ? `${base}?${query}` : base
}

/**
 * The address's query split in two: the list's own parameters, from which
 * every link of the list is built, and the notices an action left behind
 * (`approved=…`), said once and never carried on to the next sort or page.
 */
export function splitNotices(
  params: URLSearchParams,
  names: readonly string[],
): { params: URLSearchParams; notices: URLSearchParams } {
  const kept = new URLSearchParams()
  const notices = new URLSearchParams()
  for (const [name, value] of params) (names.includes(name) ? notices : kept).append(name, value)
  return { params: kept, notices }
}

/** A page of the list's address, for `FilterPages`: the first page without `page`. */
export function pageHref(base: string, params: URLSearchParams): (page: number) => string {
  return (page) => listHref(base, params, { page: page > 1 ? String(page) : null })
}

/**
 * The address a column's heading links to: sorted by that column, the other
 * way round when it is sorted by it already, from the first page.
 */
export function sortHref(
  base: string,
  params: URLSearchParams,
  key: string,
  current: Pick<ListOrder<string>, 'sort' | 'direction'>,
): string {
  const descending = current.sort === key && current.direction === 'asc'
  return listHref(base, params, { sort: descending ? `-${key}` : key, page: null })
}

/**
 * The rows ticked for a bulk action (`selected=3&selected=7`): each a row's
 * id, each once. Only the shape is checked here; the action checks each row's
 * access and state again on the server.
 */
export function parseSelection(
  values: readonly unknown[],
  what: string,
  most = 500,
): { ok: true; ids: number[] } | { ok: false; message: string } {
  const ids = new Set<number>()
  for (const value of values) {
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : 0
    if (!Number.isSafeInteger(id) || id < 1)
      return { ok: false, message: `The selection holds something that is not a ${what}.` }
    ids.add(id)
  }
  if (ids.size === 0) return { ok: false, message: `Select at least one ${what} first: tick the boxes in the list.` }
  if (ids.size > most) return { ok: false, message: `Select at most ${most} at a time.` }
  return { ok: true, ids: [...ids] }
}
