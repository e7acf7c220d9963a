import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  checkStoredLineKinds,
  createOrder,
  guestOrder,
  recordPaymentEvent,
  productKinds,
  type PaymentNotification,
  type ProductKind,
} from '@/domains/commerce'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Order, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Orders and the one notification function (decision 044) on a real
 * PostgreSQL: fulfilment exactly once whatever arrives twice, at once or out
 * of order; order numbers never shared; orders read only by their buyer and
 * staff, through the local API as the person, REST and GraphQL.
 */

const PASSWORD = 'a-good-password'

let payload: Payload
let staff: User
let ada: User
let ben: User
const tokens = { staff: '', ada: '', ben: '' }

/** What the test kinds delivered: one row per fulfilled line, written inside the paying transaction. */
const fulfilments = async (orderNumber: string) =>
  (
    await rowsOf<{ count: number }>(
      database(payload),
      sql`SELECT count(*)::integer AS count FROM test_fulfilments WHERE order_number = ${orderNumber}`,
    )
  )[0].count

const countOf = async (table: 'payments' | 'payment_events', orderNumber: string) => {
  const query =
    table === 'payments'
      ? sql`SELECT count(*)::integer AS count FROM payments JOIN orders ON orders.id = payments.order_id
            WHERE orders.number = ${orderNumber}`
      : sql`SELECT count(*)::integer AS count FROM payment_events WHERE order_number = ${orderNumber}`
  return (await rowsOf<{ count: number }>(database(payload), query))[0].count
}

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).status

/** The print kind: €-free, one price, fulfilled by writing a row (or failing while `failNext` is set). */
let failNext = false
const prints: ProductKind = {
  name: 'test-print',
  label: 'Print',
  mayBuy: async (_tx, _person, product) => (product === 'sold-out' ? 'This print is sold out.' : null),
  priceFor: async (_tx, line) => ({
    // An original, for the amounts above 2^31 minor units that a 32-bit integer would not hold.
    unitMinor: line.product === 'original' ? 3_000_000_000 : 2500,
    description: `Print ${line.product}`,
    reason: 'list price',
  }),
  fulfil: async (tx, line) => {
    await tx.db.execute(
      sql`INSERT INTO test_fulfilments (order_number, product) VALUES (${line.order.number}, ${line.product})`,
    )
    if (failNext) {
      failNext = false
      throw new Error('The print shop is unreachable.')
    }
  },
}

