import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  answerPaymentNotification,
  createOrder,
  expireUnpaidOrders,
  paymentGateway,
  productKinds,
  receiptSource,
  receiptView,
  startCheckout,
  type PaymentGateway,
} from '@/domains/commerce'
import { signTestNotification, testEventId } from '@/domains/commerce/services/test-gateway'
import { mailPlaces } from '@/domains/events/services/place-mail'
import { ticketsLeft, ticketedEvent } from '@/domains/events/services/ticket-kind'
import { buyTickets, ticketSale } from '@/domains/events/services/ticket-sales'
import { parseTicketProduct, TICKET_KIND, ticketProduct } from '@/domains/events/services/tickets'
import type { Event, User } from '@/payload-types'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'

import { rest, tokenFor } from './api'
import { testPayload } from './payload'
import { smtpServer } from './smtp'

/**
 * Tickets sold through commerce (decision 066), on a real PostgreSQL: the
 * last ticket goes to one buyer however many ask at once, an unpaid order
 * gives its tickets back when it expires, paying makes one ticket place per
 * unit (once, however often the notification comes), and the order's
 * tickets are mailed as one booking with the date and every check-in code
 * (decision 076), which is the order's one mail, with its receipt (decision
 * 080), and the codes are shown on the receipt too; an order whose event is cancelled
 * before its booking went gets that news with its receipt instead, once; what is not on sale is refused in words,
 * and only staff set an event's ticket kinds.
 */

const PASSWORD = 'a-good-password'
const DAY = 86_400_000

let payload: Payload
let gateway: PaymentGateway
let staff: User
let mia: User
let fair: Event
const back = { paid: 'http://localhost:3000/shop/orders/x', cancelled: 'http://localhost:3000/events/x/tickets' }
/** The fair's one date, ten days from now, to the millisecond Payload stores. */
const fairDate = new Date(Math.floor((Date.now() + 10 * DAY) / 1000) * 1000)

async function person(email: string, roles: ('staff' | 'artist' | 'artlover')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

async function ticketedFair(title: string, kinds: { name: string; priceMinor: number; quota: number }[]) {
  return payload.create({
    collection: 'events',
    overrideAccess: true,
    data: {
      title,
      startsAt: fairDate.toISOString(),
      endsAt: new Date(fairDate.getTime() + 3 * 3_600_000).toISOString(),
      venue: { name: 'The Hall', address: '12 Mission St' },
      registration: 'tickets',
      ticketKinds: kinds,
      status: 'published',
      _status: 'published',
    },
  })
}

const kindId = (event: Event, name: string) => {
  const id = event.ticketKinds?.find((kind) => kind.name === name)?.id
  if (!id) throw new Error(`${event.title} has no ${name} tickets`)
  return id
}

const product = (event: Event, name: string, startsAt = fairDate) =>
  ticketProduct({ event: event.id, startsAt, ticketKind: kindId(event, name) })

type Buyer = { person: User } | { guest: { email: string; name: string } }

async function buy(buyer: Buyer, line: string, quantity = 1) {
  const made = await createOrder(payload, {
    buyer,
    lines: [{ kind: TICKET_KIND, product: line, quantity }],
    currency: 'USD',
  })
  if (!made.ok) return made
  const started = await startCheckout(payload, { orderNumber: made.order.number, gateway, back })
  return started.ok ? { ok: true as const, order: made.order } : started
}

function paid(number: string, amountMinor: number, id = testEventId()) {
  const signed = signTestNotification(
    { id, order: number, outcome: 'succeeded', amountMinor, currency: 'USD', reference: `test_pi_${number}` },
    config().PAYLOAD_SECRET,
  )
  const request = new Request('http://localhost:3000/api/payments/test', {
    method: 'POST',
    body: signed.body,
    headers: signed.headers,
  })
  return answerPaymentNotification(() => Promise.resolve(payload), 'test', request)
}

const placesOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'event-attendees',
      where: { order: { equals: orderId } },
      overrideAccess: true,
      depth: 0,
      sort: 'id',
      pagination: false,
    })
  ).docs

