import type { Payload } from 'payload'

import { siteAnalytics, type SiteAnalytics } from '@/domains/analytics'
import { moneyByKind } from '@/domains/commerce'
import { datesWithPlaces, type EventDate } from '@/domains/events'
import { newMembersByDay } from '@/domains/membership'
import { registrationsAtSameDay, type SeasonSoFar } from '@/domains/openStudios'
import { addDays, addYears, organisationDate, type CalendarDate } from '@/platform/calendar'
import { database } from '@/platform/database/transaction'

/** How many coming events the home shows with their places left. */
export const COMING_EVENTS = 6

export type MonthSoFar = { from: CalendarDate; to: CalendarDate; amountMinor: number }

/** The figures of the staff home's small charts, each read by its own domain, all at once. */
export type Standing = {
  /** The same day a year ago, when last season is counted. */
  yearAgo: CalendarDate
  days: CalendarDate[]
  newMembers: number[]
  money: { thisYear: MonthSoFar; lastYear: MonthSoFar; currency: string }
  seasons: SeasonSoFar[]
  site: SiteAnalytics
  events: (EventDate & { placesLeft: number })[]
}

const daysFrom = (from: CalendarDate, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i))

/**
 * How things stand today, in the organisation's days: new members over 30 days; money paid in this
 * month so far against the same days of the month a year ago; Open Studios registrations against
 * last season at the same day; page views over 7 days (the analytics roll-ups); the coming events
 * that count places, with the places left.
 */
export async function standingOf(payload: Payload, now: Date, timeZone: string, currency: string): Promise<Standing> {
  const db = database(payload)
  const today = organisationDate(now, timeZone)
  const days = daysFrom(addDays(today, -29), 30)
  const yearAgo = addYears(today, -1)
  const thisMonth = { from: `${today.slice(0, 8)}01`, to: today }
  const lastYearMonth = { from: `${yearAgo.slice(0, 8)}01`, to: yearAgo }
  const [members, moneyNow, moneyThen, seasons, site, dates] = await Promise.all([
    newMembersByDay(db, { from: days[0]!, to: today }),
    moneyByKind(db, thisMonth, timeZone),
    moneyByKind(db, lastYearMonth, timeZone),
    registrationsAtSameDay(db, now),
    siteAnalytics(db, { from: addDays(today, -6), to: today }),
    datesWithPlaces(payload, now),
  ])
  const byDay = new Map(members.map((row) => [row.day, row.members]))
  const sum = (rows: typeof moneyNow) =>
    rows.filter((row) => row.currency === currency).reduce((total, row) => total + row.amountMinor, 0)
  return {
    yearAgo,
    days,
    newMembers: days.map((day) => byDay.get(day) ?? 0),
    money: {
      thisYear: { ...thisMonth, amountMinor: sum(moneyNow) },
      lastYear: { ...lastYearMonth, amountMinor: sum(moneyThen) },
      currency,
    },
    seasons,
    site,
    events: dates
      .filter((date) => date.capacity !== null && new Date(date.startsAt) >= now)
      .slice(0, COMING_EVENTS)
      .map((date) => ({ ...date, placesLeft: Math.max(0, date.capacity! - date.counts.going - date.counts.offered) })),
  }
}
