import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import type { AppConfig } from '@/platform/config'
import { inTransaction } from '@/platform/database/transaction'

import { SHOP_KINDS } from './catalogue'
import { startCheckout } from './checkout'
import { createOrder } from './create-order'
import { DESK_AMOUNT_KIND, deskLines, type DeskBasket, type DeskBuyer, type ProductOnSale } from './desk-sale'
import type { LineRequest } from './kinds'
import { MANUAL_METHODS, recordManualPayment, type ManualMethod } from './manual-payments'
import { buyerProblem } from './order-lines'
import { lockOrder } from './order-rows'
import { nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from './orders'
import { paymentGateways } from './payment-gateways'

/** How the desk takes the money: the card through the payment provider, or by hand. */
export type DeskPayment = { method: 'card' } | { method: ManualMethod; reference: string }

export type DeskSaleSettings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'PUBLIC_URL' | 'CURRENCY'>

export type DeskSaleAnswer =
  { ok: true; orderNumber: string; orderId: number; redirectTo: string | null } | { ok: false; message: string }

/** The shop's products on sale, cheapest first by name, as the desk offers them. */
export async function productsOnSale(payload: Payload): Promise<ProductOnSale[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ active: { equals: true } }, { kind: { in: [...SHOP_KINDS] } }] },
    sort: 'name',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((product) => ({
    id: product.id,
    name: product.name,
    kind: product.kind,
    priceMinor: product.priceMinor,
    stock: product.stock ?? null,
  }))
}

/** The person a sale is for, or null when there is no such account (or it was merged into another). */
export async function deskPerson(payload: Payload, id: number) {
  const person = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return person && !person.mergedInto ? person : null
}

