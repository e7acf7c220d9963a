import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import { EmptyState, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'

import { attendeesOf, chosenDate, dateQuery } from '../services/attendee-list'
import { attendeeName } from '../services/check-in'
import { whenAtDoor } from '../services/door-time'
import { spacedCode } from '../services/place-mail'
import { checkInAction } from './actions'
import { CheckInForm } from './CheckInForm'
import { EventDates } from './EventDates'
import { ATTENDEES_TOOL, CHECK_IN_TOOL as tool } from './tools'

/**
 * `/cpanel/eventcheckin?event=&date=`: the door of one date, made for a
 * phone — the code typed or scanned, the answer large, the count of those
 * in, and below them who is in. Without a date: the coming dates to choose
 * from, sorted and paged in the address (decisions 064, 087).
 */
export function CheckInTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, checkIn, { className: 'check-in-tool' })
}

async function checkIn({ payload, base, params }: ToolContext) {
  const { TIMEZONE } = config()
  const chosen = await chosenDate(payload, params)
  if (!chosen) return <EventDates payload={payload} base={base} params={params} asked={params.has('event')} />

  const { event, startsAt } = chosen
  const going = (await attendeesOf(payload, event, startsAt)).filter((attendee) => attendee.status === 'confirmed')
  const inside = going
    .filter((attendee) => attendee.checkedInAt)
    .sort((a, b) => (b.checkedInAt ?? '').localeCompare(a.checkedInAt ?? ''))
  const query = dateQuery(event, startsAt.toISOString())
  return (
    <>
      <h2 className="check-in__title">
        {chosen.title}, {whenAtDoor(startsAt, TIMEZONE, chosen.allDay)}
      </h2>
      <p className="check-in__count">
        <strong>{inside.length}</strong> of {going.length} checked in ·{' '}
        <a href={`${payload.config.routes.admin}/${ATTENDEES_TOOL.name}?${query}`}>Attendee list</a>
      </p>
      <CheckInForm action={checkInAction} event={event} date={startsAt.toISOString()} />
      <section className="cpanel-tool__section" aria-labelledby="inside-heading">
        <h2 id="inside-heading">Who is in</h2>
        {inside.length === 0 ? (
          <EmptyState title="Nobody is checked in yet.">
            Scan or type a code above: each one checked in shows here, the latest first.
          </EmptyState>
        ) : (
          <ToolTable columns={['Name', 'Code', 'Checked in']} caption="Checked in, the latest first">
            {inside.map((attendee) => (
              <tr key={attendee.id}>
                <td>{attendeeName(attendee)}</td>
                <td>
                  <code>{spacedCode(attendee.code)}</code>
                </td>
                <td>{whenAtDoor(new Date(attendee.checkedInAt!), TIMEZONE)}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
    </>
  )
}
