import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import type { Perk, User } from '@/payload-types'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { perkForReview, perksAwaitingReview, PERK_APPROVED_TEMPLATE, PERK_REJECTED_TEMPLATE } from '../services/review'
import {
  PERK_ELIGIBILITY_LABELS,
  PERK_REDEMPTION_LABELS,
  PERK_STATUS_LABELS,
  REJECTION_REASON_MAX,
} from '../services/vocabulary'
import { reviewPerkAction } from './actions'
import { REVIEW_PERKS_TOOL as tool } from './tools'

const partnerOf = (perk: Perk) => (typeof perk.partner === 'object' && perk.partner ? (perk.partner as User) : null)

/**
 * `/cpanel/reviewperks` (decision 062): the perks waiting for review, oldest
 * first; a perk's page shows what the partner submitted beside what members
 * see now, and Approve or Reject with a reason. The two mails' words are
 * edited here too. Staff only.
 */
export async function ReviewPerksTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const payload = req.payload
  const base = `${payload.config.routes.admin}/${tool.name}`
  const params = toolSearchParams(view.searchParams)
  const nav = (
    <nav aria-label="Review perks’ views" className="cpanel-tool__pages">
      <a href={base}>Waiting for review</a>
      <a href={`${base}?show=mails`}>Review mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        <TemplateEditor payload={payload} templateKey={PERK_REJECTED_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={PERK_APPROVED_TEMPLATE} />
      </ToolFrame>
    )
  }
  const id = params.get('perk')
  if (id) {
    const perk = /^\d{1,10}$/.test(id) ? await perkForReview(payload, Number(id)) : null
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        {perk ? (
          <PerkReview perk={perk} published={await publishedVersion(payload, perk.id)} base={base} />
        ) : (
          <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
            There is no such perk. <a href={base}>Back to the perks</a>
          </div>
        )}
      </ToolFrame>
    )
  }
  const waiting = await perksAwaitingReview(payload)
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {nav}
      <section className="cpanel-tool__section" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">{waiting.length === 1 ? 'One perk waits' : `${waiting.length} perks wait`}</h2>
        {waiting.length === 0 ? (
          <p>No perk waits for review. Partners’ perks show here once they submit them.</p>
        ) : (
          <ToolTable columns={['Perk', 'Business', 'Discount', 'For', 'Submitted', 'Partner']}>
            {waiting.map((perk) => (
              <tr key={perk.id}>
                <td>
                  <a href={`${base}?perk=${perk.id}`}>{perk.title}</a>
                </td>
                <td>{perk.businessName}</td>
                <td>{perk.discount}</td>
                <td>{PERK_ELIGIBILITY_LABELS[perk.eligibility]}</td>
                <td>{formatDateTime(perk.updatedAt, config().TIMEZONE, 'medium')}</td>
                <td>{partnerOf(perk)?.email ?? '—'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
    </ToolFrame>
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

function PerkReview({ perk, published, base }: { perk: Perk; published: Perk | null; base: string }) {
  const partner = partnerOf(perk)
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="perk-heading">
        <h2 id="perk-heading">
          {perk.title}: {PERK_STATUS_LABELS[perk.status]}
        </h2>
        <p>
          <a href={base}>Back to the perks</a> · Partner: {partner ? `${partner.name ?? ''} <${partner.email}>` : '—'}
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
          <ToolForm
            action={reviewPerkAction}
            id="reject"
            hidden={{ perk: perk.id, decision: 'reject' }}
            submit="Reject"
            style="secondary"
            fields={[
              {
                name: 'reason',
                label: 'Why it is not approved',
                type: 'textarea',
                maxLength: REJECTION_REASON_MAX,
                hint: 'The partner reads this in the mail and on their perk’s page.',
              },
            ]}
          />
        </section>
      ) : null}
    </>
  )
}
