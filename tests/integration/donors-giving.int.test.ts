import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createOrder, productKinds, recordPaymentEvent, type PaidLine } from '@/domains/commerce'
import { giveToCampaign, renewalEventId, renewYearlyGifts, stopYearlyGift } from '@/domains/donors'
import { campaignPage, donorsPage } from '@/domains/donors/services/giving-pages'
import { database, rowsOf } from '@/platform/database/transaction'
import { writingOutsideRequests } from '@/platform/http/public-pages'
import type { Campaign, Gift, Order, User, YearlyGift } from '@/payload-types'

import { testPayload } from './payload'

/**
 * Public giving on a real PostgreSQL (decision 044): the giving form makes a
 * pending gift and its order and starts checkout; the payment moves the
 * campaign's progress; a yearly gift is renewed once however often the job
 * runs, never when stopped; only its donor may stop it.
 */

const settings = {
  production: false,
  PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef',
  PUBLIC_URL: 'http://localhost:3000',
  CURRENCY: 'USD',
}

let payload: Payload
let campaign: Campaign
let dora: User
let otto: User
let address = 0

const give = (person: User | null, fields: Record<string, string>, id = campaign.id) =>
  giveToCampaign(payload, { campaign: id, person, fields, address: `198.51.100.${++address}`, settings })

const giftsOf = async (where: Where) =>
  (await payload.find({ collection: 'gifts', where, depth: 0, overrideAccess: true, sort: 'id', pagination: false }))
    .docs

async function pay(order: number | Order | null | undefined, eventId: string) {
  const id = typeof order === 'object' && order ? order.id : order!
  const made = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  return recordPaymentEvent(payload, {
    provider: 'test',
    eventId,
    orderNumber: made.number,
    outcome: 'succeeded',
    amount: { minor: made.totalMinor, currency: made.currency },
  })
}

/** The page's data read fresh, as while writes run outside requests (no Next.js cache in a test). */
const fresh = <T>(read: () => Promise<T>) => writingOutsideRequests(read)

async function progressOf(slug: string) {
  const found = await fresh(() => campaignPage(payload, slug))
  if (found.found !== 'campaign') throw new Error(`No campaign page for ${slug}`)
  return found.campaign.progress
}

beforeAll(async () => {
  payload = await testPayload()
  campaign = await payload.create({
    collection: 'campaigns',
    overrideAccess: true,
    data: {
      name: 'New studio roof',
      published: true,
      goalMinor: 100_000,
      suggestedAmountsMinor: [2500, 5000],
      yearlyGiving: true,
    },
  })
  const person = (email: string, name: string) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name, password: 'a-good-password', roles: ['artlover'] },
    })
  dora = await person('dora@example.org', 'Dora Donor')
  otto = await person('otto@example.org', 'Otto Other')
  await payload.create({
    collection: 'donor-levels',
    overrideAccess: true,
    data: { name: 'Friend', minimumYearlyMinor: 2000 },
  })
  await payload.create({
    collection: 'donor-levels',
    overrideAccess: true,
    data: { name: 'Patron', minimumYearlyMinor: 20_000 },
  })
})

describe('after a payment commits', () => {
  it('runs the kind’s afterPaid once, with the paid order already committed', async () => {
    const seen: { lines: PaidLine[]; status: string }[] = []
    productKinds(payload).register({
      name: 'after-paid-probe',
      label: 'Probe',
      mayBuy: async () => null,
      priceFor: async () => ({ unitMinor: 700, description: 'Probe', reason: 'Test' }),
      fulfil: async () => {},
      async afterPaid(_payload, lines) {
        // Read outside the paying transaction: only a committed order is seen fulfilled.
        const [order] = await rowsOf<{ status: string }>(
          database(payload),
          sql`SELECT status FROM orders WHERE id = ${lines[0]!.order.id}`,
        )
        seen.push({ lines, status: order!.status })
      },
    })
    const made = await createOrder(payload, {
      buyer: { guest: { email: 'probe@example.org', name: 'Probe' } },
      lines: [{ kind: 'after-paid-probe', product: '1', quantity: 2 }],
      currency: 'USD',
    })
    if (!made.ok) throw new Error(made.message)
    await pay(made.order, 'evt_probe_1')
    await pay(made.order, 'evt_probe_1')
    await pay(made.order, 'evt_probe_2')
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ status: 'fulfilled', lines: [{ kind: 'after-paid-probe', quantity: 2 }] })
  })
})

