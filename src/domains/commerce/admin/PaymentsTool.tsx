import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import {
  EmptyState,
  pageCount,
  pageHref,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterActions, FilterField, FilterPages, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { MANUAL_METHOD_LABELS, MANUAL_METHODS } from '../services/manual-payments'
import { formatMoney, minorDigits } from '../services/money'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../services/orders'
import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS } from '../services/notifications'
import {
  findPayment,
  findPayments,
  parsePaymentsFilter,
  PAYMENT_SORTS,
  PAYMENTS_ORDER,
  paymentsQuery,
  PAYMENTS_PER_PAGE,
  type PaymentRow,
  type PaymentsFilter,
} from '../services/payments-list'
import { recordManualPaymentAction, refundAction } from './actions'
import { PAYMENTS_TOOL as tool } from './tools'

const PROVIDER_LABELS: Record<string, string> = { test: 'Test provider', stripe: 'Stripe', manual: 'Manual' }
const REFUND_STATUS_LABELS: Record<string, string> = {
  pending: 'Asked, not settled yet',
  succeeded: 'Given back',
  failed: 'Refused',
}

const money = (minor: number, currency: string) => formatMoney({ minor, currency })
const when = (iso: string) => formatDateTime(iso, config().TIMEZONE, 'medium')

/**
 * `/cpanel/stripetrans` (decision 087): every payment of every provider,
 * found by dates, outcome, provider, product kind and person, sorted by its
 * headings and paged (all in the address, so a view can be bookmarked and
 * exported as it is), with the totals of all it finds. A payment's own page
 * (`?payment={id}`) lists its refunds and is where it is refunded. Staff only.
 */
export function PaymentsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, payments, { wide: true })
}

