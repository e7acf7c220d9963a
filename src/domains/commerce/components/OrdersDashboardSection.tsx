import { formatDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { formatMoney } from '../services/money'
import { ORDER_STATUS_LABELS } from '../services/orders'
import { CANCEL_ORDER_FORM, PAY_ORDER_FORM } from '../services/order-forms'
import { listedOrders, UNPAID } from '../services/own-orders'
import { receiptPath } from '../services/receipt'
import { UnpaidOrderForms } from './UnpaidOrderForms'

const button = 'rounded border border-ink bg-white px-3 py-1 text-sm font-semibold hover:bg-stone-100'

/** How many of a person's orders the dashboard lists, newest first. */
const ORDERS_SHOWN = 20

/**
 * The dashboard's "Your orders": the person's orders, newest first, each
 * linking to its receipt; read as the person, so only their own are found.
 * An unpaid one can be paid or cancelled here; once expired it leaves the list.
 */
export async function OrdersDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const { docs: orders, totalDocs } = await payload.find({
    collection: 'orders',
    where: listedOrders(Number(person.id), new Date()),
    sort: '-createdAt',
    limit: ORDERS_SHOWN,
    depth: 0,
    overrideAccess: false,
    user: person,
    select: { number: true, status: true, totalMinor: true, currency: true, createdAt: true },
  })
  return (
    <section aria-labelledby="section-orders" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="section-orders" className="text-2xl font-semibold">
        Your orders
      </h2>
      <UnpaidOrderForms />
      {orders.length === 0 ? (
        <p className="mt-4">
          No orders yet. <a href="/shop">Visit the shop</a>.
        </p>
      ) : (
        // On a phone the date goes under the number, so three columns fit without the page scrolling sideways;
        // each row's cells start on one line, the unpaid order's buttons under its status.
        <table className="mt-4 w-full text-left text-sm sm:text-base">
          <caption className="sr-only">Your orders, newest first</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-medium">
                Order
              </th>
              <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-b border-line align-top last:border-0">
                <td className="py-2 pr-3 sm:pr-4">
                  <a href={receiptPath(order.number, null)} className="whitespace-nowrap">
                    {order.number}
                  </a>
                  <span className="block text-muted sm:hidden">
                    {formatDate(order.createdAt, config().TIMEZONE, 'medium')}
                  </span>
                </td>
                <td className="hidden py-2 pr-4 sm:table-cell">
                  {formatDate(order.createdAt, config().TIMEZONE, 'medium')}
                </td>
                <td className="py-2 pr-3 sm:pr-4">
                  {ORDER_STATUS_LABELS[order.status]}
                  {UNPAID.includes(order.status) ? (
                    <span className="mt-1 flex flex-wrap gap-2">
                      <button type="submit" form={PAY_ORDER_FORM} name="order" value={order.number} className={button}>
                        Pay now<span className="sr-only"> for order {order.number}</span>
                      </button>
                      <button
                        type="submit"
                        form={CANCEL_ORDER_FORM}
                        name="order"
                        value={order.number}
                        className={button}
                      >
                        Cancel<span className="sr-only"> order {order.number}</span>
                      </button>
                    </span>
                  ) : null}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {formatMoney({ minor: order.totalMinor, currency: order.currency })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totalDocs > ORDERS_SHOWN ? (
        <p className="mt-3 text-sm text-muted">
          The {ORDERS_SHOWN} most recent of your {totalDocs} orders.
        </p>
      ) : null}
    </section>
  )
}
