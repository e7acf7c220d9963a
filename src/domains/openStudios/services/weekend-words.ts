import { formatCalendarDate, formatClockTime } from '@/platform/calendar'

import type { WeekendView } from './season-view'

type Dated = Pick<WeekendView, 'startsOn' | 'endsOn'>
type Timed = Pick<WeekendView, 'opensAt' | 'closesAt'>

const DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const
const DAY_AND_YEAR = { ...DAY, year: 'numeric' } as const

/** A weekend's days in words, the year once: "Saturday, March 6 to Sunday, March 7, 2027". */
export function weekendDays({ startsOn, endsOn }: Dated): string {
  if (startsOn === endsOn) return formatCalendarDate(startsOn, DAY_AND_YEAR)
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4)
  return `${formatCalendarDate(startsOn, sameYear ? DAY : DAY_AND_YEAR)} to ${formatCalendarDate(endsOn, DAY_AND_YEAR)}`
}

/** A weekend's opening hours on the organisation's clocks: "11:00 AM to 6:00 PM". */
export function weekendHours({ opensAt, closesAt }: Timed): string {
  return `${formatClockTime(opensAt)} to ${formatClockTime(closesAt)}`
}
