import { addDays, formatCalendarDate, organisationDate, startOfDay, type CalendarDate } from '@/platform/calendar'

import type { CalendarState } from './addresses'
import { lastDayOf } from './feed'
import { occurrences } from './recurrence'
import { isPaid, type Registration } from './rules'

export const monthOf = (date: CalendarDate) => date.slice(0, 7)

export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number)
  const moved = new Date(Date.UTC(year, number - 1 + count, 1))
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`
}

export function monthName(month: string, withYear = true): string {
  return formatCalendarDate(`${month}-01`, { month: 'long', ...(withYear ? { year: 'numeric' } : {}) })
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
  allDay?: boolean | null
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

/** An event over many days is shown on at most this many of them. */
const DAYS_SHOWN_MAX = 62

/**
 * The days one date of an event covers in the organisation's zone, first to
 * last: a weekend fair both days, an evening that ends after midnight the
 * next morning too.
 */
export function daysCovered(item: Dated<Pick<Listed, 'allDay'>>, timeZone: string): CalendarDate[] {
  const first = organisationDate(item.startsAt, timeZone)
  const last = item.event.allDay
    ? lastDayOf(item.startsAt.toISOString(), item.endsAt.toISOString(), timeZone)
    : organisationDate(new Date(Math.max(item.startsAt.getTime(), item.endsAt.getTime() - 1)), timeZone)
  const days = [first]
  for (let day = addDays(first, 1); day <= last && days.length < DAYS_SHOWN_MAX; day = addDays(day, 1)) days.push(day)
  return days
}

/** The month grid's days with what happens on each: an event over several days on every one of them in the month. */
export function gridDays<E extends Listed>(
  dated: readonly Dated<E>[],
  month: string,
  timeZone: string,
): Map<CalendarDate, (Dated<E> & { continued: boolean })[]> {
  const byDay = new Map<CalendarDate, (Dated<E> & { continued: boolean })[]>()
  for (const item of dated) {
    for (const day of daysCovered(item, timeZone)) {
      if (monthOf(day) !== month) continue
      byDay.set(day, [...(byDay.get(day) ?? []), { ...item, continued: day !== item.day }])
    }
  }
  return byDay
}
