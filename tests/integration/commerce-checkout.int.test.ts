import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  answerPaymentNotification,
  CHECKOUT_MINUTES,
  createOrder,
  expireUnpaidOrders,
  paymentGateway,
  productKinds,
  startCheckout,
  type PaymentGateway,
  type ProductKind,
} from '@/domains/commerce'
import { cancelOwnOrder, listedOrders, payOwnOrder } from '@/domains/commerce/services/own-orders'
import { openTestSession, signTestNotification, testEventId } from '@/domains/commerce/services/test-gateway'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Order } from '@/payload-types'

import { testPayload } from './payload'

/**
 * Checkout on a real PostgreSQL (decision 044): starting it holds what the
 * order bought, so the last item goes to one buyer; an unpaid order expires
 * and gives back what it held, once, however many runs of the expiry meet;
 * the test provider's signed notifications reach the order through the same
 * HTTP answer as Stripe's webhooks, and nothing unsigned does.
 */

let payload: Payload
let gateway: PaymentGateway
const back = { paid: 'http://localhost:3000/shop/orders/x', cancelled: 'http://localhost:3000/shop/cart' }

const stockOf = async (product: string) =>
  (await rowsOf<{ left: number }>(database(payload), sql`SELECT "left" FROM test_stock WHERE product = ${product}`))[0]
    .left

const fulfilments = async (orderNumber: string) =>
  (
    await rowsOf<{ count: number }>(
      database(payload),
      sql`SELECT count(*)::integer AS count FROM test_edition_fulfilments WHERE order_number = ${orderNumber}`,
    )
  )[0].count

const orderNamed = async (number: string) =>
  (await payload.find({ collection: 'orders', where: { number: { equals: number } }, overrideAccess: true })).docs[0]

/** Numbered editions: a limited stock per product, held at checkout and given back on expiry. */
const editions: ProductKind = {
  name: 'test-edition',
  label: 'Edition',
  mayBuy: async () => null,
  priceFor: async (_tx, line) => ({ unitMinor: 4000, description: `Edition ${line.product}`, reason: 'list price' }),
  hold: async (tx, line) => {
    const taken = await rowsOf(
      tx.db,
      sql`UPDATE test_stock SET "left" = "left" - ${line.quantity}
          WHERE product = ${line.product} AND "left" >= ${line.quantity} RETURNING "left"`,
    )
    return taken.length ? null : `${line.description} is sold out.`
  },
  release: async (tx, line) => {
    await tx.db.execute(sql`UPDATE test_stock SET "left" = "left" + ${line.quantity} WHERE product = ${line.product}`)
  },
  fulfil: async (tx, line) => {
    await tx.db.execute(sql`INSERT INTO test_edition_fulfilments (order_number) VALUES (${line.order.number})`)
  },
}

async function stock(product: string, left: number) {
  await database(payload).execute(
    sql`INSERT INTO test_stock (product, "left") VALUES (${product}, ${left})
        ON CONFLICT (product) DO UPDATE SET "left" = ${left}`,
  )
}

async function order(product: string, quantity = 1): Promise<Order> {
  const made = await createOrder(payload, {
    buyer: { guest: { email: 'grace@example.org', name: 'Grace Guest' } },
    lines: [{ kind: 'test-edition', product, quantity }],
    currency: 'USD',
  })
  if (!made.ok) throw new Error(made.message)
  return made.order
}

/** What the test provider's page posts when its Pay (or Decline) button is pressed. */
function notificationRequest(
  number: string,
  outcome: 'succeeded' | 'failed',
  options: { id?: string; secret?: string; amountMinor?: number } = {},
) {
  const signed = signTestNotification(
    {
      id: options.id ?? testEventId(),
      order: number,
      outcome,
      amountMinor: options.amountMinor ?? 4000,
      currency: 'USD',
      reference: `test_pi_${number}`,
    },
    options.secret ?? config().PAYLOAD_SECRET,
  )
  return new Request('http://localhost:3000/api/payments/test', {
    method: 'POST',
    body: signed.body,
    headers: signed.headers,
  })
}

const deliver = (request: Request, provider = 'test') =>
  answerPaymentNotification(() => Promise.resolve(payload), provider, request)

beforeAll(async () => {
  payload = await testPayload()
  productKinds(payload).register(editions)
  await database(payload).execute(sql`CREATE TABLE test_stock (product text PRIMARY KEY, "left" integer NOT NULL)`)
  await database(payload).execute(sql`CREATE TABLE test_edition_fulfilments (order_number text NOT NULL)`)
  const test = paymentGateway(config(), 'test')
  if (!test) throw new Error('The test provider is missing outside production.')
  gateway = test
})

