import Stripe from 'stripe'

import type { PaymentGateway, VerifiedNotification } from './gateways'
import type { PaymentNotification, RenewalNotification } from './notifications'

/**
 * Stripe Checkout behind the gateway interface (decision 044), through
 * Stripe's own SDK. Every create carries an idempotency key, so a retry —
 * the SDK's or ours — gets the first answer instead of a second session or
 * refund. Webhooks are believed only once `constructEvent` has checked their
 * signature and age.
 */

/** The API version this code was written against; the SDK's types describe this one only. */
export const STRIPE_API_VERSION = '2026-10-28.endive'

/** Stripe refuses a Checkout Session that ends sooner than this after it is made. */
const SHORTEST_SESSION_SECONDS = 30 * 60
/** Slack for the time between our clock and Stripe's receiving the request. */
const CLOCK_SLACK_SECONDS = 10
/** Stripe's metadata values hold 500 characters. */
const METADATA_VALUE_LENGTH = 500

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** Tests only: a stand-in of Stripe's API (its host, port and protocol are used). */
  apiUrl?: string
  /** The clock, for the session's end and a signature's age; tests set it. */
  now?: () => Date
}

function client(secretKey: string, apiUrl: string | undefined): Stripe {
  const address = apiUrl ? new URL(apiUrl) : undefined
  const protocol = address?.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // A couple of retries ride out a dropped connection; the idempotency keys make them safe.
    maxNetworkRetries: 2,
    // The buyer waits on this: a minute at worst with the retries, not the SDK's 80 seconds a try.
    timeout: 20_000,
    ...(address && {
      protocol,
      host: address.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: address.port || (protocol === 'http' ? 80 : 443),
    }),
  })
}

/**
 * When the Checkout Session ends: with the order, but never sooner than
 * Stripe accepts. Rounded up to the minute so that a retried start a moment
 * later sends the same parameters, as Stripe requires of a request with a key
 * it has seen.
 */
export function sessionEndsAt(orderExpiresAt: Date, now: Date): number {
  const earliest = Math.floor(now.getTime() / 1000) + SHORTEST_SESSION_SECONDS + CLOCK_SLACK_SECONDS
  const wanted = Math.max(Math.ceil(orderExpiresAt.getTime() / 1000), earliest)
  return Math.ceil(wanted / 60) * 60
}

/** What went wrong talking to Stripe, in words for the log: never the secret key, even if an answer echoes it. */
function failure(doing: string, error: unknown, secretKey: string): Error {
  let detail = error instanceof Error ? error.message : String(error)
  if (error instanceof Stripe.errors.StripeError) {
    const facts = [
      error.type,
      error.code,
      error.statusCode && `HTTP ${error.statusCode}`,
      error.requestId && `request ${error.requestId}`,
    ]
    if (error.detail instanceof Error) detail += ` ${error.detail.message}`
    detail += ` (${facts.filter(Boolean).join(', ')})`
  }
  return new Error(`Stripe could not ${doing}: ${detail}`.replaceAll(secretKey, '[the secret key]'))
}

/** The news of one event about an order, or null when it names no order of ours or no amount. */
function news(
  eventId: string,
  about: { orderNumber: string | null | undefined; amount: number | null; currency: string | null },
  outcome: PaymentNotification['outcome'],
  paymentReference: string | { id: string } | null,
): PaymentNotification | null {
  const { orderNumber, amount, currency } = about
  if (!orderNumber || amount === null || !currency) return null
  return {
    provider: 'stripe',
    eventId,
    orderNumber,
    outcome,
    // Stripe counts every currency in its minor units, as we do (yen are yen, cents are cents).
    amount: { minor: amount, currency: currency.toUpperCase() },
    paymentReference: (typeof paymentReference === 'string' ? paymentReference : paymentReference?.id) ?? undefined,
  }
}

function fromSession(eventId: string, session: Stripe.Checkout.Session, outcome: PaymentNotification['outcome']) {
  const orderNumber = session.client_reference_id || session.metadata?.order
  // A subscription's first payment is its first invoice: a refund finds the payment through it.
  const subscription = session.mode === 'subscription'
  const notification = news(
    eventId,
    { orderNumber, amount: session.amount_total, currency: session.currency },
    outcome,
    subscription ? session.invoice : session.payment_intent,
  )
  const reference = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
  return notification && subscription && reference
    ? { ...notification, subscriptionReference: reference }
    : notification
}

/** The subscription an invoice bills, from where this API version puts it. */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription
  return (typeof subscription === 'string' ? subscription : subscription?.id) ?? null
}

/**
 * What commerce acts on in a verified event, or null: events it does not
 * follow, a session still waiting for a delayed payment method (its
 * `async_payment_*` event follows), and sessions or payments that are no
 * order's (another integration on the same Stripe account). A
 * subscription's later years arrive as `invoice.paid` for a cycle (its first
 * invoice is the session's payment), and its end as
 * `customer.subscription.deleted`.
 */
