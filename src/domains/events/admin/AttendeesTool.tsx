import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { config } from '@/platform/config'
import { EmptyState, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'

import { attendeesOf, chosenDate, dateQuery } from '../services/attendee-list'
import { attendeeName } from '../services/check-in'
import { whenAtDoor } from '../services/door-time'
import {
  BOOKING_CANCELLED_TEMPLATE,
  BOOKING_CONFIRMED_TEMPLATE,
  PLACE_CANCELLED_TEMPLATE,
  PLACE_CONFIRMED_TEMPLATE,
  PLACE_OFFERED_TEMPLATE,
  spacedCode,
} from '../services/place-mail'
import { ATTENDEE_STATUS_LABELS, PLACE_KIND_LABELS } from '../services/places'
import { EventDates } from './EventDates'
import { ATTENDEES_TOOL as tool, CHECK_IN_TOOL } from './tools'

/**
 * `/cpanel/eventattendees` (decisions 064, 087): the coming dates of events
 * with RSVPs or tickets and their counts, sorted and paged in the address;
 * `?event=&date=` one date's attendees and waiting list, with the CSV and the
 * door's check-in page.
 */
export function AttendeesTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, attendees, { wide: true })
}

async function attendees({ payload, base, params }: ToolContext) {
  const admin = payload.config.routes.admin
  const { TIMEZONE } = config()
  const nav = (
    <nav aria-label="Attendees’ views" className="cpanel-tool__pages">
      <a href={base}>Dates</a>
      <a href={`${base}?show=mails`}>Attendees’ mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <>
        {nav}
        <TemplateEditor payload={payload} templateKey={BOOKING_CONFIRMED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={PLACE_CONFIRMED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={PLACE_OFFERED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={PLACE_CANCELLED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={BOOKING_CANCELLED_TEMPLATE} />
      </>
    )
  }
  const chosen = await chosenDate(payload, params)

  if (!chosen) {
    return (
      <>
        {nav}
        <EventDates payload={payload} base={base} params={params} asked={params.has('event')} />
      </>
    )
  }

  const { event, startsAt } = chosen
  const list = await attendeesOf(payload, event, startsAt)
  const going = list.filter((attendee) => attendee.status === 'confirmed')
  const checkedIn = going.filter((attendee) => attendee.checkedInAt).length
  const query = dateQuery(event, startsAt.toISOString())
  return (
    <>
      {nav}
      <section className="cpanel-tool__section" aria-labelledby="attendees-date">
        <h2 id="attendees-date">
          {chosen.title}, {whenAtDoor(startsAt, TIMEZONE, chosen.allDay)}
        </h2>
        <p>
          {going.length} going, {checkedIn} checked in
          {list.length > going.length ? `, ${list.length - going.length} more on the list` : ''}.
        </p>
        <p className="cpanel-tool__actions">
          <a className="btn btn--style-primary btn--size-medium" href={`${admin}/${CHECK_IN_TOOL.name}?${query}`}>
            Check people in
          </a>{' '}
          <a className="btn btn--style-secondary btn--size-medium" href={`/api/events/attendees?${query}`} download>
            Download CSV
          </a>
        </p>
        {list.length === 0 ? (
          <EmptyState title="No one has a place on this date yet.">
            Places show here as people RSVP or buy tickets; the event’s page takes them.
          </EmptyState>
        ) : (
          <ToolTable columns={['Name', 'Place', 'Status', 'Code', 'Checked in']} caption="Attendees">
            {list.map((attendee) => (
              <tr key={attendee.id}>
                <td>{attendeeName(attendee)}</td>
                <td>
                  {attendee.kind === 'ticket'
                    ? `${PLACE_KIND_LABELS.ticket}: ${attendee.ticketLabel ?? ''}`
                    : PLACE_KIND_LABELS.rsvp}
                  {attendee.orderNumber ? ` (${attendee.orderNumber})` : ''}
                </td>
                <td>{ATTENDEE_STATUS_LABELS[attendee.status]}</td>
                <td>
                  <code>{spacedCode(attendee.code)}</code>
                </td>
                <td>{attendee.checkedInAt ? whenAtDoor(new Date(attendee.checkedInAt), TIMEZONE) : '—'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
    </>
  )
}
