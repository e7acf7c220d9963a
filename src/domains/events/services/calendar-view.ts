import { addDays, organisationDate, startOfDay, type CalendarDate } from '@/platform/calendar'

import { occurrences } from './recurrence'
import { isPaid, type Registration } from './rules'

/**
 * The calendar page's state as its address holds it (decision 061):
 * `/calendar/{YYYY-MM}/{grid|list}/{tag|all}/{free|paid|any}`, shortened from
 * the right while the rest is the default, with `/calendar` this month's
 * grid. Kept in the path so each view is one cached page; the filter form's
 * query string is turned into this path by the proxy. Pure functions.
 */

export const CALENDAR_PATH = '/calendar'
export const VIEWS = ['grid', 'list'] as const
export const PRICES = ['any', 'free', 'paid'] as const
export type CalendarView = (typeof VIEWS)[number]
export type PriceFilter = (typeof PRICES)[number]

export type CalendarState = { month: string; view: CalendarView; tag: string; price: PriceFilter }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const monthOf = (date: CalendarDate) => date.slice(0, 7)

/** The state an address names, or null (→ 404) when it names none. `today` gives the month of `/calendar`. */
export function parseCalendarState(segments: readonly string[] | undefined, today: CalendarDate): CalendarState | null {
  const [month = monthOf(today), view = 'grid', tag = 'all', price = 'any', ...rest] = segments ?? []
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

export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number)
  const moved = new Date(Date.UTC(year, number - 1 + count, 1))
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`
}

export function monthName(month: string, withYear = true): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`))
}

/** The month's days by week, Sunday first; null for the days of the weeks before and after. */
export function monthWeeks(month: string): (CalendarDate | null)[][] {
  const first = `${month}-01`
  const offset = new Date(`${first}T12:00:00Z`).getUTCDay()
  const weeks: (CalendarDate | null)[][] = []
  let week: (CalendarDate | null)[] = Array.from({ length: offset }, () => null)
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) {
    week.push(day)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  return weeks
}

type Listed = {
  startsAt: string
  endsAt: string
  recurrence?: string | null
  exceptions?: string | null
  registration: Registration
  tags: { slug: string }[]
}

export type Dated<E> = { event: E; startsAt: Date; endsAt: Date; day: CalendarDate }

const matches = (event: Listed, state: Pick<CalendarState, 'tag' | 'price'>) =>
  (state.tag === 'all' || event.tags.some((tag) => tag.slug === state.tag)) &&
  (state.price === 'any' || (state.price === 'paid') === isPaid(event.registration))

/** The events of the filter happening between two instants, each repeat apart, soonest first. */
export function datedBetween<E extends Listed>(
  events: readonly E[],
  state: Pick<CalendarState, 'tag' | 'price'>,
  from: Date,
  to: Date | undefined,
  timeZone: string,
): Dated<E>[] {
  return events
    .filter((event) => matches(event, state))
    .flatMap((event) =>
      occurrences(event, timeZone, from, to).map((dates) => ({
        event,
        ...dates,
        day: organisationDate(dates.startsAt, timeZone),
      })),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** The month's events under the state's filter, and the month of the next ones after it (for an empty month). */
export function monthEvents<E extends Listed>(events: readonly E[], state: CalendarState, timeZone: string) {
  const from = startOfDay(`${state.month}-01`, timeZone)
  const to = startOfDay(`${addMonths(state.month, 1)}-01`, timeZone)
  const dated = datedBetween(events, state, from, to, timeZone)
  const next = dated.length > 0 ? null : datedBetween(events, state, to, undefined, timeZone)[0]
  return { dated, nextMonth: next ? monthOf(next.day) : null }
}