function notificationOf(event: Stripe.Event): PaymentNotification | RenewalNotification | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? fromSession(event.id, event.data.object, 'succeeded') : null
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event.id, event.data.object, 'succeeded')
    case 'checkout.session.async_payment_failed':
      return fromSession(event.id, event.data.object, 'failed')
    case 'payment_intent.payment_failed': {
      // A declined card in Checkout; the session stays open and the person may try another.
      const intent = event.data.object
      const about = { orderNumber: intent.metadata?.order, amount: intent.amount, currency: intent.currency }
      return news(event.id, about, 'failed', intent.id)
    }
    case 'invoice.paid': {
      const invoice = event.data.object
      const subscription = subscriptionOf(invoice)
      if (invoice.billing_reason !== 'subscription_cycle' || !subscription || !invoice.id) return null
      return {
        provider: 'stripe',
        eventId: event.id,
        subscriptionReference: subscription,
        outcome: 'renewed',
        amount: { minor: invoice.amount_paid, currency: invoice.currency.toUpperCase() },
        paymentReference: invoice.id,
      }
    }
    case 'customer.subscription.deleted':
      return {
        provider: 'stripe',
        eventId: event.id,
        subscriptionReference: event.data.object.id,
        outcome: 'ended',
      }
    default:
      return null
  }
}

/** Why `constructEvent` refused a body, in our words. */
function refusal(error: unknown): VerifiedNotification {
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return {
      ok: false,
      reason: /tolerance/i.test(error.message)
        ? 'The notification is too old: its Stripe signature has lapsed.'
        : 'The notification’s Stripe signature does not match.',
    }
  }
  return { ok: false, reason: 'The notification is not a Stripe event.' }
}

export function stripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = client(settings.secretKey, settings.apiUrl)
  const now = settings.now ?? (() => new Date())
  const ask = async <T>(doing: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request()
    } catch (error) {
      throw failure(doing, error, settings.secretKey)
    }
  }
  return {
    name: 'stripe',
    label: 'Card payment (Stripe)',
    async start(order, back) {
      // Lines paid every year make the session a subscription's: Stripe then takes each year's payment itself.
      const renewing = order.lines.some((line) => line.renews === 'year')
      const session = await ask('start a Checkout Session', () =>
        stripe.checkout.sessions.create(
          {
            line_items: order.lines.map((line) => ({
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: line.unitPriceMinor,
                product_data: { name: line.description },
                ...(line.renews === 'year' && { recurring: { interval: 'year' as const } }),
              },
              quantity: line.quantity,
            })),
            client_reference_id: order.number,
            metadata: { order: order.number },
            ...(renewing
              ? { mode: 'subscription' as const, subscription_data: { metadata: { order: order.number } } }
              : {
                  mode: 'payment' as const,
                  // On the payment intent too, so a declined card's `payment_intent.payment_failed` names the order.
                  payment_intent_data: { metadata: { order: order.number } },
                }),
            ...(order.email && { customer_email: order.email }),
            success_url: back.paid,
            cancel_url: back.cancelled,
            expires_at: sessionEndsAt(order.expiresAt, now()),
          },
          { idempotencyKey: `${order.number}-${order.attempt}` },
        ),
      )
      if (!session.url) throw new Error(`Stripe's Checkout Session ${session.id} has no address to send the buyer to.`)
      return { redirectTo: session.url, reference: session.id }
    },
    async verify({ body, headers }) {
      const signature = headers.get('stripe-signature')
      if (!signature) return { ok: false, reason: 'The notification is not signed by Stripe.' }
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret, undefined, undefined, +now())
      } catch (error) {
        return refusal(error)
      }
      try {
        return { ok: true, notification: notificationOf(event) }
      } catch {
        return { ok: false, reason: `Stripe's event ${String(event.id).slice(0, 80)} does not have its usual shape.` }
      }
    },
    async refund({ paymentReference, amount, reason, idempotencyKey }) {
      const intent = paymentReference.startsWith('in_')
        ? await ask('find the invoice’s payment', () => invoicePayment(stripe, paymentReference))
        : paymentReference
      const refund = await ask('refund the payment', () =>
        stripe.refunds.create(
          {
            payment_intent: intent,
            amount: amount.minor,
            reason: 'requested_by_customer',
            metadata: { reason: reason.slice(0, METADATA_VALUE_LENGTH) },
          },
          { idempotencyKey },
        ),
      )
      return { reference: refund.id }
    },
    async stopRenewals(subscription) {
      try {
        await stripe.subscriptions.cancel(subscription, {}, { idempotencyKey: `stop-${subscription}` })
      } catch (error) {
        // Stripe answers "no such subscription" for one cancelled already (by its failed payments, or in its
        // dashboard): stopped is stopped.
        const gone = error instanceof Stripe.errors.StripeError && error.code === 'resource_missing'
        if (!gone) throw failure('stop the subscription', error, settings.secretKey)
      }
    },
  }
}

/** The payment intent that paid an invoice (a subscription's year), which a refund names. */
async function invoicePayment(stripe: Stripe, invoiceId: string): Promise<string> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] })
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid')?.payment.payment_intent
  const intent = typeof paid === 'string' ? paid : paid?.id
  if (!intent) throw new Error(`Invoice ${invoiceId} has no paid payment to refund.`)
  return intent
}
