import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import {
  ListPages,
  EmptyState,
  NoSuchItem,
  pageCount,
  parseListOrder,
  type ToolContext,
  ToolTable,
  toolView,
} from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import {
  findRegistrations,
  parseRegistrationsFilter,
  REGISTRATION_SORTS,
  REGISTRATIONS_PER_PAGE,
  registrationRow,
  waitingLists,
  type RegistrationRow,
} from '../services/registration-list'
import type { SeasonView } from '../services/season-view'
import { currentSeason, seasonById } from '../services/seasons'
import { REGISTRATION_STATE_LABELS, REGISTRATION_STATES } from '../services/vocabulary'
import { CANCEL_REFUNDS, cancelRefundMinor, END_REASON_LENGTH, type CancelRefund } from '../services/withdrawal'
import { cancelRegistrationAction, registerByHandAction } from './registration-actions'
import { REGISTRATIONS_TOOL as tool } from './tools'

const moment = (value: string | Date) => formatDateTime(value, config().TIMEZONE, 'medium')
const ENDED = ['withdrawn', 'cancelled']

/**
 * `/cpanel/sfosregistrations` (decisions 051, 087): the current season's
 * registrations, filtered, sorted and paged in the address (weekend, tier,
 * status, name or email); each weekend's waiting list in order; register an
 * artist by hand, the fee waived or paid by hand. A registration's own page
 * (`?id={id}`) is where it is cancelled, with a reason and the refund staff
 * choose, after a confirmation that says what will happen. Staff only, in the
 * view and in every action.
 */
export function RegistrationsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, registrations, { wide: true })
}

