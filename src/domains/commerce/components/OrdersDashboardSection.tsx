import { formatDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { formatMoney } from '../services/money'
import { ORDER_STATUS_LABELS } from '../services/orders'
import { receiptPath } from '../services/receipt'

/** How many of a person's orders the dashboard lists, newest first. */
const ORDERS_SHOWN = 20

/**
 * The dashboard's "Your orders": the person's orders, newest first, each
 * linking to its receipt; read as the person, so only their own are found.
 */
export async function OrdersDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const { docs: orders, totalDocs } = await payload.find({
    collection: 'orders',
    where: { buyer: { equals: person.id } },
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
      {orders.length === 0 ? (
        <p className="mt-4">
          No orders yet. <a href="/shop">Visit the shop</a>.
        </p>
      ) : (
        <table className="mt-4 w-full text-left">
          <caption className="sr-only">Your orders, newest first</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-medium">
                Order
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
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
              <tr key={order.id} className="border-b border-line last:border-0">
                <td className="py-2 pr-4">
                  <a href={receiptPath(order.number, null)}>{order.number}</a>
                </td>
                <td className="py-2 pr-4">{formatDate(order.createdAt, config().TIMEZONE, 'medium')}</td>
                <td className="py-2 pr-4">{ORDER_STATUS_LABELS[order.status]}</td>
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