async function left(event: Event, name: string) {
  const stored = await ticketedEvent(database(payload), event.id)
  const kind = stored!.ticketKinds.find((candidate) => candidate.name === name)!
  return ticketsLeft(database(payload), stored!, kind, parseTicketProduct(product(event, name))!)
}

beforeAll(async () => {
  payload = await testPayload()
  const test = paymentGateway(config(), 'test')
  if (!test) throw new Error('The test provider is missing outside production.')
  gateway = test
  staff = await person('desk@example.org', ['staff'])
  mia = await person('mia@example.org', ['artlover'])
  fair = await ticketedFair('Winter print fair', [
    { name: 'Adult', priceMinor: 1500, quota: 5 },
    { name: 'Student', priceMinor: 800, quota: 20 },
  ])
})

describe('holding tickets', () => {
  it('gives five tickets to five of ten buyers asking at once, and tells the others in words', async () => {
    const buyers = Array.from({ length: 10 }, (_, i) => ({
      guest: { email: `buyer${i}@example.org`, name: `Buyer ${i}` },
    }))
    const line = product(fair, 'Adult')
    const made = await Promise.all(
      buyers.map((buyer) =>
        createOrder(payload, { buyer, lines: [{ kind: TICKET_KIND, product: line, quantity: 1 }], currency: 'USD' }),
      ),
    )
    const numbers = made.map((order) => {
      if (!order.ok) throw new Error(order.message)
      return order.order.number
    })
    const started = await Promise.all(
      numbers.map((orderNumber) => startCheckout(payload, { orderNumber, gateway, back })),
    )
    expect(started.filter((result) => result.ok)).toHaveLength(5)
    const refusals = started.flatMap((result) => (result.ok ? [] : [result.message]))
    expect(refusals).toHaveLength(5)
    for (const refusal of refusals) expect(refusal).toMatch(/^Sold out: there are no Adult tickets left for /)
    expect(await left(fair, 'Adult')).toBe(0)
    // The other kind has its own quota.
    expect(await left(fair, 'Student')).toBe(20)
  })

  it('gives two pairs of five tickets to six buyers of a pair at once, and tells the others how many are left', async () => {
    const talk = await ticketedFair('Print talk', [{ name: 'Seat', priceMinor: 1000, quota: 5 }])
    const line = product(talk, 'Seat')
    const numbers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const made = await createOrder(payload, {
          buyer: { guest: { email: `pair${i}@example.org`, name: `Pair ${i}` } },
          lines: [{ kind: TICKET_KIND, product: line, quantity: 2 }],
          currency: 'USD',
        })
        if (!made.ok) throw new Error(made.message)
        return made.order.number
      }),
    )
    const started = await Promise.all(
      numbers.map((orderNumber) => startCheckout(payload, { orderNumber, gateway, back })),
    )
    expect(started.filter((result) => result.ok)).toHaveLength(2)
    for (const result of started.filter((candidate) => !candidate.ok)) {
      expect(result).toEqual({
        ok: false,
        message: expect.stringMatching(/^Only 1 left of Seat for .+: choose 1 or fewer\.$/),
      })
    }
    expect(await left(talk, 'Seat')).toBe(1)
  })

  it('refuses more than are left, saying how many are', async () => {
    const line = product(fair, 'Student')
    const first = await buy({ guest: { email: 'group@example.org', name: 'A group' } }, line, 10)
    expect(first.ok).toBe(true)
    const second = await buy({ guest: { email: 'class@example.org', name: 'A class' } }, line, 10)
    expect(second.ok).toBe(true)
    const third = await buy({ guest: { email: 'late@example.org', name: 'Late' } }, line, 2)
    expect(third).toEqual({ ok: false, message: expect.stringMatching(/^Sold out: there are no Student tickets/) })
  })

  it('frees the tickets of an order when it expires unpaid', async () => {
    await expireUnpaidOrders(payload, new Date(Date.now() + 31 * 60_000))
    expect(await left(fair, 'Adult')).toBe(5)
    expect(await left(fair, 'Student')).toBe(20)
  })
})

