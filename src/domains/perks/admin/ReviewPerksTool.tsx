import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
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
import { pageAwaitingReview } from '@/platform/payload'
import type { Perk, User } from '@/payload-types'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { perkForReview, PERK_APPROVED_TEMPLATE, PERK_REJECTED_TEMPLATE } from '../services/review'
import {
  PERK_ELIGIBILITY_LABELS,
  PERK_REDEMPTION_LABELS,
  PERK_STATUS_LABELS,
  REJECTION_REASON_MAX,
} from '../services/vocabulary'
import { approveSelectedPerksAction, reviewPerkAction } from './actions'
import { REVIEW_PERKS_TOOL as tool } from './tools'

const partnerOf = (perk: Perk) => (typeof perk.partner === 'object' && perk.partner ? (perk.partner as User) : null)

const PERK_SORTS = ['title', 'business', 'submitted'] as const
const SORT_FIELDS: Record<(typeof PERK_SORTS)[number], string> = {
  title: 'title',
  business: 'businessName',
  submitted: 'updatedAt',
}
const PERKS_PER_PAGE = 50

/**
 * `/cpanel/reviewperks` (decisions 062, 087): the perks waiting for review,
 * sorted and paged in the address, the ticked ones approved at once; a perk's
 * page (`?perk=`) shows what the partner submitted beside what members see
 * now, with Approve, or Reject with a reason, confirmed. The two mails' words
 * are edited here too. Staff only.
 */
export function ReviewPerksTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, (context) => reviewPerks(context), {
    wide: true,
    notices: ['published'],
  })
}

