'use client'

import { Button } from '@payloadcms/ui'
import { useActionState } from 'react'

import { ToolMessage } from '@/platform/cpanel/ToolMessage'
import { ToolTable } from '@/platform/cpanel/ToolTable'
import type { ActionState } from '@/platform/forms'

import { tagEventsAction } from './actions'

const idle: ActionState = { status: 'idle' }

/** Ticks events, chooses a tag and adds it to them all or takes it off; works as a plain post. */
export function TagManyForm({
  events,
  tags,
}: {
  events: { id: number; title: string; when: string; tags: string; status: string }[]
  tags: { id: number; name: string }[]
}) {
  const [state, action, pending] = useActionState(tagEventsAction, idle)
  return (
    <form action={action} noValidate className="cpanel-tool__form">
      <ToolMessage state={state} />
      <ToolTable caption={'Events to tag'} columns={[{ hidden: 'Choose' }, 'Event', 'When', 'Status', 'Tags']}>
        {events.map((event) => (
          <tr key={event.id}>
            <td>
              <input
                type="checkbox"
                name="events"
                value={event.id}
                id={`tag-event-${event.id}`}
                aria-label={`Choose “${event.title}”`}
              />
            </td>
            <td>
              <label htmlFor={`tag-event-${event.id}`}>{event.title}</label>
            </td>
            <td>{event.when}</td>
            <td>{event.status}</td>
            <td>{event.tags || '—'}</td>
          </tr>
        ))}
      </ToolTable>
      <div className="cpanel-tool__field">
        <label htmlFor="tag-many-tag">Tag</label>
        <select id="tag-many-tag" name="tag">
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="cpanel-tool__field">
        <legend>Change</legend>
        <label>
          <input type="radio" name="change" value="add" defaultChecked /> Add the tag to the ticked events
        </label>{' '}
        <label>
          <input type="radio" name="change" value="remove" /> Take it off them
        </label>
      </fieldset>
      <Button type="submit" disabled={pending}>
        Change the ticked events
      </Button>
    </form>
  )
}
