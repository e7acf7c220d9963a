import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { config } from '@/platform/config'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import type { Event } from '@/payload-types'

import { eventChanges } from '../services/event-changes'
import { whenText } from '../services/event-view'
import { APPROVED_TEMPLATE, REJECTED_TEMPLATE } from '../services/notices'
import { eventForReview, eventsAwaitingReview } from '../services/review'
import { approveEventAction, rejectEventAction } from './actions'
import { REVIEW_TOOL as tool } from './tools'

/** `/cpanel/reviewevents`: the events waiting for review, oldest first, each with what changed since the public version. */
export async function ReviewTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const base = `${req.payload.config.routes.admin}/${tool.name}`
  const nav = (
    <nav aria-label="Review events’ views" className="cpanel-tool__pages">
      <a href={base}>Waiting for review</a>
      <a href={`${base}?show=mails`}>Review mails</a>
    </nav>
  )
  if (toolSearchParams(view.searchParams).get('show') === 'mails') {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        <TemplateEditor payload={req.payload} templateKey={REJECTED_TEMPLATE} />
        <TemplateEditor payload={req.payload} templateKey={APPROVED_TEMPLATE} />
      </ToolFrame>
    )
  }
  const { TIMEZONE } = config()
  const waiting = await eventsAwaitingReview(req.payload)
  const reviews = (await Promise.all(waiting.map((event) => eventForReview(req.payload, event.id)))).filter(
    (review): review is { approved: Event | null; submitted: Event } => review !== null,
  )
  const params = (view.searchParams ?? {}) as Record<string, unknown>
  const said = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : null)
  const approvedTitle = said('approved')
  const rejectedTitle = said('rejected')
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {nav}
      {approvedTitle ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          “{approvedTitle}” is approved and on the calendar; its organiser is told.
        </div>
      ) : null}
      {rejectedTitle ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          “{rejectedTitle}” is rejected; its organiser is told why.
        </div>
      ) : null}
      {reviews.length === 0 ? <p>No events are waiting for review.</p> : null}
      {reviews.map(({ approved, submitted }) => {
        const changes = eventChanges(approved, submitted, TIMEZONE)
        const organiser = typeof submitted.organiser === 'object' && submitted.organiser ? submitted.organiser : null
        return (
          <section key={submitted.id} className="cpanel-tool__section" aria-labelledby={`event-${submitted.id}`}>
            <h2 id={`event-${submitted.id}`}>{submitted.title}</h2>
            <p>
              {approved ? 'A change to an event on the calendar' : 'A new event'}, from{' '}
              {organiser ? `${organiser.name || organiser.email} (${organiser.email})` : 'staff'}.{' '}
              {whenText(submitted, TIMEZONE)}.
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
            <ToolForm
              id={`approve-${submitted.id}`}
              action={approveEventAction}
              hidden={{ event: submitted.id }}
              submit="Approve"
              srSubmit={submitted.title}
            />
            <ToolForm
              id={`reject-${submitted.id}`}
              action={rejectEventAction}
              hidden={{ event: submitted.id }}
              fields={[
                {
                  name: 'rejectionReason',
                  label: 'Reason for rejecting',
                  type: 'textarea',
                  maxLength: 1000,
                  hint: 'The organiser is told this by email, and sees it beside the event.',
                },
              ]}
              submit="Reject"
              srSubmit={submitted.title}
              style="secondary"
            />
          </section>
        )
      })}
    </ToolFrame>
  )
}
