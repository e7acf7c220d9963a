import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type Transaction } from '@/platform/database/transaction'

import type { PaidLine } from './kinds'
import type { OrderStatus } from './orders'

/** An order as the services that move it read it, held by their transaction. */
export type LockedOrder = PaidLine['order'] & {
  status: OrderStatus
  currency: string
  totalMinor: number
  checkoutAttempts: number
  expiresAt: Date | null
  /** The buyer's email: the person's, or the guest's. */
  email: string | null
}

// Amounts are Payload's numeric columns, checked to be whole on the way in; float8 gives them to JavaScript
// as numbers, exact up to 2^53 (an int4 cast would fail above 2^31 minor units).

/** The order, held until the transaction ends: whatever moves one order takes turns. */
export async function lockOrder(tx: Transaction, orderNumber: string): Promise<LockedOrder | undefined> {
  const [order] = await rowsOf<LockedOrder>(
    tx.db,
    sql`SELECT o.id, o.number, o.status, o.currency, o.total_minor::float8 AS "totalMinor", o.buyer_id AS buyer,
               o.guest_email AS "guestEmail", o.guest_name AS "guestName",
               coalesce(o.checkout_attempts, 0)::integer AS "checkoutAttempts", o.expires_at AS "expiresAt",
               coalesce(u.email, o.guest_email) AS email
        FROM orders o LEFT JOIN users u ON u.id = o.buyer_id
        WHERE o.number = ${orderNumber} FOR UPDATE OF o`,
  )
  return order && { ...order, expiresAt: order.expiresAt ? new Date(order.expiresAt) : null }
}

/** The order's lines in their order, each with what its kind needs to know of the order. */
export async function linesOf(tx: Transaction, order: LockedOrder): Promise<PaidLine[]> {
  const lines = await rowsOf<Omit<PaidLine, 'order'>>(
    tx.db,
    sql`SELECT kind, product, description, unit_price_minor::float8 AS "unitPriceMinor", quantity::float8 AS quantity,
               renews
        FROM orders_lines WHERE _parent_id = ${order.id} ORDER BY _order`,
  )
  const { id, number, buyer, guestEmail, guestName } = order
  return lines.map((line) => ({ ...line, order: { id, number, buyer, guestEmail, guestName } }))
}
