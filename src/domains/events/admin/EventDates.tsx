import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { ToolTable } from '@/platform/cpanel'

import { dateQuery, datesWithPlaces, type EventDate } from '../services/attendee-list'
import { whenAtDoor } from '../services/door-time'

function placesText(date: EventDate) {
  const going = `${date.counts.going} going${date.capacity ? ` of ${date.capacity}` : ''}`
  const waiting = date.counts.waiting ? `, ${date.counts.waiting} waiting` : ''
  const offered = date.counts.offered ? `, ${date.counts.offered} offered` : ''
  return going + offered + waiting
}

/**
 * The coming dates of events taking RSVPs or selling tickets, with their
 * counts, each linking to the tool for that date (`?event=&date=`): how
 * staff's attendee list and the door choose a date. `asked`: the address
 * named a date that does not exist.
 */
export async function EventDates({ payload, toolHref, asked }: { payload: Payload; toolHref: string; asked: boolean }) {
  const { TIMEZONE } = config()
  const dates = await datesWithPlaces(payload, new Date())
  return (
    <>
      {asked ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          There is no such event date: choose one below.
        </div>
      ) : null}
      {dates.length === 0 ? (
        <p className="cpanel-tool__empty">
          No coming event takes RSVPs or sells tickets. Set an event’s price to “Free, with RSVP” or “Tickets” to see it
          here.
        </p>
      ) : (
        <ToolTable columns={['Date', 'Event', 'Places', 'Checked in']} caption="Coming dates with places">
          {dates.map((date) => (
            <tr key={`${date.event}-${date.startsAt}`}>
              <td>{whenAtDoor(new Date(date.startsAt), TIMEZONE, date.allDay)}</td>
              <td>
                <a href={`${toolHref}?${dateQuery(date.event, date.startsAt)}`}>{date.title}</a>{' '}
                <span className="cpanel-tool__hint">({date.registration === 'tickets' ? 'tickets' : 'RSVP'})</span>
              </td>
              <td>{placesText(date)}</td>
              <td>{date.counts.checkedIn}</td>
            </tr>
          ))}
        </ToolTable>
      )}
    </>
  )
}