async function payments({ payload, base, params }: ToolContext) {
  if (params.has('payment')) {
    return <PaymentPage payload={payload} base={base} id={params.get('payment')!} refunded={params.get('refunded')} />
  }
  const parsed = parsePaymentsFilter(params)
  const filter: PaymentsFilter = parsed.ok ? parsed.value : { page: 1 }
  const { order, problems } = parseListOrder(params, PAYMENT_SORTS, PAYMENTS_ORDER)
  const found = await findPayments(payload, filter, order)
  const pages = pageCount(found.count, PAYMENTS_PER_PAGE)
  const exportQuery = paymentsQuery(filter)
  const currency = config().CURRENCY
  const admin = payload.config.routes.admin

  return (
    <>
      {parsed.ok && !problems.length ? null : (
        <FilterProblem problems={[...(parsed.ok ? [] : parsed.problems), ...problems]} what="payment" />
      )}
      <section className="cpanel-tool__section" aria-labelledby="filter-heading">
        <h2 id="filter-heading">Find payments</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
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
          <EmptyState title="No payment matches.">
            Payments show here once a buyer pays at checkout or one is recorded by hand below.{' '}
            {exportQuery ? <a href={base}>Clear the filters to see them all.</a> : null}
          </EmptyState>
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

      {found.rows.length ? (
        <section className="cpanel-tool__section" aria-labelledby="payments-heading">
          <h2 id="payments-heading">Payments{pages > 1 ? `, page ${filter.page} of ${pages}` : ''}</h2>
          <ToolTable
            caption="Payments"
            columns={[
              { label: 'Date', sort: 'date' },
              { label: 'Order', sort: 'order' },
              { label: 'Person', sort: 'person' },
              'Provider',
              'Outcome',
              { label: 'Amount', sort: 'amount' },
              'Refunded',
            ]}
            sorting={{ base, params: params, order }}
          >
            {found.rows.map((row) => (
              <PaymentLine key={row.id} row={row} admin={admin} base={base} />
            ))}
          </ToolTable>
          <FilterPages label="Pages of payments" page={filter.page} pages={pages} href={pageHref(base, params)} />
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
    </>
  )
}

function Person({ row, admin }: { row: PaymentRow; admin: string }) {
  return (
    <>
      {row.buyerId ? (
        <a href={`${admin}/userslist?id=${row.buyerId}`}>{row.name || row.email}</a>
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
    </>
  )
}

function PaymentLine({ row, admin, base }: { row: PaymentRow; admin: string; base: string }) {
  return (
    <tr>
      <td>
        <a href={`${base}?payment=${row.id}`}>
          {when(row.createdAt)}
          <span className="cpanel-tool__sr"> (payment of {row.orderNumber})</span>
        </a>
      </td>
      <td>
        <a href={`${admin}/collections/orders/${row.orderId}`}>{row.orderNumber}</a>
        <br />
        <small>{ORDER_STATUS_LABELS[row.orderStatus as OrderStatus] ?? row.orderStatus}</small>
      </td>
      <td>
        <Person row={row} admin={admin} />
      </td>
      <td>{PROVIDER_LABELS[row.provider] ?? row.provider}</td>
      <td>{row.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</td>
      <td className="cpanel-tool__number">{money(row.amountMinor, row.currency)}</td>
      <td className="cpanel-tool__number">{row.refundedMinor ? money(row.refundedMinor, row.currency) : '—'}</td>
    </tr>
  )
}

/**
 * A payment's page: what was paid, its refunds, and the refund form while money is left to give back.
 * `refunded` names the refund just made: the form is gone once nothing is left, so the page says it.
 */
async function PaymentPage({
  payload,
  base,
  id,
  refunded,
}: {
  payload: ToolContext['payload']
  base: string
  id: string
  refunded: string | null
}) {
  const number = /^\d{1,10}$/.test(id) ? Number(id) : 0
  const payment = number > 0 ? await findPayment(payload, number) : null
  const back = (
    <p>
      <a href={base}>← Back to the payments</a>
    </p>
  )
  if (!payment) {
    return (
      <>
        {back}
        <EmptyState title={`There is no payment #${id.slice(0, 12)}.`}>
          Find it by its order number or the person’s email in the list.
        </EmptyState>
      </>
    )
  }
  const admin = payload.config.routes.admin
  const { docs: refunds } = await payload.find({
    collection: 'refunds',
    where: { payment: { equals: payment.id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const left = payment.amountMinor - payment.refundedMinor
  const made = refunds.find((refund) => String(refund.id) === refunded)
  const digits = minorDigits(payment.currency)
  return (
    <>
      {back}
      {made ? (
        <p role="status" className="cpanel-tool__message cpanel-tool__message--success">
          Refunded {(made.amountMinor / 10 ** digits).toFixed(digits)} ({made.reference ?? 'no reference yet'}).
        </p>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="payment-heading">
        <h2 id="payment-heading">Payment of order {payment.orderNumber}</h2>
        <dl className="cpanel-tool__facts">
          <div>
            <dt>Date</dt>
            <dd>{when(payment.createdAt)}</dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd>
              <a href={`${admin}/collections/orders/${payment.orderId}`}>{payment.orderNumber}</a> (
              {ORDER_STATUS_LABELS[payment.orderStatus as OrderStatus] ?? payment.orderStatus})
            </dd>
          </div>
          <div>
            <dt>Person</dt>
            <dd>
              <Person row={payment} admin={admin} />
            </dd>
          </div>
          <div>
            <dt>Provider</dt>
            <dd>
              {PROVIDER_LABELS[payment.provider] ?? payment.provider}
              {payment.reference ? ` (${payment.reference})` : ''}
            </dd>
          </div>
          <div>
            <dt>Outcome</dt>
            <dd>{payment.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{money(payment.amountMinor, payment.currency)}</dd>
          </div>
          <div>
            <dt>Refunded</dt>
            <dd>{money(payment.refundedMinor, payment.currency)}</dd>
          </div>
        </dl>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">Refunds</h2>
        {refunds.length === 0 ? (
          <p>Nothing has been given back of this payment.</p>
        ) : (
          <ToolTable caption="Refunds of this payment" columns={['Date', 'Amount', 'Status', 'Reason']}>
            {refunds.map((refund) => (
              <tr key={refund.id}>
                <td>{when(refund.createdAt)}</td>
                <td className="cpanel-tool__number">{money(refund.amountMinor, refund.currency)}</td>
                <td>
                  {REFUND_STATUS_LABELS[refund.status ?? ''] ?? refund.status}
                  {refund.failure ? (
                    <>
                      <br />
                      <small>{refund.failure}</small>
                    </>
                  ) : null}
                </td>
                <td>{refund.reason}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
      {payment.outcome === 'succeeded' && left > 0 ? <RefundForm payment={payment} /> : null}
    </>
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
