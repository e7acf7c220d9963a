import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeDeskSale, recordPaymentEvent, type DeskPayment } from '@/domains/commerce'
import type { DeskBasket, DeskBuyer } from '@/domains/commerce/services/desk-sale'
import { deskSaleOutcome, type DeskSaleSettings } from '@/domains/commerce/services/desk-sale-checkout'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Product, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The desk sale on a real PostgreSQL (`creditcardprocessor`, decision 045):
 * an order for a person or a guest with shop products and a free amount,
 * paid by hand (fulfilled at once) or by card through the test provider;
 * stock refused in words; audited; refused to anyone who is not staff; the
 * free amounts' records read by staff only and written by nobody through
 * REST and GraphQL.
 */

const PASSWORD = 'a-good-password'
const settings: DeskSaleSettings = {
  production: false,
  PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef',
  PUBLIC_URL: 'http://localhost:3000',
  CURRENCY: 'USD',
}

let payload: Payload
let staff: User
let member: User
let linocut: Product
let events = 0

const cash: DeskPayment = { method: 'cash', reference: 'Handed over at the desk' }

function sale(buyer: DeskBuyer, basket: DeskBasket, payment: DeskPayment = cash, by: User = staff) {
  return makeDeskSale(payload, by, { buyer, basket, payment, settings })
}

const orderOf = async (number: string) => {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

const stockOf = async (id: number) =>
  (await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })).stock

const deskAmounts = () =>
  rowsOf<{ id: number; description: string; amount: number; paid: boolean; order: number | null }>(
    database(payload),
    sql`SELECT id, description, amount_minor::float8 AS amount, paid_at IS NOT NULL AS paid, order_id AS "order"
        FROM desk_amounts ORDER BY id`,
  )

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: ('staff' | 'artlover')[], name?: string) =>
    payload.create({ collection: 'users', overrideAccess: true, data: { email, name, password: PASSWORD, roles } })
  staff = await person('desk@example.org', ['staff'])
  member = await person('ada@example.org', ['artlover'], 'Ada Lovelace')
  linocut = await payload.create({
    collection: 'products',
    overrideAccess: true,
    data: { name: 'Harbour linocut', kind: 'merchandise', priceMinor: 4200, stock: 5, active: true },
  })
})

