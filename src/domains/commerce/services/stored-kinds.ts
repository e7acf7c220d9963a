import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import { productKinds } from './kinds'

/** How long after expiring an order may still be paid (a provider's page left open), so its kinds must stay. */
export const LATE_PAYMENT_DAYS = 7

/** The kinds of lines still to be paid or fulfilled that this application does not register, with how many orders. */
export async function unknownKindsInOrders(payload: Payload): Promise<{ kind: string; orders: number }[]> {
  const registered = productKinds(payload).names()
  return rowsOf<{ kind: string; orders: number }>(
    database(payload),
    sql`SELECT l.kind, count(DISTINCT o.id)::integer AS orders
        FROM orders_lines l JOIN orders o ON o.id = l._parent_id
        WHERE (o.status IN ('open', 'awaiting-payment', 'paid')
               OR (o.status = 'expired' AND o.updated_at > now() - make_interval(days => ${LATE_PAYMENT_DAYS})))
          AND NOT (l.kind = ANY(${`{${registered.join(',')}}`}::text[]))
        GROUP BY l.kind ORDER BY l.kind`,
  )
}

/**
 * Refuses to start when orders that may still be paid hold lines of a kind no
 * domain registers any more (decision 044): their payment would otherwise be
 * refused only when it arrives, with the money taken. Said at start-up, with
 * the kinds and how many orders, the operator puts the kind back first.
 */
export async function checkStoredLineKinds(payload: Payload): Promise<void> {
  const unknown = await unknownKindsInOrders(payload)
  if (unknown.length === 0) return
  const list = unknown.map(({ kind, orders }) => `"${kind}" (${orders} order${orders === 1 ? '' : 's'})`).join(', ')
  throw new Error(
    `Orders still to be paid or fulfilled have lines of product kinds this application does not register: ${list}. ` +
      'Register those kinds again (custom.productKinds in the Payload config) before starting.',
  )
}