async function reviewPerks({ payload, base, params, notices }: ToolContext) {
  const nav = (
    <nav aria-label="Review perks’ views" className="cpanel-tool__pages">
      <a href={base}>Waiting for review</a>
      <a href={`${base}?show=mails`}>Review mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <>
        {nav}
        <TemplateEditor payload={payload} templateKey={PERK_REJECTED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={PERK_APPROVED_TEMPLATE} />
      </>
    )
  }
  const id = params.get('perk')
  if (id) {
    const perk = /^\d{1,10}$/.test(id) ? await perkForReview(payload, Number(id)) : null
    return (
      <>
        {nav}
        {perk ? (
          <PerkReview
            perk={perk}
            published={await publishedVersion(payload, perk.id)}
            base={base}
            params={params}
            back={listHref(base, params, { perk: null, reason: null })}
          />
        ) : (
          <NoSuchItem back={base} backLabel="Back to the perks">
            There is no such perk.
          </NoSuchItem>
        )}
      </>
    )
  }
  const { order, problems } = parseListOrder(params, PERK_SORTS, { sort: 'submitted', direction: 'asc' })
  const waiting = await pageAwaitingReview(payload, 'perks', {
    sort: `${order.direction === 'desc' ? '-' : ''}${SORT_FIELDS[order.sort]}`,
    page: order.page,
    limit: PERKS_PER_PAGE,
    depth: 1,
  })
  const pages = pageCount(waiting.totalDocs, PERKS_PER_PAGE)
  const published = notices.getAll('published')
  return (
    <>
      {nav}
      {published.length ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          {published.map((title) => `“${title}”`).join(', ')}{' '}
          {published.length === 1 ? 'is published; its partner is told.' : 'are published; each partner is told.'}
        </div>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="perk" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">
          {waiting.totalDocs === 1 ? 'One perk waits' : `${waiting.totalDocs} perks wait`}
          {pages > 1 ? `, page ${order.page} of ${pages}` : ''}
        </h2>
        {waiting.docs.length === 0 ? (
          <EmptyState title="No perk waits for review.">
            Partners’ perks show here once they submit them; a perk’s mails are under{' '}
            <a href={`${base}?show=mails`}>Review mails</a>.
          </EmptyState>
        ) : (
          <>
            <BulkActions id="perks-bulk" action={approveSelectedPerksAction} submit="Approve selected" />
            <ToolTable
              caption="Perks waiting for review"
              columns={[
                { hidden: 'Select' },
                { label: 'Perk', sort: 'title' },
                { label: 'Business', sort: 'business' },
                'Discount',
                'For',
                { label: 'Submitted', sort: 'submitted' },
                'Partner',
              ]}
              sorting={{ base, params, order }}
            >
              {waiting.docs.map((perk) => (
                <tr key={perk.id}>
                  <SelectCell form="perks-bulk" id={perk.id} label={`Select ${perk.title}`} />
                  <td>
                    <a href={listHref(base, params, { perk: String(perk.id) })}>{perk.title}</a>
                  </td>
                  <td>{perk.businessName}</td>
                  <td>{perk.discount}</td>
                  <td>{PERK_ELIGIBILITY_LABELS[perk.eligibility]}</td>
                  <td>{formatDateTime(perk.updatedAt, config().TIMEZONE, 'medium')}</td>
                  <td>{partnerOf(perk)?.email ?? '—'}</td>
                </tr>
              ))}
            </ToolTable>
          </>
        )}
        <ListPages what="perks" page={order.page} pages={pages} base={base} params={params} />
      </section>
    </>
  )
}

async function publishedVersion(payload: AdminViewServerProps['initPageResult']['req']['payload'], id: number) {
  const main = await payload.findByID({ collection: 'perks', id, depth: 0, overrideAccess: true, disableErrors: true })
  return main && main._status === 'published' && main.status === 'published' ? main : null
}

function Facts({ perk }: { perk: Perk }) {
  return (
    <dl>
      <dt>Business</dt>
      <dd>{perk.businessName}</dd>
      <dt>What</dt>
      <dd>{perk.title}</dd>
      <dt>Description</dt>
      <dd>{perk.description}</dd>
      <dt>Discount</dt>
      <dd>{perk.discount}</dd>
      <dt>How to redeem</dt>
      <dd>
        {PERK_REDEMPTION_LABELS[perk.redemption]}
        {perk.redemption === 'code' && perk.code ? `: ${perk.code}` : ''}
      </dd>
      <dt>Who may use it</dt>
      <dd>{PERK_ELIGIBILITY_LABELS[perk.eligibility]}</dd>
      <dt>Valid</dt>
      <dd>
        from {perk.validFrom}
        {perk.validUntil ? ` to ${perk.validUntil}` : ', no end'}
      </dd>
    </dl>
  )
}

function PerkReview({
  perk,
  published,
  base,
  params,
  back,
}: {
  perk: Perk
  published: Perk | null
  base: string
  params: URLSearchParams
  back: string
}) {
  const partner = partnerOf(perk)
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="perk-heading">
        <h2 id="perk-heading">
          {perk.title}: {PERK_STATUS_LABELS[perk.status]}
        </h2>
        <p>
          <a href={back}>Back to the perks</a> · Partner: {partner ? `${partner.name ?? ''} <${partner.email}>` : '—'}
        </p>
        <h3>Submitted</h3>
        <Facts perk={perk} />
        {published ? (
          <>
            <h3>What members see now</h3>
            <Facts perk={published} />
          </>
        ) : (
          <p>Not published before: members see nothing of it yet.</p>
        )}
        {perk.status === 'rejected' && perk.rejectionReason ? <p>Reason given: {perk.rejectionReason}</p> : null}
      </section>
      {perk.status === 'pending' ? (
        <section className="cpanel-tool__section" aria-labelledby="review-heading">
          <h2 id="review-heading">Review</h2>
          <ToolForm
            action={reviewPerkAction}
            id="approve"
            hidden={{ perk: perk.id, decision: 'approve' }}
            submit="Approve and publish"
          />
          <ReasonConfirm
            base={base}
            params={params}
            row={{ perk: String(perk.id) }}
            label="Why it is not approved"
            hint="The partner reads this in the mail and on their perk’s page."
            maxLength={REJECTION_REASON_MAX}
            ask="Reject…"
            heading="Confirm the rejection"
            effect={(reason) =>
              `This will turn down “${perk.title}”${published ? ' (members keep seeing the version published now)' : ''} and mail ${partner?.email ?? 'its partner'} the reason: “${reason}”`
            }
            action={reviewPerkAction}
            hidden={{ perk: perk.id, decision: 'reject' }}
            confirm="Confirm the rejection"
            back={listHref(base, params, { reason: null })}
          />
        </section>
      ) : null}
    </>
  )
}
