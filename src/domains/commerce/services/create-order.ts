import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { yearIn } from '@/platform/calendar'
import { config } from '@/platform/config'
import { inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'
import type { Order } from '@/payload-types'

import { productKinds, type LineRequest, type ProductKinds } from './kinds'
import { currencyCode } from './money'
import { buyerProblem, orderTotal, quantityProblem, type Buyer } from './order-lines'
import { orderNumber } from './orders'

export type NewOrder = { buyer: Buyer; lines: readonly LineRequest[]; currency: string; now?: Date }

/** The order made, and for a guest the key to it that goes in the receipt link (shown once, here). */
export type OrderMade = { ok: true; order: Order; guestToken: string | null } | { ok: false; message: string }

/**
 * Makes an order from what the buyer asked for: each line's kind says whether
 * they may buy it and at what price, and the line keeps that description and
 * price whatever the product becomes. The number is taken in the same
 * transaction, so a refused or failed order leaves nothing behind.
 */
export async function createOrder(payload: Payload, request: NewOrder): Promise<OrderMade> {
  const problem = requestProblem(productKinds(payload), request)
  if (problem) return { ok: false, message: problem }
  return inTransaction<OrderMade>(payload, async (tx) => {
    const made = await orderIn(payload, tx, request, { checkEligibility: true })
    return { commit: made.ok, value: made }
  })
}

/**
 * A renewal's order, in the caller's transaction: the first order's buyer,
 * the lines the kinds made for the renewal, and no eligibility check — the
 * provider has already taken the money, so it must land on an order.
 */
export async function renewalOrderIn(
  payload: Payload,
  tx: Transaction,
  request: NewOrder & { renewalOf: number; paymentReference: string },
): Promise<Order> {
  const problem = requestProblem(productKinds(payload), request)
  if (problem) throw new Error(`The renewal of order ${request.renewalOf} cannot be made: ${problem}`)
  const made = await orderIn(payload, tx, request, { checkEligibility: false })
  if (!made.ok) throw new Error(made.message)
  await tx.db.execute(
    sql`UPDATE orders SET renewal_of_id = ${request.renewalOf}, provider_reference = ${request.paymentReference}
        WHERE id = ${made.order.id}`,
  )
  return made.order
}

function requestProblem(kinds: ProductKinds, request: NewOrder): string | null {
  if (request.lines.length === 0) return 'An order needs at least one thing to buy.'
  return buyerProblem(request.buyer) ?? request.lines.map((line) => lineProblem(kinds, line)).find(Boolean) ?? null
}

async function orderIn(
  payload: Payload,
  tx: Transaction,
  request: NewOrder,
  { checkEligibility }: { checkEligibility: boolean },
): Promise<OrderMade> {
  const kinds = productKinds(payload)
  const currency = currencyCode(request.currency)
  const now = request.now ?? new Date()
  const person = 'person' in request.buyer ? request.buyer.person : null
  const lines = []
  for (const line of request.lines) {
    const kind = kinds.require(line.kind)
    const refusal = checkEligibility ? await kind.mayBuy(tx, person, line.product) : null
    if (refusal) return { ok: false, message: refusal }
    const price = await kind.priceFor(tx, line, person, now)
    lines.push({
      kind: line.kind,
      product: line.product,
      description: price.description,
      unitPriceMinor: price.unitMinor,
      quantity: line.quantity,
      priceReason: price.reason,
      renews: price.renews ?? null,
    })
  }
  const guest = 'guest' in request.buyer ? request.buyer.guest : null
  const guestToken = guest ? newGuestToken() : null
  // The organisation's year: an order at 11 PM on 31 December is numbered in that year.
  const year = yearIn(now, config().TIMEZONE)
  const order = await payload.create({
    collection: 'orders',
    req: tx.req,
    depth: 0,
    data: {
      number: orderNumber(year, await takeOrderSequence(tx, year)),
      buyer: person ? Number(person.id) : null,
      guestEmail: guest?.email.trim().toLowerCase(),
      guestName: guest?.name.trim(),
      guestToken,
      status: 'open',
      currency,
      totalMinor: orderTotal(lines, currency),
      lines,
    },
  })
  return { ok: true, order, guestToken }
}

function lineProblem(kinds: ProductKinds, line: LineRequest): string | null {
  if (!kinds.get(line.kind)) return `"${line.kind}" is not something this shop sells.`
  if (!line.product) return 'A line needs the product it is for.'
  return quantityProblem(line.quantity)
}

/** 128 random bits: the only way a guest reaches their order, so it cannot be guessed. */
function newGuestToken(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * The next sequence of the year's order numbers, counted on one row per year
 * that the order's transaction holds until it ends: two orders never share a
 * number; a rolled-back order's number is simply not used.
 */
async function takeOrderSequence(tx: Transaction, year: number): Promise<number> {
  const [row] = await rowsOf<{ last: number }>(
    tx.db,
    sql`INSERT INTO order_numbers (year, last) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last = order_numbers.last + 1
        RETURNING last`,
  )
  return row.last
}
