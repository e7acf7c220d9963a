import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  createOrder,
  productKinds,
  recordPaymentEvent,
  sendOrderReceipt,
  type PaymentNotification,
  type ProductKind,
} from '@/domains/commerce'
import { database, rowsOf } from '@/platform/database/transaction'
import { runDueJobs } from '@/platform/jobs'
import type { Order, User } from '@/payload-types'

import { testPayload } from './payload'

/**
 * The receipt mailed when an order is paid (decision 044): queued as one job
 * in the paying transaction, whatever is delivered twice; mailed once by the
 * jobs queue's runner, however often the job runs.
 */

let payload: Payload
let ada: User

/** A print whose fulfilment fails while `failNext` is set: a payment that rolls back. */
let failNext = false
const prints: ProductKind = {
  name: 'receipt-print',
  label: 'Print',
  mayBuy: async () => null,
  priceFor: async (_tx, line) => ({ unitMinor: 2500, description: `Print ${line.product}`, reason: 'list price' }),
  fulfil: async () => {
    if (failNext) {
      failNext = false
      throw new Error('The print shop is unreachable.')
    }
  },
}

async function orderFor(buyer: User | null): Promise<{ order: Order; guestToken: string | null }> {
  const made = await createOrder(payload, {
    buyer: buyer ? { person: buyer } : { guest: { email: 'grace@example.org', name: 'Grace Guest' } },
    lines: [
      { kind: 'receipt-print', product: 'harbour', quantity: 2 },
      { kind: 'receipt-print', product: 'dusk', quantity: 1 },
    ],
    currency: 'USD',
  })
  if (!made.ok) throw new Error(made.message)
  return made
}

const notification = (order: Order, eventId: string, outcome: 'succeeded' | 'failed' = 'succeeded') =>
  ({
    provider: 'test',
    eventId,
    orderNumber: order.number,
    outcome,
    amount: { minor: order.totalMinor, currency: order.currency },
  }) satisfies PaymentNotification

/** The receipt jobs queued for an order and not yet run. */
const receiptJobs = async (order: Order) =>
  (
    await rowsOf<{ count: number }>(
      database(payload),
      sql`SELECT count(*)::integer AS count FROM payload_jobs
          WHERE task_slug = 'sendOrderReceipt' AND (input->>'order')::integer = ${order.id}`,
    )
  )[0]!.count

const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

const receiptSentAt = async (order: Order) =>
  (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).receiptSentAt

beforeAll(async () => {
  payload = await testPayload()
  productKinds(payload).register(prints)
  ada = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'ada@example.org', name: 'Ada Lovelace', password: 'a-good-password', roles: ['artlover'] },
  })
})

beforeEach(async () => {
  // Each test runs the queue itself: what another test left queued is not its business.
  await database(payload).execute(sql`DELETE FROM payload_jobs`)
})

describe('queueing the receipt with the payment', () => {
  it('queues exactly one job when the same success is delivered twice, at once and again later', async () => {
    const { order } = await orderFor(ada)
    const deliveries = await Promise.all([1, 2].map(() => recordPaymentEvent(payload, notification(order, 'ev-1'))))
    expect(deliveries.map((answer) => answer.outcome).sort()).toEqual(['duplicate', 'recorded'])
    await recordPaymentEvent(payload, notification(order, 'ev-1'))
    expect(await receiptJobs(order)).toBe(1)
  })

  it('queues one job for two different successes (money taken twice is for staff, not a second receipt)', async () => {
    const { order } = await orderFor(ada)
    await recordPaymentEvent(payload, notification(order, 'ev-2a'))
    await recordPaymentEvent(payload, notification(order, 'ev-2b'))
    expect(await receiptJobs(order)).toBe(1)
  })

  it('queues nothing for a failed payment', async () => {
    const { order } = await orderFor(ada)
    expect(await recordPaymentEvent(payload, notification(order, 'ev-3', 'failed'))).toMatchObject({
      outcome: 'recorded',
      changed: false,
    })
    expect(await receiptJobs(order)).toBe(0)
  })

  it('queues nothing when the payment is rolled back, and one job when its retry goes through', async () => {
    const { order } = await orderFor(ada)
    failNext = true
    await expect(recordPaymentEvent(payload, notification(order, 'ev-4'))).rejects.toThrow('unreachable')
    expect(await receiptJobs(order)).toBe(0)
    await recordPaymentEvent(payload, notification(order, 'ev-4'))
    expect(await receiptJobs(order)).toBe(1)
  })
})

