import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { sessionEndsAt, stripeGateway } from './stripe-gateway'

/**
 * What the Stripe gateway believes of a webhook: only a body signed with the
 * webhook secret, recently, and unchanged; and of that, only the events an
 * order follows. Bodies are signed with the SDK's own
 * `generateTestHeaderString`, as Stripe signs them.
 */

const SECRET = 'whsec_unit_test_secret'
const gateway = stripeGateway({ secretKey: 'sk_test_unit', webhookSecret: SECRET })

let serial = 0
function event(type: string, object: object) {
  serial += 1
  return {
    id: `evt_unit_${serial}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }
}

function session(fields: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 5000,
    currency: 'usd',
    client_reference_id: 'V-2026-000042',
    metadata: { order: 'V-2026-000042' },
    payment_intent: 'pi_test_1',
    ...fields,
  }
}

const intent = (fields: Record<string, unknown> = {}) => ({
  id: 'pi_test_2',
  object: 'payment_intent',
  amount: 5000,
  currency: 'usd',
  status: 'requires_payment_method',
  metadata: { order: 'V-2026-000042' },
  ...fields,
})

function signed(body: string, options: { secret?: string; timestamp?: number } = {}) {
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  })
  return { body, headers: new Headers({ 'stripe-signature': header }) }
}

const verify = (sent: object) => gateway.verify(signed(JSON.stringify(sent)))

describe('the Stripe gateway reads', () => {
  it('a paid checkout.session.completed as the order’s success, in its amount and the payment intent', async () => {
    const sent = event('checkout.session.completed', session())
    expect(await verify(sent)).toEqual({
      ok: true,
      notification: {
        provider: 'stripe',
        eventId: sent.id,
        orderNumber: 'V-2026-000042',
        outcome: 'succeeded',
        amount: { minor: 5000, currency: 'USD' },
        paymentReference: 'pi_test_1',
      },
    })
  })

  it('the order from the session’s metadata when it has no client reference', async () => {
    const sent = event('checkout.session.completed', session({ client_reference_id: null }))
    expect(await verify(sent)).toMatchObject({ ok: true, notification: { orderNumber: 'V-2026-000042' } })
  })

  it('yen as yen: Stripe’s amounts are minor units already, zero-decimal currencies included', async () => {
    const sent = event('checkout.session.completed', session({ amount_total: 1500, currency: 'jpy' }))
    expect(await verify(sent)).toMatchObject({
      ok: true,
      notification: { amount: { minor: 1500, currency: 'JPY' } },
    })
  })

  it('a completed session still waiting for a delayed payment method as nothing yet', async () => {
    const sent = event('checkout.session.completed', session({ payment_status: 'unpaid', payment_intent: null }))
    expect(await verify(sent)).toEqual({ ok: true, notification: null })
  })

  it('checkout.session.async_payment_succeeded as a success', async () => {
    const sent = event('checkout.session.async_payment_succeeded', session())
    expect(await verify(sent)).toMatchObject({
      ok: true,
      notification: { eventId: sent.id, outcome: 'succeeded', amount: { minor: 5000, currency: 'USD' } },
    })
  })

  it('checkout.session.async_payment_failed as a failure', async () => {
    const sent = event('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' }))
    expect(await verify(sent)).toMatchObject({
      ok: true,
      notification: { eventId: sent.id, orderNumber: 'V-2026-000042', outcome: 'failed' },
    })
  })

  it('payment_intent.payment_failed as a failure of the order in the intent’s metadata', async () => {
    const sent = event('payment_intent.payment_failed', intent())
    expect(await verify(sent)).toEqual({
      ok: true,
      notification: {
        provider: 'stripe',
        eventId: sent.id,
        orderNumber: 'V-2026-000042',
        outcome: 'failed',
        amount: { minor: 5000, currency: 'USD' },
        paymentReference: 'pi_test_2',
      },
    })
  })

  it('events it does not follow, and sessions or payments that are no order’s, as nothing', async () => {
    for (const sent of [
      event('checkout.session.expired', session({ status: 'expired', payment_status: 'unpaid' })),
      event('charge.refunded', { id: 'ch_1', object: 'charge' }),
      event('checkout.session.completed', session({ client_reference_id: null, metadata: {} })),
      event('payment_intent.payment_failed', intent({ metadata: {} })),
    ]) {
      expect(await verify(sent)).toEqual({ ok: true, notification: null })
    }
  })
})

describe('the Stripe gateway refuses, in words and without throwing,', () => {
  const body = JSON.stringify(event('checkout.session.completed', session()))

  it('a notification with no signature, or not Stripe’s form of one', async () => {
    expect(await gateway.verify({ body, headers: new Headers() })).toEqual({
      ok: false,
      reason: 'The notification is not signed by Stripe.',
    })
    const headers = new Headers({ 'stripe-signature': 'nonsense' })
    expect(await gateway.verify({ body, headers })).toMatchObject({ ok: false, reason: expect.any(String) })
  })

  it('one signed with another secret', async () => {
    expect(await gateway.verify(signed(body, { secret: 'whsec_someone_else' }))).toEqual({
      ok: false,
      reason: 'The notification’s Stripe signature does not match.',
    })
  })

  it('one whose body was changed after it was signed', async () => {
    const { headers } = signed(body)
    const altered = body.replace('"amount_total":5000', '"amount_total":1')
    expect(altered).not.toEqual(body)
    expect(await gateway.verify({ body: altered, headers })).toEqual({
      ok: false,
      reason: 'The notification’s Stripe signature does not match.',
    })
  })

  it('one signed longer ago than Stripe’s tolerance (a replay)', async () => {
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60
    expect(await gateway.verify(signed(body, { timestamp: sixMinutesAgo }))).toEqual({
      ok: false,
      reason: 'The notification is too old: its Stripe signature has lapsed.',
    })
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 4 * 60
    expect(await gateway.verify(signed(body, { timestamp: fourMinutesAgo }))).toMatchObject({ ok: true })
  })

  it('a signed body that is not an event', async () => {
    expect(await gateway.verify(signed('not json'))).toEqual({
      ok: false,
      reason: 'The notification is not a Stripe event.',
    })
    const shapeless = JSON.stringify({ id: 'evt_odd', object: 'event', type: 'checkout.session.completed' })
    expect(await gateway.verify(signed(shapeless))).toMatchObject({ ok: false, reason: expect.any(String) })
  })
})

describe('a Checkout Session ends', () => {
  const now = new Date('2026-11-26T10:00:20Z')

  it('with the order, on the minute', () => {
    const order = new Date('2026-11-26T11:00:00Z')
    expect(sessionEndsAt(order, now)).toBe(order.getTime() / 1000)
  })

  it('no sooner than Stripe accepts: 30 minutes and a little after it is asked for', () => {
    const order = new Date(now.getTime() + 30 * 60_000)
    const ends = sessionEndsAt(order, now)
    expect(ends * 1000).toBeGreaterThanOrEqual(now.getTime() + 30 * 60_000 + 10_000)
    expect(ends % 60).toBe(0)
    // A retry a few seconds later asks for the same end, as an idempotent retry must.
    expect(sessionEndsAt(order, new Date(now.getTime() + 5_000))).toBe(ends)
  })
})
