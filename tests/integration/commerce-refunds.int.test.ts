import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as callFunction } from '@/app/fn/[name]/route'
import {
  createOrder,
  paymentsExportResponse,
  productKinds,
  recordManualPayment,
  recordPaymentEvent,
  refundPayment,
  settlePendingRefunds,
  type ProductKind,
} from '@/domains/commerce'
import { findPayments, parsePaymentsFilter } from '@/domains/commerce/services/payments-list'
import { database, rowsOf } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Refunds on a real PostgreSQL through the test provider (decision 044):
 * in part and in full, never more than was paid even when two staff members
 * refund at once, only by staff, each with its reason and an audit entry;
 * read by staff only and written by nobody through REST and GraphQL.
 */

let payload: Payload
let staff: User
let member: User
let events = 0
const PASSWORD = 'a-good-password'

const posters: ProductKind = {
  name: 'test-poster',
  label: 'Poster',
  mayBuy: async () => null,
  priceFor: async () => ({ unitMinor: 3000, description: 'Poster', reason: 'list price' }),
  fulfil: async () => {},
}

/** Signed copies: `copiesLeft` of them, held when an order is paid at the desk without checkout. */
let copiesLeft = 1
const lastCopies: ProductKind = {
  name: 'test-signed-copy',
  label: 'Signed copy',
  mayBuy: async () => null,
  priceFor: async () => ({ unitMinor: 5000, description: 'Signed copy', reason: 'list price' }),
  hold: async (_tx, line) => {
    if (copiesLeft < line.quantity) return 'The signed copy is sold out.'
    copiesLeft -= line.quantity
    return null
  },
  release: async (_tx, line) => {
    copiesLeft += line.quantity
  },
  fulfil: async () => {},
}

/** An order of one poster, paid (or declined) through the test provider; its payment's id. */
async function paidOrder(outcome: 'succeeded' | 'failed' = 'succeeded'): Promise<{ number: string; payment: number }> {
  const made = await createOrder(payload, {
    buyer: { person: member },
    lines: [{ kind: 'test-poster', product: 'p', quantity: 1 }],
    currency: 'USD',
  })
  if (!made.ok) throw new Error(made.message)
  await recordPaymentEvent(payload, {
    provider: 'test',
    eventId: `refunds_evt_${(events += 1)}`,
    orderNumber: made.order.number,
    outcome,
    amount: { minor: 3000, currency: 'USD' },
    paymentReference: `test_pi_${made.order.number}`,
  })
  const { docs } = await payload.find({
    collection: 'payments',
    where: { order: { equals: made.order.id } },
    overrideAccess: true,
  })
  return { number: made.order.number, payment: docs[0]!.id }
}

const statusOf = async (number: string) =>
  (await payload.find({ collection: 'orders', where: { number: { equals: number } }, overrideAccess: true })).docs[0]!
    .status

const refundsOf = (payment: number) =>
  rowsOf<{ status: string; amount: number; reference: string | null }>(
    database(payload),
    sql`SELECT status, amount_minor::float8 AS amount, reference FROM refunds WHERE payment_id = ${payment} ORDER BY id`,
  )

beforeAll(async () => {
  payload = await testPayload()
  productKinds(payload).register(posters)
  productKinds(payload).register(lastCopies)
  const person = (email: string, roles: ('staff' | 'artlover')[]) =>
    payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
  staff = await person('rita@example.org', ['staff'])
  member = await person('mo@example.org', ['artlover'])
})