describe('mailing the receipt', () => {
  it('sends one mail to the buyer when the job runs, with the link and the PDF, and records it', async () => {
    const { order } = await orderFor(ada)
    await recordPaymentEvent(payload, notification(order, 'ev-5'))
    const before = (await mailsTo('ada@example.org')).length

    await runDueJobs(payload)
    const mails = (await mailsTo('ada@example.org')).slice(before)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe(`Your receipt for order ${order.number}`)
    expect(mail!.text).toContain('Hello Ada Lovelace,')
    expect(mail!.text).toContain('2 × Print harbour: $50.00')
    expect(mail!.text).toContain('Total: $75.00')
    expect(mail!.text).toMatch(/Paid \$75\.00 on .+\. Test payment \(no real money\)\./)
    // A person signs in to see their order: their link carries no key.
    expect(mail!.text).toContain(`/shop/orders/${order.number}\n`)
    expect(mail!.html).toContain(`href="http://localhost:3000/shop/orders/${order.number}"`)
    expect(mail!.raw).toMatch(new RegExp(`filename=receipt-${order.number}\\.pdf`))
    expect(mail!.raw).toMatch(/Content-Type: application\/pdf/)
    expect(await receiptSentAt(order)).toBeTruthy()
    expect(await receiptJobs(order)).toBe(0)
  })

  it('sends nothing when the job runs again, as after a restart', async () => {
    const { order } = await orderFor(ada)
    await recordPaymentEvent(payload, notification(order, 'ev-6'))
    const before = (await mailsTo('ada@example.org')).length
    await runDueJobs(payload)

    // What a restart does: the job is there again, and runs again.
    await payload.jobs.queue({ task: 'sendOrderReceipt', input: { order: order.id } })
    await runDueJobs(payload)
    expect(await sendOrderReceipt(payload, order.id)).toBe('already-sent')
    expect((await mailsTo('ada@example.org')).length - before).toBe(1)
  })

  it('mails once when two runs of the job meet, the second waiting on the order’s lock', async () => {
    const { order } = await orderFor(ada)
    await recordPaymentEvent(payload, notification(order, 'ev-7'))
    await database(payload).execute(sql`DELETE FROM payload_jobs`)
    const before = (await mailsTo('ada@example.org')).length
    const outcomes = await Promise.all([sendOrderReceipt(payload, order.id), sendOrderReceipt(payload, order.id)])
    expect(outcomes.sort()).toEqual(['already-sent', 'sent'])
    expect((await mailsTo('ada@example.org')).length - before).toBe(1)
  })

  it('mails a guest at their address, with the key in the link', async () => {
    const { order, guestToken } = await orderFor(null)
    await recordPaymentEvent(payload, notification(order, 'ev-8'))
    await runDueJobs(payload)
    const mails = await mailsTo('grace@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Hello Grace Guest,')
    expect(mails[0]!.text).toContain(`/shop/orders/${order.number}?key=${guestToken}`)
    expect(mails[0]!.text).toContain('The link is yours alone')
  })

  it('mails nothing for an order that is not paid', async () => {
    const { order } = await orderFor(ada)
    expect(await sendOrderReceipt(payload, order.id)).toBe('not-paid')
    expect(await receiptSentAt(order)).toBeFalsy()
  })
})
