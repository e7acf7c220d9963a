import type { Payload } from 'payload'

import { organisationDate } from '@/platform/calendar'

import { calendarHref, parseCalendarState, type CalendarState } from './addresses'
import { monthEvents, type Dated } from './calendar-view'
import { publicCalendar, publicTags, type CalendarEvent } from './public-events'

/**
 * One view of the calendar (a month under its filters) as its page shows it,
 * composed once for the page and for its data at `{path}/_payload.json`
 * (decision 114), from the page's cached public reads.
 */

export type CalendarMonth = {
  state: CalendarState
  tags: { id: number; name: string; slug: string }[]
  dated: Dated<CalendarEvent>[]
  /** The month of the next events after an empty one. */
  nextMonth: string | null
}

/** The state an address names, with the tags it may filter by, or null (→ 404): a bad address or an unknown tag. */
export async function calendarStateOf(
  payload: Payload,
  segments: readonly string[] | undefined,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<Pick<CalendarMonth, 'state' | 'tags'> | null> {
  const state = parseCalendarState(segments, organisationDate(now, timeZone))
  if (!state) return null
  const tags = await publicTags(payload)
  if (state.tag !== 'all' && !tags.some((tag) => tag.slug === state.tag)) return null
  return { state, tags }
}

/** `/calendar/…`: the month's public events under the address's filters, or null (→ 404). */
export async function calendarMonth(
  payload: Payload,
  segments: readonly string[] | undefined,
  settings: { timeZone: string; now: Date },
): Promise<CalendarMonth | null> {
  const shown = await calendarStateOf(payload, segments, settings)
  if (!shown) return null
  const { dated, nextMonth } = monthEvents(await publicCalendar(payload), shown.state, settings.timeZone)
  return { ...shown, dated, nextMonth }
}

/** `/calendar/…/_payload.json`: the view's dates as the page lists them, each with its public event. */
export async function calendarPageData(
  payload: Payload,
  segments: readonly string[],
  settings: { timeZone: string; now: Date },
) {
  const month = await calendarMonth(payload, segments, settings)
  if (!month) return null
  const { state, tags, dated, nextMonth } = month
  return {
    path: segments.length ? calendarHref(state) : '/calendar',
    ...state,
    tags: tags.map(({ name, slug }) => ({ name, slug })),
    dates: dated.map(({ day, startsAt, endsAt, event }) => ({
      day,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      event,
    })),
    nextMonth,
  }
}