describe('paying for tickets', () => {
  let orderNumber = ''
  let orderId = 0

  it('makes one confirmed ticket place per unit, each with its own code, for the buyer', async () => {
    const bought = await buy({ person: mia }, product(fair, 'Adult'), 3)
    if (!bought.ok) throw new Error(bought.message)
    orderNumber = bought.order.number
    orderId = bought.order.id
    expect(bought.order.lines?.[0]).toMatchObject({
      unitPriceMinor: 1500,
      quantity: 3,
      description: expect.stringMatching(/^Adult — Winter print fair, \w+day, /),
    })
    expect((await paid(orderNumber, 4500)).status).toBe(200)

    const places = await placesOf(orderId)
    expect(places).toHaveLength(3)
    for (const place of places) {
      expect(place).toMatchObject({
        event: fair.id,
        startsAt: fairDate.toISOString(),
        kind: 'ticket',
        ticketKind: kindId(fair, 'Adult'),
        ticketLabel: 'Adult',
        person: mia.id,
        email: 'mia@example.org',
        status: 'confirmed',
        order: orderId,
      })
    }
    expect(new Set(places.map((place) => place.code)).size).toBe(3)
    // Paid tickets count against the quota as held ones did.
    expect(await left(fair, 'Adult')).toBe(2)
  })

  it('makes no more when the same notification comes again, or when the kind is asked to fulfil twice', async () => {
    const id = testEventId()
    const bought = await buy(
      { guest: { email: 'grace@example.org', name: 'Grace Guest' } },
      product(fair, 'Student'),
      2,
    )
    if (!bought.ok) throw new Error(bought.message)
    expect((await paid(bought.order.number, 1600, id)).status).toBe(200)
    expect((await paid(bought.order.number, 1600, id)).status).toBe(200)
    const places = await placesOf(bought.order.id)
    expect(places).toHaveLength(2)
    expect(places[0]).toMatchObject({ person: null, email: 'grace@example.org', name: 'Grace Guest' })

    const kind = productKinds(payload).require(TICKET_KIND)
    const line = {
      kind: TICKET_KIND,
      product: product(fair, 'Student'),
      description: 'Student',
      unitPriceMinor: 800,
      quantity: 2,
      order: {
        id: bought.order.id,
        number: bought.order.number,
        buyer: null,
        guestEmail: 'grace@example.org',
        guestName: 'Grace Guest',
      },
    }
    const { inTransaction } = await import('@/platform/database/transaction')
    await inTransaction(payload, async (tx) => ({ commit: true, value: await kind.fulfil(tx, line) }))
    expect(await placesOf(bought.order.id)).toHaveLength(2)
  })

  it('mails the order’s tickets as one booking through SMTP, once whichever places each run names', async () => {
    const { received, mailer, close } = await smtpServer()
    try {
      const places = await placesOf(orderId)
      const ids = places.map((place) => place.id)
      // The job of one line names some places; another run, or a second line's job, names others: one mail.
      expect(await mailPlaces(payload, [ids[1]!], mailer)).toBe(1)
      expect(await mailPlaces(payload, ids, mailer)).toBe(0)
      expect(await mailPlaces(payload, [ids[2]!], mailer)).toBe(0)
      expect(received).toHaveLength(1)
      const mail = received[0]!
      expect(mail).toMatch(/^To: mia@example\.org/m)
      expect(mail).toMatch(/^Subject: Your tickets: Winter print fair/m)
      expect(mail.match(/Content-Type: text\/calendar/g)).toHaveLength(1)
      expect(mail.match(/Content-Type: image\/png/g)).toHaveLength(3)
      for (const place of places) {
        expect(mail).toContain(`${place.code.slice(0, 5)} ${place.code.slice(5)}`)
        expect(mail).toContain(`Content-ID: <ticket-${place.id}@vernissage>`)
      }
      expect(mail).toMatch(/Ticket 3 of 3: Adult/)
    } finally {
      await close()
    }
  })

  it('shows every code on the receipt, each with its QR code', async () => {
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    const source = await receiptSource(payload, order)
    const view = receiptView(source, { timeZone: config().TIMEZONE })
    expect(view.title).toBe('Receipt')
    expect(view.parts).toHaveLength(1)
    const [part] = view.parts
    expect(part!.heading).toBe('Your 3 tickets')
    const codes = (await placesOf(orderId)).map((place) => `${place.code.slice(0, 5)} ${place.code.slice(5)}`)
    expect(part!.codes!.map((code) => code.code)).toEqual(codes)
    for (const code of part!.codes!) {
      expect(code.label).toMatch(/^Adult — Winter print fair, \w+day, /)
      expect(code.qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
    }
  })
})

describe('a duplicate payment notification', () => {
  it('still gives one booking mail once the queue has run', async () => {
    const night = await ticketedFair('Zine night', [{ name: 'Seat', priceMinor: 800, quota: 5 }])
    const bought = await buy({ guest: { email: 'nia@example.org', name: 'Nia Guest' } }, product(night, 'Seat'), 2)
    if (!bought.ok) throw new Error(bought.message)
    const id = testEventId()
    expect((await paid(bought.order.number, 1600, id)).status).toBe(200)
    expect((await paid(bought.order.number, 1600, id)).status).toBe(200)
    expect((await paid(bought.order.number, 1600)).status).toBe(200)
    await payload.jobs.run({ allQueues: true, limit: 100 })
    const { docs } = await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { to: { equals: 'nia@example.org' } },
      pagination: false,
    })
    // One payment, one mail: the booking is the receipt too (decision 080), with its facts and PDF.
    expect(docs).toHaveLength(1)
    const [booking] = docs
    expect(booking!.subject).toBe('Your tickets: Zine night')
    expect(booking!.raw.match(/Content-Type: image\/png/g)).toHaveLength(2)
    expect(booking!.raw.match(/Content-Type: text\/calendar/g)).toHaveLength(1)
    expect(booking!.raw).toContain('Content-Type: application/pdf')
    expect(booking!.raw).toContain(`receipt-${bought.order.number}.pdf`)
    expect(booking!.text).toContain(`Order ${bought.order.number}: paid $16.00 on `)
    const order = await payload.findByID({ collection: 'orders', id: bought.order.id, depth: 0, overrideAccess: true })
    expect(booking!.text).toContain(`/shop/orders/${bought.order.number}?key=${order.guestToken}`)
    expect(order.receiptSentAt).toBeTruthy()
  })

  it('gives an order of tickets and shop goods one mail: the booking, with the receipt of both', async () => {
    const night = await ticketedFair('Print swap', [{ name: 'Seat', priceMinor: 500, quota: 5 }])
    const category = await payload.create({
      collection: 'product-categories',
      overrideAccess: true,
      data: { name: 'Fair goods' },
    })
    const tote = await payload.create({
      collection: 'products',
      overrideAccess: true,
      data: { name: 'Fair tote', kind: 'merchandise', category: category.id, active: true, priceMinor: 1200, stock: 3 },
    })
    const made = await createOrder(payload, {
      buyer: { guest: { email: 'ola@example.org', name: 'Ola Guest' } },
      lines: [
        { kind: TICKET_KIND, product: product(night, 'Seat'), quantity: 2 },
        { kind: 'merchandise', product: String(tote.id), quantity: 1 },
      ],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    expect((await startCheckout(payload, { orderNumber: made.order.number, gateway, back })).ok).toBe(true)
    const id = testEventId()
    expect((await paid(made.order.number, 2200, id)).status).toBe(200)
    expect((await paid(made.order.number, 2200, id)).status).toBe(200)
    await payload.jobs.run({ allQueues: true, limit: 100 })
    const { docs } = await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: { to: { equals: 'ola@example.org' } },
      pagination: false,
    })
    expect(docs.map((doc) => doc.subject)).toEqual(['Your tickets: Print swap'])
    expect(docs[0]!.raw.match(/Content-Type: image\/png/g)).toHaveLength(2)
    expect(docs[0]!.raw).toContain('Content-Type: application/pdf')
    expect(docs[0]!.text).toContain(`Order ${made.order.number}: paid $22.00 on `)
  })
})