describe('giving to a campaign', () => {
  it('makes a guest’s gift pending with its order, sends them to pay, and the payment moves the progress', async () => {
    expect(await progressOf(campaign.slug!)).toMatchObject({ raisedMinor: 0, gifts: 0, percent: 0 })
    const started = await give(null, {
      amount: '5000',
      name: 'Grace Guest',
      email: 'Grace@example.org',
      recognition: 'named',
      dedication: 'memory',
      dedicatedTo: 'Ada',
    })
    expect(started).toMatchObject({ ok: true, redirectTo: expect.stringContaining('/shop/testpay?session=') })
    const [gift] = await giftsOf({ donorEmail: { equals: 'grace@example.org' } })
    expect(gift).toMatchObject({
      status: 'pending',
      donor: null,
      donorName: 'Grace Guest',
      amountMinor: 5000,
      frequency: 'once',
      source: 'online',
      recognition: 'named',
      dedication: 'memory',
      dedicatedTo: 'Ada',
    })
    const order = await payload.findByID({ collection: 'orders', id: gift!.order as number, overrideAccess: true })
    expect(order).toMatchObject({ status: 'awaiting-payment', totalMinor: 5000, guestEmail: 'grace@example.org' })
    expect(order.lines[0]).toMatchObject({ kind: 'donation', product: String(gift!.id) })

    await pay(order, `evt_grace_${gift!.id}`)
    expect(await progressOf(campaign.slug!)).toMatchObject({ raisedMinor: 5000, gifts: 1, percent: 5 })
    // By its id, the campaign's page sends to its slug.
    expect(await fresh(() => campaignPage(payload, String(campaign.id)))).toEqual({
      found: 'moved',
      slug: campaign.slug,
    })
  })

  it('takes a signed-in person’s name and email from their account, and an amount of their own', async () => {
    const started = await give(dora, { amount: 'other', otherAmount: '12.50', name: 'Ignored', email: 'x@example.org' })
    expect(started.ok).toBe(true)
    const [gift] = await giftsOf({ and: [{ donor: { equals: dora.id } }, { amountMinor: { equals: 1250 } }] })
    expect(gift).toMatchObject({ donorName: 'Dora Donor', donorEmail: 'dora@example.org', recognition: 'private' })
    const order = await payload.findByID({
      collection: 'orders',
      id: gift!.order as number,
      depth: 0,
      overrideAccess: true,
    })
    expect(order.buyer).toBe(dora.id)
  })

  it('refuses in words: bad fields, yearly giving for a guest, a closed or unpublished campaign', async () => {
    expect(await give(null, { amount: '7', email: 'nope' })).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        amount: 'Choose one of the amounts shown, or give one of your own.',
        name: 'Give your name, for the receipt and our thanks.',
        email: 'Give an email address for the receipt, such as ada@example.org.',
      },
      signIn: undefined,
    })
    expect(
      await give(null, { amount: '2500', frequency: 'yearly', name: 'Grace Guest', email: 'grace@example.org' }),
    ).toMatchObject({ ok: false, signIn: '/login?next=%2Fdonors%2Fnew-studio-roof' })
    const closed = await payload.create({
      collection: 'campaigns',
      overrideAccess: true,
      data: { name: 'Last year', published: true, closesAt: '2020-01-01T00:00:00.000Z' },
    })
    const draft = await payload.create({ collection: 'campaigns', overrideAccess: true, data: { name: 'Draft' } })
    expect(await give(dora, { amount: 'other', otherAmount: '10' }, closed.id)).toEqual({
      ok: false,
      message: 'Last year has closed: thank you all the same.',
    })
    expect(await give(dora, { amount: 'other', otherAmount: '10' }, draft.id)).toEqual({
      ok: false,
      message: 'This campaign is not taking gifts.',
    })
    expect(await fresh(() => campaignPage(payload, draft.slug!))).toEqual({ found: 'not-open' })
    expect(await fresh(() => campaignPage(payload, 'no-such-campaign'))).toEqual({ found: 'nothing' })
  })
})

