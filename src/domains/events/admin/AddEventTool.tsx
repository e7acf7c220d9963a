import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import { ToolFrame } from '@/platform/cpanel'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'

import { REPEAT_LABELS, REPEATS } from '../services/event-form-fields'
import { REGISTRATION_LABELS, REGISTRATIONS } from '../services/rules'
import { addEventAction } from './actions'
import { ADD_TOOL as tool } from './tools'

/** `/cpanel/addevent`: staff add an event of the organisation's, published at once (decision 060). */
export async function AddEventTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const params = (view.searchParams ?? {}) as Record<string, unknown>
  const added = typeof params.added === 'string' ? params.added : null
  const { TIMEZONE } = config()
  const fields: FieldSpec[] = [
    { name: 'title', label: 'Title', type: 'text', maxLength: 120 },
    { name: 'summary', label: 'Summary', type: 'textarea', maxLength: 300, hint: 'One or two sentences for lists.' },
    { name: 'description', label: 'Description', type: 'textarea', hint: 'An empty line between paragraphs.' },
    { name: 'startDate', label: 'Starts on', type: 'text', hint: `YYYY-MM-DD, in ${TIMEZONE}.` },
    { name: 'startTime', label: 'Starts at', type: 'text', hint: 'HH:MM, such as 19:00; empty for all day.' },
    { name: 'endDate', label: 'Ends on', type: 'text', hint: 'YYYY-MM-DD; empty for the same day.' },
    { name: 'endTime', label: 'Ends at', type: 'text', hint: 'HH:MM; empty for all day.' },
    {
      name: 'allDay',
      label: 'All day',
      type: 'select',
      defaultValue: 'no',
      options: [
        { value: 'no', label: 'No: it has times' },
        { value: 'yes', label: 'Yes: dates only' },
      ],
    },
    {
      name: 'repeat',
      label: 'Repeats',
      type: 'select',
      defaultValue: 'none',
      options: REPEATS.map((value) => ({ value, label: REPEAT_LABELS[value] })),
    },
    { name: 'repeatUntil', label: 'Repeats until', type: 'text', hint: 'YYYY-MM-DD, the last day it may happen.' },
    { name: 'exceptions', label: 'Skipped dates', type: 'textarea', hint: 'YYYY-MM-DD, one a line.' },
    { name: 'venueName', label: 'Venue', type: 'text', maxLength: 120 },
    { name: 'venueAddress', label: 'Address', type: 'textarea', maxLength: 300 },
    { name: 'onlineLink', label: 'Online link', type: 'url', hint: 'For an online event: https://…' },
    {
      name: 'registration',
      label: 'Price',
      type: 'select',
      defaultValue: 'none',
      options: REGISTRATIONS.map((value) => ({ value, label: REGISTRATION_LABELS[value] })),
    },
    { name: 'priceNote', label: 'Price and booking note', type: 'text', maxLength: 200 },
    { name: 'accessibility', label: 'Accessibility', type: 'textarea', maxLength: 500 },
    { name: 'organiserName', label: 'Organised by', type: 'text', maxLength: 120, hint: 'Empty: the organisation.' },
    {
      name: 'upload',
      label: 'Picture',
      type: 'file',
      accept: 'image/jpeg,image/png,image/webp',
      hint: 'Optional. JPEG, PNG or WebP, at most 1 MB; shown on the event’s page and in the calendar.',
    },
    {
      name: 'alt',
      label: 'What the picture shows',
      type: 'text',
      maxLength: 300,
      hint: 'For people who cannot see it.',
    },
  ]
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {added ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The event is on the calendar: <Link href={`/events/${added}`}>/events/{added}</Link>. Tags and any other
          change are in the event’s own screen under Collections › Events.
        </div>
      ) : null}
      <ToolForm id="add-event" action={addEventAction} fields={fields} submit="Publish the event" />
    </ToolFrame>
  )
}