async function person(email: string, roles: ('staff' | 'artlover')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

async function orderFor(buyer: User | null, products = ['a']): Promise<{ order: Order; guestToken: string | null }> {
  const made = await createOrder(payload, {
    buyer: buyer ? { person: buyer } : { guest: { email: 'Guest@Example.org', name: 'Grace Guest' } },
    lines: products.map((product) => ({ kind: 'test-print', product, quantity: 2 })),
    currency: 'USD',
  })
  if (!made.ok) throw new Error(made.message)
  return made
}

const paid = (order: Order, eventId: string): PaymentNotification => ({
  provider: 'test',
  eventId,
  orderNumber: order.number,
  outcome: 'succeeded',
  amount: { minor: order.totalMinor, currency: order.currency },
})

beforeAll(async () => {
  payload = await testPayload()
  productKinds(payload).register(prints)
  await database(payload).execute(
    sql`CREATE TABLE test_fulfilments (order_number text NOT NULL, product text NOT NULL)`,
  )
  staff = await person('till@example.org', ['staff'])
  ada = await person('ada@example.org', ['artlover'])
  ben = await person('ben@example.org', ['artlover'])
  for (const [key, who] of [
    ['staff', staff],
    ['ada', ada],
    ['ben', ben],
  ] as const) {
    tokens[key] = await tokenFor(payload, who.email, PASSWORD)
  }
})

describe('making an order', () => {
  it('snapshots each line’s description and price from its kind, and totals in minor units', async () => {
    const { order, guestToken } = await orderFor(ada, ['a', 'b'])
    expect(order).toMatchObject({
      number: expect.stringMatching(/^V-\d{4}-\d{6}$/),
      buyer: ada.id,
      status: 'open',
      currency: 'USD',
      totalMinor: 10_000,
      lines: [
        { kind: 'test-print', product: 'a', description: 'Print a', unitPriceMinor: 2500, quantity: 2 },
        { kind: 'test-print', product: 'b', description: 'Print b', unitPriceMinor: 2500, quantity: 2 },
      ],
    })
    expect(guestToken).toBeNull()
  })

  it('gives a guest’s order a 128-bit key', async () => {
    const { order, guestToken } = await orderFor(null)
    expect(order).toMatchObject({ buyer: null, guestEmail: 'guest@example.org', guestName: 'Grace Guest' })
    expect(Buffer.from(guestToken!, 'base64url')).toHaveLength(16)
  })

  it('refuses an unknown kind, a refusal of the kind and a bad quantity in words, keeping nothing', async () => {
    const before = await payload.count({ collection: 'orders', overrideAccess: true })
    const ask = (kind: string, product: string, quantity: number) =>
      createOrder(payload, { buyer: { person: ada }, lines: [{ kind, product, quantity }], currency: 'USD' })
    expect(await ask('yacht', 'x', 1)).toEqual({ ok: false, message: '"yacht" is not something this shop sells.' })
    expect(await ask('test-print', 'sold-out', 1)).toEqual({ ok: false, message: 'This print is sold out.' })
    expect(await ask('test-print', 'a', 0)).toMatchObject({ ok: false, message: expect.stringMatching(/at least 1/) })
    expect(await payload.count({ collection: 'orders', overrideAccess: true })).toEqual(before)
  })

  it('never gives two orders one number, however many are made at once, from the year’s first', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOrder(payload, {
          buyer: { person: ada },
          lines: [{ kind: 'test-print', product: 'a', quantity: 1 }],
          currency: 'USD',
          now: new Date('2031-03-01T12:00:00Z'),
        }),
      ),
    )
    const numbers = made.map((result) => (result.ok ? result.order.number : result.message)).sort()
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `V-2031-${String(i + 1).padStart(6, '0')}`))
  })
})

describe('starting with orders of a kind no longer registered', () => {
  it('is refused, naming the kind and how many orders may still be paid', async () => {
    await expect(checkStoredLineKinds(payload)).resolves.toBeUndefined()
    const order = await orderFor(null)
    const db = database(payload)
    await db.execute(sql`UPDATE orders_lines SET kind = 'retired-kind' WHERE _parent_id = ${order.order.id}`)
    await expect(checkStoredLineKinds(payload)).rejects.toThrow(
      /product kinds this application does not register: "retired-kind" \(1 order\)/,
    )
    // Long expired, it could no longer be paid: its kind need not stay.
    await db.execute(
      sql`UPDATE orders SET status = 'expired', updated_at = now() - interval '30 days' WHERE id = ${order.order.id}`,
    )
    await expect(checkStoredLineKinds(payload)).resolves.toBeUndefined()
  })
})