describe('a refund', () => {
  it('gives back part of a payment, then the rest, moving the order to partly refunded then refunded', async () => {
    const { number, payment } = await paidOrder()
    const part = await refundPayment(payload, staff, { payment, amountMinor: 1000, reason: 'Damaged corner' })
    expect(part).toMatchObject({ ok: true, reference: expect.stringMatching(/^test_re_/) })
    expect(await statusOf(number)).toBe('partly-refunded')
    const rest = await refundPayment(payload, staff, { payment, amountMinor: 2000, reason: 'Returned' })
    expect(rest.ok).toBe(true)
    expect(await statusOf(number)).toBe('refunded')
    expect((await refundsOf(payment)).map((refund) => [refund.status, refund.amount])).toEqual([
      ['succeeded', 1000],
      ['succeeded', 2000],
    ])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'payment.refund' }, targetId: { equals: String(payment) } },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(2)
    expect(audit.docs.every((entry) => entry.actor && (entry.actor as { id: number }).id === staff.id)).toBe(true)
  })

  it('refuses more than is left, nothing at all, and no reason — in words', async () => {
    const { payment } = await paidOrder()
    await refundPayment(payload, staff, { payment, amountMinor: 2500, reason: 'Late delivery' })
    expect(await refundPayment(payload, staff, { payment, amountMinor: 600, reason: 'More' })).toEqual({
      ok: false,
      message: 'At most $5.00 of this payment can still be refunded ($25.00 of $30.00 already is).',
    })
    expect(await refundPayment(payload, staff, { payment, amountMinor: 0, reason: 'x' })).toEqual({
      ok: false,
      message: 'A refund must be a positive amount.',
    })
    expect(await refundPayment(payload, staff, { payment, amountMinor: 100, reason: '  ' })).toEqual({
      ok: false,
      message: 'Say why the money is given back: the reason is kept with the refund.',
    })
    expect(await refundPayment(payload, staff, { payment: 999_999, amountMinor: 100, reason: 'x' })).toEqual({
      ok: false,
      message: 'There is no such payment.',
    })
    expect(await refundsOf(payment)).toHaveLength(1)
  })

  it('gives back once when two staff members refund the whole payment at the same moment', async () => {
    const { number, payment } = await paidOrder()
    const answers = await Promise.all(
      [1, 2].map(() => refundPayment(payload, staff, { payment, amountMinor: 3000, reason: 'Cancelled' })),
    )
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.find((answer) => !answer.ok)).toEqual({
      ok: false,
      message: 'This payment has been refunded in full already.',
    })
    expect(await refundsOf(payment)).toHaveLength(1)
    expect(await statusOf(number)).toBe('refunded')
  })

  it('is refused to anyone who is not staff, and on a payment that took no money', async () => {
    const { payment } = await paidOrder()
    expect(await refundPayment(payload, member, { payment, amountMinor: 100, reason: 'Please' })).toEqual({
      ok: false,
      message: 'Only staff give money back.',
    })
    const declined = await paidOrder('failed')
    expect(await refundPayment(payload, staff, { payment: declined.payment, amountMinor: 100, reason: 'x' })).toEqual({
      ok: false,
      message: 'This payment did not take any money: there is nothing to refund.',
    })
    expect(await refundsOf(payment)).toHaveLength(0)
  })

  it('is read by staff only and written by nobody, through REST and GraphQL', async () => {
    const { payment } = await paidOrder()
    await refundPayment(payload, staff, { payment, amountMinor: 500, reason: 'Goodwill' })
    const [asStaff, asMember] = [
      await tokenFor(payload, staff.email, PASSWORD),
      await tokenFor(payload, member.email, PASSWORD),
    ]
    const path = `/refunds?where[payment][equals]=${payment}`
    expect((await rest('GET', path, { token: asStaff })).body).toMatchObject({ totalDocs: 1 })
    expect((await rest('GET', path, { token: asMember })).status).toBe(403)
    expect((await rest('GET', path)).status).toBe(403)
    const made = await rest('POST', '/refunds', {
      token: asStaff,
      body: { payment, currency: 'USD', amountMinor: 100, reason: 'by hand', idempotencyKey: 'by-hand' },
    })
    expect(made.status).toBe(403)
    const query = `{ Refunds(where: { payment: { equals: ${payment} } }) { totalDocs } }`
    expect(await graphql(query, { token: asStaff })).toMatchObject({ body: { data: { Refunds: { totalDocs: 1 } } } })
    expect((await graphql(query, { token: asMember })).body).toMatchObject({ errors: [expect.anything()] })
    expect(await refundsOf(payment)).toHaveLength(1)
  })
})

