import { formatCalendarDate, type CalendarDate } from '@/platform/calendar'

import { calendarHref, CALENDAR_PATH, type CalendarState } from '../services/addresses'
import { addMonths, gridDays, monthName, monthWeeks, type Dated } from '../services/calendar-view'
import { timeOfDay } from '../services/event-view'
import { EVENT_STATUS_LABELS } from '../services/rules'
import type { CalendarEvent } from '../services/public-events'
import { EventPicture } from './EventPicture'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const dayTitle = (day: CalendarDate) => formatCalendarDate(day, { weekday: 'long', month: 'long', day: 'numeric' })

type Props = {
  state: CalendarState
  dated: Dated<CalendarEvent>[]
  nextMonth: string | null
  tags: { name: string; slug: string }[]
  timeZone: string
}

function CancelledMark({ event }: { event: CalendarEvent }) {
  return event.status === 'cancelled' ? (
    <strong className="mr-1 rounded bg-red-100 px-1.5 text-sm text-red-900">{EVENT_STATUS_LABELS.cancelled}</strong>
  ) : null
}

function Entry({
  item,
  timeZone,
  continued = false,
}: {
  item: Dated<CalendarEvent>
  timeZone: string
  /** A day after the first of an event over several days. */
  continued?: boolean
}) {
  const { event } = item
  return (
    <>
      <CancelledMark event={event} />
      <a
        href={`/events/${event.slug}`}
        className={event.status === 'cancelled' ? 'line-through decoration-1' : undefined}
      >
        {event.title}
      </a>
      <span className="block text-sm text-muted">
        {continued ? 'Continues' : event.allDay ? 'All day' : timeOfDay(item.startsAt, timeZone)}
        {event.venue?.name ? ` · ${event.venue.name}` : event.onlineLink ? ' · Online' : ''}
      </span>
    </>
  )
}

