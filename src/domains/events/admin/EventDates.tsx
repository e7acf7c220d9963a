import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { EmptyState, ListPages, NoSuchItem, pageCount, parseListOrder, ToolTable } from '@/platform/cpanel'
import { FilterProblem } from '@/platform/cpanel/Filters'

import { dateQuery, datesWithPlaces, type EventDate } from '../services/attendee-list'
import { whenAtDoor } from '../services/door-time'

const DATE_SORTS = ['date', 'event'] as const
const DATES_PER_PAGE = 50

function placesText(date: EventDate) {
  const going = `${date.counts.going} going${date.capacity ? ` of ${date.capacity}` : ''}`
  const waiting = date.counts.waiting ? `, ${date.counts.waiting} waiting` : ''
  const offered = date.counts.offered ? `, ${date.counts.offered} offered` : ''
  return going + offered + waiting
}

/**
 * The coming dates of events taking RSVPs or selling tickets, with their
 * counts, sorted and paged in the address (decision 087), each linking to the
 * tool for that date (`?event=&date=`): how staff's attendee list and the
 * door choose a date. `asked`: the address named a date that does not exist.
 */
export async function EventDates({
  payload,
  base,
  params,
  asked,
}: {
  payload: Payload
  base: string
  params: URLSearchParams
  asked: boolean
}) {
  const { TIMEZONE } = config()
  const { order, problems } = parseListOrder(params, DATE_SORTS, { sort: 'date', direction: 'asc' })
  const dates = await datesWithPlaces(payload, new Date())
  const sign = order.direction === 'desc' ? -1 : 1
  const sorted = [...dates].sort(
    (a, b) =>
      sign *
      (order.sort === 'event'
        ? a.title.localeCompare(b.title) || a.startsAt.localeCompare(b.startsAt)
        : a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title)),
  )
  const pages = pageCount(sorted.length, DATES_PER_PAGE)
  const shown = sorted.slice((order.page - 1) * DATES_PER_PAGE, order.page * DATES_PER_PAGE)
  const listParams = new URLSearchParams([...params].filter(([name]) => name === 'sort' || name === 'page'))
  return (
    <>
      {asked ? (
        <NoSuchItem back={base} backLabel="Choose from the coming dates">
          There is no such event date.
        </NoSuchItem>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="date" /> : null}
      {dates.length === 0 ? (
        <EmptyState title="No coming event takes RSVPs or sells tickets.">
          Set an event’s price to “Free, with RSVP” or “Tickets” to see it here.
        </EmptyState>
      ) : (
        <ToolTable
          columns={[{ label: 'Date', sort: 'date' }, { label: 'Event', sort: 'event' }, 'Places', 'Checked in']}
          caption="Coming dates with places"
          sorting={{ base, params: listParams, order }}
        >
          {shown.map((date) => (
            <tr key={`${date.event}-${date.startsAt}`}>
              <td>{whenAtDoor(new Date(date.startsAt), TIMEZONE, date.allDay)}</td>
              <td>
                <a href={`${base}?${dateQuery(date.event, date.startsAt)}`}>{date.title}</a>{' '}
                <span className="cpanel-tool__hint">({date.registration === 'tickets' ? 'tickets' : 'RSVP'})</span>
              </td>
              <td>{placesText(date)}</td>
              <td>{date.counts.checkedIn}</td>
            </tr>
          ))}
        </ToolTable>
      )}
      <ListPages what="dates" page={order.page} pages={pages} base={base} params={listParams} />
    </>
  )
}
