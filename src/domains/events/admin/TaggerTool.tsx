import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import { ToolFrame } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { whenText } from '../services/event-view'
import { EVENT_STATUS_LABELS } from '../services/rules'
import { deleteTagAction, saveTagAction } from './actions'
import { TagManyForm } from './TagManyForm'
import { TAGGER_TOOL as tool } from './tools'

/** How many events the tool lists to tag, newest start first. */
const EVENTS_SHOWN = 200

/** `/cpanel/eventtagger`: the calendar's tags (add, rename, delete) and one tag put on or taken off many events at once. */
export async function TaggerTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const { TIMEZONE } = config()
  const [tags, events] = await Promise.all([
    req.payload.find({ collection: 'event-tags', sort: 'name', depth: 0, pagination: false, overrideAccess: true }),
    req.payload.find({ collection: 'events', sort: '-startsAt', depth: 1, limit: EVENTS_SHOWN, overrideAccess: true }),
  ])
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <section className="cpanel-tool__section" aria-labelledby="tags-heading">
        <h2 id="tags-heading">Tags</h2>
        {tags.docs.length === 0 ? <p>No tags yet: add the first below.</p> : null}
        <ul className="selection-items">
          {tags.docs.map((tag) => (
            <li key={tag.id}>
              <details>
                <summary>
                  <strong>{tag.name}</strong> (/calendar/{tag.slug}.ics)
                </summary>
                <ToolForm
                  id={`tag-${tag.id}`}
                  action={saveTagAction}
                  hidden={{ tag: tag.id }}
                  fields={[{ name: 'name', label: 'Name', type: 'text', maxLength: 60, defaultValue: tag.name }]}
                  submit="Rename"
                  srSubmit={tag.name}
                />
                <ToolForm
                  id={`delete-tag-${tag.id}`}
                  action={deleteTagAction}
                  hidden={{ tag: tag.id }}
                  submit="Delete"
                  srSubmit={tag.name}
                  style="secondary"
                />
              </details>
            </li>
          ))}
        </ul>
        <ToolForm
          id="new-tag"
          action={saveTagAction}
          fields={[{ name: 'name', label: 'New tag', type: 'text', maxLength: 60 }]}
          submit="Add tag"
        />
      </section>
      {tags.docs.length > 0 && events.docs.length > 0 ? (
        <section className="cpanel-tool__section" aria-labelledby="many-heading">
          <h2 id="many-heading">Tag many events</h2>
          <TagManyForm
            tags={tags.docs.map((tag) => ({ id: tag.id, name: tag.name }))}
            events={events.docs.map((event) => ({
              id: event.id,
              title: event.title,
              when: whenText(event, TIMEZONE),
              status: EVENT_STATUS_LABELS[event.status],
              tags: (event.tags ?? [])
                .map((tag) => (typeof tag === 'object' && tag ? tag.name : ''))
                .filter(Boolean)
                .join(', '),
            }))}
          />
        </section>
      ) : null}
    </ToolFrame>
  )
}
