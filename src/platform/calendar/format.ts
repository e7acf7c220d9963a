/**
 * The one way to write a date or a time for a person (decision 072): an
 * instant is always read in the time zone it is given — the organisation's,
 * `TIMEZONE` — never in the server's or the visitor's, so a gift made at 11 PM
 * on 31 December where the organisation is says 31 December on its page, its
 * receipt, its mail, its PDF and its CSV. A calendar date (YYYY-MM-DD) has no
 * zone and is written as it is. The lint rule `vernissage/dates-in-zone`
 * refuses a date format without a zone anywhere else.
 */
import { wallClockOf, type CalendarDate } from '.'

/** An instant as Payload and PostgreSQL hand it over: a Date, an ISO string or milliseconds. */
export type Instant = Date | string | number

export type DateStyle = 'full' | 'long' | 'medium' | 'short'

type FormatOptions = Intl.DateTimeFormatOptions & { locale?: string }

const FORMATS = new Map<string, Intl.DateTimeFormat>()

function formatter({ locale = 'en-US', ...options }: FormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = FORMATS.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    FORMATS.set(key, format)
  }
  return format
}

const asDate = (value: Instant) => (value instanceof Date ? value : new Date(value))

/** An instant written with `options` (weekday, month…) in `timeZone`: for the forms the shorthands below lack. */
export function formatInstant(value: Instant, timeZone: string, options: FormatOptions): string {
  return formatter({ ...options, timeZone }).format(asDate(value))
}

/** The date of an instant in `timeZone`: "December 31, 2026" (long), "Dec 31, 2026" (medium). */
export function formatDate(value: Instant, timeZone: string, style: DateStyle = 'long'): string {
  return formatInstant(value, timeZone, { dateStyle: style })
}

/** The date and time of an instant in `timeZone`: "December 31, 2026 at 11:00 PM" (long). */
export function formatDateTime(value: Instant, timeZone: string, style: DateStyle = 'long'): string {
  return formatInstant(value, timeZone, { dateStyle: style, timeStyle: 'short' })
}

/** The time of an instant in `timeZone`: "11:00 PM". */
export function formatTime(value: Instant, timeZone: string): string {
  return formatInstant(value, timeZone, { hour: 'numeric', minute: '2-digit' })
}

/**
 * A calendar date (YYYY-MM-DD) in words: "December 31, 2026". It is a day,
 * not an instant, so no zone moves it.
 */
export function formatCalendarDate(date: CalendarDate, style: DateStyle | FormatOptions = 'long'): string {
  const options = typeof style === 'string' ? { dateStyle: style } : style
  return formatter({ ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
}

/** The organisation's year at an instant: a gift at 11 PM on 31 December counts in that year. */
export function yearIn(value: Instant, timeZone: string): number {
  return Number(formatter({ locale: 'en-CA', timeZone, year: 'numeric' }).format(asDate(value)))
}

/**
 * An instant as ISO 8601 on the clocks of `timeZone`, with its offset:
 * `2026-12-31T23:00:00-08:00`. What CSV exports write: the day a person reads
 * is the organisation's, and the instant stays exact.
 */
export function isoInZone(value: Instant, timeZone: string): string {
  const instant = asDate(value)
  // Every zone's offset is whole minutes, so the seconds are the instant's own.
  const seconds = String(instant.getUTCSeconds()).padStart(2, '0')
  const wall = wallClockOf(instant, timeZone)
  const minutes = Math.round((Date.parse(`${wall}:${seconds}Z`) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const offset = `${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`
  return `${wall}:${seconds}${sign}${offset}`
}

/** A time on the organisation's clocks, `HH:mm` (a weekend's opening hours): "10:00 AM". No zone moves it. */
export function formatClockTime(time: string): string {
  return formatter({ timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(`1970-01-01T${time}:00Z`))
}
