import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import type { PaymentGateway, ReturnAddresses } from './gateways'
import { PAYMENT_OUTCOMES } from './notifications'

/**
 * The built-in test provider (decision 044): what Stripe Checkout does, on
 * this server, so the whole flow runs on a machine without Stripe. Its
 * "session" is a signed address of the test checkout page; its
 * notifications are signed posts to the same function Stripe's webhooks
 * reach, with a timestamp inside the signature as Stripe's have. Refused in
 * production (`paymentGateways`).
 */

export const TEST_SIGNATURE_HEADER = 'x-vernissage-test-signature'
/** How old a signed notification may be when it arrives: a replay after that is refused. */
const TOLERANCE_SECONDS = 300

/** What the test checkout page shows and pays: signed into its address, so nobody can change the amount. */
export const testSessionSchema = z.object({
  number: z.string().max(20),
  attempt: z.number().int().min(1),
  totalMinor: z.number().int().min(0),
  currency: z.string().length(3),
  expiresAt: z.number().int(),
  paid: z.string().max(2000),
  cancelled: z.string().max(2000),
})
export type TestSession = z.infer<typeof testSessionSchema>

const notificationSchema = z.object({
  id: z.string().min(1).max(255),
  order: z.string().max(20),
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountMinor: z.number().int().min(0),
  currency: z.string().length(3),
  reference: z.string().max(255),
})
export type TestNotification = z.infer<typeof notificationSchema>

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vernissage', `test payments: ${purpose}`, 32))
}

function mac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url')
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The test checkout page's signed token for one try at paying an order. */
export function sealTestSession(session: TestSession, secret: string): string {
  const body = Buffer.from(JSON.stringify(session)).toString('base64url')
  return `${body}.${mac(keyOf(secret, 'sessions'), body)}`
}

/** The session of a token, or null when it was altered, signed with another secret or is not one. */
export function openTestSession(token: string | undefined, secret: string): TestSession | null {
  if (!token || token.length > 6000) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  if (!sameText(signature, mac(keyOf(secret, 'sessions'), body))) return null
  try {
    const parsed = testSessionSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** A notification as the test provider posts it: the JSON body and its signature header. */
export function signTestNotification(
  notification: TestNotification,
  secret: string,
  now = new Date(),
): { body: string; headers: Headers } {
  const body = JSON.stringify(notification)
  const timestamp = Math.floor(now.getTime() / 1000)
  const signature = mac(keyOf(secret, 'notifications'), `${timestamp}.${body}`)
  return { body, headers: new Headers({ [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}` }) }
}

/** A fresh id for a test notification, as a provider gives each event its own. */
export function testEventId(): string {
  return `test_evt_${randomBytes(12).toString('base64url')}`
}

export function testGateway(options: { secret: string; publicUrl: string; now?: () => Date }): PaymentGateway {
  const now = options.now ?? (() => new Date())
  return {
    name: 'test',
    label: 'Test payments (no real money)',
    async start(order, back: ReturnAddresses) {
      const token = sealTestSession(
        {
          number: order.number,
          attempt: order.attempt,
          totalMinor: order.totalMinor,
          currency: order.currency,
          expiresAt: order.expiresAt.getTime(),
          paid: back.paid,
          cancelled: back.cancelled,
        },
        options.secret,
      )
      const redirectTo = new URL('/shop/testpay', options.publicUrl)
      redirectTo.searchParams.set('session', token)
      return { redirectTo: redirectTo.href, reference: `test_cs_${order.number}_${order.attempt}` }
    },
    async verify({ body, headers }) {
      const header = headers.get(TEST_SIGNATURE_HEADER) ?? ''
      const match = /^t=(\d{1,12}),v1=([A-Za-z0-9_-]{43})$/.exec(header)
      if (!match) return { ok: false, reason: 'The notification is not signed by the test provider.' }
      const timestamp = Number(match[1])
      if (!sameText(match[2], mac(keyOf(options.secret, 'notifications'), `${timestamp}.${body}`))) {
        return { ok: false, reason: 'The notification’s signature does not match.' }
      }
      if (Math.abs(now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) {
        return { ok: false, reason: 'The notification is too old: its signature has lapsed.' }
      }
      let parsed
      try {
        parsed = notificationSchema.safeParse(JSON.parse(body))
      } catch {
        return { ok: false, reason: 'The notification is not JSON.' }
      }
      if (!parsed.success) return { ok: false, reason: 'The notification does not have the test provider’s shape.' }
      const { id, order, outcome, amountMinor, currency, reference } = parsed.data
      return {
        ok: true,
        notification: {
          provider: 'test',
          eventId: id,
          orderNumber: order,
          outcome,
          amount: { minor: amountMinor, currency },
          paymentReference: reference,
        },
      }
    },
    async refund({ idempotencyKey }) {
      // The same key gives the same reference, as a provider answers a retried refund with the first one.
      return { reference: `test_re_${mac(keyOf(options.secret, 'refunds'), idempotencyKey).slice(0, 24)}` }
    },
  }
}
