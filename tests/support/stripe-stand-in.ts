/**
 * A stand-in of the few parts of Stripe that Vernissage uses (decision 044),
 * for tests only: the real `stripe` SDK is pointed at it (`STRIPE_API_URL`).
 *
 * - `POST /v1/checkout/sessions` (payment and subscription modes),
 *   `POST /v1/refunds`, `GET /v1/invoices/{id}` and
 *   `DELETE /v1/subscriptions/{id}`, parsed from the SDK's form encoding,
 *   checked as Stripe checks what we send, and answering Stripe's shapes. An `Idempotency-Key` seen before replays the first answer;
 *   the same key with other parameters is refused, as Stripe does.
 * - The hosted checkout page, `GET /pay/{session}`, with Pay and Decline
 *   buttons. Paying completes the session, posts `checkout.session.completed`
 *   to the webhook address signed with the SDK's `generateTestHeaderString`
 *   (twice, and followed by a `payment_intent.payment_failed`, when
 *   `behaviour` asks), then sends the browser to the session's success_url.
 *   A subscription's session also makes the subscription and its first
 *   invoice; `renew` bills its next year (`invoice.paid`, cycle), and
 *   cancelling it posts `customer.subscription.deleted`.
 *
 * Everything it was asked (`received`) and every webhook it posted
 * (`deliveries`) is kept for tests to read; the integration test and the
 * browser test (`tests/e2e/commerce-stripe.spec.ts`) start it in-process.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'

import Stripe from 'stripe'

export type StandInOptions = {
  /** 0 for any free port. */
  port: number
  /** Where webhooks are posted, such as http://127.0.0.1:3100/api/payments/stripe. */
  webhookUrl: string
  webhookSecret: string
  /** When set, API requests with another key are refused (401), as Stripe refuses them. */
  secretKey?: string
  /** The host name in the addresses it gives out (the API's and the checkout page's); 127.0.0.1 unless told. */
  host?: string
}

/** How a payment on the checkout page is reported; tests change it between payments. */
export type DeliveryBehaviour = {
  /** Post `checkout.session.completed` twice, as Stripe may. */
  twice: boolean
  /** Then post a `payment_intent.payment_failed` for the same payment: news arriving out of order. */
  failureAfterSuccess: boolean
}

type Json = Record<string, unknown>

/** One request to the API, as the SDK sent it. */
export type ReceivedRequest = {
  method: string
  path: string
  idempotencyKey: string | null
  authorization: string | null
  stripeVersion: string | null
  /** The form body, decoded into objects and arrays (every value a string, as sent). */
  params: Json
  status: number
}

export type StandInSession = {
  id: string
  object: 'checkout.session'
  mode: 'payment' | 'subscription'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  url: string
  amount_subtotal: number
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string | null
  expires_at: number
  created: number
  livemode: false
  payment_intent: string | null
  subscription: string | null
  invoice: string | null
  /** Kept by the stand-in for its page and the payment intent; not part of the API's answer. */
  lines: { name: string; unit_amount: number; quantity: number; yearly: boolean }[]
  intentMetadata: Record<string, string>
  subscriptionMetadata: Record<string, string>
}

export type StandInSubscription = {
  id: string
  object: 'subscription'
  status: 'active' | 'canceled'
  metadata: Record<string, string>
  currency: string
  /** What each year costs: the session's yearly lines. */
  yearlyAmount: number
  canceled_at: number | null
  created: number
  livemode: false
}

export type StandInInvoice = {
  id: string
  object: 'invoice'
  status: 'paid'
  billing_reason: 'subscription_create' | 'subscription_cycle'
  amount_due: number
  amount_paid: number
  currency: string
  parent: {
    type: 'subscription_details'
    quote_details: null
    subscription_details: { metadata: Record<string, string>; subscription: string }
  }
  created: number
  livemode: false
  /** Kept by the stand-in: the payment intent that paid it, shown through `expand[]=payments`. */
  paidBy: string
}

export type StandInPaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: 'succeeded' | 'requires_payment_method'
  metadata: Record<string, string>
  last_payment_error: { code: string; message: string } | null
  created: number
  livemode: false
}

export type StandInEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
  type: string
  data: { object: object }
}

export type Delivery = { eventId: string; type: string; status: number; answer: unknown }