describe('stripetrans’ list and export', () => {
  const filterOf = (query: string) => {
    const parsed = parsePaymentsFilter(new URLSearchParams(query))
    if (!parsed.ok) throw new Error(parsed.problems.join('; '))
    return parsed.value
  }

  it('finds payments by person, provider and outcome, with totals net of refunds', async () => {
    const { number, payment } = await paidOrder()
    await refundPayment(payload, staff, { payment, amountMinor: 700, reason: 'Scratched' })
    const found = await findPayments(payload, filterOf(`person=${number}&provider=test&outcome=succeeded`))
    expect(found.rows.map((row) => [row.id, row.orderNumber, row.refundedMinor, row.email])).toEqual([
      [payment, number, 700, 'mo@example.org'],
    ])
    expect(found.totals).toEqual([{ currency: 'USD', payments: 1, takenMinor: 3000, refundedMinor: 700 }])
    expect((await findPayments(payload, filterOf(`person=${number}&outcome=failed`))).count).toBe(0)
    expect((await findPayments(payload, filterOf(`person=${number}&kind=test-poster`))).count).toBe(1)
    expect((await findPayments(payload, filterOf(`person=${number}&kind=merchandise`))).count).toBe(0)
    expect((await findPayments(payload, filterOf(`person=${number}&to=2000-01-01`))).count).toBe(0)
    // The staff home's "refunds not yet settled" queue opens this filter (decision 086).
    expect((await findPayments(payload, filterOf(`person=${number}&refunds=pending`))).count).toBe(0)
    const db = database(payload)
    await db.execute(sql`UPDATE refunds SET status = 'pending' WHERE payment_id = ${payment}`)
    expect((await findPayments(payload, filterOf(`person=${number}&refunds=pending`))).count).toBe(1)
    await db.execute(sql`UPDATE refunds SET status = 'succeeded' WHERE payment_id = ${payment}`)
  })

  it('names each problem of a filter in words', () => {
    expect(parsePaymentsFilter(new URLSearchParams('from=2026-13-40&provider=paypal&to=2026-01-01'))).toEqual({
      ok: false,
      problems: ['from must be a real date', 'provider must be one of test, stripe, manual'],
    })
    expect(parsePaymentsFilter(new URLSearchParams('from=2026-02-01&to=2026-01-01'))).toEqual({
      ok: false,
      problems: ['from must not be after the end date'],
    })
    expect(parsePaymentsFilter(new URLSearchParams('refunds=asked'))).toEqual({
      ok: false,
      problems: ['refunds must be pending'],
    })
  })

  it('exports the payments as CSV to staff only, and audits it', async () => {
    const { number } = await paidOrder()
    const request = (token?: string) =>
      new Request(`http://localhost:3000/api/payments/export?person=${number}`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      })
    expect((await paymentsExportResponse(payload, request())).status).toBe(401)
    const refused = await paymentsExportResponse(payload, request(await tokenFor(payload, member.email, PASSWORD)))
    expect(refused.status).toBe(403)
    const csv = await paymentsExportResponse(payload, request(await tokenFor(payload, staff.email, PASSWORD)))
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // Response.text() would drop the byte order mark: decoded keeping it, as a spreadsheet reads the file.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer())
    expect(text.startsWith('\uFEFFPayment,Date,Order,')).toBe(true)
    const lines = text.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`,${number},fulfilled,`)
    expect(lines[1]).toContain(',test,succeeded,USD,3000,0,')
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'payments.export' } },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    const bad = await paymentsExportResponse(
      payload,
      new Request('http://localhost:3000/api/payments/export?outcome=maybe', {
        headers: { authorization: `JWT ${await tokenFor(payload, staff.email, PASSWORD)}` },
      }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('outcome must be succeeded or failed')
  })
})

