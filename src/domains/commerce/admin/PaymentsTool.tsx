import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolFrame, toolSearchParams } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterPages, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { ToolTable } from '@/platform/cpanel/ToolTable'

import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { MANUAL_METHOD_LABELS, MANUAL_METHODS } from '../services/manual-payments'
import { formatMoney, minorDigits } from '../services/money'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../services/orders'
import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS } from '../services/notifications'
import {
  findPayments,
  parsePaymentsFilter,
  paymentsQuery,
  PAYMENTS_PER_PAGE,
  type PaymentRow,
  type PaymentsFilter,
} from '../services/payments-list'
import { recordManualPaymentAction, refundAction } from './actions'
import { PAYMENTS_TOOL as tool } from './tools'

const PROVIDER_LABELS: Record<string, string> = { test: 'Test provider', stripe: 'Stripe', manual: 'Manual' }

/** The address's parameters as URLSearchParams (Payload gives them as an object of strings or lists). */
const money = (minor: number, currency: string) => formatMoney({ minor, currency })
const when = (iso: string) => formatDateTime(iso, config().TIMEZONE, 'medium')

/**
 * `/cpanel/stripetrans`: every payment of every provider, found by dates,
 * outcome, provider, product kind and person (all in the address, so a view
 * can be bookmarked and exported as it is), with the totals of all it finds,
 * and a refund form for one payment (`?refund={id}`). Staff only.
 */
