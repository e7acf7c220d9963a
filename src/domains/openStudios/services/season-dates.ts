import { formatCalendarDate, type CalendarDate } from '@/platform/calendar'

import type { WeekendView } from './season-view'

const COUNTS = ['', 'one weekend', 'two weekends', 'three weekends', 'four weekends', 'five weekends']

/**
 * When the season's studios open, in words, for the home page: "April 17 to
 * May 2, 2027 · three weekends". Null once its last weekend is over or while it
 * has no weekend, so nothing says a date that has passed or is not set.
 */
export function seasonDatesInWords(
  season: { weekends: Pick<WeekendView, 'startsOn' | 'endsOn'>[] },
  today: CalendarDate,
): string | null {
  const days = season.weekends.flatMap((weekend) => [weekend.startsOn, weekend.endsOn]).sort()
  const first = days[0]
  const last = days[days.length - 1]
  if (!first || !last || last < today) return null
  const monthDay = { month: 'long', day: 'numeric' } as const
  const to = formatCalendarDate(last, { ...monthDay, year: 'numeric' })
  const from = first.slice(0, 4) === last.slice(0, 4) ? formatCalendarDate(first, monthDay) : formatCalendarDate(first)
  const count = COUNTS[season.weekends.length] ?? `${season.weekends.length} weekends`
  return first === last ? `${to} · ${count}` : `${from} to ${to} · ${count}`
}
