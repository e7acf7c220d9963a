import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  EmptyState,
  listHref,
  ListPages,
  NoSuchItem,
  pageCount,
  parseListOrder,
  ReasonConfirm,
  SelectCell,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { BulkActions } from '@/platform/cpanel/BulkActions'
import { FilterProblem } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import type { Event } from '@/payload-types'

import { eventChanges } from '../services/event-changes'
import { whenText } from '../services/event-view'
import { APPROVED_TEMPLATE, REJECTED_TEMPLATE } from '../services/notices'
import { eventForReview, eventsAwaitingReview, EVENTS_PER_REVIEW_PAGE, REVIEW_SORTS } from '../services/review'
import { approveEventAction, approveSelectedEventsAction, rejectEventAction } from './actions'
import { REVIEW_TOOL as tool } from './tools'

const REASON_MAX = 1000

const organiserOf = (event: Event) => (typeof event.organiser === 'object' && event.organiser ? event.organiser : null)

/**
 * `/cpanel/reviewevents` (decisions 060, 087): the events waiting for review,
 * sorted and paged in the address, the ticked ones approved at once; an
 * event's page (`?event=`) shows what changed since the public version, with
 * Approve, or Reject with a reason, confirmed. Staff only.
 */
export function ReviewTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, (context) => reviewEvents(context), {
    wide: true,
    notices: ['approved', 'rejected'],
  })
}

async function reviewEvents({ payload, base, params, notices }: ToolContext) {
  const nav = (
    <nav aria-label="Review events’ views" className="cpanel-tool__pages">
      <a href={base}>Waiting for review</a>
      <a href={`${base}?show=mails`}>Review mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <>
        {nav}
        <TemplateEditor payload={payload} templateKey={REJECTED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={APPROVED_TEMPLATE} />
      </>
    )
  }
  const id = params.get('event')
  if (id) {
    const review = /^\d{1,10}$/.test(id) ? await eventForReview(payload, Number(id)) : null
    return (
      <>
        {nav}
        {review ? (
          <EventReview {...review} base={base} params={params} />
        ) : (
          <NoSuchItem back={base} backLabel="Back to the events">
            There is no such event.
          </NoSuchItem>
        )}
      </>
    )
  }
  const { TIMEZONE } = config()
  const { order, problems } = parseListOrder(params, REVIEW_SORTS, { sort: 'submitted', direction: 'asc' })
  const waiting = await eventsAwaitingReview(payload, order)
  const pages = pageCount(waiting.totalDocs, EVENTS_PER_REVIEW_PAGE)
  const approvedTitles = notices.getAll('approved')
  const rejectedTitle = notices.get('rejected')
  return (
    <>
      {nav}
      {approvedTitles.length ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          {approvedTitles.map((title) => `“${title}”`).join(', ')}{' '}
          {approvedTitles.length === 1
            ? 'is approved and on the calendar; its organiser is told.'
            : 'are approved and on the calendar; each organiser is told.'}
        </div>
      ) : null}
      {rejectedTitle ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          “{rejectedTitle}” is rejected; its organiser is told why.
        </div>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="event" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">
          {waiting.totalDocs === 1 ? 'One event waits' : `${waiting.totalDocs} events wait`}
          {pages > 1 ? `, page ${order.page} of ${pages}` : ''}
        </h2>
        {waiting.docs.length === 0 ? (
          <EmptyState title="No events are waiting for review.">
            Members’ events show here once they submit them; staff add the organisation’s own with{' '}
            <a href={`${payload.config.routes.admin}/addevent`}>Add an event</a>.
          </EmptyState>
        ) : (
          <>
            <BulkActions id="events-bulk" action={approveSelectedEventsAction} submit="Approve selected" />
            <ToolTable
              caption="Events waiting for review"
              columns={[
                { hidden: 'Select' },
                { label: 'Event', sort: 'title' },
                { label: 'When', sort: 'starts' },
                'Kind',
                'Organiser',
                { label: 'Submitted', sort: 'submitted' },
              ]}
              sorting={{ base, params, order }}
            >
              {waiting.docs.map((event) => {
                const organiser = organiserOf(event)
                return (
                  <tr key={event.id}>
                    <SelectCell form="events-bulk" id={event.id} label={`Select ${event.title}`} />
                    <td>
                      <a href={listHref(base, params, { event: String(event.id) })}>
                        {event.title}
                      </a>
                    </td>
                    <td>{whenText(event, TIMEZONE)}</td>
                    <td>{event._status === 'published' ? 'A change' : 'New'}</td>
                    <td>{organiser ? organiser.name || organiser.email : 'Staff'}</td>
                    <td>{formatDateTime(event.updatedAt, TIMEZONE, 'medium')}</td>
                  </tr>
                )
              })}
            </ToolTable>
          </>
        )}
        <ListPages what="events" page={order.page} pages={pages} base={base} params={params} />
      </section>
    </>
  )
}

function EventReview({
  approved,
  submitted,
  base,
  params,
}: {
  approved: Event | null
  submitted: Event
  base: string
  params: URLSearchParams
}) {
  const { TIMEZONE } = config()
  const changes = eventChanges(approved, submitted, TIMEZONE)
  const organiser = organiserOf(submitted)
  const pending = submitted.status === 'pending'
  return (
    <section className="cpanel-tool__section" aria-labelledby="event-heading">
      <h2 id="event-heading">{submitted.title}</h2>
      <p>
        <a href={listHref(base, params, { event: null, reason: null })}>Back to the events</a>
      </p>
      <p>
        {approved ? 'A change to an event on the calendar' : 'A new event'}, from{' '}
        {organiser ? `${organiser.name || organiser.email} (${organiser.email})` : 'staff'}.{' '}
        {whenText(submitted, TIMEZONE)}.{pending ? '' : ' It is not waiting for review: it was decided, or changed.'}
      </p>
      <ToolTable
        caption={`What ${approved ? 'changed' : 'was proposed'}: ${submitted.title}`}
        columns={approved ? ['Field', 'On the calendar now', 'Proposed'] : ['Field', 'Value']}
      >
        {changes.map((change) => (
          <tr key={change.label}>
            <th scope="row">{change.label}</th>
            {approved ? <td>{change.before || '—'}</td> : null}
            <td>{change.after || '—'}</td>
          </tr>
        ))}
      </ToolTable>
      {pending ? (
        <>
          <ToolForm id="approve" action={approveEventAction} hidden={{ event: submitted.id }} submit="Approve" />
          <ReasonConfirm
            base={base}
            params={params}
            row={{ event: String(submitted.id) }}
            label="Reason for rejecting"
            hint="The organiser is told this by email, and sees it beside the event."
            maxLength={REASON_MAX}
            ask="Reject…"
            heading="Confirm the rejection"
            effect={(reason) =>
              `This will reject “${submitted.title}”${approved ? ' (the calendar keeps the version published now)' : ''} and email ${organiser?.email ?? 'no one (it is the organisation’s own)'} the reason: “${reason}”`
            }
            action={rejectEventAction}
            hidden={{ event: submitted.id }}
            name="rejectionReason"
            confirm="Confirm the rejection"
            back={listHref(base, params, { rejectionReason: null })}
          />
        </>
      ) : null}
    </section>
  )
}
