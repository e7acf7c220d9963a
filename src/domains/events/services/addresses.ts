import type { CalendarDate } from '@/platform/calendar'

/**
 * The calendar page's state as its address holds it (decision 061):
 * `/calendar/{YYYY-MM}/{grid|list}/{tag|all}/{free|paid|any}`, shortened from
 * the right while the rest is the default, with `/calendar` this month's
 * grid. Kept in the path so each view is one cached page; the filter form's
 * query string is turned into this path by the proxy. Pure functions.
 */

export const CALENDAR_PATH = '/calendar'

/** An event's tickets page (decision 066). */
export const ticketsPath = (slug: string) => `/events/${slug}/tickets`
/** The tag segment that means every tag. */
export const ALL_TAGS = 'all'
export const VIEWS = ['grid', 'list'] as const
export const PRICES = ['any', 'free', 'paid'] as const
export type CalendarView = (typeof VIEWS)[number]
export type PriceFilter = (typeof PRICES)[number]

export type CalendarState = { month: string; view: CalendarView; tag: string; price: PriceFilter }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The state an address names, or null (→ 404) when it names none. `today` gives the month of `/calendar`. */
export function parseCalendarState(segments: readonly string[] | undefined, today: CalendarDate): CalendarState | null {
  const [month = today.slice(0, 7), view = 'grid', tag = 'all', price = 'any', ...rest] = segments ?? []
  if (rest.length > 0 || !MONTH.test(month)) return null
  if (!(VIEWS as readonly string[]).includes(view) || !(PRICES as readonly string[]).includes(price)) return null
  if (tag !== 'all' && !TAG.test(tag)) return null
  return { month, view: view as CalendarView, tag, price: price as PriceFilter }
}

/** The address of a state, as short as it can be. */
export function calendarHref(state: CalendarState): string {
  const parts = [state.month, state.view, state.tag, state.price]
  const defaults = [null, 'grid', 'all', 'any']
  while (parts.length > 1 && parts.at(-1) === defaults[parts.length - 1]) parts.pop()
  return `${CALENDAR_PATH}/${parts.join('/')}`
}

/** The filter form's query string as the path of its state, or null when the address is not the form's. */
export function calendarPathOfQuery(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== CALENDAR_PATH || query.size === 0) return null
  const state = parseCalendarState(
    [query.get('month') ?? '', query.get('view') || 'grid', query.get('tag') || 'all', query.get('price') || 'any'],
    '1970-01-01',
  )
  return state ? calendarHref(state) : null
}

/**
 * The feeds as the route that answers them: `/calendar.ics` (every event) and
 * `/calendar/{tag}.ics`. Next cannot route a segment that ends in a word, and
 * a route file of its own would be prerendered by the build, which has no
 * database; so the proxy rewrites both to one route rendered on first visit.
 */
export function calendarFeedRewrite(pathname: string): string | null {
  if (pathname === `${CALENDAR_PATH}.ics`) return `${CALENDAR_PATH}/feed/${ALL_TAGS}`
  const match = /^\/calendar\/([a-z0-9]+(?:-[a-z0-9]+)*)\.ics$/.exec(pathname)
  return match ? `${CALENDAR_PATH}/feed/${match[1]}` : null
}
