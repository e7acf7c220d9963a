import type { AdminViewServerProps } from 'payload'

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

import { REASON_MAX, verificationQueue, verificationSources, type QueueItem } from '../../services/verifier'
import { mayUseTool, toolNamed } from '../tools'
import { approveSelectedRequestsAction, decideOneRequestAction } from './actions'
import { formatWhen } from './format'
import { Comparison } from './forms'

const REQUEST_SORTS = ['name', 'asks', 'submitted'] as const
const REQUESTS_PER_PAGE = 50

const refOf = (item: Pick<QueueItem, 'source' | 'id'>) => `${item.source}:${item.id}`
const whoOf = (item: QueueItem) => item.person.name || item.person.email

/** Requests in the list's order: by the column asked, then oldest first as the queue is. */
function sortRequests(items: QueueItem[], sort: (typeof REQUEST_SORTS)[number], direction: 'asc' | 'desc') {
  const key = (item: QueueItem) =>
    sort === 'name' ? whoOf(item).toLowerCase() : sort === 'asks' ? item.subject : item.submittedAt
  const sign = direction === 'asc' ? 1 : -1
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sign * key(a.item).localeCompare(key(b.item)) || a.index - b.index)
    .map(({ item }) => item)
}

/**
 * `/cpanel/verifier` (decisions 027, 087): requests waiting for staff — artist
 * applications and artist profiles — sorted and paged in the address, filtered
 * by kind (`?kind=`), the ticked ones approved at once; a request's page
 * (`?request=kind:id`) shows what was submitted, with Approve, or Reject with
 * a reason, confirmed. Staff only.
 */
export function Verifier(view: AdminViewServerProps) {
  return toolView(view, toolNamed('verifier'), (tool, user) => mayUseTool(tool.name, user), verifier, {
    wide: true,
    notices: ['approved', 'rejected'],
  })
}

async function verifier({ payload, base, params, notices }: ToolContext) {
  const queue = await verificationQueue(payload)
  const asked = params.get('request')
  if (asked) {
    const item = queue.find((candidate) => refOf(candidate) === asked)
    return item ? (
      <RequestPage item={item} base={base} params={params} />
    ) : (
      <NoSuchItem back={listHref(base, params, { request: null, reason: null })} backLabel="Back to the queue">
        This request is not waiting any more: it was decided, or withdrawn.
      </NoSuchItem>
    )
  }
  const sources = verificationSources(payload)
  const kind = sources.some((source) => source.kind === params.get('kind')) ? params.get('kind') : null
  const shown = kind ? queue.filter((item) => item.source === kind) : queue
  const { order, problems } = parseListOrder(params, REQUEST_SORTS, { sort: 'submitted', direction: 'asc' })
  const pages = pageCount(shown.length, REQUESTS_PER_PAGE)
  const rows = sortRequests(shown, order.sort, order.direction).slice(
    (order.page - 1) * REQUESTS_PER_PAGE,
    order.page * REQUESTS_PER_PAGE,
  )
  const decided = [...notices.getAll('approved'), ...notices.getAll('rejected')].join(', ')
  return (
    <>
      {decided ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          {notices.has('approved') ? 'Approved' : 'Rejected'}: {decided}. They are emailed, and the decision is in the
          audit log.
        </div>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="request" /> : null}
      <p className="cpanel-tool__hint">
        Approving an artist gives the account the artist role; approving a profile makes the submitted version public.
        Rejecting needs a reason, which the person receives by email, on the request’s own page. Either way they are
        emailed, and the decision is written to the audit log.
      </p>
      {sources.length > 1 ? (
        <nav aria-label="Kinds of request" className="cpanel-tool__pages">
          <a href={listHref(base, params, { kind: null, page: null })} aria-current={kind ? undefined : 'page'}>
            Every request
          </a>
          {sources.map((source) => (
            <a
              key={source.kind}
              href={listHref(base, params, { kind: source.kind, page: null })}
              aria-current={kind === source.kind ? 'page' : undefined}
            >
              {source.label}
            </a>
          ))}
        </nav>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="queue-heading">
        <h2 id="queue-heading">
          {shown.length === 1 ? 'One request waits' : `${shown.length} requests wait`}
          {pages > 1 ? `, page ${order.page} of ${pages}` : ''}
        </h2>
        {rows.length === 0 ? (
          <EmptyState title="Nobody is waiting.">
            People who join as artists, and artists who submit their profile, appear here until someone on the staff
            approves or rejects them.{kind ? ' ' : ''}
            {kind ? <a href={base}>Show every request</a> : null}
          </EmptyState>
        ) : (
          <>
            <BulkActions id="requests-bulk" action={approveSelectedRequestsAction} submit="Approve selected" />
            <ToolTable
              caption="Requests waiting for a decision"
              columns={[
                { hidden: 'Select' },
                { label: 'Person', sort: 'name' },
                { label: 'Asks for', sort: 'asks' },
                'Address confirmed',
                { label: 'Waiting since', sort: 'submitted' },
              ]}
              sorting={{ base, params, order }}
            >
              {rows.map((item) => (
                <tr key={refOf(item)}>
                  <SelectCell form="requests-bulk" id={refOf(item)} label={`Select ${whoOf(item)}: ${item.subject}`} />
                  <td>
                    <a href={listHref(base, params, { request: refOf(item) })}>
                      {whoOf(item)}
                    </a>
                    <br />
                    <small>{item.person.email}</small>
                  </td>
                  <td>{item.subject}</td>
                  <td>{item.person.emailVerified ? 'Yes' : 'Not yet'}</td>
                  <td>{formatWhen(item.submittedAt)}</td>
                </tr>
              ))}
            </ToolTable>
          </>
        )}
        <ListPages what="requests" page={order.page} pages={pages} base={base} params={params} />
      </section>
    </>
  )
}

function RequestPage({ item, base, params }: { item: QueueItem; base: string; params: URLSearchParams }) {
  const who = whoOf(item)
  return (
    <section className="cpanel-tool__section" aria-labelledby="request-heading">
      <h2 id="request-heading">
        {who}: {item.subject}
      </h2>
      <p>
        <a href={listHref(base, params, { request: null, reason: null })}>Back to the queue</a>
      </p>
      <dl className="cpanel-tool__facts">
        <div>
          <dt>Email</dt>
          <dd>{item.person.email}</dd>
        </div>
        <div>
          <dt>Address confirmed</dt>
          <dd>{item.person.emailVerified ? 'Yes' : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Waiting since</dt>
          <dd>{formatWhen(item.submittedAt)}</dd>
        </div>
      </dl>
      {item.comparison ? <Comparison who={who} comparison={item.comparison} /> : null}
      <ToolForm
        id="approve"
        action={decideOneRequestAction}
        hidden={{ source: item.source, id: item.id, decision: 'approve' }}
        submit="Approve"
      />
      <p className="cpanel-tool__why">{item.approveNote ?? 'The account becomes an artist account.'}</p>
      <ReasonConfirm
        base={base}
        params={params}
        row={{ request: refOf(item) }}
        label="Or reject, with a reason (the person is told this)"
        hint="They receive it by email; nothing else about them changes."
        maxLength={REASON_MAX}
        ask="Reject…"
        heading="Confirm the rejection"
        effect={(reason) =>
          `This will reject ${who}’s request (${item.subject}) and email ${item.person.email} the reason: “${reason}”`
        }
        action={decideOneRequestAction}
        hidden={{ source: item.source, id: item.id, decision: 'reject' }}
        confirm="Confirm the rejection"
        back={listHref(base, params, { reason: null })}
      />
    </section>
  )
}
