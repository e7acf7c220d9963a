import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import { ToolFrame, toolSearchParams } from '@/platform/cpanel'

import { attendeesOf, chosenDate, dateQuery } from '../services/attendee-list'
import { whenAtDoor } from '../services/door-time'
import { checkInAction } from './actions'
import { CheckInForm } from './CheckInForm'
import { EventDates } from './EventDates'
import { ATTENDEES_TOOL, CHECK_IN_TOOL as tool } from './tools'

/**
 * `/cpanel/eventcheckin?event=&date=`: the door of one date, made for a
 * phone — the code typed or scanned, the answer large, the count of those
 * in. Without a date: the coming dates to choose from (decision 064).
 */
export async function CheckInTool(view: AdminViewServerProps) {
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
  const chosen = await chosenDate(req.payload, params)

  if (!chosen) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <EventDates payload={req.payload} toolHref={`${admin}/${tool.name}`} asked={params.has('event')} />
      </ToolFrame>
    )
  }

  const { event, startsAt } = chosen
  const going = (await attendeesOf(req.payload, event, startsAt)).filter((attendee) => attendee.status === 'confirmed')
  const inside = going.filter((attendee) => attendee.checkedInAt).length
  const query = dateQuery(event, startsAt.toISOString())
  return (
    <ToolFrame tool={tool} allowed view={view} className="check-in-tool">
      <h2 className="check-in__title">
        {chosen.title}, {whenAtDoor(startsAt, TIMEZONE, chosen.allDay)}
      </h2>
      <p className="check-in__count">
        <strong>{inside}</strong> of {going.length} checked in ·{' '}
        <a href={`${admin}/${ATTENDEES_TOOL.name}?${query}`}>Attendee list</a>
      </p>
      <CheckInForm action={checkInAction} event={event} date={startsAt.toISOString()} />
    </ToolFrame>
  )
}