describe('an event cancelled before the booking mail went', () => {
  const mailsTo = async (to: string) =>
    (
      await payload.find({
        collection: 'outbox',
        overrideAccess: true,
        where: { to: { equals: to } },
        sort: 'createdAt',
        pagination: false,
      })
    ).docs

  it('gives the buyer one mail, the news with the receipt, whether cancelled after paying or before', async () => {
    const talk = await ticketedFair('Etching talk', [{ name: 'Seat', priceMinor: 1200, quota: 10 }])
    // Paid, then the event cancelled before the queue ran; the notification comes again after.
    const paidFirst = await buy({ guest: { email: 'ines@example.org', name: 'Ines Guest' } }, product(talk, 'Seat'), 2)
    // Checkout begun, the event cancelled, then the payment notified (twice).
    const paidAfter = await buy({ person: mia }, product(talk, 'Seat'), 1)
    if (!paidFirst.ok || !paidAfter.ok) throw new Error('The tickets could not be bought.')
    const first = testEventId()
    expect((await paid(paidFirst.order.number, 2400, first)).status).toBe(200)
    await payload.update({
      collection: 'events',
      id: talk.id,
      overrideAccess: true,
      data: { status: 'cancelled', _status: 'published' },
    })
    expect((await paid(paidFirst.order.number, 2400, first)).status).toBe(200)
    const after = testEventId()
    expect((await paid(paidAfter.order.number, 1200, after)).status).toBe(200)
    expect((await paid(paidAfter.order.number, 1200, after)).status).toBe(200)
    await payload.jobs.run({ allQueues: true, limit: 100 })
    await payload.jobs.run({ allQueues: true, limit: 100 })
    // A run naming the places again, as a job cut off and run again would, sends nothing more.
    const places = [...(await placesOf(paidFirst.order.id)), ...(await placesOf(paidAfter.order.id))]
    const ids = places.map((place) => place.id)
    expect(await mailPlaces(payload, ids)).toBe(0)

    for (const { order, to, paidText } of [
      { order: paidFirst.order, to: 'ines@example.org', paidText: '$24.00' },
      { order: paidAfter.order, to: mia.email, paidText: '$12.00' },
    ]) {
      const mails = await mailsTo(to)
      const about = mails.filter((mail) => mail.subject.includes('Etching talk'))
      expect(
        about.map((mail) => mail.subject),
        to,
      ).toEqual(['Cancelled: Etching talk (your receipt)'])
      const [mail] = about
      expect(mail!.text).toContain(`Thank you for your order ${order.number} of `)
      expect(mail!.text).toContain(`paid ${paidText} on `)
      expect(mail!.text).toContain('the event is cancelled, and your tickets with it')
      expect(mail!.text).toContain(`/shop/orders/${order.number}`)
      expect(mail!.raw).toContain('Content-Type: application/pdf')
      expect(mail!.raw).toContain(`receipt-${order.number}.pdf`)
      // No codes to show at a door that will not open.
      expect(mail!.raw).not.toContain('Content-Type: image/png')
      expect(mail!.raw).not.toContain('Content-Type: text/calendar')
      const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
      expect(stored.receiptSentAt).toBeTruthy()
    }
    expect(await placesOf(paidAfter.order.id)).toHaveLength(1)
  })

  it('tells a buyer whose booking went first of the cancellation in one mail for all their tickets', async () => {
    const walk = await ticketedFair('Studio walk', [{ name: 'Place', priceMinor: 700, quota: 10 }])
    const bought = await buy({ guest: { email: 'omar@example.org', name: 'Omar Guest' } }, product(walk, 'Place'), 2)
    if (!bought.ok) throw new Error(bought.message)
    expect((await paid(bought.order.number, 1400)).status).toBe(200)
    await payload.jobs.run({ allQueues: true, limit: 100 })
    await payload.update({
      collection: 'events',
      id: walk.id,
      overrideAccess: true,
      data: { status: 'cancelled', _status: 'published' },
    })
    await payload.jobs.run({ allQueues: true, limit: 100 })
    const ids = (await placesOf(bought.order.id)).map((place) => place.id)
    expect(await mailPlaces(payload, ids)).toBe(0)
    expect((await mailsTo('omar@example.org')).map((mail) => mail.subject)).toEqual([
      'Your tickets: Studio walk',
      'Cancelled: Studio walk',
    ])
    const [, news] = await mailsTo('omar@example.org')
    expect(news!.text).toContain('your place (2 tickets) with it')
  })
})

