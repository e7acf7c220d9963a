import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, inTransaction, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import type { OrderToPay, PaymentGateway, ReturnAddresses } from './gateways'
import { productKinds, type PaidLine } from './kinds'
import { linesOf, lockOrder } from './order-rows'
import { nextOrderStatus } from './orders'

/** How long an order waits for its payment, holding what it bought, before it expires (decision 044). */
export const CHECKOUT_MINUTES = 30

export type CheckoutStarted = { ok: true; redirectTo: string } | { ok: false; message: string }

/**
 * Starts paying for an order: the order awaits payment and holds what it
 * bought (stock, places) for `CHECKOUT_MINUTES`, then the provider gives the
 * address to send the person to. Another try at an order already awaiting
 * payment keeps its holds and starts again. Callers have checked that the
 * person is the order's buyer.
 *
 * The holds are taken in one transaction, so two buyers of the last item
 * cannot both have it: the second is told here. The provider is asked after
 * that transaction ends (a network call holds no lock); if it cannot be
 * reached, the order stays awaiting payment and the person may try again.
 */
export async function startCheckout(
  payload: Payload,
  request: { orderNumber: string; gateway: PaymentGateway; back: ReturnAddresses; now?: Date },
): Promise<CheckoutStarted> {
  const now = request.now ?? new Date()
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000)

  const taken = await inTransaction<{ ok: true; order: OrderToPay; id: number } | { ok: false; message: string }>(
    payload,
    async (tx) => {
      const refuse = (message: string) => ({ commit: false, value: { ok: false as const, message } })
      const order = await lockOrder(tx, request.orderNumber)
      if (!order) return refuse(`There is no order ${request.orderNumber}.`)
      const transition = nextOrderStatus(order.status, { type: 'checkout-started' })
      if (!transition.ok) return refuse(transition.reason)
      const lines = await linesOf(tx, order)
      if (transition.changed) {
        const refusal = await holdAll(payload, tx, lines)
        if (refusal) return refuse(refusal)
      }
      const attempt = order.checkoutAttempts + 1
      await tx.db.execute(
        sql`UPDATE orders SET status = ${transition.status}, provider = ${request.gateway.name},
              checkout_attempts = ${attempt}, expires_at = ${expiresAt.toISOString()}, updated_at = now()
            WHERE id = ${order.id}`,
      )
      return {
        commit: true,
        value: {
          ok: true as const,
          id: order.id,
          order: {
            number: order.number,
            currency: order.currency,
            totalMinor: order.totalMinor,
            lines: lines.map(({ description, unitPriceMinor, quantity, renews }) => ({
              description,
              unitPriceMinor,
              quantity,
              renews: renews ?? null,
            })),
            email: order.email,
            attempt,
            expiresAt,
          },
        },
      }
    },
  )
  if (!taken.ok) return taken

  let start
  try {
    start = await request.gateway.start(taken.order, request.back)
  } catch (error) {
    payload.logger.error({ err: error, order: taken.order.number }, 'The payment provider did not start a payment')
    return {
      ok: false,
      message: `${request.gateway.label} could not be reached. Your order is kept: try again in a moment.`,
    }
  }
  // Only the latest try names its session: an older one finishing late does not overwrite it.
  await database(payload).execute(
    sql`UPDATE orders SET provider_reference = ${start.reference}
        WHERE id = ${taken.id} AND checkout_attempts = ${taken.order.attempt}`,
  )
  return { ok: true, redirectTo: start.redirectTo }
}

/**
 * How many of each product (of one kind) the orders awaiting payment hold:
 * for a kind that counts what is left from orders rather than keeping a
 * stock of its own (an event's tickets). An order past its time still holds
 * until `expireUnpaidOrders` has expired it, since until then its payment
 * may still arrive and be fulfilled without taking its holds again.
 */
export async function heldQuantities(
  db: SqlExecutor,
  kind: string,
  products: readonly string[],
): Promise<Map<string, number>> {
  const held = new Map(products.map((product) => [product, 0]))
  if (products.length === 0) return held
  const rows = await rowsOf<{ product: string; quantity: number }>(
    db,
    sql`SELECT l.product, sum(l.quantity)::float8 AS quantity
        FROM orders_lines l JOIN orders o ON o.id = l._parent_id
        WHERE o.status = 'awaiting-payment' AND l.kind = ${kind}
          AND l.product IN (${sql.join(
            products.map((product) => sql`${product}`),
            sql`, `,
          )})
        GROUP BY l.product`,
  )
  for (const row of rows) held.set(row.product, Number(row.quantity))
  return held
}

/** Every line's hold, or the first refusal (and then none is kept: the transaction is rolled back). */
async function holdAll(payload: Payload, tx: Transaction, lines: PaidLine[]): Promise<string | null> {
  const kinds = productKinds(payload)
  for (const line of lines) {
    const refusal = (await kinds.require(line.kind).hold?.(tx, line)) ?? null
    if (refusal) return refusal
  }
  return null
}

/**
 * Expires the orders whose payment did not come in time and gives back what
 * they held. Each order in its own transaction, judged again under its lock:
 * a payment that arrived meanwhile wins, and running this twice (two
 * processes, a restart) expires and releases each order once.
 */
export async function expireUnpaidOrders(payload: Payload, now = new Date()): Promise<number> {
  const due = await rowsOf<{ number: string }>(
    database(payload),
    sql`SELECT number FROM orders WHERE status = 'awaiting-payment' AND expires_at < ${now.toISOString()}
        ORDER BY expires_at LIMIT 500`,
  )
  let expired = 0
  for (const { number } of due) {
    const changed = await inTransaction<boolean>(payload, async (tx) => {
      const order = await lockOrder(tx, number)
      if (!order || !order.expiresAt || order.expiresAt >= now) return { commit: false, value: false }
      const transition = nextOrderStatus(order.status, { type: 'expired' })
      if (!transition.ok || !transition.changed) return { commit: false, value: false }
      for (const line of await linesOf(tx, order)) await productKinds(payload).require(line.kind).release?.(tx, line)
      await tx.db.execute(
        sql`UPDATE orders SET status = ${transition.status}, updated_at = now() WHERE id = ${order.id}`,
      )
      return { commit: true, value: true }
    })
    if (changed) expired += 1
  }
  return expired
}
