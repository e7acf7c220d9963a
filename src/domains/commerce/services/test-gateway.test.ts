import { describe, expect, it } from 'vitest'

import {
  openTestSession,
  sealTestSession,
  signTestNotification,
  testGateway,
  type TestNotification,
} from './test-gateway'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const session = {
  number: 'V-2026-000001',
  attempt: 1,
  totalMinor: 2500,
  currency: 'USD',
  expiresAt: Date.UTC(2026, 10, 25, 12, 30),
  paid: 'http://localhost:3000/shop/orders/V-2026-000001',
  cancelled: 'http://localhost:3000/shop/cart',
}
const notification: TestNotification = {
  id: 'test_evt_1',
  order: 'V-2026-000001',
  outcome: 'succeeded',
  amountMinor: 2500,
  currency: 'USD',
  reference: 'test_pi_V-2026-000001_1',
}
const now = new Date(Date.UTC(2026, 10, 25, 12, 0))
const gateway = testGateway({ secret: SECRET, publicUrl: 'http://localhost:3000', now: () => now })

describe('the test provider’s checkout sessions', () => {
  it('opens a session it sealed, and nothing else', () => {
    const token = sealTestSession(session, SECRET)
    expect(openTestSession(token, SECRET)).toEqual(session)
    expect(openTestSession(token, `${SECRET}-rotated`)).toBeNull()
    const [body, signature] = token.split('.')
    const cheaper = Buffer.from(JSON.stringify({ ...session, totalMinor: 1 })).toString('base64url')
    expect(openTestSession(`${cheaper}.${signature}`, SECRET)).toBeNull()
    expect(openTestSession(`${body}.${signature}.x`, SECRET)).toBeNull()
    expect(openTestSession(undefined, SECRET)).toBeNull()
    expect(openTestSession('not a token', SECRET)).toBeNull()
  })

  it('starts a payment at the test checkout page of this server, one reference per try', async () => {
    const start = await gateway.start(
      { number: session.number, currency: 'USD', totalMinor: 2500, lines: [], email: null, attempt: 2, expiresAt: now },
      { paid: session.paid, cancelled: session.cancelled },
    )
    const address = new URL(start.redirectTo)
    expect(address.origin + address.pathname).toBe('http://localhost:3000/shop/testpay')
    expect(openTestSession(address.searchParams.get('session') ?? '', SECRET)).toMatchObject({ attempt: 2 })
    expect(start.reference).toBe('test_cs_V-2026-000001_2')
  })
})

describe('the test provider’s notifications', () => {
  it('believes a notification it signed', async () => {
    expect(await gateway.verify(signTestNotification(notification, SECRET, now))).toEqual({
      ok: true,
      notification: {
        provider: 'test',
        eventId: 'test_evt_1',
        orderNumber: 'V-2026-000001',
        outcome: 'succeeded',
        amount: { minor: 2500, currency: 'USD' },
        paymentReference: 'test_pi_V-2026-000001_1',
      },
    })
  })

  it('refuses one altered after signing, signed with another secret, unsigned or too old', async () => {
    const signed = signTestNotification(notification, SECRET, now)
    const altered = { body: signed.body.replace('2500', '1'), headers: signed.headers }
    expect(await gateway.verify(altered)).toEqual({ ok: false, reason: 'The notification’s signature does not match.' })
    expect(await gateway.verify(signTestNotification(notification, `${SECRET}-other`, now))).toMatchObject({
      ok: false,
    })
    expect(await gateway.verify({ body: signed.body, headers: new Headers() })).toEqual({
      ok: false,
      reason: 'The notification is not signed by the test provider.',
    })
    const old = signTestNotification(notification, SECRET, new Date(now.getTime() - 301_000))
    expect(await gateway.verify(old)).toEqual({
      ok: false,
      reason: 'The notification is too old: its signature has lapsed.',
    })
  })

  it('refuses a signed body that is not a notification', async () => {
    const shapeless = signTestNotification({ ...notification, amountMinor: -5 }, SECRET, now)
    expect(await gateway.verify(shapeless)).toEqual({
      ok: false,
      reason: 'The notification does not have the test provider’s shape.',
    })
  })

  it('answers a retried refund with the same reference', async () => {
    const request = { paymentReference: 'p', amount: { minor: 100, currency: 'USD' }, reason: 'r' }
    const first = await gateway.refund({ ...request, idempotencyKey: 'refund-1' })
    expect(await gateway.refund({ ...request, idempotencyKey: 'refund-1' })).toEqual(first)
    expect(await gateway.refund({ ...request, idempotencyKey: 'refund-2' })).not.toEqual(first)
  })
})