/** Where the provider sends staff back to: the tool, showing the order's outcome. */
export function deskReturnAddress(publicUrl: string, adminRoute: string, orderNumber: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${adminRoute}/creditcardprocessor?order=${encodeURIComponent(orderNumber)}`
}

/**
 * A sale at the desk (`/cpanel/creditcardprocessor`): what staff chose
 * becomes an order for the person or the guest (`createOrder`; a free amount
 * first gets its `desk-amounts` record, the product of its line), then
 * either checkout starts with the default provider and the staff member's
 * browser goes to its page (stock held there, as in the shop), or the money
 * taken by hand is recorded for the whole total (`recordManualPayment`).
 * Stock is checked before anything is written; what is taken between that
 * check and a payment by hand is written in the order's `attention`, as for
 * any order paid without checkout. A refusal after the order was made
 * cancels it (it holds nothing then), so a refused sale leaves nothing to pay.
 * Audited as `desk.sale` once the card's checkout started or the money was recorded.
 */
export async function makeDeskSale(
  payload: Payload,
  staff: Person,
  sale: { buyer: DeskBuyer; basket: DeskBasket; payment: DeskPayment; settings: DeskSaleSettings },
): Promise<DeskSaleAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff can take payments at the desk.' }
  const { buyer, basket, payment, settings } = sale
  const currency = settings.CURRENCY

  let orderBuyer
  if ('person' in buyer) {
    const person = await deskPerson(payload, buyer.person)
    if (!person) return { ok: false, message: 'There is no such person: find them again.' }
    orderBuyer = { person }
  } else {
    const problem = buyerProblem(buyer)
    if (problem) return { ok: false, message: problem }
    orderBuyer = { guest: buyer.guest }
  }

  const assembled = deskLines(basket, await productsOnSale(payload), currency)
  if (!assembled.ok) return assembled

  const gateway = paymentGateways(settings)[0]
  if (payment.method === 'card') {
    if (!gateway) return { ok: false, message: 'No card provider is set up: record the payment by hand instead.' }
  } else {
    if (!MANUAL_METHODS.includes(payment.method)) {
      return { ok: false, message: 'Say how it was paid: cheque, cash or bank transfer.' }
    }
    if (payment.reference.trim().length > 200)
      return { ok: false, message: 'The reference is longer than 200 characters.' }
  }

  const lines: LineRequest[] = basket.items.map((item) => {
    const kind = assembled.lines.find((line) => line.product === item.product)!.kind
    return { kind, product: String(item.product), quantity: item.quantity }
  })
  let deskAmount: number | null = null
  if (basket.amount) {
    const row = await payload.create({
      collection: 'desk-amounts',
      overrideAccess: true,
      depth: 0,
      data: {
        description: basket.amount.description,
        amountMinor: basket.amount.minor,
        currency,
        staff: Number(staff.id),
      },
    })
    deskAmount = row.id
    lines.push({ kind: DESK_AMOUNT_KIND, product: String(row.id), quantity: 1 })
  }

  const made = await createOrder(payload, { buyer: orderBuyer, lines, currency })
  if (!made.ok) {
    if (deskAmount !== null) await payload.delete({ collection: 'desk-amounts', id: deskAmount, overrideAccess: true })
    return { ok: false, message: made.message }
  }
  const order = made.order

  let redirectTo: string | null = null
  if (payment.method === 'card') {
    const back = deskReturnAddress(settings.PUBLIC_URL, payload.config.routes.admin, order.number)
    const started = await startCheckout(payload, {
      orderNumber: order.number,
      gateway: gateway!,
      back: { paid: back, cancelled: back },
    })
    if (!started.ok) {
      await cancelOpenOrder(payload, order.number)
      return { ok: false, message: started.message }
    }
    redirectTo = started.redirectTo
  } else {
    const recorded = await recordManualPayment(payload, staff, {
      orderNumber: order.number,
      method: payment.method,
      amountMinor: order.totalMinor,
      note: payment.reference,
    })
    if (!recorded.ok) {
      await cancelOpenOrder(payload, order.number)
      return { ok: false, message: recorded.message }
    }
  }

  await recordAudit(payload, {
    actor: Number(staff.id),
    action: 'desk.sale',
    targetCollection: 'orders',
    targetId: order.id,
    target: order.number,
    summary: {
      order: order.number,
      method: payment.method,
      totalMinor: order.totalMinor,
      currency: order.currency,
      buyer: 'person' in buyer ? buyer.person : null,
      guestEmail: 'guest' in buyer ? buyer.guest.email.trim().toLowerCase() : null,
    },
  })
  return { ok: true, orderNumber: order.number, orderId: order.id, redirectTo }
}

/** Cancels an order that was made but never started paying: it holds nothing, so nothing is given back. */
async function cancelOpenOrder(payload: Payload, orderNumber: string): Promise<void> {
  await inTransaction(payload, async (tx) => {
    const order = await lockOrder(tx, orderNumber)
    if (order?.status !== 'open') return { commit: false, value: undefined }
    const transition = nextOrderStatus(order.status, { type: 'cancelled' })
    if (!transition.ok || !transition.changed) return { commit: false, value: undefined }
    await tx.db.execute(sql`UPDATE orders SET status = ${transition.status}, updated_at = now() WHERE id = ${order.id}`)
    return { commit: true, value: undefined }
  })
}

/** What became of a desk sale, as the tool shows it when staff come back from the provider's page. */
export type DeskOutcome = {
  id: number
  number: string
  status: OrderStatus
  /** Paid, declined (the last card try failed), or the order's status in words. */
  outcome: 'paid' | 'declined' | 'waiting' | 'other'
  words: string
  totalMinor: number
  currency: string
}

export async function deskSaleOutcome(payload: Payload, orderNumber: string): Promise<DeskOutcome | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: orderNumber.trim().toUpperCase() } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) return null
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { order: { equals: order.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const status = order.status as OrderStatus
  const base = { id: order.id, number: order.number, status, totalMinor: order.totalMinor, currency: order.currency }
  if (status === 'paid' || status === 'fulfilled') return { ...base, outcome: 'paid', words: 'Paid' }
  if (status === 'awaiting-payment' && payments[0]?.outcome === 'failed') {
    return { ...base, outcome: 'declined', words: 'Declined: the card was refused, nothing was taken' }
  }
  if (status === 'awaiting-payment') {
    return { ...base, outcome: 'waiting', words: 'Not paid yet: the card has not been taken' }
  }
  return { ...base, outcome: 'other', words: ORDER_STATUS_LABELS[status] }
}