async function registrations({ payload, base, params }: ToolContext) {
  if (params.has('id')) return <RegistrationPage payload={payload} base={base} params={params} />
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <EmptyState title="No season is current.">
        Make one current in <a href={`${payload.config.routes.admin}/sfosweekends`}>Seasons and weekends</a> first.
      </EmptyState>
    )
  }
  const parsed = parseRegistrationsFilter(params)
  const filter = parsed.ok ? parsed.value : {}
  const { order, problems } = parseListOrder(params, REGISTRATION_SORTS, { sort: 'changed', direction: 'desc' })
  const [found, lists] = await Promise.all([
    findRegistrations(payload, season.id, filter, order),
    waitingLists(payload, season.id),
  ])
  const pages = pageCount(found.count, REGISTRATIONS_PER_PAGE)
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })
  const tierName = (key: string) => season.tiers.find((tier) => tier.key === key)?.name ?? key
  return (
    <>
      <p>{season.name}</p>
      {parsed.ok && !problems.length ? null : (
        <FilterProblem problems={[...(parsed.ok ? [] : parsed.problems), ...problems]} what="registration" />
      )}
      <section className="cpanel-tool__section" aria-labelledby="registrations-filter-heading">
        <h2 id="registrations-filter-heading">Find registrations</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
          <FilterSelect
            label="Weekend"
            name="weekend"
            value={filter.weekend === undefined ? '' : String(filter.weekend)}
            options={season.weekends.map((weekend) => String(weekend.number))}
            labels={Object.fromEntries(season.weekends.map((weekend) => [String(weekend.number), weekend.label]))}
          />
          <FilterSelect
            label="Tier"
            name="tier"
            value={filter.tier}
            options={season.tiers.map((tier) => tier.key)}
            labels={Object.fromEntries(season.tiers.map((tier) => [tier.key, tier.name]))}
          />
          <FilterSelect
            label="Status"
            name="status"
            value={filter.status}
            options={REGISTRATION_STATES}
            labels={REGISTRATION_STATE_LABELS}
          />
          <FilterField label="Name or email" name="search" value={filter.search} />
          <FilterActions base={base} />
        </form>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="registrations-heading">
        <h2 id="registrations-heading">
          {found.count === 1 ? 'One registration' : `${found.count} registrations`}
          {pages > 1 ? `, page ${order.page} of ${pages}` : ''}
        </h2>
        {found.rows.length === 0 ? (
          <EmptyState title="No registration matches.">
            {Object.keys(filter).length
              ? 'Try another weekend, tier or status, or clear the filter.'
              : 'Artists register from their dashboard once registration opens; you can also register one by hand below.'}{' '}
            {Object.keys(filter).length ? <a href={base}>Show every registration</a> : null}
          </EmptyState>
        ) : (
          <ToolTable
            caption="Registrations"
            columns={[
              { label: 'Artist', sort: 'artist' },
              'Weekends',
              { label: 'Tier', sort: 'tier' },
              { label: 'Status', sort: 'status' },
              'Paid',
            ]}
            sorting={{ base, params, order }}
          >
            {found.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?id=${row.id}`}>{row.name || row.email}</a>
                  <br />
                  <small>{row.email}</small>
                </td>
                <td>{row.weekends}</td>
                <td>{tierName(row.tier)}</td>
                <td>{statusOf(row)}</td>
                <td>{row.feeWaived ? 'Waived' : row.priceMinor !== null ? money(row.priceMinor) : '—'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="registrations" page={order.page} pages={pages} base={base} params={params} />
      </section>

      <section className="cpanel-tool__section" aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting lists</h2>
        {lists.length === 0 ? <p>Nobody is waiting for a place.</p> : null}
        {lists.map((list) => (
          <div key={list.weekend}>
            <h3>{list.label}</h3>
            <ol>
              {list.entries.map((entry, index) => (
                <li key={index}>
                  {entry.name}, since {moment(entry.queuedAt)}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="by-hand-heading">
        <h2 id="by-hand-heading">Register an artist by hand</h2>
        <ToolForm
          action={registerByHandAction}
          id="by-hand"
          fields={[
            { name: 'email', label: 'The artist’s email', type: 'text', maxLength: 200 },
            {
              name: 'tier',
              label: 'Tier',
              type: 'select',
              options: season.tiers.map((tier) => ({ value: tier.key, label: tier.name })),
            },
            {
              name: 'weekends',
              label: 'Weekends',
              type: 'text',
              hint: `Their numbers, such as 1 or 1, 2 (${season.weekends.map((weekend) => weekend.label).join('; ')}).`,
              maxLength: 20,
            },
            { name: 'address', label: 'Studio street address', type: 'text', maxLength: 200 },
            { name: 'unit', label: 'Unit (optional)', type: 'text', maxLength: 40 },
            {
              name: 'payment',
              label: 'Payment',
              type: 'select',
              defaultValue: 'waive',
              options: [
                { value: 'waive', label: 'Waive the fee' },
                { value: 'cheque', label: 'Paid by cheque' },
                { value: 'cash', label: 'Paid in cash' },
                { value: 'transfer', label: 'Paid by bank transfer' },
              ],
            },
            { name: 'note', label: 'Payment note (a cheque’s number, who paid)', type: 'text', maxLength: 200 },
          ]}
          submit="Register"
        />
      </section>
    </>
  )
}

function statusOf(row: RegistrationRow) {
  return (
    REGISTRATION_STATE_LABELS[row.status] +
    (row.status === 'offered' && row.offerEndsAt ? ` until ${moment(row.offerEndsAt)}` : '') +
    (row.endReason ? ` — ${row.endReason}` : '')
  )
}

/**
 * A registration's page: its facts, and its cancellation in two steps — the
 * reason and the refund asked for (a GET form, so it works without
 * JavaScript), then what will happen, said in full, to confirm or go back.
 */
async function RegistrationPage({
  payload,
  base,
  params,
}: {
  payload: Payload
  base: string
  params: URLSearchParams
}) {
  const id = Number(params.get('id'))
  const row = Number.isSafeInteger(id) && id > 0 ? await registrationRow(payload, id) : null
  const season = row ? await seasonById(payload, row.season) : null
  if (!row || !season) {
    return (
      <NoSuchItem back={base} backLabel="Back to the registrations">
        There is no such registration.
      </NoSuchItem>
    )
  }
  const who = row.name || row.email
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })
  const tier = season.tiers.find((one) => one.key === row.tier)?.name ?? row.tier
  const here = `${base}?id=${row.id}`
  const paid = row.status === 'registered' ? row.priceMinor : null
  const refundLabels: Record<CancelRefund, string> = {
    rule: `The season’s rule (${season.withdrawalRefundPercent}%)`,
    full: 'All of it',
    none: 'Nothing',
  }
  const asked = askedCancellation(params)
  return (
    <>
      <p>
        <a href={base}>Back to the registrations</a>
      </p>
      {params.has('cancelled') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          Cancelled
          {Number(params.get('cancelled')) > 0 ? `; ${money(Number(params.get('cancelled')))} refunded` : ''}. The
          artist is told the reason on their dashboard.
          {params.get('refund') === 'problem'
            ? ' The refund did not go through: refund it by hand from the order in Payments.'
            : ''}
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="registration-heading">
        <h2 id="registration-heading">
          {who}: {season.name}
        </h2>
        <dl className="cpanel-tool__facts">
          <div>
            <dt>Email</dt>
            <dd>{row.email}</dd>
          </div>
          <div>
            <dt>Weekends</dt>
            <dd>{row.weekends || '—'}</dd>
          </div>
          <div>
            <dt>Tier</dt>
            <dd>{tier}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusOf(row)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{row.feeWaived ? 'Waived' : paid !== null ? money(paid) : 'Nothing yet'}</dd>
          </div>
        </dl>
      </section>
      {ENDED.includes(row.status) ? null : asked.ok ? (
        <CancelConfirmation
          row={row}
          who={who}
          season={season}
          reason={asked.reason}
          refund={asked.refund}
          refundMinor={cancelRefundMinor(season, paid, row.feeWaived, asked.refund, new Date(), config().TIMEZONE)}
          back={here}
        />
      ) : (
        <section className="cpanel-tool__section" aria-labelledby="cancel-heading">
          <h2 id="cancel-heading">Cancel this registration</h2>
          <p>You will be asked to confirm, with the amount refunded, before anything changes.</p>
          {asked.problem ? (
            <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
              {asked.problem}
            </div>
          ) : null}
          <form method="get" action={base} className="cpanel-tool__form">
            <input type="hidden" name="id" value={row.id} />
            <div className="cpanel-tool__field">
              <label htmlFor="cancel-reason">Reason (the artist sees it)</label>
              <input
                id="cancel-reason"
                name="reason"
                type="text"
                maxLength={END_REASON_LENGTH}
                defaultValue={params.get('reason') ?? ''}
                aria-invalid={asked.problem?.startsWith('Say why') ? true : undefined}
              />
            </div>
            <div className="cpanel-tool__field">
              <label htmlFor="cancel-refund">Refund</label>
              <select id="cancel-refund" name="refund" defaultValue={params.get('refund') ?? 'rule'}>
                {CANCEL_REFUNDS.map((refund) => (
                  <option key={refund} value={refund}>
                    {refundLabels[refund]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <button type="submit" className="btn btn--style-secondary btn--size-medium">
                Cancel the registration…
              </button>
            </div>
          </form>
        </section>
      )}
    </>
  )
}

/** The cancellation asked for in the address (step one), or why it cannot be confirmed yet. */
function askedCancellation(
  params: URLSearchParams,
): { ok: true; reason: string; refund: CancelRefund } | { ok: false; problem: string | null } {
  if (!params.has('reason') && !params.has('refund')) return { ok: false, problem: null }
  const reason = (params.get('reason') ?? '').trim()
  const refund = params.get('refund') as CancelRefund
  if (!reason) return { ok: false, problem: 'Say why the registration is cancelled: the artist is told.' }
  if (reason.length > END_REASON_LENGTH)
    return { ok: false, problem: `Keep the reason under ${END_REASON_LENGTH} characters.` }
  if (!CANCEL_REFUNDS.includes(refund)) return { ok: false, problem: 'Choose how much is refunded.' }
  return { ok: true, reason, refund }
}

function CancelConfirmation({
  row,
  who,
  season,
  reason,
  refund,
  refundMinor,
  back,
}: {
  row: RegistrationRow
  who: string
  season: SeasonView
  reason: string
  refund: CancelRefund
  refundMinor: number
  back: string
}) {
  const money = formatMoney({ minor: refundMinor, currency: season.currency })
  return (
    <section className="cpanel-tool__section cpanel-tool__confirm" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">Confirm the cancellation</h2>
      <p>
        This will cancel {who}’s registration for {season.name}
        {row.weekends ? ` (weekend ${row.weekends})` : ''} and {refundMinor > 0 ? `refund ${money}` : 'refund nothing'}.
        Their places go to the waiting list. They are told the reason: “{reason}”
      </p>
      <div className="cpanel-tool__confirm-actions">
        <ToolForm
          action={cancelRegistrationAction}
          id="confirm-cancel"
          hidden={{ registration: row.id, reason, refund }}
          submit="Confirm the cancellation"
        />
        <a href={back}>Back, change nothing</a>
      </div>
    </section>
  )
}