describe('a desk sale paid by hand', () => {
  it('makes the person’s order of products and a free amount, paid and fulfilled, and audits it', async () => {
    const answer = await sale(
      { person: member.id },
      { items: [{ product: linocut.id, quantity: 2 }], amount: { minor: 2500, description: 'Workshop fee' } },
      { method: 'cheque', reference: 'Cheque 001234' },
    )
    expect(answer).toMatchObject({ ok: true, redirectTo: null })
    if (!answer.ok) return
    const order = await orderOf(answer.orderNumber)
    expect(order).toMatchObject({ buyer: member.id, status: 'fulfilled', totalMinor: 2 * 4200 + 2500 })
    expect(order.lines?.map((line) => [line.kind, line.description, line.unitPriceMinor, line.quantity])).toEqual([
      ['merchandise', 'Harbour linocut', 4200, 2],
      ['desk-amount', 'Workshop fee', 2500, 1],
    ])
    expect(await stockOf(linocut.id)).toBe(3)
    const [amount] = await deskAmounts()
    expect(amount).toMatchObject({ description: 'Workshop fee', amount: 2500, paid: true, order: order.id })

    const { docs: payments } = await payload.find({
      collection: 'payments',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(payments.map((payment) => [payment.provider, payment.outcome, payment.reference])).toEqual([
      ['manual', 'succeeded', 'Cheque: Cheque 001234'],
    ])
    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'desk.sale' }, targetId: { equals: String(order.id) } },
      overrideAccess: true,
      depth: 0,
    })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor: staff.id,
      target: answer.orderNumber,
      summary: { order: answer.orderNumber, method: 'cheque', totalMinor: 10900, buyer: member.id },
    })
    expect(await deskSaleOutcome(payload, answer.orderNumber)).toMatchObject({ outcome: 'paid', words: 'Paid' })
  })

  it('sells a free amount alone to a walk-in guest', async () => {
    const answer = await sale(
      { guest: { name: 'Lin Walk-in', email: 'Lin@Example.org' } },
      { items: [], amount: { minor: 5000, description: 'Donation' } },
    )
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    expect(await orderOf(answer.orderNumber)).toMatchObject({
      buyer: null,
      guestName: 'Lin Walk-in',
      guestEmail: 'lin@example.org',
      status: 'fulfilled',
      totalMinor: 5000,
    })
  })

  it('refuses, in words and writing nothing, more than is in stock, a bad guest, an unknown person or method', async () => {
    const before = {
      orders: (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs,
      amounts: (await deskAmounts()).length,
      stock: await stockOf(linocut.id),
    }
    const withAmount = (quantity: number): DeskBasket => ({
      items: [{ product: linocut.id, quantity }],
      amount: { minor: 1000, description: 'Frame' },
    })
    expect(await sale({ person: member.id }, withAmount(before.stock! + 1))).toEqual({
      ok: false,
      message: `Only ${before.stock} left of Harbour linocut.`,
    })
    expect(await sale({ guest: { name: 'No Mail', email: 'not-an-address' } }, withAmount(1))).toEqual({
      ok: false,
      message: 'Give an email address for the receipt, such as ada@example.org.',
    })
    expect(await sale({ person: 999_999 }, withAmount(1))).toEqual({
      ok: false,
      message: 'There is no such person: find them again.',
    })
    expect(await sale({ person: member.id }, withAmount(1), { method: 'bitcoin' as 'cash', reference: '' })).toEqual({
      ok: false,
      message: 'Say how it was paid: cheque, cash or bank transfer.',
    })
    expect(await sale({ person: member.id }, { items: [{ product: 999_999, quantity: 1 }], amount: null })).toEqual({
      ok: false,
      message: 'A product you chose is no longer on sale: choose again.',
    })
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before.orders)
    expect(await deskAmounts()).toHaveLength(before.amounts)
    expect(await stockOf(linocut.id)).toBe(before.stock)
  })

  it('is refused to anyone who is not staff', async () => {
    const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    expect(
      await sale({ person: member.id }, { items: [], amount: { minor: 100, description: 'Mine' } }, cash, member),
    ).toEqual({ ok: false, message: 'Only staff can take payments at the desk.' })
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('a desk sale by card', () => {
  it('starts checkout with the test provider, holding stock, and comes back paid or declined', async () => {
    const stock = (await stockOf(linocut.id))!
    const answer = await sale(
      { person: member.id },
      { items: [{ product: linocut.id, quantity: 1 }], amount: { minor: 1200, description: 'Catalogue postage' } },
      { method: 'card' },
    )
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    const address = new URL(answer.redirectTo!)
    expect(address.pathname).toBe('/shop/testpay')
    expect(await stockOf(linocut.id)).toBe(stock - 1)
    expect(await orderOf(answer.orderNumber)).toMatchObject({ status: 'awaiting-payment', totalMinor: 5400 })
    expect(await deskSaleOutcome(payload, answer.orderNumber)).toMatchObject({ outcome: 'waiting' })

    const pay = (outcome: 'failed' | 'succeeded') =>
      recordPaymentEvent(payload, {
        provider: 'test',
        eventId: `desk_evt_${(events += 1)}`,
        orderNumber: answer.orderNumber,
        outcome,
        amount: { minor: 5400, currency: 'USD' },
        paymentReference: `test_pi_${answer.orderNumber}`,
      })
    await pay('failed')
    expect(await deskSaleOutcome(payload, answer.orderNumber)).toMatchObject({ outcome: 'declined' })
    await pay('succeeded')
    expect(await deskSaleOutcome(payload, answer.orderNumber)).toMatchObject({ outcome: 'paid' })
    expect((await deskAmounts()).at(-1)).toMatchObject({ description: 'Catalogue postage', paid: true })
    expect(await stockOf(linocut.id)).toBe(stock - 1)

    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'desk.sale' }, target: { equals: answer.orderNumber } },
      overrideAccess: true,
      depth: 0,
    })
    expect(audit.map((entry) => (entry.summary as { method: string }).method)).toEqual(['card'])
  })
})

describe('the free amounts’ records', () => {
  it('are read by staff only and written by nobody, through REST and GraphQL', async () => {
    const [asStaff, asMember] = [
      await tokenFor(payload, staff.email, PASSWORD),
      await tokenFor(payload, member.email, PASSWORD),
    ]
    const total = (await deskAmounts()).length
    expect(total).toBeGreaterThan(0)
    expect((await rest('GET', '/desk-amounts', { token: asStaff })).body).toMatchObject({ totalDocs: total })
    expect((await rest('GET', '/desk-amounts', { token: asMember })).status).toBe(403)
    expect((await rest('GET', '/desk-amounts')).status).toBe(403)
    const data = { description: 'Free money', amountMinor: 1, currency: 'USD', staff: staff.id }
    for (const token of [asStaff, asMember, undefined]) {
      expect((await rest('POST', '/desk-amounts', { token, body: data })).status).toBe(403)
    }
    const [first] = await deskAmounts()
    expect(
      (await rest('PATCH', `/desk-amounts/${first!.id}`, { token: asStaff, body: { amountMinor: 1 } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/desk-amounts/${first!.id}`, { token: asMember })).status).toBe(403)

    const query = '{ DeskAmounts { totalDocs } }'
    expect(await graphql(query, { token: asStaff })).toMatchObject({
      body: { data: { DeskAmounts: { totalDocs: total } } },
    })
    expect((await graphql(query, { token: asMember })).body).toMatchObject({ errors: [expect.anything()] })
    expect((await graphql(query)).body).toMatchObject({ errors: [expect.anything()] })
    const mutation = `mutation { createDeskAmount(data: { description: "x", amountMinor: 1, currency: "USD" }) { id } }`
    expect((await graphql(mutation, { token: asStaff })).body).toMatchObject({ errors: [expect.anything()] })
    expect((await graphql(mutation, { token: asMember })).body).toMatchObject({ errors: [expect.anything()] })
    expect(await deskAmounts()).toHaveLength(total)
    expect((await deskAmounts())[0]!.amount).toBe(first!.amount)
  })
})
