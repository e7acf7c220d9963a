import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import {
  EmptyState,
  listHref,
  ListPages,
  NoSuchItem,
  pageCount,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterActions, FilterField, FilterPages, FilterProblem } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { whenText } from '../services/event-view'
import { EVENT_STATUS_LABELS } from '../services/rules'
import { eventsTagged, pageTags } from '../services/tagging'
import { deleteTagAction, saveTagAction } from './actions'
import { TagManyForm } from './TagManyForm'
import { TAGGER_TOOL as tool } from './tools'

/** How many events a page of "Tag many events" lists, the latest start first; `events=2` is its next page. */
const EVENTS_PER_PAGE = 25
const TAGS_PER_PAGE = 50
const TAG_SORTS = ['name'] as const

/**
 * `/cpanel/eventtagger` (decisions 060, 087): the calendar's tags by name,
 * sorted and paged in the address, with a new one added below; a tag's page
 * (`?id=`) renames it, or deletes it after a confirmation that names how many
 * events carry it. One tag put on or taken off the ticked events at once.
 */
export function TaggerTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, tagger, { wide: true, notices: ['deleted'] })
}

async function tagger(context: ToolContext) {
  const { payload, base, params, notices } = context
  const id = params.get('id')
  if (id) {
    const tag = /^\d{1,10}$/.test(id)
      ? await payload.findByID({ collection: 'event-tags', id: Number(id), depth: 0, disableErrors: true })
      : null
    return tag ? (
      <TagPage tag={tag} events={await eventsTagged(payload, tag.id)} base={base} params={params} />
    ) : (
      <NoSuchItem back={base} backLabel="Back to the tags">
        There is no such tag: it may have been deleted.
      </NoSuchItem>
    )
  }
  const { TIMEZONE } = config()
  const { order, problems } = parseListOrder(params, TAG_SORTS, { sort: 'name', direction: 'asc' })
  const titled = (params.get('title') ?? '').trim().slice(0, 100)
  const askedEvents = params.get('events') ?? ''
  const eventsPage = /^\d{1,5}$/.test(askedEvents) && Number(askedEvents) >= 1 ? Number(askedEvents) : 1
  const [{ tags, totalDocs }, events] = await Promise.all([
    pageTags(payload, { direction: order.direction, page: order.page, limit: TAGS_PER_PAGE }),
    payload.find({
      collection: 'events',
      where: titled ? { title: { like: titled } } : {},
      sort: ['-startsAt', '-id'],
      depth: 1,
      page: eventsPage,
      limit: EVENTS_PER_PAGE,
      overrideAccess: true,
    }),
  ])
  const allTags = await payload.find({
    collection: 'event-tags',
    sort: 'name',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const pages = pageCount(totalDocs, TAGS_PER_PAGE)
  const deleted = notices.get('deleted')
  return (
    <>
      {deleted ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The tag is deleted; the events it was on keep their other tags.
        </div>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="tag" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="tags-heading">
        <h2 id="tags-heading">
          {totalDocs === 1 ? 'One tag' : `${totalDocs} tags`}
          {pages > 1 ? `, page ${order.page} of ${pages}` : ''}
        </h2>
        {tags.length === 0 ? (
          <EmptyState title="No tags yet.">
            Add the first below: each tag gets its own calendar feed, and members filter the calendar by it.
          </EmptyState>
        ) : (
          <ToolTable
            caption="The calendar’s tags"
            columns={[{ label: 'Tag', sort: 'name' }, 'Calendar feed', 'Events']}
            sorting={{ base, params, order }}
          >
            {tags.map((tag) => (
              <tr key={tag.id}>
                <td>
                  <a href={listHref(base, params, { id: String(tag.id) })}>{tag.name}</a>
                </td>
                <td>/calendar/{tag.slug}.ics</td>
                <td>{tag.events}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="tags" page={order.page} pages={pages} base={base} params={params} />
        <ToolForm
          id="new-tag"
          action={saveTagAction}
          fields={[{ name: 'name', label: 'New tag', type: 'text', maxLength: 60 }]}
          submit="Add tag"
        />
      </section>
      {allTags.docs.length > 0 && (events.totalDocs > 0 || titled) ? (
        <section className="cpanel-tool__section" aria-labelledby="many-heading">
          <h2 id="many-heading">
            Tag many events
            {events.totalPages > 1 ? `, page ${eventsPage} of ${events.totalPages}` : ''}
          </h2>
          <p>The latest first. Tick events on this page, choose a tag, then add it or take it off.</p>
          <form
            method="get"
            action={base}
            role="search"
            aria-label="Find events to tag"
            className="cpanel-tool__filters"
          >
            {(['sort', 'page'] as const).map((name) =>
              params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name)!} /> : null,
            )}
            <FilterField label="Event title" name="title" value={titled} />
            <FilterActions base={listHref(base, params, { title: null, events: null })} />
          </form>
          {events.docs.length === 0 ? (
            <EmptyState title={titled ? `No event’s title holds “${titled}”.` : 'No event on this page.'}>
              <a href={listHref(base, params, { title: null, events: null })}>Show the latest events</a>
            </EmptyState>
          ) : (
            <TagManyForm
              tags={allTags.docs.map((tag) => ({ id: tag.id, name: tag.name }))}
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
          )}
          <FilterPages
            label="Pages of events to tag"
            page={eventsPage}
            pages={events.totalPages}
            href={(page) => `${listHref(base, params, { events: page > 1 ? String(page) : null })}#many-heading`}
            before="Later events"
            after="Earlier events"
          />
        </section>
      ) : null}
    </>
  )
}

function TagPage({
  tag,
  events,
  base,
  params,
}: {
  tag: { id: number; name: string; slug?: string | null }
  events: number
  base: string
  params: URLSearchParams
}) {
  const back = listHref(base, params, { id: null, delete: null })
  const carried =
    events === 0 ? 'no event carries it' : events === 1 ? 'one event carries it' : `${events} events carry it`
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="tag-heading">
        <h2 id="tag-heading">{tag.name}</h2>
        <p>
          <a href={back}>Back to the tags</a>
        </p>
        <p>
          Its feed is /calendar/{tag.slug}.ics; {carried}.
        </p>
        <ToolForm
          id="rename-tag"
          action={saveTagAction}
          hidden={{ tag: tag.id }}
          fields={[{ name: 'name', label: 'Name', type: 'text', maxLength: 60, defaultValue: tag.name }]}
          submit="Rename"
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete {tag.name}</h2>
        {params.get('delete') === 'ask' ? (
          <div className="cpanel-tool__confirm">
            <p>
              This will delete the tag “{tag.name}”: it is taken off{' '}
              {events === 1
                ? 'the one event that carries it, which keeps its other tags'
                : `the ${events} events that carry it, which keep their other tags`}
              , and its feed /calendar/{tag.slug}.ics stops.
            </p>
            <div className="cpanel-tool__confirm-actions">
              <ToolForm
                id="delete-tag"
                action={deleteTagAction}
                hidden={{ tag: tag.id }}
                submit="Confirm the deletion"
                style="primary"
              />
              <a href={listHref(base, params, { delete: null })}>Back, change nothing</a>
            </div>
          </div>
        ) : (
          <p>
            <a href={`${listHref(base, params, { delete: 'ask' })}#delete-heading`}>Delete this tag…</a>
          </p>
        )}
      </section>
    </>
  )
}