describe('a payment taken by hand', () => {
  const deskOrder = async (kind = 'test-poster') => {
    const made = await createOrder(payload, {
      buyer: { person: member },
      lines: [{ kind, product: 'p', quantity: 1 }],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    return made.order
  }

  it('pays and fulfils the order as a card would, keeps the method and note, and is audited', async () => {
    const order = await deskOrder()
    expect(
      await recordManualPayment(payload, staff, {
        orderNumber: order.number.toLowerCase(),
        method: 'cheque',
        amountMinor: 3000,
        note: 'No. 1042',
      }),
    ).toEqual({ ok: true, status: 'fulfilled' })
    const { docs } = await payload.find({
      collection: 'payments',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.provider, doc.outcome, doc.amountMinor, doc.reference])).toEqual([
      ['manual', 'succeeded', 3000, 'Cheque: No. 1042'],
    ])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'payment.manual' }, targetId: { equals: String(order.id) } },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    expect(await refundPayment(payload, staff, { payment: docs[0]!.id, amountMinor: 3000, reason: 'Bounced' })).toEqual(
      {
        ok: true,
        refund: expect.any(Number),
        reference: 'given back by hand',
      },
    )
  })

  it('takes the stock an order paid at the desk never held, and tells staff what was gone', async () => {
    copiesLeft = 1
    const [first, second] = [await deskOrder('test-signed-copy'), await deskOrder('test-signed-copy')]
    const pay = (number: string) =>
      recordManualPayment(payload, staff, { orderNumber: number, method: 'cash', amountMinor: 5000, note: '' })
    expect(await pay(first.number)).toEqual({ ok: true, status: 'fulfilled' })
    expect(copiesLeft).toBe(0)
    expect(await pay(second.number)).toEqual({ ok: true, status: 'fulfilled' })
    expect(await statusOf(second.number)).toBe('fulfilled')
    const [paidWithout] = (
      await payload.find({ collection: 'orders', where: { number: { equals: second.number } }, overrideAccess: true })
    ).docs
    expect(paidWithout!.attention).toBe('Paid without checkout: The signed copy is sold out.')
  })

  it('refuses in words: not staff, no such order, not the whole total, an order paid already, no method', async () => {
    const order = await deskOrder()
    const record = (who: User, changes: Partial<Parameters<typeof recordManualPayment>[2]> = {}) =>
      recordManualPayment(payload, who, {
        orderNumber: order.number,
        method: 'cash',
        amountMinor: 3000,
        note: '',
        ...changes,
      })
    expect(await record(member)).toEqual({ ok: false, message: 'Only staff record payments.' })
    expect(await record(staff, { orderNumber: 'V-2026-999998' })).toEqual({
      ok: false,
      message: 'There is no order V-2026-999998.',
    })
    expect(await record(staff, { orderNumber: 'not one' })).toEqual({
      ok: false,
      message: 'Give the order’s number, such as V-2026-000123.',
    })
    expect(await record(staff, { amountMinor: 2000 })).toEqual({
      ok: false,
      message: 'The order’s total is $30.00: record a payment of the whole total.',
    })
    expect(await record(staff, { method: 'barter' })).toEqual({
      ok: false,
      message: 'Say how it was paid: cheque, cash or bank transfer.',
    })
    expect(await record(staff)).toEqual({ ok: true, status: 'fulfilled' })
    expect(await record(staff)).toEqual({
      ok: false,
      message: `Order ${order.number} is fulfilled: there is nothing to pay.`,
    })
    const payments = await payload.count({
      collection: 'payments',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(payments.totalDocs).toBe(1)
  })
})

describe('the money functions at /fn', () => {
  /** `POST /fn/{name}` through the route file the site mounts, as a callable client sends it. */
  async function call(name: string, data: unknown, token?: string) {
    const request = new Request(`http://localhost:3000/fn/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    })
    const response = await callFunction(request, { params: Promise.resolve({ name }) })
    return {
      status: response.status,
      body: (await response.json()) as { result?: unknown; error?: { status: string; message: string } },
    }
  }

  it('refuses a guest and a member the refund and the payment by hand, changing nothing', async () => {
    const { number, payment } = await paidOrder()
    const memberToken = await tokenFor(payload, member.email, PASSWORD)
    const unpaid = await createOrder(payload, {
      buyer: { person: member },
      lines: [{ kind: 'test-poster', product: 'p', quantity: 1 }],
      currency: 'USD',
    })
    if (!unpaid.ok) throw new Error(unpaid.message)
    for (const token of [undefined, memberToken]) {
      const refund = await call('refundPayment', { payment, amountMinor: 3000, reason: 'Mine now' }, token)
      expect(refund.status).toBe(token ? 403 : 401)
      const byHand = await call(
        'recordManualPayment',
        { orderNumber: unpaid.order.number, method: 'cash', amountMinor: 3000 },
        token,
      )
      expect(byHand.status).toBe(token ? 403 : 401)
    }
    expect(await refundsOf(payment)).toEqual([])
    expect(await statusOf(number)).toBe('fulfilled')
    expect(await statusOf(unpaid.order.number)).toBe('open')
  })

  it('lets staff refund and record a payment by hand, and names what is wrong', async () => {
    const token = await tokenFor(payload, staff.email, PASSWORD)
    const { number, payment } = await paidOrder()
    const tooMuch = await call('refundPayment', { payment, amountMinor: 9000, reason: 'Oops' }, token)
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/\$30\.00/),
    })
    const refunded = await call('refundPayment', { payment, amountMinor: 3000, reason: 'Returned' }, token)
    expect(refunded.status).toBe(200)
    expect(await statusOf(number)).toBe('refunded')

    const unpaid = await createOrder(payload, {
      buyer: { person: member },
      lines: [{ kind: 'test-poster', product: 'p', quantity: 1 }],
      currency: 'USD',
    })
    if (!unpaid.ok) throw new Error(unpaid.message)
    const wrongMethod = await call(
      'recordManualPayment',
      { orderNumber: unpaid.order.number, method: 'barter', amountMinor: 3000 },
      token,
    )
    expect(wrongMethod.body.error?.message).toBe('Say how it was paid: cheque, cash or bank transfer.')
    const paid = await call(
      'recordManualPayment',
      { orderNumber: unpaid.order.number, method: 'cheque', amountMinor: 3000, note: 'Cheque 1042' },
      token,
    )
    expect(paid).toMatchObject({ status: 200, body: { result: { orderNumber: unpaid.order.number } } })
    expect(await statusOf(unpaid.order.number)).toBe('fulfilled')
  })
})

describe('a refund left pending by a stop', () => {
  /** What a stop between writing the refund and hearing the provider leaves: a pending refund, minutes old. */
  async function leftPending(payment: number, amountMinor: number, minutesAgo: number) {
    const [{ order }] = await rowsOf<{ order: number }>(
      database(payload),
      sql`SELECT order_id AS "order" FROM payments WHERE id = ${payment}`,
    )
    const refund = await payload.create({
      collection: 'refunds',
      overrideAccess: true,
      data: {
        order,
        payment,
        currency: 'USD',
        amountMinor,
        reason: 'Stopped midway',
        status: 'pending',
        staff: staff.id,
        idempotencyKey: `refund-${payment}-1`,
      },
    })
    await database(payload).execute(
      sql`UPDATE refunds SET updated_at = now() - make_interval(mins => ${minutesAgo}) WHERE id = ${refund.id}`,
    )
    return refund.id
  }

  it('is settled once with its own key, however many runs meet, and moves the order', async () => {
    const { number, payment } = await paidOrder()
    await leftPending(payment, 3000, 15)
    const runs = await Promise.all([settlePendingRefunds(payload), settlePendingRefunds(payload)])
    expect(runs.reduce((sum, settled) => sum + settled, 0)).toBe(1)
    expect(await settlePendingRefunds(payload)).toBe(0)
    const [refund] = await refundsOf(payment)
    expect(refund).toMatchObject({ status: 'succeeded', amount: 3000, reference: expect.stringMatching(/^test_re_/) })
    expect(await statusOf(number)).toBe('refunded')
  })

  it('leaves a refund still being made (pending for a moment) to the request making it', async () => {
    const { payment } = await paidOrder()
    await leftPending(payment, 1000, 1)
    expect(await settlePendingRefunds(payload)).toBe(0)
    expect((await refundsOf(payment)).map((refund) => refund.status)).toEqual(['pending'])
  })
})
