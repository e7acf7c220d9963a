import { addDays, CALENDAR_DATE, daysBetween, organisationDate, type CalendarDate } from '@/platform/calendar'

/** A range of the organisation's days, both ends included. */
export type DateRange = { from: CalendarDate; to: CalendarDate }

/** The dashboard's range when the address names none: the last 30 days. */
export const DEFAULT_DAYS = 30
/** Ten years of days: any range staff could mean, and a bound on what one address can ask for. */
export const MAX_RANGE_DAYS = 3_660
/** Longer ranges are drawn per month: a point per day stops being readable. */
export const DAILY_UP_TO_DAYS = 92

export type RangeResult = { ok: true; range: DateRange } | { ok: false; problem: string; range: DateRange }

function realDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day
}

/**
 * The range in the address (`from`, `to` as YYYY-MM-DD), or the last 30 days. A bad one answers the
 * default range with the problem in words, so the page can say what was wrong and still show something.
 */
export function rangeFrom(params: URLSearchParams, now: Date, timeZone: string): RangeResult {
  const today = organisationDate(now, timeZone)
  const fallback = { from: addDays(today, 1 - DEFAULT_DAYS), to: today }
  const from = params.get('from')?.trim() || ''
  const to = params.get('to')?.trim() || ''
  if (!from && !to) return { ok: true, range: fallback }
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value && !realDate(value)) {
      return { ok: false, problem: `“${name}” must be a date written YYYY-MM-DD, such as ${today}.`, range: fallback }
    }
  }
  const range = { from: from || addDays(to, 1 - DEFAULT_DAYS), to: to || today }
  if (range.from > range.to) return { ok: false, problem: '“from” must not be after “to”.', range: fallback }
  if (daysBetween(range.from, range.to) >= MAX_RANGE_DAYS) {
    return { ok: false, problem: `A range may cover at most ${MAX_RANGE_DAYS} days.`, range: fallback }
  }
  return { ok: true, range }
}

export type Grain = 'day' | 'month'

/** How a range's chart is drawn: a point per day, or per month for long ranges. */
export function seriesGrain(range: DateRange): Grain {
  return daysBetween(range.from, range.to) < DAILY_UP_TO_DAYS ? 'day' : 'month'
}

const monthStart = (date: CalendarDate): CalendarDate => `${date.slice(0, 8)}01`
const nextMonthStart = (date: CalendarDate): CalendarDate => monthStart(addDays(monthStart(date), 31))

/** Every point of a range's chart: each day, or the first day of each month. */
export function periodsOf(range: DateRange, grain: Grain): CalendarDate[] {
  const periods: CalendarDate[] = []
  if (grain === 'day') for (let day = range.from; day <= range.to; day = addDays(day, 1)) periods.push(day)
  else for (let month = monthStart(range.from); month <= range.to; month = nextMonthStart(month)) periods.push(month)
  return periods
}

/**
 * A range cut into the pieces the roll-ups hold: its whole months (one row per month), and
 * the days before and after them. A year is then 12 month rows, not 365 day rows.
 */
export function rangePieces(range: DateRange): { grain: Grain; from: CalendarDate; to: CalendarDate }[] {
  const firstWhole = range.from === monthStart(range.from) ? range.from : nextMonthStart(range.from)
  const afterWhole = addDays(range.to, 1) === nextMonthStart(range.to) ? nextMonthStart(range.to) : monthStart(range.to)
  if (firstWhole >= afterWhole) return [{ grain: 'day', from: range.from, to: range.to }]
  const pieces: { grain: Grain; from: CalendarDate; to: CalendarDate }[] = []
  if (range.from < firstWhole) pieces.push({ grain: 'day', from: range.from, to: addDays(firstWhole, -1) })
  pieces.push({ grain: 'month', from: firstWhole, to: monthStart(addDays(afterWhole, -1)) })
  if (afterWhole <= range.to) pieces.push({ grain: 'day', from: afterWhole, to: range.to })
  return pieces
}