describe('starting checkout', () => {
  it('holds the stock, awaits payment for 30 minutes and sends the person to the provider', async () => {
    await stock('dawn', 5)
    const made = await order('dawn', 2)
    const now = new Date()
    const started = await startCheckout(payload, { orderNumber: made.number, gateway, back, now })
    if (!started.ok) throw new Error(started.message)

    const address = new URL(started.redirectTo)
    expect(address.pathname).toBe('/shop/testpay')
    const session = openTestSession(address.searchParams.get('session') ?? '', config().PAYLOAD_SECRET)
    expect(session).toMatchObject({ number: made.number, attempt: 1, totalMinor: 8000, currency: 'USD', ...back })
    expect(await stockOf('dawn')).toBe(3)
    const after = await orderNamed(made.number)
    expect(after).toMatchObject({
      status: 'awaiting-payment',
      provider: 'test',
      checkoutAttempts: 1,
      providerReference: `test_cs_${made.number}_1`,
    })
    expect(new Date(after.expiresAt ?? 0).getTime()).toBe(now.getTime() + CHECKOUT_MINUTES * 60_000)
  })

  it('starts again without holding twice', async () => {
    await stock('dusk', 5)
    const made = await order('dusk', 2)
    for (const attempt of [1, 2]) {
      const started = await startCheckout(payload, { orderNumber: made.number, gateway, back })
      expect(started.ok).toBe(true)
      expect(await orderNamed(made.number)).toMatchObject({ checkoutAttempts: attempt })
    }
    expect(await stockOf('dusk')).toBe(3)
    expect(await orderNamed(made.number)).toMatchObject({ providerReference: `test_cs_${made.number}_2` })
  })

  it('gives the last item to one of two buyers at once and tells the other', async () => {
    await stock('last', 1)
    const [first, second] = [await order('last'), await order('last')]
    const results = await Promise.all(
      [first, second].map((made) => startCheckout(payload, { orderNumber: made.number, gateway, back })),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, message: 'Edition last is sold out.' })
    expect(await stockOf('last')).toBe(0)
    const statuses = [(await orderNamed(first.number)).status, (await orderNamed(second.number)).status].sort()
    expect(statuses).toEqual(['awaiting-payment', 'open'])
  })

  it('refuses an order that is not there or already paid', async () => {
    expect(await startCheckout(payload, { orderNumber: 'V-2026-999999', gateway, back })).toEqual({
      ok: false,
      message: 'There is no order V-2026-999999.',
    })
    await stock('paid', 3)
    const made = await order('paid')
    await startCheckout(payload, { orderNumber: made.number, gateway, back })
    expect((await deliver(notificationRequest(made.number, 'succeeded'))).status).toBe(200)
    expect(await startCheckout(payload, { orderNumber: made.number, gateway, back })).toEqual({
      ok: false,
      message: 'This order is fulfilled: it cannot be paid again.',
    })
  })
})

describe('an unpaid order', () => {
  it('expires after its 30 minutes and gives back its stock once, however many runs meet', async () => {
    await stock('noon', 4)
    const made = await order('noon', 3)
    await startCheckout(payload, { orderNumber: made.number, gateway, back })
    expect(await stockOf('noon')).toBe(1)

    await expireUnpaidOrders(payload, new Date(Date.now() + 29 * 60_000))
    expect((await orderNamed(made.number)).status).toBe('awaiting-payment')

    const later = new Date(Date.now() + 31 * 60_000)
    await Promise.all([expireUnpaidOrders(payload, later), expireUnpaidOrders(payload, later)])
    await expireUnpaidOrders(payload, later)
    expect((await orderNamed(made.number)).status).toBe('expired')
    expect(await stockOf('noon')).toBe(4)
  })

  it('stays awaiting payment after a declined card, and expires like any other', async () => {
    await stock('rain', 2)
    const made = await order('rain')
    await startCheckout(payload, { orderNumber: made.number, gateway, back })
    const answer = await deliver(notificationRequest(made.number, 'failed'))
    expect(answer.status).toBe(200)
    expect((await orderNamed(made.number)).status).toBe('awaiting-payment')
    await expireUnpaidOrders(payload, new Date(Date.now() + 31 * 60_000))
    expect(await stockOf('rain')).toBe(2)
  })

  it('is paid after all when money arrives after it expired, holding again — or telling staff what is gone', async () => {
    await stock('late', 1)
    const [kept, lost] = [await order('late'), await order('late')]
    await startCheckout(payload, { orderNumber: kept.number, gateway, back })
    await expireUnpaidOrders(payload, new Date(Date.now() + 31 * 60_000))
    await startCheckout(payload, { orderNumber: lost.number, gateway, back })
    await expireUnpaidOrders(payload, new Date(Date.now() + 31 * 60_000))
    expect(await stockOf('late')).toBe(1)

    expect((await deliver(notificationRequest(kept.number, 'succeeded'))).status).toBe(200)
    expect(await orderNamed(kept.number)).toMatchObject({ status: 'fulfilled', attention: null })
    expect(await stockOf('late')).toBe(0)

    expect((await deliver(notificationRequest(lost.number, 'succeeded'))).status).toBe(200)
    expect(await orderNamed(lost.number)).toMatchObject({
      status: 'fulfilled',
      attention: 'Paid after it expired: Edition late is sold out.',
    })
    expect(await stockOf('late')).toBe(0)
  })
})

