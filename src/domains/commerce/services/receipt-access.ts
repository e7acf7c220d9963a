import type { Payload, PayloadRequest } from 'payload'

import { database, type SqlExecutor } from '@/platform/database/transaction'
import type { Order, User } from '@/payload-types'

import { guestOrder } from './guest-access'
import { productKinds, type ReceiptOrder, type ReceiptPart } from './kinds'
import { parseOrderNumber } from './orders'
import { PAID_STATUSES, type ReceiptSource } from './receipt'

/** An order someone may see, with the guest key that opened it (to carry into its PDF link), if one did. */
export type OpenedOrder = { order: Order; key: string | null }

/**
 * The order behind a receipt address, for whoever asks, or null: the buyer
 * and staff by the orders' own read rule (`readOwnOrders`), anyone else only
 * with the order's guest key, compared in constant time by `guestOrder`.
 * No such order, another person's, and a wrong key all give the same null,
 * which the pages answer with the site's 404: an order's existence is not
 * told to those who may not see it.
 */
export async function openOrder(
  payload: Payload,
  viewer: User | null,
  number: string,
  key: string | undefined,
): Promise<OpenedOrder | null> {
  if (!parseOrderNumber(number)) return null
  if (key) {
    const order = await guestOrder(payload, number, key)
    if (order) return { order, key }
  }
  if (!viewer) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number.trim().toUpperCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: viewer,
  })
  return docs[0] ? { order: docs[0], key: null } : null
}

/**
 * What the receipt of an order is made from: the order, its buyer's name and
 * address, its payments, and what its kinds add (read through `db`: the
 * caller's transaction when it has one).
 */
export async function receiptSource(
  payload: Payload,
  order: Order,
  req?: PayloadRequest,
  db: SqlExecutor = database(payload),
): Promise<ReceiptSource> {
  const buyerId = typeof order.buyer === 'object' && order.buyer ? order.buyer.id : order.buyer
  // One after the other: inside a transaction both share its one connection.
  const person = buyerId
    ? await payload.findByID({
        collection: 'users',
        id: buyerId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  const payments = await payload.find({
    collection: 'payments',
    where: { order: { equals: order.id } },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return {
    order,
    buyer: person
      ? { name: person.name ?? null, email: person.email }
      : { name: order.guestName ?? null, email: order.guestEmail ?? null },
    payments: payments.docs,
    ...(await kindsOnReceipt(payload, order, db)),
  }
}

/** Each kind's part of the receipt, in the order of its first line, and the words of the one kind of every line. */
async function kindsOnReceipt(
  payload: Payload,
  order: Order,
  db: SqlExecutor,
): Promise<Pick<ReceiptSource, 'parts' | 'wording'>> {
  const kinds = productKinds(payload)
  const asKinds: ReceiptOrder = {
    id: order.id,
    number: order.number,
    currency: order.currency,
    paid: PAID_STATUSES.includes(order.status),
    lines: order.lines.map(({ kind, product, description, unitPriceMinor, quantity }) => ({
      kind,
      product,
      description,
      unitPriceMinor,
      quantity,
    })),
  }
  const names = [...new Set(order.lines.map((line) => line.kind))]
  const parts: ReceiptPart[] = []
  for (const name of names) {
    const part = await kinds.get(name)?.receiptPart?.(db, asKinds)
    if (part) parts.push(part)
  }
  const only = names.length === 1 ? kinds.get(names[0]!) : undefined
  return { parts, wording: only?.receiptWording ?? null }
}