describe('yearly gifts', () => {
  async function startYearly(person: User, amountMinor: number): Promise<YearlyGift> {
    const started = await give(person, { amount: 'other', otherAmount: String(amountMinor / 100), frequency: 'yearly' })
    if (!started.ok) throw new Error(started.message)
    const [gift] = (await giftsOf({ donor: { equals: person.id }, frequency: { equals: 'yearly' } })).slice(
      -1,
    ) as Gift[]
    await pay(gift!.order as number, `evt_first_${gift!.id}`)
    const { docs } = await payload.find({
      collection: 'yearly-gifts',
      where: { firstGift: { equals: gift!.id } },
      depth: 0,
      overrideAccess: true,
    })
    return docs[0]!
  }

  const due = (id: number) =>
    database(payload).execute(sql`UPDATE yearly_gifts SET next_renewal_at = now() - interval '1 hour' WHERE id = ${id}`)

  it('renews a due yearly gift once, however often and however many at once the job runs', async () => {
    const yearly = await startYearly(dora, 3000)
    const dueAt = new Date(Date.now() - 3_600_000)
    await due(yearly.id)
    const runs = await Promise.all([renewYearlyGifts(payload, settings), renewYearlyGifts(payload, settings)])
    const again = await renewYearlyGifts(payload, settings)
    expect(runs.reduce((sum, run) => sum + run.renewed, 0) + again.renewed).toBe(1)

    const renewals = await giftsOf({ yearlyGift: { equals: yearly.id }, source: { equals: 'renewal' } })
    expect(renewals).toHaveLength(1)
    expect(renewals[0]).toMatchObject({ status: 'paid', amountMinor: 3000, donor: dora.id, frequency: 'yearly' })
    const after = await payload.findByID({ collection: 'yearly-gifts', id: yearly.id, depth: 0, overrideAccess: true })
    expect(after.renewals).toBe(1)
    expect(new Date(after.nextRenewalAt!).getUTCFullYear()).toBe(dueAt.getUTCFullYear() + 1)
    const events = await rowsOf<{ event_id: string }>(
      database(payload),
      sql`SELECT event_id FROM payment_events WHERE event_id = ${renewalEventId(yearly.id, 1)}`,
    )
    expect(events).toHaveLength(1)
    // Still only one yearly gift for the person: a renewal starts none.
    expect(
      (await payload.count({ collection: 'yearly-gifts', where: { donor: { equals: dora.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })

  it('pays a renewal that a run made but did not pay, once, on the next run', async () => {
    const yearly = await startYearly(otto, 4000)
    await due(yearly.id)
    // A run that made the renewal and stopped before paying it: the renewal gift is pending, the yearly gift moved on.
    await database(payload).execute(
      sql`UPDATE yearly_gifts SET next_renewal_at = now() + interval '1 year', renewals = 1 WHERE id = ${yearly.id}`,
    )
    const first = await payload.findByID({ collection: 'gifts', id: yearly.firstGift as number, overrideAccess: true })
    await payload.create({
      collection: 'gifts',
      overrideAccess: true,
      data: {
        campaign: campaign.id,
        amountMinor: 4000,
        currency: 'USD',
        frequency: 'yearly',
        donor: otto.id,
        donorName: first.donorName,
        donorEmail: first.donorEmail,
        recognition: first.recognition,
        status: 'pending',
        source: 'renewal',
        yearlyGift: yearly.id,
      },
    })
    expect((await renewYearlyGifts(payload, settings)).renewed).toBe(1)
    expect((await renewYearlyGifts(payload, settings)).renewed).toBe(0)
    const renewals = await giftsOf({ yearlyGift: { equals: yearly.id }, source: { equals: 'renewal' } })
    expect(renewals.map((gift) => gift.status)).toEqual(['paid'])
  })

  it('does not renew a stopped yearly gift, nor renew at all without the test provider', async () => {
    const yearly = await startYearly(dora, 2000)
    await due(yearly.id)
    expect(await renewYearlyGifts(payload, { ...settings, production: true })).toEqual({
      renewed: 0,
      refused: 0,
      skipped: 'no test provider',
    })
    expect(await stopYearlyGift(payload, dora, yearly.id)).toEqual({
      ok: true,
      message: 'Your yearly gift to New studio roof is stopped: it will not be renewed.',
    })
    expect((await renewYearlyGifts(payload, settings)).renewed).toBe(0)
    expect(await giftsOf({ yearlyGift: { equals: yearly.id }, source: { equals: 'renewal' } })).toHaveLength(0)
  })

  it('lets only its donor stop a yearly gift: another person and a guest are refused', async () => {
    const yearly = await startYearly(dora, 2500)
    expect(await stopYearlyGift(payload, otto, yearly.id)).toEqual({
      ok: false,
      message: 'You have no such yearly gift.',
    })
    expect(await stopYearlyGift(payload, null, yearly.id)).toEqual({
      ok: false,
      message: 'Sign in to stop a yearly gift.',
    })
    expect(
      (await payload.findByID({ collection: 'yearly-gifts', id: yearly.id, depth: 0, overrideAccess: true })).status,
    ).toBe('active')
    expect((await stopYearlyGift(payload, dora, yearly.id)).ok).toBe(true)
    expect(await stopYearlyGift(payload, dora, yearly.id)).toEqual({
      ok: true,
      message: 'Your yearly gift to New studio roof was already stopped.',
    })
  })
})

describe('the roll of donors', () => {
  it('lists the year’s donors by level as they agreed, and the open campaigns with their progress', async () => {
    const page = await fresh(() => donorsPage(payload, new Date().getUTCFullYear(), 'USD'))
    // Grace gave 50.00 named; Dora gave yearly (private by default) and Otto too: counted, not listed.
    expect(page.rolls.map(({ level, names, anonymous }) => [level.name, names, anonymous])).toEqual([
      ['Friend', ['Grace Guest'], 0],
    ])
    expect(page.campaigns.map((card) => card.name)).toEqual(['New studio roof'])
    expect(page.campaigns[0]!.progress.gifts).toBeGreaterThanOrEqual(5)
    const last = await fresh(() => donorsPage(payload, 2001, 'USD'))
    expect(last.rolls).toEqual([])
  })
})
