import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { inTransaction } from '@/platform/database/transaction'

import { startCheckout, type CheckoutStarted } from './checkout'
import { productKinds } from './kinds'
import { linesOf, lockOrder } from './order-rows'
import { nextOrderStatus, type OrderStatus } from './orders'
import { paymentGateways } from './payment-gateways'
import { receiptUrl } from './shop-checkout'

/** Orders a buyer may still pay or cancel from their dashboard. */
export const UNPAID: readonly OrderStatus[] = ['open', 'awaiting-payment']

/** Another person's order is answered as one that does not exist. */
const NOT_YOURS = 'There is no such order among yours.'

/**
 * The orders a person's dashboard lists: none that expired or was cancelled
 * unpaid, and none awaiting payment past its time, even before the expiry
 * task has run (it may be a minute behind).
 */
export function listedOrders(buyer: number, now: Date): Where {
  return {
    and: [
      { buyer: { equals: buyer } },
      { status: { not_in: ['expired', 'cancelled'] } },
      {
        or: [
          { status: { not_equals: 'awaiting-payment' } },
          { expiresAt: { exists: false } },
          { expiresAt: { greater_than: now.toISOString() } },
        ],
      },
    ],
  }
}

type Cancelled = { ok: true } | { ok: false; message: string }

/**
 * The buyer gives up an unpaid order: it is cancelled, and what its checkout
 * held (stock, places) is given back in the same transaction, as when an
 * order expires. Only the order's own buyer may; anyone else is told there
 * is no such order.
 */
export async function cancelOwnOrder(payload: Payload, buyer: number, orderNumber: string): Promise<Cancelled> {
  return inTransaction<Cancelled>(payload, async (tx) => {
    const refuse = (message: string) => ({ commit: false, value: { ok: false as const, message } })
    const order = await lockOrder(tx, orderNumber)
    if (!order || order.buyer !== buyer) return refuse(NOT_YOURS)
    const transition = nextOrderStatus(order.status, { type: 'cancelled' })
    if (!transition.ok) return refuse(transition.reason)
    if (!transition.changed) return { commit: false, value: { ok: true as const } }
    // Holds are taken when checkout starts: an order still open holds nothing.
    if (order.status === 'awaiting-payment') {
      for (const line of await linesOf(tx, order)) await productKinds(payload).require(line.kind).release?.(tx, line)
    }
    await tx.db.execute(sql`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = ${order.id}`)
    return { commit: true, value: { ok: true as const } }
  })
}

type Settings = Parameters<typeof paymentGateways>[0] & { PUBLIC_URL: string }

/**
 * The buyer pays an unpaid order from their dashboard: checkout starts again
 * with the default provider (holding again what an order still open had not
 * held), and the person is sent to pay. Only the order's own buyer may.
 */
export async function payOwnOrder(
  payload: Payload,
  buyer: number,
  orderNumber: string,
  settings: Settings,
): Promise<CheckoutStarted> {
  const gateway = paymentGateways(settings)[0]
  if (!gateway) return { ok: false, message: 'We cannot take payments online right now. Please try later.' }
  const found = await payload.find({
    collection: 'orders',
    where: { and: [{ number: { equals: orderNumber } }, { buyer: { equals: buyer } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { number: true },
  })
  if (!found.docs[0]) return { ok: false, message: NOT_YOURS }
  return startCheckout(payload, {
    orderNumber,
    gateway,
    back: {
      paid: receiptUrl(settings.PUBLIC_URL, orderNumber, null),
      cancelled: `${settings.PUBLIC_URL.replace(/\/+$/, '')}/dashboard`,
    },
  })
}