export type StripeStandIn = {
  /** The API's address: STRIPE_API_URL for the application under test. */
  url: string
  close: () => Promise<void>
  received: ReceivedRequest[]
  deliveries: Delivery[]
  sessions: Map<string, StandInSession>
  paymentIntents: Map<string, StandInPaymentIntent>
  refunds: Map<string, Json>
  subscriptions: Map<string, StandInSubscription>
  invoices: Map<string, StandInInvoice>
  /** Bills a subscription's next year, as Stripe does on its anniversary, and posts `invoice.paid`. */
  renew: (subscription: string) => Promise<StandInInvoice>
  behaviour: DeliveryBehaviour
  /** The next `count` API requests are answered 500, as during an outage (the SDK retries them). */
  failNext: (count: number) => void
  /** An event of that type about that object, with a fresh id, as Stripe would send it. */
  event: (type: string, object: object) => StandInEvent
  /** Posts an event (or any body) to the webhook address, signed with the webhook secret unless told another. */
  deliver: (event: StandInEvent | string, options?: { secret?: string; timestamp?: number }) => Promise<Delivery>
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const seconds = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** `a[b][0][c]=1` as `{ a: { b: [{ c: '1' }] } }`, as Stripe reads the SDK's form bodies. */
export function parseStripeForm(body: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]\[|\[|\]/).filter(Boolean)
    let node: Json = root
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value
      else node = (node[segment] ??= {}) as Json
    })
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value
    const entries = Object.entries(value).map(([key, item]) => [key, arrays(item)] as const)
    const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index))
    return indexed ? entries.map(([, item]) => item) : Object.fromEntries(entries)
  }
  return arrays(root) as Json
}

class StripeProblem extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; param?: string; code?: string },
  ) {
    super(error.message)
  }
}

const invalid = (param: string, message: string) =>
  new StripeProblem(400, { type: 'invalid_request_error', param, message })

function whole(value: unknown, param: string, least: number): number {
  const number = Number(value)
  if (typeof value !== 'string' || !/^-?\d+$/.test(value) || number < least) {
    throw invalid(param, `Invalid integer: ${String(value)}`)
  }
  return number
}

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
}

const texts = (value: unknown) => record(value) as Record<string, string>

function money(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() })
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
    `<style>body{font-family:sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}` +
    `table{width:100%;border-collapse:collapse}td{padding:.3rem 0}button{margin:1.5rem .5rem 0 0;padding:.5rem 1rem}` +
    `.note{background:#fff3cd;padding:.5rem}</style></head><body><main>${body}</main></body></html>`
  )
}

