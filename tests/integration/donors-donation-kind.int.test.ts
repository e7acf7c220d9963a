import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createOrder,
  expireUnpaidOrders,
  paymentGateway,
  receiptSource,
  receiptView,
  recordPaymentEvent,
  startCheckout,
} from '@/domains/commerce'
import { config } from '@/platform/config'
import type { Campaign, Gift, Order, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Commerce's `donation` kind as donors registers it (decision 044): a gift is
 * made pending, sold as an order's line, and marked paid — a first yearly gift
 * starting its yearly gift — exactly once, by the transaction that pays the
 * order. Gifts are read by their donor and staff only. A paid gift is
 * acknowledged once, as a gift, with staff's settings (decision 076).
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let campaign: Campaign
let donor: User
let other: User
let staff: User

async function person(email: string, roles: ('staff' | 'artlover')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

async function gift(data: Partial<Gift>): Promise<Gift> {
  return payload.create({
    collection: 'gifts',
    overrideAccess: true,
    data: {
      campaign: campaign.id,
      amountMinor: 5000,
      currency: 'USD',
      frequency: 'once',
      donorName: 'Dora Donor',
      donorEmail: 'dora@example.org',
      recognition: 'named',
      status: 'pending',
      source: 'online',
      ...data,
    },
  })
}

async function orderFor(made: Gift, buyer: User | null): Promise<Order> {
  const answer = await createOrder(payload, {
    buyer: buyer ? { person: buyer } : { guest: { email: 'dora@example.org', name: 'Dora Donor' } },
    lines: [{ kind: 'donation', product: String(made.id), quantity: 1 }],
    currency: 'USD',
  })
  if (!answer.ok) throw new Error(answer.message)
  return answer.order
}

const pay = (order: Order, eventId: string) =>
  recordPaymentEvent(payload, {
    provider: 'test',
    eventId,
    orderNumber: order.number,
    outcome: 'succeeded',
    amount: { minor: order.totalMinor, currency: order.currency },
  })

beforeAll(async () => {
  payload = await testPayload()
  campaign = await payload.create({
    collection: 'campaigns',
    overrideAccess: true,
    data: { name: 'New studio roof', published: true, goalMinor: 1_000_000, suggestedAmountsMinor: [2500, 5000] },
  })
  donor = await person('dora@example.org', ['artlover'])
  other = await person('otto@example.org', ['artlover'])
  staff = await person('stella@example.org', ['staff'])
})

describe('the donation kind', () => {
  it('prices the line at the gift’s amount and names the campaign', async () => {
    const order = await orderFor(await gift({ amountMinor: 4200, frequency: 'yearly', donor: donor.id }), donor)
    expect(order.totalMinor).toBe(4200)
    expect(order.lines[0]).toMatchObject({ kind: 'donation', description: 'Gift to New studio roof (yearly)' })
  })

  it('refuses a gift to a campaign that is not published or has closed', async () => {
    const hidden = await payload.create({ collection: 'campaigns', overrideAccess: true, data: { name: 'Draft' } })
    const closed = await payload.create({
      collection: 'campaigns',
      overrideAccess: true,
      data: { name: 'Last year', published: true, closesAt: '2020-01-01T00:00:00.000Z' },
    })
    const ask = async (made: Gift) =>
      createOrder(payload, {
        buyer: { person: donor },
        lines: [{ kind: 'donation', product: String(made.id), quantity: 1 }],
        currency: 'USD',
      })
    expect(await ask(await gift({ campaign: hidden.id }))).toEqual({ ok: false, message: 'Draft is not taking gifts.' })
    expect(await ask(await gift({ campaign: closed.id }))).toEqual({
      ok: false,
      message: 'Last year has closed: thank you all the same.',
    })
  })

  it('marks a once gift paid, once, however often the payment arrives', async () => {
    const made = await gift({})
    const order = await orderFor(made, null)
    const answers = await Promise.all([1, 2, 3].map(() => pay(order, `evt_gift_${made.id}`)))
    expect(answers.filter((answer) => answer.outcome === 'duplicate')).toHaveLength(2)
    const after = await payload.findByID({ collection: 'gifts', id: made.id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({ status: 'paid', order: order.id, yearlyGift: null })
    expect(after.paidAt).toBeTruthy()
  })

  it('cancels the gift of an order that expired unpaid, and makes it paid if the payment comes after all', async () => {
    const made = await gift({})
    const order = await orderFor(made, null)
    const started = new Date(Date.now() - 60 * 60_000)
    const back = { paid: 'http://localhost:3000/paid', cancelled: 'http://localhost:3000/donors' }
    const gateway = paymentGateway(config(), 'test')!
    const checkout = await startCheckout(payload, { orderNumber: order.number, gateway, back, now: started })
    expect(checkout.ok).toBe(true)
    expect(await expireUnpaidOrders(payload)).toBeGreaterThanOrEqual(1)
    const gone = () => payload.findByID({ collection: 'gifts', id: made.id, overrideAccess: true, depth: 0 })
    expect(await gone()).toMatchObject({ status: 'cancelled' })

    expect(await pay(order, `evt_late_${made.id}`)).toMatchObject({ outcome: 'recorded', changed: true })
    expect(await gone()).toMatchObject({ status: 'paid', order: order.id })
  })

  it('starts a yearly gift from a person’s first yearly gift, renewed a year later', async () => {
    const made = await gift({ frequency: 'yearly', donor: donor.id, amountMinor: 10000 })
    const order = await orderFor(made, donor)
    await pay(order, `evt_yearly_${made.id}`)
    await pay(order, `evt_yearly_again_${made.id}`)
    const yearly = await payload.find({
      collection: 'yearly-gifts',
      overrideAccess: true,
      depth: 0,
      where: { firstGift: { equals: made.id } },
    })
    expect(yearly.docs).toHaveLength(1)
    const [started] = yearly.docs
    expect(started).toMatchObject({ donor: donor.id, campaign: campaign.id, amountMinor: 10000, status: 'active' })
    const renewal = new Date(started.nextRenewalAt as string)
    expect(renewal.getUTCFullYear()).toBe(new Date(started.startedAt).getUTCFullYear() + 1)
    const after = await payload.findByID({ collection: 'gifts', id: made.id, overrideAccess: true, depth: 0 })
    expect(after.yearlyGift).toBe(started.id)
  })
})

describe('who reads gifts', () => {
  it('lets the donor and staff read a gift, and nobody else, through REST and GraphQL', async () => {
    const made = await gift({ donor: donor.id })
    const tokens = {
      donor: await tokenFor(payload, donor.email, PASSWORD),
      other: await tokenFor(payload, other.email, PASSWORD),
      staff: await tokenFor(payload, staff.email, PASSWORD),
    }
    expect((await rest('GET', `/gifts/${made.id}`, { token: tokens.donor })).status).toBe(200)
    expect((await rest('GET', `/gifts/${made.id}`, { token: tokens.staff })).status).toBe(200)
    expect((await rest('GET', `/gifts/${made.id}`, { token: tokens.other })).status).toBe(404)
    expect((await rest('GET', `/gifts/${made.id}`)).status).toBe(403)
    const query = `{ Gifts { docs { id donorEmail } } }`
    const seen = async (token?: string) => {
      const answer = await graphql(query, { token })
      const gifts = answer.body.data?.Gifts as { docs: { id: number }[] } | null | undefined
      return (gifts?.docs ?? []).map((doc) => doc.id)
    }
    expect(await seen(tokens.other)).not.toContain(made.id)
    expect(await seen()).not.toContain(made.id)
    expect(await seen(tokens.donor)).toContain(made.id)
  })

  it('lets nobody write a gift through REST, staff included', async () => {
    const token = await tokenFor(payload, staff.email, PASSWORD)
    const made = await gift({})
    const answer = await rest('PATCH', `/gifts/${made.id}`, { token, body: { status: 'paid' } })
    expect(answer.status).toBe(403)
    const created = await rest('POST', '/gifts', { token, body: { amountMinor: 1 } })
    expect(created.status).toBe(403)
  })
})

describe('a gift’s acknowledgement (decision 076)', () => {
  const SETTINGS = {
    legalName: 'Vernissage Arts Society Inc.',
    taxNumber: '12-3456789',
    deductibility: 'Your gift is deductible as the law allows.',
  }
  const mailsTo = async (email: string) =>
    (
      await payload.find({
        collection: 'outbox',
        overrideAccess: true,
        where: { to: { equals: email } },
        sort: 'createdAt',
        pagination: false,
      })
    ).docs
  const runJobs = () => payload.jobs.run({ allQueues: true, limit: 100 })

  it('keeps its settings to staff: others are refused reading and writing, bad input is refused naming it', async () => {
    const member = await tokenFor(payload, donor.email, PASSWORD)
    const artist = await person('ari@example.org', ['artlover'])
    await payload.update({ collection: 'users', id: artist.id, overrideAccess: true, data: { roles: ['artist'] } })
    const artistToken = await tokenFor(payload, 'ari@example.org', PASSWORD)
    for (const token of [undefined, member, artistToken]) {
      expect((await rest('GET', '/globals/gift-acknowledgements', { token })).status).toBe(403)
      expect((await rest('POST', '/globals/gift-acknowledgements', { token, body: { taxNumber: '99' } })).status).toBe(
        403,
      )
    }
    const staffToken = await tokenFor(payload, staff.email, PASSWORD)
    const blank = await rest('POST', '/globals/gift-acknowledgements', { token: staffToken, body: { legalName: '  ' } })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(blank.body)).toContain('The legal name is needed on every acknowledgement')
    const odd = await rest('POST', '/globals/gift-acknowledgements', {
      token: staffToken,
      body: { taxNumber: '<b>1</b>' },
    })
    expect(odd.status).toBe(400)
    expect(JSON.stringify(odd.body)).toContain('The tax number may hold letters, digits')
    const saved = await rest('POST', '/globals/gift-acknowledgements', { token: staffToken, body: SETTINGS })
    expect(saved.status).toBe(200)
    expect((await rest('GET', '/globals/gift-acknowledgements', { token: staffToken })).body).toMatchObject(SETTINGS)
  })

  it('is mailed once per gift, however often the payment is told, with every fact and no receipt besides', async () => {
    const made = await gift({ donorEmail: 'gus@example.org', donorName: 'Gus Giver', amountMinor: 12_500 })
    const answer = await createOrder(payload, {
      buyer: { guest: { email: 'gus@example.org', name: 'Gus Giver' } },
      lines: [{ kind: 'donation', product: String(made.id), quantity: 1 }],
      currency: 'USD',
    })
    if (!answer.ok) throw new Error(answer.message)
    await pay(answer.order, `evt-ack-${made.id}`)
    await pay(answer.order, `evt-ack-${made.id}`)
    await pay(answer.order, `evt-ack-again-${made.id}`)
    await runJobs()
    await runJobs()

    const mails = await mailsTo('gus@example.org')
    expect(mails.map((mail) => mail.subject)).toEqual(['Acknowledgement of your gift to New studio roof'])
    const [mail] = mails
    const paidAt = (await payload.findByID({ collection: 'gifts', id: made.id, overrideAccess: true })).paidAt!
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: config().TIMEZONE }).format(
      new Date(paidAt),
    )
    expect(mail!.text).toContain(`Thank you for your gift of $125.00 to New studio roof, received on ${day}.`)
    expect(mail!.text).toContain('No goods or services were provided in exchange for this gift.')
    expect(mail!.text).toContain(SETTINGS.deductibility)
    expect(mail!.text).toContain(`${SETTINGS.legalName}\nTax number: ${SETTINGS.taxNumber}`)
    expect(mail!.text).toContain(`/shop/orders/${answer.order.number}?key=`)
    expect(mail!.raw).toMatch(/Content-Type: application\/pdf; name=receipt-V-\d{4}-\d{6}\.pdf/)

    const order = await payload.findByID({ collection: 'orders', id: answer.order.id, overrideAccess: true })
    const view = receiptView(await receiptSource(payload, order), { timeZone: config().TIMEZONE })
    expect(view).toMatchObject({
      title: 'Gift acknowledgement',
      buyerLabel: 'Given by',
      statusLabel: 'Received with thanks',
    })
    expect(view.parts).toEqual([
      {
        heading: 'Acknowledgement of your gift',
        paragraphs: [
          `${SETTINGS.legalName} received your gift of $125.00 to New studio roof on ${day}, with thanks.`,
          'No goods or services were provided in exchange for this gift.',
          SETTINGS.deductibility,
        ],
        facts: [
          { label: 'Legal name', value: SETTINGS.legalName },
          { label: 'Tax number', value: SETTINGS.taxNumber },
        ],
      },
    ])
  })

  it('states the goods’ value when the gift’s order bought something too, in the receipt and the acknowledgement', async () => {
    const category = await payload.create({
      collection: 'product-categories',
      overrideAccess: true,
      data: { name: 'Guides' },
    })
    const guide = await payload.create({
      collection: 'products',
      overrideAccess: true,
      data: {
        name: 'Studio guide',
        kind: 'merchandise',
        category: category.id,
        active: true,
        priceMinor: 2000,
        stock: 5,
      },
    })
    const made = await gift({ donorEmail: 'mo@example.org', donorName: 'Mo Mixed', amountMinor: 3000 })
    const answer = await createOrder(payload, {
      buyer: { guest: { email: 'mo@example.org', name: 'Mo Mixed' } },
      lines: [
        { kind: 'donation', product: String(made.id), quantity: 1 },
        { kind: 'merchandise', product: String(guide.id), quantity: 1 },
      ],
      currency: 'USD',
    })
    if (!answer.ok) throw new Error(answer.message)
    await pay(answer.order, `evt-mixed-${made.id}`)
    await runJobs()

    const goods =
      'Goods or services were provided with this order: the other items on it, valued at $20.00 and paid at that price. ' +
      'No goods or services were provided in exchange for the gift itself.'
    const mails = await mailsTo('mo@example.org')
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Acknowledgement of your gift to New studio roof',
      `Your receipt for order ${answer.order.number}`,
    ])
    for (const mail of mails) expect(mail.text.replace(/\s+/g, ' ')).toContain(goods)
    expect(mails.find((mail) => mail.subject.startsWith('Your receipt'))!.text).toContain('Tax number: 12-3456789')
  })
})
