import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { ToolFrame, toolSearchParams } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { findRegistrations, parseRegistrationsFilter, waitingLists } from '../services/registration-list'
import { currentSeason } from '../services/seasons'
import { REGISTRATION_STATE_LABELS, REGISTRATION_STATES } from '../services/vocabulary'
import { cancelRegistrationAction, registerByHandAction } from './registration-actions'
import { REGISTRATIONS_TOOL as tool } from './tools'

const moment = (value: string | Date) => formatDateTime(value, config().TIMEZONE, 'medium')

/**
 * `/cpanel/sfosregistrations` (decision 051): the current season's
 * registrations, filtered in the address (weekend, tier, status, name or
 * email); each weekend's waiting list in order; register an artist by hand,
 * the fee waived or paid by hand; cancel a registration with a reason and
 * the refund staff choose. Staff only, in the view and in every action.
 */
export async function RegistrationsTool(view: AdminViewServerProps) {
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
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <p>No season is current: set one up first.</p>
      </ToolFrame>
    )
  }
  const parsed = parseRegistrationsFilter(toolSearchParams(view.searchParams))
  const filter = parsed.ok ? parsed.value : {}
  const [rows, lists] = await Promise.all([
    findRegistrations(payload, season.id, filter),
    waitingLists(payload, season.id),
  ])
  const money = (minor: number) => formatMoney({ minor, currency: season.currency })
  const tierName = (key: string) => season.tiers.find((tier) => tier.key === key)?.name ?? key
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <p>{season.name}</p>
      {parsed.ok ? null : <FilterProblem problems={parsed.problems} what="registration" />}
      <section className="cpanel-tool__section" aria-labelledby="registrations-filter-heading">
        <h2 id="registrations-filter-heading">Find registrations</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
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
        <h2 id="registrations-heading">{rows.length === 1 ? 'One registration' : `${rows.length} registrations`}</h2>
        {rows.length === 0 ? (
          <p>No registration matches.</p>
        ) : (
          <div className="cpanel-tool__scroll">
            <table className="cpanel-tool__table">
              <thead>
                <tr>
                  <th scope="col">Artist</th>
                  <th scope="col">Weekends</th>
                  <th scope="col">Tier</th>
                  <th scope="col">Status</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Cancel</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      {row.name || row.email}
                      <br />
                      <small>{row.email}</small>
                    </td>
                    <td>{row.weekends}</td>
                    <td>{tierName(row.tier)}</td>
                    <td>
                      {REGISTRATION_STATE_LABELS[row.status]}
                      {row.status === 'offered' && row.offerEndsAt ? ` until ${moment(row.offerEndsAt)}` : ''}
                      {row.endReason ? ` — ${row.endReason}` : ''}
                    </td>
                    <td>{row.feeWaived ? 'Waived' : row.priceMinor !== null ? money(row.priceMinor) : '—'}</td>
                    <td>
                      {['withdrawn', 'cancelled'].includes(row.status) ? null : (
                        <ToolForm
                          action={cancelRegistrationAction}
                          id={`cancel-${row.id}`}
                          hidden={{ registration: row.id }}
                          fields={[
                            { name: 'reason', label: 'Reason', type: 'text', maxLength: 300 },
                            {
                              name: 'refund',
                              label: 'Refund',
                              type: 'select',
                              defaultValue: 'rule',
                              options: [
                                { value: 'rule', label: `The season’s rule (${season.withdrawalRefundPercent}%)` },
                                { value: 'full', label: 'All of it' },
                                { value: 'none', label: 'Nothing' },
                              ],
                            },
                          ]}
                          submit="Cancel"
                          srSubmit={`the registration of ${row.name || row.email}`}
                          style="secondary"
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
    </ToolFrame>
  )
}
