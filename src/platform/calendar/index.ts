/**
 * The organisation's calendar dates (YYYY-MM-DD), as membership terms and
 * Open Studios deadlines are kept: a term ends on a day where the
 * organisation is, whatever the server's clock says. Plain functions on strings; the clock is always passed in.
 */
import type { TextField } from 'payload'

export * from './format'

export type CalendarDate = string

export const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date field (YYYY-MM-DD): things that fall on a day where the organisation is, not at an instant. */
export function calendarDateField(name: string, label: string, required = false): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    maxLength: 10,
    validate: (value: string | null | undefined) =>
      (!value && !required) || CALENDAR_DATE.test(value ?? '') ? true : `${label} must be a date written YYYY-MM-DD.`,
  }
}

/** Whether `text` is a calendar date written YYYY-MM-DD that the calendar has (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return CALENDAR_DATE.test(text) && addDays(text, 0) === text
}

const FORMATS = new Map<string, Intl.DateTimeFormat>()

/** The date it is at `now` in `timeZone` (IANA). */
export function organisationDate(now: Date, timeZone: string): CalendarDate {
  let format = FORMATS.get(timeZone)
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    FORMATS.set(timeZone, format)
  }
  return format.format(now)
}

function parts(date: CalendarDate): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number)
  return [year, month, day]
}

function write(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = parts(date)
  const moved = new Date(Date.UTC(year, month - 1, day + days))
  return write(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const [year, month, day] = parts(date)
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate()
  return write(year + years, month, Math.min(day, last))
}

export function yearOf(date: CalendarDate): number {
  return parts(date)[0]
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const [a, b, c] = parts(from)
  const [d, e, f] = parts(to)
  return Math.round((Date.UTC(d, e - 1, f) - Date.UTC(a, b - 1, c)) / 86_400_000)
}

/** Noon UTC of a date: an instant that is that date in every time zone a person might read it in. */
export function middayOf(date: CalendarDate): Date {
  const [year, month, day] = parts(date)
  return new Date(Date.UTC(year, month - 1, day, 12))
}

const OFFSET_FORMATS = new Map<string, Intl.DateTimeFormat>()

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = OFFSET_FORMATS.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    OFFSET_FORMATS.set(timeZone, format)
  }
  const field = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  const wall = Date.UTC(
    Number(field.year),
    Number(field.month) - 1,
    Number(field.day),
    Number(field.hour),
    Number(field.minute),
    Number(field.second),
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a calendar date begins in `timeZone`: its local midnight (or,
 * on a day whose midnight a clock change skips, the first moment that exists).
 * A deadline "ends on" a date, so what it ends stops at the start of the next.
 */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  const [year, month, day] = parts(date)
  const midnight = Date.UTC(year, month - 1, day)
  let instant = midnight - offsetAt(midnight, timeZone)
  // A second pass settles days where the offset at UTC midnight differs from the local one.
  instant = midnight - offsetAt(instant, timeZone)
  return organisationDate(new Date(instant), timeZone) === date ? new Date(instant) : new Date(instant + 3_600_000)
}

/** A time on the organisation's clocks, written `YYYY-MM-DDTHH:mm`: what an event's page says and what a weekly event repeats. */
export type WallClock = string

export const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

const WALL_FORMATS = new Map<string, Intl.DateTimeFormat>()

/** The wall clock in `timeZone` at `instant`. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  let format = WALL_FORMATS.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    WALL_FORMATS.set(timeZone, format)
  }
  const field = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
  return `${field.year}-${field.month}-${field.day}T${field.hour}:${field.minute}`
}

/**
 * The instant the clocks in `timeZone` show `wallClock`. A time the clocks
 * skip (2:30 on the night they go forward) is read with the offset before the
 * change, so it lands just after the gap; a time they show twice (the night
 * they go back) is its first showing.
 */
export function instantOf(wallClock: WallClock, timeZone: string): Date {
  const match = WALL_CLOCK.exec(wallClock)
  if (!match) throw new Error(`Not a wall-clock time: ${wallClock}`)
  const [, year, month, day, hour, minute] = match.map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offsets a day either side cover any change near this time.
  const before = asUtc - offsetAt(asUtc - 86_400_000, timeZone)
  const after = asUtc - offsetAt(asUtc + 86_400_000, timeZone)
  const shown = [before, after].filter((instant) => wallClockOf(new Date(instant), timeZone) === wallClock)
  return new Date(shown.length > 0 ? Math.min(...shown) : before)
}