describe('a payment notification', () => {
  it('delivered five times at once fulfils the order exactly once', async () => {
    const { order } = await orderFor(ada, ['a', 'b'])
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => recordPaymentEvent(payload, paid(order, 'evt_five'))),
    )
    expect(answers.filter((answer) => answer.outcome === 'duplicate')).toHaveLength(4)
    expect(answers).toContainEqual({ outcome: 'recorded', status: 'fulfilled', changed: true })
    expect(await fulfilments(order.number)).toBe(2)
    expect(await countOf('payments', order.number)).toBe(1)
    expect(await countOf('payment_events', order.number)).toBe(1)
    expect(await statusOf(order.id)).toBe('fulfilled')
    const stored = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(stored.paidAt).toBeTruthy()
    expect(stored.fulfilledAt).toBeTruthy()
  })

  it('of five different successes at once fulfils once and keeps every payment for staff to refund', async () => {
    const { order } = await orderFor(ada)
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => recordPaymentEvent(payload, paid(order, `evt_many_${i}`))),
    )
    expect(answers.filter((answer) => answer.outcome === 'recorded' && answer.changed)).toHaveLength(1)
    expect(await fulfilments(order.number)).toBe(1)
    expect(await countOf('payments', order.number)).toBe(5)
  })

  it('seen before is ignored', async () => {
    const { order } = await orderFor(ada)
    expect(await recordPaymentEvent(payload, paid(order, 'evt_twice'))).toMatchObject({ outcome: 'recorded' })
    expect(await recordPaymentEvent(payload, paid(order, 'evt_twice'))).toEqual({ outcome: 'duplicate' })
    // The event id is the provider's: the same id from another provider is another event.
    expect(await recordPaymentEvent(payload, { ...paid(order, 'evt_twice'), provider: 'manual' })).toEqual({
      outcome: 'recorded',
      status: 'fulfilled',
      changed: false,
    })
    expect(await fulfilments(order.number)).toBe(1)
  })

  it('of a failure after the success changes nothing', async () => {
    const { order } = await orderFor(ada)
    await recordPaymentEvent(payload, paid(order, 'evt_ok'))
    const declined = { ...paid(order, 'evt_declined_late'), outcome: 'failed' as const }
    expect(await recordPaymentEvent(payload, declined)).toEqual({
      outcome: 'recorded',
      status: 'fulfilled',
      changed: false,
    })
    expect(await statusOf(order.id)).toBe('fulfilled')
    expect(await fulfilments(order.number)).toBe(1)
  })

  it('of a decline leaves the order to be paid later', async () => {
    const { order } = await orderFor(null)
    const declined = { ...paid(order, 'evt_declined'), outcome: 'failed' as const }
    expect(await recordPaymentEvent(payload, declined)).toEqual({ outcome: 'recorded', status: 'open', changed: false })
    expect(await recordPaymentEvent(payload, paid(order, 'evt_paid_after_decline'))).toMatchObject({
      status: 'fulfilled',
    })
    expect(await countOf('payments', order.number)).toBe(2)
  })

  it('whose fulfilment fails keeps nothing, so the provider’s retry fulfils it', async () => {
    const { order } = await orderFor(ada)
    failNext = true
    await expect(recordPaymentEvent(payload, paid(order, 'evt_retry'))).rejects.toThrow('unreachable')
    expect(await statusOf(order.id)).toBe('open')
    expect(await fulfilments(order.number)).toBe(0)
    expect(await countOf('payment_events', order.number)).toBe(0)
    expect(await countOf('payments', order.number)).toBe(0)

    expect(await recordPaymentEvent(payload, paid(order, 'evt_retry'))).toMatchObject({ status: 'fulfilled' })
    expect(await fulfilments(order.number)).toBe(1)
  })

  it('pays an order of any size in minor units', async () => {
    const { order } = await orderFor(ada, ['original'])
    expect(order.totalMinor).toBe(6_000_000_000)
    expect(await recordPaymentEvent(payload, paid(order, 'evt_original'))).toMatchObject({ status: 'fulfilled' })
  })

  it('of money that is not the total is kept as a payment but does not pay the order', async () => {
    const { order } = await orderFor(ada)
    const short = { ...paid(order, 'evt_short'), amount: { minor: 1, currency: 'USD' } }
    expect(await recordPaymentEvent(payload, short)).toMatchObject({ outcome: 'refused' })
    expect(await statusOf(order.id)).toBe('open')
    expect(await countOf('payments', order.number)).toBe(1)
    expect(await fulfilments(order.number)).toBe(0)
  })

  it('for no such order, or malformed, records nothing', async () => {
    const { order } = await orderFor(ada)
    expect(
      await recordPaymentEvent(payload, { ...paid(order, 'evt_nobody'), orderNumber: 'V-1999-000001' }),
    ).toMatchObject({ outcome: 'invalid' })
    expect(await recordPaymentEvent(payload, { ...paid(order, ''), orderNumber: order.number })).toMatchObject({
      outcome: 'invalid',
    })
    expect(await countOf('payment_events', 'V-1999-000001')).toBe(0)
  })
})