describe('an unpaid order on its buyer’s dashboard', () => {
  it('is cancelled by its buyer alone, giving back its stock once, and leaves the list as it expires', async () => {
    const person = async (email: string) =>
      payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'buyer-password-1' } })
    const [ada, bo] = [await person('ada-unpaid@example.org'), await person('bo-unpaid@example.org')]
    await stock('dusk', 3)
    const made = await createOrder(payload, {
      buyer: { person: ada },
      lines: [{ kind: 'test-edition', product: 'dusk', quantity: 2 }],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    const number = made.order.number
    const listed = async (now: Date) =>
      (await payload.find({ collection: 'orders', where: listedOrders(ada.id, now), overrideAccess: true })).docs.map(
        (doc) => doc.number,
      )

    // Someone else may neither pay nor cancel it, and learns nothing of it.
    expect(await payOwnOrder(payload, bo.id, number, config())).toEqual({
      ok: false,
      message: 'There is no such order among yours.',
    })
    expect(await cancelOwnOrder(payload, bo.id, number)).toEqual({
      ok: false,
      message: 'There is no such order among yours.',
    })

    expect(await payOwnOrder(payload, ada.id, number, config())).toMatchObject({ ok: true })
    expect(await stockOf('dusk')).toBe(1)
    expect(await listed(new Date())).toContain(number)
    expect(await listed(new Date(Date.now() + 31 * 60_000))).not.toContain(number)

    await Promise.all([cancelOwnOrder(payload, ada.id, number), cancelOwnOrder(payload, ada.id, number)])
    expect((await orderNamed(number)).status).toBe('cancelled')
    expect(await stockOf('dusk')).toBe(3)
    expect(await listed(new Date())).not.toContain(number)
    expect(await payOwnOrder(payload, ada.id, number, config())).toEqual({
      ok: false,
      message: 'This order is cancelled: it cannot be paid again.',
    })
  })
})

describe('the notification address', () => {
  it('fulfils an order once for a signed notification delivered twice', async () => {
    await stock('twice', 2)
    const made = await order('twice')
    await startCheckout(payload, { orderNumber: made.number, gateway, back })
    const id = testEventId()
    const first = await deliver(notificationRequest(made.number, 'succeeded', { id }))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ outcome: 'recorded', status: 'fulfilled', changed: true })
    const again = await deliver(notificationRequest(made.number, 'succeeded', { id }))
    expect(await again.json()).toEqual({ outcome: 'duplicate' })
    expect(await fulfilments(made.number)).toBe(1)
  })

  it('refuses a notification signed with another key, and records nothing', async () => {
    await stock('forged', 2)
    const made = await order('forged')
    await startCheckout(payload, { orderNumber: made.number, gateway, back })
    const forged = await deliver(notificationRequest(made.number, 'succeeded', { secret: 'x'.repeat(40) }))
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({ outcome: 'invalid', reason: 'The notification’s signature does not match.' })
    const unsigned = new Request('http://localhost:3000/api/payments/test', { method: 'POST', body: '{}' })
    expect((await deliver(unsigned)).status).toBe(400)
    expect((await orderNamed(made.number)).status).toBe('awaiting-payment')
    const payments = await payload.count({
      collection: 'payments',
      where: { order: { equals: made.id } },
      overrideAccess: true,
    })
    expect(payments.totalDocs).toBe(0)
  })

  it('answers 404 for a provider it does not have, and 413 for a body too large', async () => {
    const unknown = await deliver(notificationRequest('V-2026-000001', 'succeeded'), 'paypal')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      errors: [{ message: 'No payment provider "paypal" takes notifications here.' }],
    })
    const huge = new Request('http://localhost:3000/api/payments/test', { method: 'POST', body: 'x'.repeat(300_000) })
    expect((await deliver(huge)).status).toBe(413)
  })

  it('keeps money that is not the order’s total for staff, without paying the order', async () => {
    await stock('short', 2)
    const made = await order('short')
    await startCheckout(payload, { orderNumber: made.number, gateway, back })
    const short = await deliver(notificationRequest(made.number, 'succeeded', { amountMinor: 100 }))
    expect(short.status).toBe(200)
    expect(await short.json()).toMatchObject({ outcome: 'refused' })
    expect((await orderNamed(made.number)).status).toBe('awaiting-payment')
  })
})