/** A month's events as a list, a heading for each day that has some. */
function DayList({
  byDay,
  timeZone,
  className = '',
}: {
  byDay: Map<CalendarDate, Dated<CalendarEvent>[]>
  timeZone: string
  className?: string
}) {
  return (
    <ol className={`mt-10 space-y-6 ${className}`}>
      {[...byDay.entries()].map(([day, items]) => (
        <li key={day}>
          <h2 className="text-xl font-semibold">{dayTitle(day)}</h2>
          <ul className="mt-2 space-y-3">
            {items.map((item) => (
              <li
                key={`${item.event.id}-${item.startsAt.toISOString()}`}
                className="flex gap-4 border-l-4 border-line pl-3"
              >
                <EventPicture event={item.event} sizes="7rem" className="w-20 sm:w-28" />
                <div className="min-w-0">
                  <Entry item={item} timeZone={timeZone} />
                  {item.event.summary ? <p className="mt-1">{item.event.summary}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

/** `/calendar/…`: a month of events as a grid (a table with its days as headers; on a narrow screen the list) or a list; works without JavaScript. */
export function CalendarView({ state, dated, nextMonth, tags, timeZone }: Props) {
  const byDay = new Map<CalendarDate, Dated<CalendarEvent>[]>()
  for (const item of dated) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item])
  const onGrid = gridDays(dated, state.month, timeZone)
  const title = monthName(state.month)
  const tagName = tags.find((tag) => tag.slug === state.tag)?.name
  const filtered = state.tag !== 'all' || state.price !== 'any'
  const feed = state.tag === 'all' ? '/calendar.ics' : `${CALENDAR_PATH}/${state.tag}.ics`
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Calendar: {title}</h1>
      <p className="mt-3 text-lg text-muted">
        Talks, workshops, openings and studio visits
        {tagName ? ` tagged “${tagName}”` : ''}
        {state.price === 'free' ? ', free ones only' : state.price === 'paid' ? ', ticketed ones only' : ''}.
      </p>

      <nav aria-label="Months" className="mt-6 flex flex-wrap items-center gap-4">
        <a href={calendarHref({ ...state, month: addMonths(state.month, -1) })}>
          ← {monthName(addMonths(state.month, -1))}
        </a>
        <a href={calendarHref({ ...state, month: addMonths(state.month, 1) })}>
          {monthName(addMonths(state.month, 1))} →
        </a>
        <span className="ml-auto flex gap-4">
          <a href={calendarHref({ ...state, view: 'grid' })} aria-current={state.view === 'grid' ? 'page' : undefined}>
            Month grid
          </a>
          <a href={calendarHref({ ...state, view: 'list' })} aria-current={state.view === 'list' ? 'page' : undefined}>
            List
          </a>
        </span>
      </nav>

      <form
        method="get"
        action={CALENDAR_PATH}
        className="mt-6 flex flex-wrap items-end gap-4 rounded border border-line p-4"
      >
        <input type="hidden" name="month" value={state.month} />
        <input type="hidden" name="view" value={state.view} />
        <label className="flex flex-col text-sm font-semibold">
          Tag
          <select name="tag" defaultValue={state.tag} className="mt-1 rounded border border-line px-2 py-2 font-normal">
            <option value="all">All events</option>
            {tags.map((tag) => (
              <option key={tag.slug} value={tag.slug}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Price
          <select
            name="price"
            defaultValue={state.price}
            className="mt-1 rounded border border-line px-2 py-2 font-normal"
          >
            <option value="any">Free and ticketed</option>
            <option value="free">Free</option>
            <option value="paid">Ticketed</option>
          </select>
        </label>
        <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-white">
          Show events
        </button>
        {filtered ? <a href={calendarHref({ ...state, tag: 'all', price: 'any' })}>Clear the filter</a> : null}
      </form>

      {dated.length === 0 ? (
        <p className="mt-10 rounded border border-line bg-white p-6 text-lg">
          No events in {monthName(state.month, false)}
          {filtered ? ' with this filter' : ''}
          {nextMonth ? (
            <>
              {' '}
              — see <a href={calendarHref({ ...state, month: nextMonth })}>{monthName(nextMonth)}</a>.
            </>
          ) : (
            '.'
          )}
        </p>
      ) : state.view === 'list' ? (
        <DayList byDay={byDay} timeZone={timeZone} />
      ) : (
        <>
          {/* A phone's width squashes a week's seven columns: there the month reads as its list by day. */}
          <DayList byDay={byDay} timeZone={timeZone} className="md:hidden" />
          <div className="mt-10 hidden overflow-x-auto md:block">
            <table className="w-full table-fixed border-collapse">
              <caption className="sr-only">Events in {title}, a week to a row</caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((weekday) => (
                    <th key={weekday} scope="col" className="border border-line p-2 text-left text-sm">
                      <abbr title={weekday} className="no-underline">
                        {weekday.slice(0, 3)}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(state.month).map((week, index) => (
                  <tr key={index}>
                    {week.map((day, column) =>
                      day ? (
                        <td key={day} className="h-28 border border-line p-2 align-top text-sm">
                          <span className="font-semibold">
                            <span className="sr-only">{dayTitle(day)}</span>
                            <span aria-hidden="true">{Number(day.slice(8))}</span>
                          </span>
                          {onGrid.get(day) ? (
                            <ul className="mt-1 space-y-2">
                              {onGrid.get(day)!.map((item) => (
                                <li key={`${item.event.id}-${item.startsAt.toISOString()}`}>
                                  <Entry item={item} timeZone={timeZone} continued={item.continued} />
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </td>
                      ) : (
                        <td key={`empty-${column}`} className="border border-line bg-stone-50" />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <p className="mt-10">
        <a href={feed}>Subscribe to {tagName ? `the “${tagName}” events` : 'the calendar'} in your calendar app</a>{' '}
        (iCalendar: paste the link into Google Calendar, Apple Calendar or Outlook to follow it).
      </p>
    </div>
  )
}
