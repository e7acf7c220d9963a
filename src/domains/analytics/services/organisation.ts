import { moneyByKind, type MoneyInMonth } from '@/domains/commerce'
import { giftsByMonth, type GiftsInMonth } from '@/domains/donors'
import { ticketsByEvent, type EventTickets } from '@/domains/events'
import { membersByPlan, type MembersOnDay } from '@/domains/membership'
import { registrationsBySeason, type SeasonRegistrations } from '@/domains/openStudios'
import type { SqlExecutor } from '@/platform/database/transaction'

import type { DateRange } from './range'

export type OrganisationAnalytics = {
  members: MembersOnDay[]
  money: MoneyInMonth[]
  gifts: GiftsInMonth[]
  seasons: SeasonRegistrations[]
  tickets: EventTickets[]
}

/**
 * The organisation's part of the dashboard over a range, each read by its own domain through its
 * index (the analytics domain reads no other domain's tables). These tables are small: read live.
 */
export async function organisationAnalytics(
  db: SqlExecutor,
  range: DateRange,
  timeZone: string,
): Promise<OrganisationAnalytics> {
  const [members, money, gifts, seasons, tickets] = await Promise.all([
    membersByPlan(db, range),
    moneyByKind(db, range, timeZone),
    giftsByMonth(db, range, timeZone),
    registrationsBySeason(db),
    ticketsByEvent(db, range, timeZone),
  ])
  return { members, money, gifts, seasons, tickets }
}

/** Rows of (month, name, value) as one line per name over every month of the chart. */
export function linesByName<T>(
  rows: readonly T[],
  months: readonly string[],
  name: (row: T) => string,
  value: (row: T) => number,
  month: (row: T) => string,
): { name: string; values: number[] }[] {
  const names = [...new Set(rows.map(name))].sort()
  return names.map((one) => ({
    name: one,
    values: months.map((m) =>
      rows.filter((row) => name(row) === one && month(row) === m).reduce((sum, row) => sum + value(row), 0),
    ),
  }))
}
