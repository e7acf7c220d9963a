import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  ListPages,
  EmptyState,
  listHref,
  pageCount,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'

import {
  SUPPRESSION_REASONS,
  SUPPRESSION_SORTS,
  suppressionList,
  suppressionOf,
  type SuppressionReason,
} from '../services/consent'
import { addSuppressionAction, removeSuppressionAction } from './suppression-actions'
import { SUPPRESSIONS_TOOL as tool } from './tools'

const PER_PAGE = 50
const REASON_WORDS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  'hard-bounce': 'Hard bounce',
  complaint: 'Complaint',
}

/**
 * `/cpanel/suppressions` (decision 090): the suppression list, found by a part
 * of the address and a reason, sorted and paged by the address (decision 087);
 * an address's page says why it is listed and takes it off after a
 * confirmation with the reason; a complaint is added with a note. Staff only;
 * every change is audited.
 */
export function SuppressionsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, suppressions, { wide: true })
}

async function suppressions({ payload, base, params }: ToolContext) {
  const db = database(payload)
  const zone = config().TIMEZONE
  const { order, problems } = parseListOrder(params, SUPPRESSION_SORTS, { sort: 'when', direction: 'desc' })
  const search = params.get('q')?.trim().slice(0, 200) ?? ''
  const reasonParam = params.get('reason') ?? ''
  const reason = SUPPRESSION_REASONS.find((value) => value === reasonParam)
  if (reasonParam && !reason) problems.push(`there is no reason “${reasonParam.slice(0, 40)}”`)
  const { rows, total } = await suppressionList(db, { search, reason, ...order, perPage: PER_PAGE })
  const opened = params.get('email')
  const row = opened ? await suppressionOf(db, opened) : null
  const removed = params.get('removed')
  return (
    <>
      {removed ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          {removed} was taken off the list: newsletters may go to it again.
        </div>
      ) : null}
      {opened && !row ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {opened.slice(0, 200)} is not on the list.
        </div>
      ) : null}
      {row ? (
        <section className="cpanel-tool__section" aria-labelledby="address-heading">
          <h2 id="address-heading">{row.email}</h2>
          <dl>
            <dt>Why</dt>
            <dd>{REASON_WORDS[row.reason]}</dd>
            <dt>Since</dt>
            <dd>{formatDateTime(new Date(row.createdAt), zone)}</dd>
            <dt>Mailing</dt>
            <dd>{row.mailing ?? '—'}</dd>
            <dt>Note</dt>
            <dd>{row.note ?? '—'}</dd>
          </dl>
          {params.get('remove') === 'ask' ? (
            <div className="cpanel-tool__confirm">
              <p>
                This will take {row.email} off the suppression list: the newsletters its person chose will go to it
                again. Do it only when the person asked, or the address works again.
              </p>
              <div className="cpanel-tool__confirm-actions">
                <ToolForm
                  action={removeSuppressionAction}
                  id="remove"
                  hidden={{ email: row.email }}
                  fields={[{ name: 'reason', label: 'Why (kept in the audit log)', type: 'text', maxLength: 1000 }]}
                  submit="Confirm the removal"
                  style="primary"
                />
                <a href={listHref(base, params, { remove: null })}>Back, change nothing</a>
              </div>
            </div>
          ) : (
            <p>
              <a href={`${listHref(base, params, { remove: 'ask' })}#address-heading`}>Take it off the list…</a>
            </p>
          )}
          <p>
            <a href={listHref(base, params, { email: null, remove: null })}>Back to the list</a>
          </p>
        </section>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="list-heading">
        <h2 id="list-heading">{total === 1 ? 'One address' : `${total} addresses`}</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          <FilterField label="Address contains" name="q" value={search} />
          <FilterSelect label="Why" name="reason" value={reason} options={SUPPRESSION_REASONS} labels={REASON_WORDS} />
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort') ?? ''} /> : null}
          <FilterActions base={base} />
        </form>
        {problems.length > 0 ? <FilterProblem problems={problems} what="address" /> : null}
        {rows.length === 0 ? (
          <EmptyState title={search || reason ? 'No address matches.' : 'The list is empty.'}>
            {search || reason
              ? 'Clear the filter to see every address.'
              : 'Unsubscribes, hard bounces and complaints appear here as they come.'}
          </EmptyState>
        ) : (
          <ToolTable
            caption="Addresses no newsletter goes to"
            columns={[{ label: 'Address', sort: 'email' }, 'Why', { label: 'Since', sort: 'when' }, 'Mailing', 'Note']}
            sorting={{ base, params, order }}
          >
            {rows.map((entry) => (
              <tr key={entry.email}>
                <td>
                  <a href={`${listHref(base, params, { email: entry.email, remove: null })}#address-heading`}>
                    {entry.email}
                  </a>
                </td>
                <td>{REASON_WORDS[entry.reason]}</td>
                <td>{formatDateTime(new Date(entry.createdAt), zone, 'medium')}</td>
                <td>{entry.mailing ?? ''}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{entry.note ?? ''}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="the list" page={order.page} pages={pageCount(total, PER_PAGE)} base={base} params={params} />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="add-heading">
        <h2 id="add-heading">Add a complaint</h2>
        <p>An address whose person complained (by phone, by mail, or as spam): no newsletter goes to it.</p>
        <ToolForm
          action={addSuppressionAction}
          id="add"
          submit="Add to the list"
          fields={[
            { name: 'email', label: 'Email address', type: 'text', maxLength: 320 },
            {
              name: 'note',
              label: 'Note',
              type: 'textarea',
              maxLength: 1000,
              hint: 'How the complaint came: who, when.',
            },
          ]}
        />
      </section>
    </>
  )
}
