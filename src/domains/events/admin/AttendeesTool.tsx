import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { config } from '@/platform/config'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'

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
 * `/cpanel/eventattendees`: the coming dates of events with RSVPs or
 * tickets and their counts; `?event=&date=` one date's attendees, with the
 * CSV and the door's check-in page (decision 064).
 */
export async function AttendeesTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const admin = req.payload.config.routes.admin
  const { TIMEZONE } = config()
  const params = toolSearchParams(view.searchParams)
  const base = `${admin}/${tool.name}`
  const nav = (
    <nav aria-label="Attendees’ views" className="cpanel-tool__pages">
      <a href={base}>Dates</a>
      <a href={`${base}?show=mails`}>Attendees’ mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        <TemplateEditor payload={req.payload} templateKey={BOOKING_CONFIRMED_TEMPLATE} />
        <TemplateEditor payload={req.payload} templateKey={PLACE_CONFIRMED_TEMPLATE} />
        <TemplateEditor payload={req.payload} templateKey={PLACE_OFFERED_TEMPLATE} />
        <TemplateEditor payload={req.payload} templateKey={PLACE_CANCELLED_TEMPLATE} />
        <TemplateEditor payload={req.payload} templateKey={BOOKING_CANCELLED_TEMPLATE} />
      </ToolFrame>
    )
  }
  const chosen = await chosenDate(req.payload, params)

  if (!chosen) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        <EventDates payload={req.payload} toolHref={base} asked={params.has('event')} />
      </ToolFrame>
    )
  }

  const { event, startsAt } = chosen
  const attendees = await attendeesOf(req.payload, event, startsAt)
  const going = attendees.filter((attendee) => attendee.status === 'confirmed')
  const checkedIn = going.filter((attendee) => attendee.checkedInAt).length
  const query = dateQuery(event, startsAt.toISOString())
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {nav}
      <section className="cpanel-tool__section" aria-labelledby="attendees-date">
        <h2 id="attendees-date">
          {chosen.title}, {whenAtDoor(startsAt, TIMEZONE, chosen.allDay)}
        </h2>
        <p>
          {going.length} going, {checkedIn} checked in
          {attendees.length > going.length ? `, ${attendees.length - going.length} more on the list` : ''}.
        </p>
        <p className="cpanel-tool__actions">
          <a className="btn btn--style-primary btn--size-medium" href={`${admin}/${CHECK_IN_TOOL.name}?${query}`}>
            Check people in
          </a>{' '}
          <a className="btn btn--style-secondary btn--size-medium" href={`/api/events/attendees?${query}`} download>
            Download CSV
          </a>
        </p>
        {attendees.length === 0 ? (
          <p className="cpanel-tool__empty">No one has a place on this date yet.</p>
        ) : (
          <ToolTable columns={['Name', 'Place', 'Status', 'Code', 'Checked in']} caption="Attendees">
            {attendees.map((attendee) => (
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
    </ToolFrame>
  )
}