describe('what is not on sale', () => {
  it('refuses a date that has passed, a date the event does not have, and a kind it does not sell', async () => {
    const past = await payload.create({
      collection: 'events',
      overrideAccess: true,
      data: {
        title: 'Last week’s fair',
        startsAt: new Date(Date.now() - 7 * DAY).toISOString(),
        endsAt: new Date(Date.now() - 7 * DAY + 3_600_000).toISOString(),
        venue: { name: 'The Hall', address: '12 Mission St' },
        registration: 'tickets',
        ticketKinds: [{ name: 'Adult', priceMinor: 1500, quota: 5 }],
        status: 'published',
        _status: 'published',
      },
    })
    const guest = { guest: { email: 'late@example.org', name: 'Late' } }
    expect(await buy(guest, product(past, 'Adult', new Date(past.startsAt)))).toEqual({
      ok: false,
      message: expect.stringMatching(/has begun or passed: tickets are no longer sold\.$/),
    })
    expect(await buy(guest, product(fair, 'Adult', new Date(fairDate.getTime() + DAY)))).toEqual({
      ok: false,
      message: '“Winter print fair” does not happen on that date.',
    })
    expect(await buy(guest, ticketProduct({ event: fair.id, startsAt: fairDate, ticketKind: 'nothing' }))).toEqual({
      ok: false,
      message: 'This kind of ticket is no longer sold for “Winter print fair”.',
    })
    expect(await buy(guest, 'not-a-ticket')).toEqual({
      ok: false,
      message: 'This is not a ticket to one of our events.',
    })
  })

  it('refuses tickets of a cancelled event, and holds none for an order made before it was cancelled', async () => {
    const gala = await ticketedFair('Spring gala', [{ name: 'Seat', priceMinor: 5000, quota: 50 }])
    const guest = { guest: { email: 'early@example.org', name: 'Early' } }
    const made = await createOrder(payload, {
      buyer: guest,
      lines: [{ kind: TICKET_KIND, product: product(gala, 'Seat'), quantity: 1 }],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    await payload.update({ collection: 'events', id: gala.id, overrideAccess: true, data: { status: 'cancelled' } })
    expect(await buy(guest, product(gala, 'Seat'))).toEqual({
      ok: false,
      message: '“Spring gala” is cancelled: no tickets are sold.',
    })
    expect(await startCheckout(payload, { orderNumber: made.order.number, gateway, back })).toEqual({
      ok: false,
      message: '“Spring gala” is cancelled: no tickets are sold.',
    })
  })

  it('refuses an event that is not public', async () => {
    const draft = await payload.create({
      collection: 'events',
      overrideAccess: true,
      data: {
        title: 'Secret fair',
        startsAt: fairDate.toISOString(),
        endsAt: new Date(fairDate.getTime() + 3_600_000).toISOString(),
        registration: 'tickets',
        ticketKinds: [{ name: 'Adult', priceMinor: 1500, quota: 5 }],
        status: 'draft',
      },
    })
    expect(await buy({ person: mia }, product(draft, 'Adult'))).toEqual({
      ok: false,
      message: 'This is not a ticket to one of our events.',
    })
  })
})

describe('ticket kinds', () => {
  it('are set by staff only: a member’s REST saves leave them out', async () => {
    const member = await tokenFor(payload, mia.email, PASSWORD)
    const kinds = [{ name: 'Free for all', priceMinor: 0, quota: 1000 }]
    const proposed = await rest('POST', '/events', {
      token: member,
      body: {
        title: 'Mia’s open studio',
        startsAt: fairDate.toISOString(),
        endsAt: new Date(fairDate.getTime() + 3_600_000).toISOString(),
        registration: 'tickets',
        ticketKinds: kinds,
      },
    })
    expect(proposed.status).toBe(201)
    const id = (proposed.body.doc as { id: number }).id
    const latest = await payload.findByID({ collection: 'events', id, draft: true, overrideAccess: true, depth: 0 })
    expect(latest.ticketKinds ?? []).toEqual([])

    const changed = await rest('PATCH', `/events/${id}`, { token: member, body: { ticketKinds: kinds } })
    expect(changed.status).toBe(200)
    const after = await payload.findByID({ collection: 'events', id, draft: true, overrideAccess: true, depth: 0 })
    expect(after.ticketKinds ?? []).toEqual([])

    const desk = await tokenFor(payload, staff.email, PASSWORD)
    const set = await rest('PATCH', `/events/${id}?draft=true`, { token: desk, body: { ticketKinds: kinds } })
    expect(set.status).toBe(200)
    const byStaff = await payload.findByID({ collection: 'events', id, draft: true, overrideAccess: true, depth: 0 })
    expect(byStaff.ticketKinds).toMatchObject(kinds)
  })

  it('refuses a member’s REST change to another’s event, with its ticket kinds', async () => {
    const member = await tokenFor(payload, mia.email, PASSWORD)
    const answer = await rest('PATCH', `/events/${fair.id}`, {
      token: member,
      body: { ticketKinds: [{ name: 'Adult', priceMinor: 1, quota: 100000 }] },
    })
    expect(answer.status).toBeGreaterThanOrEqual(403)
    const stored = await payload.findByID({ collection: 'events', id: fair.id, overrideAccess: true, depth: 0 })
    expect(stored.ticketKinds?.map(({ name, priceMinor, quota }) => ({ name, priceMinor, quota }))).toEqual([
      { name: 'Adult', priceMinor: 1500, quota: 5 },
      { name: 'Student', priceMinor: 800, quota: 20 },
    ])
  })
})

describe('the tickets page', () => {
  const guest = { email: 'zoe@example.org', name: 'Zoe Guest' }
  const asGuest = (quantities: [string, string][], details = guest) =>
    buyTickets(payload, {
      slug: fair.slug!,
      person: null,
      guest: details,
      quantities,
      address: '203.0.113.9',
      settings: config(),
    })

  it('shows each kind’s price and how many are left at the event’s coming dates; nothing for an event without tickets', async () => {
    const sale = await ticketSale(payload, fair.slug!, config())
    expect(sale).toMatchObject({ title: 'Winter print fair', cancelled: false })
    expect(sale!.dates).toHaveLength(1)
    expect(sale!.dates[0]!.startsAt).toBe(fairDate.toISOString())
    expect(sale!.dates[0]!.choices).toEqual([
      { product: product(fair, 'Adult'), name: 'Adult', price: '$15.00', left: 2, leftText: '2 left' },
      { product: product(fair, 'Student'), name: 'Student', price: '$8.00', left: 18, leftText: '18 left' },
    ])
    expect(await ticketSale(payload, 'no-such-event', config())).toBeNull()
  })

  it('refuses in words: nothing chosen, a bad quantity, a bad address, a ticket of another event', async () => {
    expect(await asGuest([[product(fair, 'Adult'), '0']])).toEqual({
      ok: false,
      message: 'Choose at least one ticket.',
    })
    expect(await asGuest([[product(fair, 'Adult'), '11']])).toEqual({
      ok: false,
      message: expect.stringMatching(/^Give the number of Adult tickets for .+ as a whole number from 0 to 10\.$/),
    })
    expect(await asGuest([[product(fair, 'Adult'), '1']], { email: 'zoe', name: '' })).toMatchObject({
      ok: false,
      fieldErrors: { email: expect.stringContaining('email address'), name: 'Give the name the order is for.' },
    })
    expect(
      await asGuest([
        [product(fair, 'Adult'), '6'],
        [product(fair, 'Adult'), '6'],
      ]),
    ).toEqual({ ok: false, message: 'At most 10 tickets of one kind for one date in an order.' })
    const gala = await ticketedFair('Summer gala', [{ name: 'Seat', priceMinor: 5000, quota: 50 }])
    expect(await asGuest([[product(gala, 'Seat'), '1']])).toEqual({
      ok: false,
      message: 'The tickets on offer changed: choose again from this page.',
    })
  })

  it('sells a signed-in person tickets as themselves, without asking who they are', async () => {
    const bought = await buyTickets(payload, {
      slug: fair.slug!,
      person: mia,
      guest: { email: '', name: '' },
      quantities: [[product(fair, 'Student'), '1']],
      address: '203.0.113.10',
      settings: config(),
    })
    expect(bought).toMatchObject({ ok: true, redirectTo: expect.stringContaining('/shop/testpay?session=') })
    const orders = await payload.find({
      collection: 'orders',
      where: { buyer: { equals: mia.id }, status: { equals: 'awaiting-payment' } },
      overrideAccess: true,
    })
    expect(orders.docs).toHaveLength(1)
    expect(orders.docs[0]).toMatchObject({ totalMinor: 800, guestEmail: null })
  })

  it('offers a repeating event’s next twelve dates, each with its own quota', async () => {
    const weekly = await payload.create({
      collection: 'events',
      overrideAccess: true,
      data: {
        title: 'Weekly print club',
        startsAt: fairDate.toISOString(),
        endsAt: new Date(fairDate.getTime() + 2 * 3_600_000).toISOString(),
        recurrence: 'FREQ=WEEKLY;COUNT=20',
        venue: { name: 'The Annex', address: '12 Valencia St' },
        registration: 'tickets',
        ticketKinds: [{ name: 'Place', priceMinor: 500, quota: 2 }],
        status: 'published',
        _status: 'published',
      },
    })
    const sale = await ticketSale(payload, weekly.slug!, config())
    expect(sale!.dates).toHaveLength(12)
    const last = sale!.dates[11]!.choices[0]!
    const bought = await buy({ person: mia }, last.product, 2)
    expect(bought.ok).toBe(true)
    const after = await ticketSale(payload, weekly.slug!, config())
    expect(after!.dates[11]!.choices[0]).toMatchObject({ left: 0, leftText: 'Sold out' })
    expect(after!.dates[10]!.choices[0]).toMatchObject({ left: 2, leftText: '2 left' })
  })

  it('sends a guest to the provider with the last tickets held, then shows them sold out', async () => {
    const bought = await asGuest([
      [product(fair, 'Adult'), '2'],
      [product(fair, 'Student'), ''],
    ])
    expect(bought).toMatchObject({ ok: true, redirectTo: expect.stringContaining('/shop/testpay?session=') })
    const sale = await ticketSale(payload, fair.slug!, config())
    expect(sale!.dates[0]!.choices[0]).toMatchObject({ name: 'Adult', left: 0, leftText: 'Sold out' })
    expect(await asGuest([[product(fair, 'Adult'), '1']])).toEqual({
      ok: false,
      message: expect.stringMatching(/^Sold out: there are no Adult tickets left for /),
    })
  })
})