describe('who reads an order', () => {
  let adas: Order
  let guests: Order

  beforeAll(async () => {
    adas = (await orderFor(ada)).order
    await recordPaymentEvent(payload, paid(adas, 'evt_access'))
    guests = (await orderFor(null)).order
  })

  const asPerson = (id: number, user: User | undefined) =>
    payload.findByID({ collection: 'orders', id, depth: 0, user, overrideAccess: false })

  it('its buyer, and staff, through the local API; never the guest’s key', async () => {
    expect(await asPerson(adas.id, ada)).toMatchObject({ number: adas.number, status: 'fulfilled' })
    expect(await asPerson(guests.id, staff)).toMatchObject({ number: guests.number })
    expect((await asPerson(guests.id, staff)).guestToken).toBeUndefined()
    const own = await payload.find({ collection: 'orders', user: ada, overrideAccess: false, limit: 100, depth: 0 })
    expect(own.docs.every((order) => order.buyer === ada.id)).toBe(true)
    const payments = await payload.find({ collection: 'payments', user: ada, overrideAccess: false, depth: 0 })
    expect(payments.docs.length).toBeGreaterThan(0)
  })

  it('a guest, by its number and the key of the receipt link only', async () => {
    const { order, guestToken } = await orderFor(null)
    const key = guestToken!
    expect(await guestOrder(payload, order.number, key)).toMatchObject({ id: order.id, guestName: 'Grace Guest' })
    expect(await guestOrder(payload, order.number.toLowerCase(), key)).toMatchObject({ id: order.id })
    expect((await guestOrder(payload, order.number, key))?.guestToken).toBeUndefined()
    const wrong = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')
    expect(await guestOrder(payload, order.number, wrong)).toBeNull()
    expect(await guestOrder(payload, guests.number, key)).toBeNull()
    expect(await guestOrder(payload, adas.number, '')).toBeNull()
    expect(await guestOrder(payload, 'not a number', key)).toBeNull()
  })

  it('not another person, nor anyone anonymous, through the local API', async () => {
    await expect(asPerson(adas.id, ben)).rejects.toMatchObject({ status: 404 })
    await expect(asPerson(guests.id, ben)).rejects.toMatchObject({ status: 404 })
    await expect(asPerson(adas.id, undefined)).rejects.toMatchObject({ status: 403 })
    expect((await payload.find({ collection: 'orders', user: ben, overrideAccess: false })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'payments', user: ben, overrideAccess: false })).totalDocs).toBe(0)
    await expect(payload.find({ collection: 'refunds', user: ada, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('not another person, nor anyone anonymous, through REST and GraphQL', async () => {
    expect((await rest('GET', `/orders/${adas.id}`, { token: tokens.ada })).body).toMatchObject({
      number: adas.number,
    })
    expect((await rest('GET', `/orders/${adas.id}`, { token: tokens.ben })).status).toBe(404)
    expect((await rest('GET', `/orders/${adas.id}`)).status).toBe(403)
    expect((await rest('GET', '/orders', { token: tokens.ben })).body).toMatchObject({ totalDocs: 0 })
    expect((await rest('GET', '/payments')).status).toBe(403)
    // A query on the guest's key would give it away a character at a time.
    const probe = await rest('GET', `/orders?where[guestToken][like]=a`, { token: tokens.staff })
    expect(probe).toMatchObject({ status: 400, body: { errors: [{ message: expect.stringMatching(/guestToken/) }] } })
    const probeGraphql = `query { Orders(where: { guestToken: { like: "a" } }) { docs { number } } }`
    expect((await graphql(probeGraphql, { token: tokens.staff })).body.errors?.[0].message).toBe(
      'The following path cannot be queried: guestToken',
    )

    const query = `query { Orders { docs { number } } }`
    expect((await graphql(query, { token: tokens.ben })).body.data).toEqual({ Orders: { docs: [] } })
    expect((await graphql(query)).body.errors?.[0].message).toMatch(/not allowed/)
  })

  it('is written by nobody through REST or GraphQL, staff included', async () => {
    const line = { kind: 'test-print', product: 'a', description: 'Free', unitPriceMinor: 0, quantity: 1 }
    const forged = { number: 'V-2026-999999', status: 'paid', currency: 'USD', totalMinor: 0, lines: [line] }
    expect((await rest('POST', '/orders', { token: tokens.staff, body: forged })).status).toBe(403)
    expect((await rest('PATCH', `/orders/${adas.id}`, { token: tokens.ada, body: { status: 'paid' } })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `/orders/${guests.id}`, { token: tokens.staff })).status).toBe(403)
    const mutation = `mutation { updateOrder(id: ${guests.id}, data: { status: paid }) { status } }`
    expect((await graphql(mutation, { token: tokens.staff })).body.errors?.[0].message).toMatch(/not allowed/)
    expect(await statusOf(guests.id)).toBe('open')
  })
})
