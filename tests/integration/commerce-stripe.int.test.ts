import { createServer } from 'node:http'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  answerPaymentNotification,
  createOrder,
  paymentGateway,
  paymentGateways,
  productKinds,
  startCheckout,
  type OrderToPay,
  type PaymentGateway,
  type ProductKind,
} from '@/domains/commerce'
import { stopAskedRenewals } from '@/domains/commerce'
import { STRIPE_API_VERSION, stripeGateway } from '@/domains/commerce/services/stripe-gateway'
import { giveToCampaign, renewYearlyGifts, stopYearlyGift } from '@/domains/donors'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Campaign, Gift, Order, User, YearlyGift } from '@/payload-types'

import type { StandInSession } from '../support/stripe-stand-in'
import { testPayload } from './payload'

/**
 * The Stripe gateway with the real `stripe` SDK against the stand-in of
 * `tests/support/stripe-stand-in.ts`: what the SDK sends when checkout
 * starts, the idempotency keys that make retries safe, the hosted page's
 * payment reaching `/api/payments/stripe`'s handler (`answerPaymentNotification`,
 * served here over real HTTP) as signed webhooks — duplicated, out of order,
 * forged — and refunds.
 *
 * The installation's settings are read once, when the Payload config loads,
 * so the stand-in and the webhook address are started before any import.
 */
