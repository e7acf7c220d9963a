import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createOrder, productKinds, recordPaymentEvent, refundPayment, type ProductKind } from '@/domains/commerce'
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

/** An order of one poster, paid through the test provider; its payment's id. */
async function paidOrder(): Promise<{ number: string; payment: number }> {
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
    outcome: 'succeeded',
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
      outcome: 'failed',
      amount: { minor: 3000, currency: 'USD' },
    })
    const declined = (
      await payload.find({ collection: 'payments', where: { order: { equals: made.order.id } }, overrideAccess: true })
    ).docs[0]!
    expect(await refundPayment(payload, staff, { payment: declined.id, amountMinor: 100, reason: 'x' })).toEqual({
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