function checkoutPage(session: StandInSession, message?: string): string {
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.name)} × ${line.quantity}</td>` +
        `<td>${escape(money(line.unit_amount * line.quantity, session.currency))}</td></tr>`,
    )
    .join('')
  return page(
    'Pay — Stripe stand-in',
    `<p class="note">Test stand-in of Stripe Checkout: no real money.</p><h1>Pay</h1>` +
      (message ? `<p role="alert">${escape(message)}</p>` : '') +
      `<table>${rows}<tr><th scope="row">Total</th><td>${escape(money(session.amount_total, session.currency))}</td></tr></table>` +
      (session.status === 'open'
        ? `<form method="post" action="/pay/${escape(session.id)}">` +
          `<button type="submit" name="action" value="pay">Pay</button>` +
          `<button type="submit" name="action" value="decline">Decline</button></form>`
        : `<p>This checkout is ${escape(session.status)}.</p>`) +
      (session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : ''),
  )
}

/** A session as Stripe's API shows it: without what the stand-in keeps for its page and payment intent. */
function shown(session: StandInSession) {
  const { lines: _lines, intentMetadata: _intentMetadata, subscriptionMetadata: _metadata, ...rest } = session
  return rest
}

/** A subscription as Stripe's API shows it. */
function shownSubscription(subscription: StandInSubscription) {
  const { yearlyAmount: _amount, ...rest } = subscription
  return rest
}

/** An invoice as Stripe's API shows it; its payments only when asked to expand them, as Stripe does. */
function shownInvoice(invoice: StandInInvoice, expandPayments: boolean) {
  const { paidBy, ...rest } = invoice
  if (!expandPayments) return rest
  const payment = {
    id: `inpay_${invoice.id}`,
    object: 'invoice_payment',
    invoice: invoice.id,
    status: 'paid',
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    payment: { type: 'payment_intent', payment_intent: paidBy },
  }
  return { ...rest, payments: { object: 'list', data: [payment], has_more: false, url: '/v1/invoice_payments' } }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const received: ReceivedRequest[] = []
  const deliveries: Delivery[] = []
  const sessions = new Map<string, StandInSession>()
  const paymentIntents = new Map<string, StandInPaymentIntent>()
  const refunds = new Map<string, Json>()
  const subscriptions = new Map<string, StandInSubscription>()
  const invoices = new Map<string, StandInInvoice>()
  const answered = new Map<string, { path: string; body: string; status: number; json: unknown }>()
  const behaviour: DeliveryBehaviour = { twice: false, failureAfterSuccess: false }
  let failing = 0

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port, resolve))
  const { port } = server.address() as { port: number }
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`

  function createSession(params: Json): object {
    const mode = params.mode
    if (mode !== 'payment' && mode !== 'subscription') throw invalid('mode', `Invalid mode: ${String(mode)}.`)
    if (mode === 'subscription' && params.payment_intent_data !== undefined) {
      throw invalid('payment_intent_data', 'You can not pass `payment_intent_data` in `subscription` mode.')
    }
    if (typeof params.success_url !== 'string') throw invalid('success_url', 'Missing required param: success_url.')
    const items = Array.isArray(params.line_items) ? (params.line_items as Json[]) : []
    if (items.length === 0) throw invalid('line_items', 'Missing required param: line_items.')
    const lines = items.map((item, index) => {
      const price = record(item.price_data)
      const name = texts(price.product_data).name
      if (!/^[a-z]{3}$/.test(String(price.currency))) {
        throw invalid(`line_items[${index}][price_data][currency]`, `Invalid currency: ${String(price.currency)}.`)
      }
      if (!name) throw invalid(`line_items[${index}][price_data][product_data][name]`, 'Missing required param.')
      const interval = record(price.recurring).interval
      if (price.recurring !== undefined && !['day', 'week', 'month', 'year'].includes(String(interval))) {
        throw invalid(`line_items[${index}][price_data][recurring][interval]`, `Invalid interval: ${String(interval)}.`)
      }
      if (price.recurring !== undefined && mode === 'payment') {
        throw invalid(
          `line_items[${index}][price_data][recurring]`,
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        )
      }
      return {
        currency: String(price.currency),
        name,
        unit_amount: whole(price.unit_amount, `line_items[${index}][price_data][unit_amount]`, 0),
        quantity: whole(item.quantity, `line_items[${index}][quantity]`, 1),
        yearly: interval === 'year',
      }
    })
    if (mode === 'subscription' && !lines.some((line) => line.yearly)) {
      throw invalid('line_items', 'You must provide at least one recurring price in `subscription` mode.')
    }
    const currency = lines[0]!.currency
    if (lines.some((line) => line.currency !== currency)) {
      throw invalid('line_items', 'All line items must be in one currency.')
    }
    const now = seconds()
    const expiresAt = params.expires_at === undefined ? now + 24 * 3600 : whole(params.expires_at, 'expires_at', 0)
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      throw invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.')
    }
    const id = newId('cs_test')
    const total = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0)
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${url}/pay/${id}`,
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      metadata: texts(params.metadata),
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      expires_at: expiresAt,
      created: now,
      livemode: false,
      // Stripe makes the payment intent when the buyer pays, not with the session.
      payment_intent: null,
      subscription: null,
      invoice: null,
      lines: lines.map(({ name, unit_amount, quantity, yearly }) => ({ name, unit_amount, quantity, yearly })),
      intentMetadata: texts(record(params.payment_intent_data).metadata),
      subscriptionMetadata: texts(record(params.subscription_data).metadata),
    }
    sessions.set(id, session)
    return shown(session)
  }

  function createRefund(params: Json): Json {
    const intent = paymentIntents.get(String(params.payment_intent))
    if (!intent || intent.status !== 'succeeded') {
      throw new StripeProblem(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${String(params.payment_intent)}'`,
      })
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0)
    const amount = params.amount === undefined ? intent.amount - refunded : whole(params.amount, 'amount', 1)
    if (amount > intent.amount - refunded) {
      throw invalid(
        'amount',
        `Refund amount (${amount}) is greater than what is left to refund (${intent.amount - refunded}).`,
      )
    }
    const reason = params.reason ?? null
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(String(reason))) {
      throw invalid('reason', `Invalid reason: ${String(reason)}.`)
    }
    const refund = {
      id: newId('re_test'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      reason,
      metadata: texts(params.metadata),
      status: 'succeeded',
      created: seconds(),
    }
    refunds.set(refund.id, refund)
    return refund
  }

  function showInvoice(id: string, params: Json): object {
    const invoice = invoices.get(id)
    if (!invoice) {
      throw new StripeProblem(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such invoice: '${id}'`,
      })
    }
    const expand = Array.isArray(params.expand) ? params.expand : []
    return shownInvoice(invoice, expand.includes('payments'))
  }

  /** Cancelling a cancelled subscription is "no such subscription", as with Stripe. */
  function cancelSubscription(id: string): object {
    const subscription = subscriptions.get(id)
    if (!subscription || subscription.status === 'canceled') {
      throw new StripeProblem(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such subscription: '${id}'`,
      })
    }
    Object.assign(subscription, { status: 'canceled', canceled_at: seconds() })
    // Stripe tells of the cancellation too, after answering.
    setTimeout(() => void deliver(event('customer.subscription.deleted', shownSubscription(subscription))), 50)
    return shownSubscription(subscription)
  }

  /** Which route answers: by method and path, with the id in the path when there is one. */
  function routeOf(method: string, path: string): ((params: Json) => object) | undefined {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession
    if (method === 'POST' && path === '/v1/refunds') return createRefund
    const invoice = /^\/v1\/invoices\/(in_[A-Za-z0-9_]+)$/.exec(path)
    if (method === 'GET' && invoice) return (params) => showInvoice(invoice[1]!, params)
    const subscription = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9_]+)$/.exec(path)
    if (method === 'DELETE' && subscription) return () => cancelSubscription(subscription[1]!)
    return undefined
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const body = await readBody(req)
    const header = (name: string) => {
      const value = req.headers[name]
      return typeof value === 'string' ? value : null
    }
    const query = new URL(req.url ?? '/', url).search.slice(1)
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
      stripeVersion: header('stripe-version'),
      // The SDK sends a GET's and a DELETE's parameters in the query string.
      params: parseStripeForm(body || query),
      status: 0,
    }
    received.push(request)
    const reply = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      request.status = status
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers })
      res.end(JSON.stringify(json))
    }
    const route = routeOf(req.method ?? '', path)
    if (!route) {
      return reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` } })
    }
    if (options.secretKey && request.authorization !== `Bearer ${options.secretKey}`) {
      const key = request.authorization?.replace(/^Bearer /, '') ?? ''
      return reply(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
        },
      })
    }
    if (failing > 0) {
      failing -= 1
      return reply(500, { error: { type: 'api_error', message: 'The stand-in is pretending to be down.' } })
    }
    const key = request.idempotencyKey
    const seen = key ? answered.get(key) : undefined
    if (seen) {
      if (seen.path !== path || seen.body !== body) {
        return reply(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        })
      }
      return reply(seen.status, seen.json, { 'idempotent-replayed': 'true' })
    }
    let status = 200
    let json: unknown
    try {
      json = route(request.params)
    } catch (error) {
      if (!(error instanceof StripeProblem)) throw error
      status = error.status
      json = { error: error.error }
    }
    // As Stripe, a request refused before it ran is not kept: the same key may try again.
    if (key && status === 200) answered.set(key, { path, body, status, json })
    reply(status, json)
  }

  function event(type: string, object: object): StandInEvent {
    return {
      id: newId('evt_test'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    }
  }

  async function deliver(sent: StandInEvent | string, signing: { secret?: string; timestamp?: number } = {}) {
    const payload = typeof sent === 'string' ? sent : JSON.stringify(sent, null, 2)
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? options.webhookSecret,
      timestamp: signing.timestamp,
    })
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    })
    const text = await response.text()
    let answer: unknown = text
    try {
      answer = JSON.parse(text)
    } catch {
      // Not every webhook address answers JSON; keep the text.
    }
    const delivery = {
      eventId: typeof sent === 'string' ? '' : sent.id,
      type: typeof sent === 'string' ? '' : sent.type,
      status: response.status,
      answer,
    }
    deliveries.push(delivery)
    return delivery
  }

  /** The session's payment intent, made when the buyer first tries to pay. */
  function intentOf(session: StandInSession): StandInPaymentIntent {
    const existing = session.payment_intent && paymentIntents.get(session.payment_intent)
    if (existing) return existing
    const intent: StandInPaymentIntent = {
      id: newId('pi_test'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      status: 'requires_payment_method',
      metadata: session.intentMetadata,
      last_payment_error: null,
      created: seconds(),
      livemode: false,
    }
    paymentIntents.set(intent.id, intent)
    session.payment_intent = intent.id
    return intent
  }

  async function pay(res: http.ServerResponse, session: StandInSession, action: string) {
    const html = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body)
    if (session.status === 'open' && session.expires_at < seconds()) session.status = 'expired'
    if (session.status !== 'open') return html(409, checkoutPage(session))
    const intent = intentOf(session)
    if (action === 'decline') {
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' }
      await deliver(event('payment_intent.payment_failed', { ...intent }))
      return html(200, checkoutPage(session, 'Your card was declined. Try another card.'))
    }
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null })
    Object.assign(session, { status: 'complete', payment_status: 'paid' })
    if (session.mode === 'subscription') {
      // Stripe makes the subscription and its first invoice, paid by this intent; the session names them
      // instead of the intent.
      const subscription: StandInSubscription = {
        id: newId('sub_test'),
        object: 'subscription',
        status: 'active',
        metadata: session.subscriptionMetadata,
        currency: session.currency,
        yearlyAmount: session.lines
          .filter((line) => line.yearly)
          .reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
        canceled_at: null,
        created: seconds(),
        livemode: false,
      }
      subscriptions.set(subscription.id, subscription)
      const invoice = bill(subscription, 'subscription_create', session.amount_total, intent.id)
      Object.assign(session, { subscription: subscription.id, invoice: invoice.id, payment_intent: null })
    }
    const completed = event('checkout.session.completed', shown(session))
    await deliver(completed)
    if (behaviour.twice) await deliver(completed)
    if (behaviour.failureAfterSuccess) {
      const failed = { ...intent, status: 'requires_payment_method', amount_received: 0 }
      await deliver(
        event('payment_intent.payment_failed', {
          ...failed,
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        }),
      )
    }
    res.writeHead(303, { location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) }).end()
  }

  function bill(
    subscription: StandInSubscription,
    reason: StandInInvoice['billing_reason'],
    amount: number,
    paidBy: string,
  ): StandInInvoice {
    const invoice: StandInInvoice = {
      id: newId('in_test'),
      object: 'invoice',
      status: 'paid',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: amount,
      currency: subscription.currency,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      },
      created: seconds(),
      livemode: false,
      paidBy,
    }
    invoices.set(invoice.id, invoice)
    return invoice
  }

  async function renew(id: string): Promise<StandInInvoice> {
    const subscription = subscriptions.get(id)
    if (!subscription || subscription.status !== 'active') throw new Error(`No active subscription ${id} to renew.`)
    const intent: StandInPaymentIntent = {
      id: newId('pi_test'),
      object: 'payment_intent',
      amount: subscription.yearlyAmount,
      amount_received: subscription.yearlyAmount,
      currency: subscription.currency,
      status: 'succeeded',
      metadata: {},
      last_payment_error: null,
      created: seconds(),
      livemode: false,
    }
    paymentIntents.set(intent.id, intent)
    const invoice = bill(subscription, 'subscription_cycle', subscription.yearlyAmount, intent.id)
    const paid = event('invoice.paid', shownInvoice(invoice, false))
    await deliver(paid)
    if (behaviour.twice) await deliver(paid)
    return invoice
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname
    if (path.startsWith('/v1/')) return api(req, res, path)
    const checkout = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(path)
    const session = checkout ? sessions.get(checkout[1]!) : undefined
    if (session && req.method === 'GET') {
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session))
    }
    if (session && req.method === 'POST') {
      return pay(res, session, new URLSearchParams(await readBody(req)).get('action') ?? 'pay')
    }
    if (path === '/' && req.method === 'GET') {
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('Stripe stand-in')
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  }

  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
    received,
    deliveries,
    sessions,
    paymentIntents,
    refunds,
    subscriptions,
    invoices,
    renew,
    behaviour,
    failNext: (count) => {
      failing = count
    },
    event,
    deliver,
  }
}