const harness = await vi.hoisted(async () => {
  const { createServer } = await import('node:http')
  const { startStripeStandIn } = await import('../support/stripe-stand-in')
  const keys = { secretKey: 'sk_test_integration_0123456789abcdef', webhookSecret: 'whsec_integration_secret' }
  let answer: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 })
  // What the application's route does with a webhook, reached over HTTP as Stripe reaches it.
  const webhooks = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const response = await answer(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
    )
    res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text())
  })
  await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve))
  const { port } = webhooks.address() as { port: number }
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe`,
    webhookSecret: keys.webhookSecret,
    secretKey: keys.secretKey,
  })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: standIn.url,
  })
  return {
    ...keys,
    standIn,
    answerWith: (handler: typeof answer) => {
      answer = handler
    },
    close: () =>
      Promise.all([
        standIn.close(),
        new Promise<void>((resolve) => {
          webhooks.close(() => resolve())
          webhooks.closeAllConnections()
        }),
      ]),
  }
})
const { standIn } = harness

let payload: Payload
let stripe: PaymentGateway
const back = { paid: 'http://127.0.0.1:3999/shop/paid', cancelled: 'http://127.0.0.1:3999/shop/cart' }

const prints: ProductKind = {
  name: 'stripe-test-print',
  label: 'Print',
  mayBuy: async () => null,
  priceFor: async (_tx, line) => ({ unitMinor: 2500, description: `Print ${line.product}`, reason: 'list price' }),
  fulfil: async (tx, line) => {
    await tx.db.execute(
      sql`INSERT INTO test_fulfilments (order_number, product) VALUES (${line.order.number}, ${line.product})`,
    )
  },
}

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ count: number }>(database(payload), query))[0]!.count
const fulfilments = (number: string) =>
  count(sql`SELECT count(*)::integer AS count FROM test_fulfilments WHERE order_number = ${number}`)
const paymentEvents = (number: string) =>
  count(sql`SELECT count(*)::integer AS count FROM payment_events WHERE order_number = ${number}`)

async function paymentsOf(order: Order) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: order.id } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const reread = (order: Order) =>
  payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })

async function newOrder(currency = 'USD'): Promise<Order> {
  const made = await createOrder(payload, {
    buyer: { guest: { email: 'Grace@Example.org', name: 'Grace Guest' } },
    lines: [{ kind: 'stripe-test-print', product: 'a', quantity: 2 }],
    currency,
  })
  if (!made.ok) throw new Error(made.message)
  return made.order
}

/** Starts checkout for the order and gives the session the stand-in made. */
async function checkout(order: Order): Promise<StandInSession> {
  const started = await startCheckout(payload, { orderNumber: order.number, gateway: stripe, back })
  if (!started.ok) throw new Error(started.message)
  const id = new URL(started.redirectTo).pathname.split('/').pop()!
  return standIn.sessions.get(id)!
}

/** The buyer's button on Stripe's page: the stand-in posts the webhooks, then sends the browser back. */
const press = (session: StandInSession, action: 'pay' | 'decline') =>
  fetch(session.url, {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  })

beforeAll(async () => {
  payload = await testPayload()
  productKinds(payload).register(prints)
  await database(payload).execute(
    sql`CREATE TABLE test_fulfilments (order_number text NOT NULL, product text NOT NULL)`,
  )
  harness.answerWith((request) => answerPaymentNotification(testPayload, 'stripe', request))
  stripe = paymentGateway(config(), 'stripe')!
})

afterAll(() => harness.close())

describe('this installation', () => {
  it('offers Stripe first, the default, with the test provider after it outside production', () => {
    expect(paymentGateways(config()).map((gateway) => gateway.name)).toEqual(['stripe', 'test'])
  })
})

describe('starting a payment at Stripe', () => {
  it('makes a Checkout Session of the order’s lines, keyed by the order’s number and attempt', async () => {
    const order = await newOrder()
    const before = Date.now()
    const session = await checkout(order)
    const [request] = standIn.received.filter((r) => r.idempotencyKey === `${order.number}-1`)
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: expect.stringMatching(/^V-\d{4}-\d{6}-1$/),
      authorization: `Bearer ${harness.secretKey}`,
      stripeVersion: STRIPE_API_VERSION,
      status: 200,
      params: {
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: 'Print a' } }, quantity: '2' },
        ],
        client_reference_id: order.number,
        metadata: { order: order.number },
        payment_intent_data: { metadata: { order: order.number } },
        customer_email: 'grace@example.org',
        success_url: back.paid,
        cancel_url: back.cancelled,
      },
    })
    // Stripe refuses a session ending sooner than 30 minutes after it is made; the stand-in does too.
    expect(Number(request!.params.expires_at) * 1000).toBeGreaterThanOrEqual(before + 30 * 60_000)
    expect(session).toMatchObject({ amount_total: 5000, currency: 'usd', status: 'open' })
    expect(await reread(order)).toMatchObject({
      status: 'awaiting-payment',
      provider: 'stripe',
      providerReference: session.id,
      checkoutAttempts: 1,
    })
  })

  it('asks for a session Stripe accepts even when the provider is asked late in the order’s half hour', async () => {
    const order = await newOrder()
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000)
    const started = await startCheckout(payload, {
      orderNumber: order.number,
      gateway: stripe,
      back,
      now: twoMinutesAgo,
    })
    expect(started).toMatchObject({ ok: true })
    const [request] = standIn.received.filter((r) => r.idempotencyKey === `${order.number}-1`)
    expect(request!.status).toBe(200)
  })

  it('gets the same session when the same attempt is started again, from Stripe’s idempotency', async () => {
    const order = await newOrder()
    const session = await checkout(order)
    const toPay: OrderToPay = {
      number: order.number,
      currency: order.currency,
      totalMinor: order.totalMinor,
      lines: [{ description: 'Print a', unitPriceMinor: 2500, quantity: 2 }],
      email: 'grace@example.org',
      attempt: 1,
      expiresAt: new Date((await reread(order)).expiresAt!),
    }
    const sessions = standIn.sessions.size
    expect(await stripe.start(toPay, back)).toEqual({ redirectTo: session.url, reference: session.id })
    expect(standIn.sessions.size).toBe(sessions)
    const asked = standIn.received.filter((r) => r.idempotencyKey === `${order.number}-1`)
    expect(asked.map((r) => r.status)).toEqual([200, 200])
  })

  it('rides out an outage: the SDK’s retry carries the same key and makes one session', async () => {
    const order = await newOrder()
    standIn.failNext(1)
    const sessions = standIn.sessions.size
    await checkout(order)
    const asked = standIn.received.filter((r) => r.idempotencyKey === `${order.number}-1`)
    expect(asked.map((r) => r.status)).toEqual([500, 200])
    expect(standIn.sessions.size).toBe(sessions + 1)
  })

  it('starts a new session, with a new key, for the order’s next attempt', async () => {
    const order = await newOrder()
    const first = await checkout(order)
    const second = await checkout(order)
    expect(second.id).not.toBe(first.id)
    expect(standIn.received.filter((r) => r.idempotencyKey === `${order.number}-2`)).toHaveLength(1)
    expect(await reread(order)).toMatchObject({ providerReference: second.id, checkoutAttempts: 2 })
  })

  it('says what Stripe refused, or that it could not be reached, and never the secret key', async () => {
    const order = await newOrder()
    const wrongKey = 'sk_test_not_this_installation_s_key_42'
    const refused = stripeWith(wrongKey, standIn.url)
    const toPay: OrderToPay = {
      number: order.number,
      currency: 'USD',
      totalMinor: 5000,
      lines: [{ description: 'Print a', unitPriceMinor: 2500, quantity: 2 }],
      email: null,
      attempt: 1,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    }
    const refusal = await refused.start(toPay, back).catch((error: Error) => error)
    expect(refusal).toBeInstanceOf(Error)
    expect((refusal as Error).message).toMatch(/^Stripe could not start a Checkout Session: Invalid API Key .*HTTP 401/)
    expect((refusal as Error).message).not.toContain(wrongKey)

    const unreachable = stripeWith(harness.secretKey, await closedAddress())
    const lost = await unreachable.start(toPay, back).catch((error: Error) => error)
    expect((lost as Error).message).toMatch(/^Stripe could not start a Checkout Session: .*connection.*ECONNREFUSED/s)
    expect((lost as Error).message).not.toContain(harness.secretKey)

    const started = await startCheckout(payload, { orderNumber: order.number, gateway: unreachable, back })
    expect(started).toEqual({ ok: false, message: expect.stringMatching(/could not be reached.*try again/) })
    expect(await reread(order)).toMatchObject({ status: 'awaiting-payment' })
  })
})

describe('paying on Stripe’s page', () => {
  it('fulfils the order once, however often and in whatever order Stripe tells of it', async () => {
    const order = await newOrder()
    const session = await checkout(order)
    const page = await fetch(session.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/\$50\.00[\s\S]*<button[^>]*value="pay"/)

    const delivered = standIn.deliveries.length
    Object.assign(standIn.behaviour, { twice: true, failureAfterSuccess: true })
    const paid = await press(session, 'pay').finally(() =>
      Object.assign(standIn.behaviour, { twice: false, failureAfterSuccess: false }),
    )
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(back.paid)

    expect(standIn.deliveries.slice(delivered).map(({ type, status, answer }) => ({ type, status, answer }))).toEqual([
      {
        type: 'checkout.session.completed',
        status: 200,
        answer: { outcome: 'recorded', status: 'fulfilled', changed: true },
      },
      { type: 'checkout.session.completed', status: 200, answer: { outcome: 'duplicate' } },
      {
        type: 'payment_intent.payment_failed',
        status: 200,
        answer: { outcome: 'recorded', status: 'fulfilled', changed: false },
      },
    ])
    expect(await reread(order)).toMatchObject({ status: 'fulfilled' })
    expect(await fulfilments(order.number)).toBe(1)
    expect(await paymentEvents(order.number)).toBe(2)
    expect(
      (await paymentsOf(order)).map(({ provider, outcome, amountMinor, currency, reference }) => ({
        provider,
        outcome,
        amountMinor,
        currency,
        reference,
      })),
    ).toEqual([
      {
        provider: 'stripe',
        outcome: 'succeeded',
        amountMinor: 5000,
        currency: 'USD',
        reference: session.payment_intent,
      },
      { provider: 'stripe', outcome: 'failed', amountMinor: 5000, currency: 'USD', reference: session.payment_intent },
    ])
  })

  it('after a declined card, leaves the order waiting, and the next card pays it', async () => {
    const order = await newOrder()
    const session = await checkout(order)
    const declined = await press(session, 'decline')
    expect(declined.status).toBe(200)
    expect(await declined.text()).toContain('Your card was declined')
    expect(standIn.deliveries.at(-1)).toMatchObject({
      type: 'payment_intent.payment_failed',
      status: 200,
      answer: { outcome: 'recorded', status: 'awaiting-payment', changed: false },
    })
    expect(await reread(order)).toMatchObject({ status: 'awaiting-payment' })

    expect((await press(session, 'pay')).status).toBe(303)
    expect(await reread(order)).toMatchObject({ status: 'fulfilled' })
    expect(await fulfilments(order.number)).toBe(1)
  })

  it('pays an order in yen in yen: amounts are minor units from our order to Stripe and back', async () => {
    const order = await newOrder('JPY')
    expect(order.totalMinor).toBe(5000)
    const session = await checkout(order)
    const [request] = standIn.received.filter((r) => r.idempotencyKey === `${order.number}-1`)
    expect(request!.params.line_items).toEqual([
      { price_data: { currency: 'jpy', unit_amount: '2500', product_data: { name: 'Print a' } }, quantity: '2' },
    ])
    expect(await (await fetch(session.url)).text()).toContain('¥5,000')
    await press(session, 'pay')
    expect(await reread(order)).toMatchObject({ status: 'fulfilled' })
    expect(await paymentsOf(order)).toMatchObject([{ amountMinor: 5000, currency: 'JPY', outcome: 'succeeded' }])
  })

  it('answers a forged or replayed notification 400 and records nothing', async () => {
    const order = await newOrder()
    const session = await checkout(order)
    const forged = standIn.event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_forged',
    })
    expect(await standIn.deliver(forged, { secret: 'whsec_a_forger_s_secret' })).toMatchObject({
      status: 400,
      answer: { outcome: 'invalid', reason: 'The notification’s Stripe signature does not match.' },
    })
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 10 * 60
    expect(await standIn.deliver(forged, { timestamp: tenMinutesAgo })).toMatchObject({
      status: 400,
      answer: { outcome: 'invalid', reason: 'The notification is too old: its Stripe signature has lapsed.' },
    })
    expect(await reread(order)).toMatchObject({ status: 'awaiting-payment' })
    expect(await paymentEvents(order.number)).toBe(0)
    expect(await paymentsOf(order)).toEqual([])
  })

  it('answers 200 to an event commerce does not follow, and does nothing with it', async () => {
    const order = await newOrder()
    const session = await checkout(order)
    const expired = standIn.event('checkout.session.expired', { ...session, status: 'expired' })
    expect(await standIn.deliver(expired)).toMatchObject({ status: 200, answer: { outcome: 'ignored' } })
    expect(await paymentEvents(order.number)).toBe(0)
  })
})

describe('refunding through Stripe', () => {
  it('reaches Stripe with the idempotency key, and the same key again gets the same refund', async () => {
    const order = await newOrder()
    const session = await checkout(order)
    await press(session, 'pay')
    const [payment] = await paymentsOf(order)
    const request = {
      paymentReference: payment!.reference!,
      amount: { minor: 2500, currency: 'USD' },
      reason: 'One print arrived damaged.',
      idempotencyKey: `${order.number}-refund-1`,
    }
    const refunds = standIn.refunds.size
    const first = await stripe.refund(request)
    expect(first.reference).toMatch(/^re_test_/)
    expect(await stripe.refund(request)).toEqual(first)
    expect(standIn.refunds.size).toBe(refunds + 1)

    const asked = standIn.received.filter((r) => r.idempotencyKey === request.idempotencyKey)
    expect(asked).toHaveLength(2)
    expect(asked[0]).toMatchObject({
      path: '/v1/refunds',
      status: 200,
      params: {
        payment_intent: session.payment_intent,
        amount: '2500',
        reason: 'requested_by_customer',
        metadata: { reason: 'One print arrived damaged.' },
      },
    })
  })

  it('says so when Stripe refuses the refund', async () => {
    const refusal = stripe.refund({
      paymentReference: 'pi_test_unknown',
      amount: { minor: 100, currency: 'USD' },
      reason: 'A mistake.',
      idempotencyKey: 'refund-of-nothing',
    })
    await expect(refusal).rejects.toThrow(
      /^Stripe could not refund the payment: No such payment_intent: 'pi_test_unknown'/,
    )
  })
})

describe('yearly gifts through Stripe subscriptions', () => {
  let campaign: Campaign
  let dora: User
  let address = 0

  beforeAll(async () => {
    campaign = await payload.create({
      collection: 'campaigns',
      overrideAccess: true,
      data: { name: 'Studio residencies', published: true, suggestedAmountsMinor: [2500], yearlyGiving: true },
    })
    dora = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'dora.stripe@example.org', name: 'Dora Donor', password: 'a-good-password', roles: ['artlover'] },
    })
  })

  const giftsOf = async (yearly: number) =>
    (
      await payload.find({
        collection: 'gifts',
        where: { yearlyGift: { equals: yearly } },
        sort: 'id',
        depth: 0,
        overrideAccess: true,
        pagination: false,
      })
    ).docs
  const yearlyGift = (id: number) =>
    payload.findByID({ collection: 'yearly-gifts', id, depth: 0, overrideAccess: true })

  /** Dora gives yearly on the giving page and pays on Stripe's page; the yearly gift it started. */
  async function giveYearly(amount: string): Promise<{ session: StandInSession; first: Order; yearly: YearlyGift }> {
    const started = await giveToCampaign(payload, {
      campaign: campaign.id,
      person: dora,
      fields: { amount: 'other', otherAmount: amount, frequency: 'yearly' },
      address: `203.0.113.${++address}`,
      settings: config(),
    })
    if (!started.ok) throw new Error(started.message)
    const session = standIn.sessions.get(new URL(started.redirectTo).pathname.split('/').pop()!)!
    expect((await press(session, 'pay')).status).toBe(303)
    const { docs } = await payload.find({
      collection: 'gifts',
      where: { donor: { equals: dora.id }, source: { equals: 'online' } },
      sort: '-id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const gift = docs[0] as Gift
    const first = await payload.findByID({
      collection: 'orders',
      id: gift.order as number,
      depth: 0,
      overrideAccess: true,
    })
    return { session, first, yearly: await yearlyGift(gift.yearlyGift as number) }
  }

  it('starts a subscription: the session bills the gift every year, and the order keeps the subscription', async () => {
    const { session, first, yearly } = await giveYearly('40')
    const asked = standIn.received.find(
      (r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey === `${first.number}-1`,
    )
    expect(asked?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '4000', recurring: { interval: 'year' } }, quantity: '1' }],
      subscription_data: { metadata: { order: first.number } },
    })
    expect(asked?.params).not.toHaveProperty('payment_intent_data')
    expect(first).toMatchObject({ status: 'fulfilled', subscriptionReference: session.subscription })
    expect(first.lines[0]).toMatchObject({ renews: 'year', unitPriceMinor: 4000 })
    expect(yearly).toMatchObject({ status: 'active', amountMinor: 4000, renewals: 0 })
    const [payment] = await paymentsOf(first)
    expect(payment).toMatchObject({ provider: 'stripe', outcome: 'succeeded', reference: session.invoice })
  })

  it('renews through Stripe’s yearly invoice once, however often it is told, and never through the test job', async () => {
    const { session, first, yearly } = await giveYearly('30')
    const nextRenewal = new Date(yearly.nextRenewalAt!)
    // Due by the jobs queue's clock too: the test provider's job leaves Stripe's yearly gifts to Stripe.
    await database(payload).execute(
      sql`UPDATE yearly_gifts SET next_renewal_at = now() - interval '1 hour' WHERE id = ${yearly.id}`,
    )
    expect((await renewYearlyGifts(payload, config())).renewed).toBe(0)
    await database(payload).execute(
      sql`UPDATE yearly_gifts SET next_renewal_at = ${nextRenewal.toISOString()} WHERE id = ${yearly.id}`,
    )

    const delivered = standIn.deliveries.length
    standIn.behaviour.twice = true
    const invoice = await standIn.renew(session.subscription!).finally(() => {
      standIn.behaviour.twice = false
    })
    expect(standIn.deliveries.slice(delivered).map(({ type, answer }) => ({ type, answer }))).toEqual([
      { type: 'invoice.paid', answer: { outcome: 'recorded', status: 'fulfilled', changed: true } },
      { type: 'invoice.paid', answer: { outcome: 'duplicate' } },
    ])
    const { docs: renewals } = await payload.find({
      collection: 'orders',
      where: { renewalOf: { equals: first.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(renewals).toHaveLength(1)
    expect(renewals[0]).toMatchObject({
      status: 'fulfilled',
      totalMinor: 3000,
      buyer: dora.id,
      provider: 'stripe',
      providerReference: invoice.id,
    })
    const gifts = await giftsOf(yearly.id)
    expect(gifts.map(({ source, status, amountMinor, order }) => ({ source, status, amountMinor, order }))).toEqual([
      { source: 'online', status: 'paid', amountMinor: 3000, order: first.id },
      { source: 'renewal', status: 'paid', amountMinor: 3000, order: renewals[0]!.id },
    ])
    const renewed = await yearlyGift(yearly.id)
    expect(renewed.renewals).toBe(1)
    expect(new Date(renewed.nextRenewalAt!).getUTCFullYear()).toBe(nextRenewal.getUTCFullYear() + 1)

    // The year's payment is refunded through its invoice's payment intent.
    const [payment] = await paymentsOf(renewals[0]!)
    const refund = await stripe.refund({
      paymentReference: payment!.reference!,
      amount: { minor: 3000, currency: 'USD' },
      reason: 'Given twice by mistake.',
      idempotencyKey: `${renewals[0]!.number}-refund-1`,
    })
    expect(standIn.refunds.get(refund.reference)).toMatchObject({ payment_intent: invoice.paidBy, amount: 3000 })
  })

  it('stops the subscription when the donor stops the yearly gift, asking again while Stripe is away', async () => {
    const { session, first, yearly } = await giveYearly('25')
    // Every try of the SDK's fails: the stop is written down, and the ten-minute task asks again.
    standIn.failNext(3)
    expect(await stopYearlyGift(payload, dora, yearly.id)).toMatchObject({ ok: true })
    expect(standIn.subscriptions.get(session.subscription!)?.status).toBe('active')
    expect(await reread(first)).toMatchObject({ renewalsStoppedAt: null })
    expect((await reread(first)).renewalsStopAskedAt).toBeTruthy()

    expect(await stopAskedRenewals(payload)).toBe(1)
    expect(standIn.subscriptions.get(session.subscription!)?.status).toBe('canceled')
    expect((await reread(first)).renewalsStoppedAt).toBeTruthy()
    expect(await stopAskedRenewals(payload)).toBe(0)
    await expect.poll(() => standIn.deliveries.at(-1)?.type).toBe('customer.subscription.deleted')
    expect(standIn.deliveries.at(-1)).toMatchObject({ status: 200, answer: { outcome: 'recorded', changed: false } })
  })

  it('stops the yearly gift when Stripe ends the subscription itself, after its payments failed', async () => {
    const { session, first, yearly } = await giveYearly('20')
    const subscription = standIn.subscriptions.get(session.subscription!)!
    const ended = standIn.event('customer.subscription.deleted', { ...subscription, status: 'canceled' })
    expect(await standIn.deliver(ended)).toMatchObject({ status: 200, answer: { outcome: 'recorded', changed: true } })
    expect(await standIn.deliver(ended)).toMatchObject({ status: 200, answer: { outcome: 'recorded', changed: false } })
    expect(await yearlyGift(yearly.id)).toMatchObject({ status: 'stopped' })
    expect((await reread(first)).renewalsStoppedAt).toBeTruthy()
  })

  it('ignores the invoices of subscriptions that are no order’s', async () => {
    const stranger = standIn.event('invoice.paid', {
      id: 'in_test_someone_else',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 900,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_elsewhere' } },
    })
    expect(await standIn.deliver(stranger)).toMatchObject({ status: 200, answer: { outcome: 'ignored' } })
  })
})

async function closedAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

const stripeWith = (secretKey: string, apiUrl: string) =>
  stripeGateway({ secretKey, webhookSecret: harness.webhookSecret, apiUrl })
