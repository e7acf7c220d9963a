import { addDays, daysBetween, formatCalendarDate, type CalendarDate } from '@/platform/calendar'

import { DEADLINE_LABELS, DEADLINE_NAMES, readableDate } from './season-setup'
import type { SeasonView } from './season-view'

/**
 * The season on one time axis, for the deadlines tool's chart and the list
 * beside it (decision 050): each set deadline on its day, each weekend from
 * its first day to its last, today, and the first of each month, every one
 * placed as a fraction of the axis. Plain data; the tool draws it.
 */

export type TimelineEntry = {
  kind: 'deadline' | 'weekend'
  label: string
  from: CalendarDate
  to: CalendarDate
  /** Where it starts and ends on the axis, 0 to 1. */
  start: number
  end: number
  /** The dates in words, for the list. */
  when: string
}

export type Timeline = {
  from: CalendarDate
  to: CalendarDate
  entries: TimelineEntry[]
  today: number | null
  months: { label: string; at: number }[]
}

export function seasonTimeline(season: SeasonView, today: CalendarDate): Timeline | null {
  const raw = [
    ...DEADLINE_NAMES.flatMap((name) => {
      const date = season.deadlines[name]
      return date ? [{ kind: 'deadline' as const, label: DEADLINE_LABELS[name], from: date, to: date }] : []
    }),
    ...season.weekends.map((weekend) => ({
      kind: 'weekend' as const,
      label: weekend.label,
      from: weekend.startsOn,
      to: weekend.endsOn < weekend.startsOn ? weekend.startsOn : weekend.endsOn,
    })),
  ].sort((a, b) => (a.from === b.from ? a.to.localeCompare(b.to) : a.from.localeCompare(b.from)))
  if (raw.length === 0) return null
  // A week either side, so the first and last marks are not on the chart's edge.
  const from = addDays(raw[0]!.from, -7)
  const to = addDays(
    raw.reduce((last, entry) => (entry.to > last ? entry.to : last), raw[0]!.to),
    7,
  )
  const span = Math.max(1, daysBetween(from, to))
  const at = (date: CalendarDate) => daysBetween(from, date) / span
  const entries = raw.map((entry) => ({
    ...entry,
    start: at(entry.from),
    end: at(entry.to),
    when:
      entry.from === entry.to ? readableDate(entry.from) : `${readableDate(entry.from)} to ${readableDate(entry.to)}`,
  }))
  const months: Timeline['months'] = []
  for (let month = `${from.slice(0, 8)}01`; month <= to; month = addMonth(month)) {
    if (month >= from)
      months.push({
        label: formatCalendarDate(month, { locale: 'en-GB', month: 'short', year: 'numeric' }),
        at: at(month),
      })
  }
  return { from, to, entries, today: today >= from && today <= to ? at(today) : null, months }
}

function addMonth(first: CalendarDate): CalendarDate {
  const [year, month] = first.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}