export async function PaymentsTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const params = toolSearchParams(view.searchParams)
  const parsed = parsePaymentsFilter(params)
  const filter: PaymentsFilter = parsed.ok ? parsed.value : { page: 1 }
  const base = `${req.payload.config.routes.admin}/${tool.name}`
  const found = await findPayments(req.payload, filter)
  const refundId = Number(params.get('refund'))
  const refunding = found.rows.find((row) => row.id === refundId)
  const pages = Math.max(1, Math.ceil(found.count / PAYMENTS_PER_PAGE))
  const exportQuery = paymentsQuery(filter)
  const currency = config().CURRENCY

  return (
    <ToolFrame tool={tool} allowed view={view}>
      {parsed.ok ? null : <FilterProblem problems={parsed.problems} what="payment" />}
      <section className="cpanel-tool__section" aria-labelledby="filter-heading">
        <h2 id="filter-heading">Find payments</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          <FilterField label="From" name="from" type="date" value={filter.from} />
          <FilterField label="To" name="to" type="date" value={filter.to} />
          <FilterSelect label="Outcome" name="outcome" value={filter.outcome} options={PAYMENT_OUTCOMES} />
          <FilterSelect
            label="Provider"
            name="provider"
            value={filter.provider}
            options={PAYMENT_PROVIDERS}
            labels={PROVIDER_LABELS}
          />
          <FilterField label="Product kind" name="kind" value={filter.kind} />
          <FilterField label="Person, email or order" name="person" value={filter.person} />
          <FilterSelect
            label="Refunds"
            name="refunds"
            value={filter.refunds}
            options={['pending']}
            labels={{ pending: 'Not yet settled' }}
          />
          <FilterActions base={base} />
        </form>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals</h2>
        {found.totals.length === 0 ? (
          <p>No payment matches. Payments show here once a buyer pays at checkout or one is recorded by hand below; clear the filters to see them all.</p>
        ) : (
          <dl className="cpanel-tool__totals">
            {found.totals.map((total) => (
              <div key={total.currency}>
                <dt>{total.currency}</dt>
                <dd>
                  {total.payments} {total.payments === 1 ? 'payment' : 'payments'}; taken{' '}
                  {money(total.takenMinor, total.currency)}, refunded {money(total.refundedMinor, total.currency)}, net{' '}
                  {money(total.takenMinor - total.refundedMinor, total.currency)}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p>
          <a href={`/api/payments/export${exportQuery ? `?${exportQuery}` : ''}`} download>
            Export these payments (CSV)
          </a>
        </p>
      </section>

      {refunding ? <RefundForm payment={refunding} /> : null}

      {found.rows.length ? (
        <section className="cpanel-tool__section" aria-labelledby="payments-heading">
          <h2 id="payments-heading">
            Payments {found.count > PAYMENTS_PER_PAGE ? `(page ${filter.page} of ${pages})` : ''}
          </h2>
          <ToolTable
            caption="Payments"
            columns={['Date', 'Order', 'Person', 'Provider', 'Outcome', 'Amount', 'Refunded', { hidden: 'Actions' }]}
          >
            {found.rows.map((row) => (
              <PaymentLine key={row.id} row={row} admin={req.payload.config.routes.admin} base={base} params={params} />
            ))}
          </ToolTable>
          <FilterPages
            label="Pages of payments"
            page={filter.page}
            pages={pages}
            href={(page) => `${base}?${paymentsQuery(filter, page)}`}
          />
        </section>
      ) : null}

      <section className="cpanel-tool__section" aria-labelledby="manual-heading">
        <h2 id="manual-heading">Record a payment taken by hand</h2>
        <p>A cheque, cash or a bank transfer for the whole of an order: the order is then paid, as by card.</p>
        <ToolForm
          id="manual"
          action={recordManualPaymentAction}
          submit="Record payment"
          fields={[
            { name: 'order', label: 'Order number', type: 'text', maxLength: 20, hint: 'Such as V-2026-000123.' },
            {
              name: 'method',
              label: 'Paid by',
              type: 'select',
              options: MANUAL_METHODS.map((value) => ({ value, label: MANUAL_METHOD_LABELS[value] })),
            },
            { name: 'amount', label: `Amount received (${currency})`, type: 'text', maxLength: 20 },
            { name: 'note', label: 'Note', type: 'text', maxLength: 200, hint: 'A cheque’s number, who paid.' },
          ]}
        />
      </section>
    </ToolFrame>
  )
}

function PaymentLine({
  row,
  admin,
  base,
  params,
}: {
  row: PaymentRow
  admin: string
  base: string
  params: URLSearchParams
}) {
  const left = row.amountMinor - row.refundedMinor
  const refundLink = new URLSearchParams(params)
  refundLink.set('refund', String(row.id))
  return (
    <tr>
      <td>{when(row.createdAt)}</td>
      <td>
        <a href={`${admin}/collections/orders/${row.orderId}`}>{row.orderNumber}</a>
        <br />
        <small>{ORDER_STATUS_LABELS[row.orderStatus as OrderStatus] ?? row.orderStatus}</small>
      </td>
      <td>
        {row.buyerId ? (
          <a href={`${admin}/collections/users/${row.buyerId}`}>{row.name || row.email}</a>
        ) : (
          <>
            {row.name || row.email} <small>(guest)</small>
          </>
        )}
        {row.name && row.email ? (
          <>
            <br />
            <small>{row.email}</small>
          </>
        ) : null}
      </td>
      <td>{PROVIDER_LABELS[row.provider] ?? row.provider}</td>
      <td>{row.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</td>
      <td className="cpanel-tool__number">{money(row.amountMinor, row.currency)}</td>
      <td className="cpanel-tool__number">{row.refundedMinor ? money(row.refundedMinor, row.currency) : '—'}</td>
      <td>
        {row.outcome === 'succeeded' && left > 0 ? (
          <a href={`${base}?${refundLink}#refund-heading`}>
            Refund<span className="cpanel-tool__sr"> payment of {row.orderNumber}</span>
          </a>
        ) : null}
      </td>
    </tr>
  )
}

function RefundForm({ payment }: { payment: PaymentRow }) {
  const left = payment.amountMinor - payment.refundedMinor
  return (
    <section className="cpanel-tool__section" aria-labelledby="refund-heading">
      <h2 id="refund-heading">Refund the payment of order {payment.orderNumber}</h2>
      <p>
        {money(payment.amountMinor, payment.currency)} taken through{' '}
        {PROVIDER_LABELS[payment.provider] ?? payment.provider}
        {payment.refundedMinor ? `, ${money(payment.refundedMinor, payment.currency)} refunded already` : ''}. Up to{' '}
        {money(left, payment.currency)} can be given back
        {payment.provider === 'manual' ? ' — by hand: this records what you return in cash or by cheque' : ''}.
      </p>
      <ToolForm
        id="refund"
        action={refundAction}
        hidden={{ payment: payment.id }}
        submit="Refund"
        fields={[
          {
            name: 'amount',
            label: `Amount (${payment.currency})`,
            type: 'text',
            defaultValue: (left / 10 ** minorDigits(payment.currency)).toFixed(minorDigits(payment.currency)),
            maxLength: 20,
          },
          { name: 'reason', label: 'Reason', type: 'textarea', maxLength: 500, hint: 'Kept with the refund.' },
        ]}
      />
    </section>
  )
}
