import * as rruleModule from 'rrule'

import { CALENDAR_DATE, instantOf, wallClockOf, type CalendarDate } from '@/platform/calendar'

/**
 * A repeating event's dates (decision 060). The rule (an RFC 5545 RRULE,
 * read and expanded by the `rrule` package) repeats the event's *wall-clock*
 * time where the organisation is: a 7 pm weekly talk stays at 7 pm when the
 * clocks change. `rrule` works in UTC, so the expansion runs on "floating"
 * dates (the wall clock written as if it were UTC) and each one is then read
 * in the organisation's time zone.
 */

// Node loads the package's CommonJS build, whose names sit on its default export; bundlers load its ES module.
const { RRule } = (rruleModule as typeof rruleModule & { default?: typeof rruleModule }).default ?? rruleModule
type RRule = InstanceType<typeof RRule>

export type Repeating = {
  startsAt: string | Date
  endsAt: string | Date
  recurrence?: string | null
  /** Dates (YYYY-MM-DD, in the organisation's zone) on which the event does not happen. */
  exceptions?: string | null
}

export type Occurrence = { startsAt: Date; endsAt: Date }

/** How many dates one event may have: a rule without an end stops here (about two years of a weekly event). */
export const OCCURRENCES_MAX = 120

const floating = (wall: string) => new Date(`${wall}:00.000Z`)
const wallOfFloating = (date: Date) => date.toISOString().slice(0, 16)

/** The excluded dates of an event, as written in its `exceptions` field (one a line, or separated by commas). */
export function exceptionDates(exceptions: string | null | undefined): CalendarDate[] {
  return (exceptions ?? '')
    .split(/[\s,]+/)
    .map((date) => date.trim())
    .filter(Boolean)
}

export function exceptionsProblem(exceptions: string | null | undefined): string | undefined {
  const wrong = exceptionDates(exceptions).filter((date) => !CALENDAR_DATE.test(date))
  return wrong.length > 0 ? `Write each excluded date as YYYY-MM-DD (not “${wrong[0]}”).` : undefined
}

function parsedRule(recurrence: string, dtstart: Date): RRule {
  const text = recurrence.trim().replace(/^RRULE:/i, '')
  const options = RRule.parseString(text)
  return new RRule({ ...options, dtstart })
}

/** What is wrong with a recurrence rule, in words; undefined when it is a rule `rrule` can expand. */
export function recurrenceProblem(recurrence: string | null | undefined): string | undefined {
  if (!recurrence?.trim()) return undefined
  if (/DTSTART|\n/i.test(recurrence))
    return 'Give only the rule (such as FREQ=WEEKLY;COUNT=6): the start is the event’s.'
  try {
    const rule = parsedRule(recurrence, new Date(Date.UTC(2026, 0, 1)))
    if (rule.options.freq === undefined || rule.options.freq === null) return 'Say how often it repeats (FREQ=…).'
    if (rule.options.freq > RRule.DAILY) return 'An event repeats daily, weekly, monthly or yearly, not more often.'
    return undefined
  } catch {
    return 'This is not a repeat rule: write it like FREQ=WEEKLY;BYDAY=TH;UNTIL=20270301.'
  }
}

/**
 * The event's occurrences that overlap [from, to), at most OCCURRENCES_MAX
 * counted from the first: the event itself when it does not repeat.
 */
export function occurrences(event: Repeating, timeZone: string, from?: Date, to?: Date): Occurrence[] {
  const start = new Date(event.startsAt)
  const end = new Date(event.endsAt)
  const duration = Math.max(0, end.getTime() - start.getTime())
  const overlaps = (occurrence: Occurrence) => (!to || occurrence.startsAt < to) && (!from || occurrence.endsAt > from)
  if (!event.recurrence?.trim()) {
    const only = { startsAt: start, endsAt: end }
    return overlaps(only) ? [only] : []
  }
  const excluded = new Set(exceptionDates(event.exceptions))
  const rule = parsedRule(event.recurrence, floating(wallClockOf(start, timeZone)))
  const found: Occurrence[] = []
  rule.all((date, index) => {
    if (index >= OCCURRENCES_MAX) return false
    const wall = wallOfFloating(date)
    if (excluded.has(wall.slice(0, 10))) return true
    const startsAt = instantOf(wall, timeZone)
    const occurrence = { startsAt, endsAt: new Date(startsAt.getTime() + duration) }
    if (to && startsAt >= to) return false
    if (overlaps(occurrence)) found.push(occurrence)
    return true
  })
  return found
}

/** The event's date that starts at this instant, or null when it has none there. */
export function occurrenceAt(event: Repeating, startsAt: Date, timeZone: string): Occurrence | null {
  const around = occurrences(event, timeZone, new Date(startsAt.getTime() - 1), new Date(startsAt.getTime() + 1))
  return around.find((date) => date.startsAt.getTime() === startsAt.getTime()) ?? null
}

/** How many coming dates the pages that take places (RSVPs, tickets) offer. */
export const COMING_DATES_SHOWN = 12

/** The event's next dates that start after `now`, at most COMING_DATES_SHOWN. */
export function comingOccurrences(event: Repeating, timeZone: string, now: Date): Occurrence[] {
  return occurrences(event, timeZone, now)
    .filter((date) => date.startsAt > now)
    .slice(0, COMING_DATES_SHOWN)
}
