import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createOrder, expireUnpaidOrders, recordPaymentEvent } from '@/domains/commerce'
import { registerByStaff, settleWaitingLists, withdrawRegistration } from '@/domains/openStudios'
import { continueToPayment, saveRegistration } from '@/domains/openStudios/services/registration-checkout'
import type { RawRegistrationForm } from '@/domains/openStudios/services/registration-rules'
import { registrationOf } from '@/domains/openStudios/services/registration-store'
import { addDays, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { OsSeason, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Open Studios registration (decision 051): an artist saves a draft, pays
 * with the test provider and is registered at the price shown at checkout,
 * kept across a deadline; a full weekend waitlists; a withdrawal refunds by
 * the season's rule and offers the place to the next, mailed once; offers
 * lapse; two artists racing for the last place never both get it; staff
 * register by hand with the fee waived; nobody reads or pays another's
 * registration.
 */

const PASSWORD = 'a-good-password'
const TZ = config().TIMEZONE
let payload: Payload
let season: OsSeason
let weekends: number[]
let staff: User
let artists = 0

const today = () => organisationDate(new Date(), TZ)
const openDeadlines = () => ({
  registrationOpens: addDays(today(), -30),
  earlyPriceEnds: addDays(today(), 30),
  regularPriceEnds: addDays(today(), 60),
  registrationCloses: addDays(today(), 90),
  materialsDue: addDays(today(), 100),
})

async function artist(options: { profile?: boolean } = {}): Promise<User> {
  artists += 1
  const person = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `artist${artists}@example.org`, password: PASSWORD, roles: ['artist'], name: `Artist ${artists}` },
  })
  if (options.profile !== false) {
    await payload.create({
      collection: 'artist-profiles',
      overrideAccess: true,
      data: { owner: person.id, displayName: `Artist ${artists}`, status: 'published', _status: 'published' },
    })
  }
  return person
}

const form = (weekendIds: number[], changes: Partial<RawRegistrationForm> = {}): RawRegistrationForm => ({
  weekends: weekendIds.map(String),
  tier: 'premier',
  emerging: '',
  studioChoice: 'new',
  address: `${artists} Valencia Street`,
  unit: '',
  city: 'San Francisco',
  postcode: '94110',
  studioName: '',
  neighbourhood: '',
  accessNotes: '',
  accessibility: ['step-free'],
  accessibilityNotes: '',
  ...changes,
})

const settings = () => ({ ...config() })
let addresses = 0
const go = (person: User, now?: Date) =>
  continueToPayment(payload, { person, address: `10.0.0.${(addresses += 1)}`, settings: settings(), now })

async function saved(person: User, weekendIds: number[]) {
  const answer = await saveRegistration(payload, person, form(weekendIds), new Date(), TZ)
  if (!answer.ok) throw new Error(answer.message)
  return answer.registration
}

const registration = async (person: User) => (await registrationOf(payload, season.id, person.id))!

async function orderOf(person: User) {
  const mine = await registration(person)
  return payload.findByID({ collection: 'orders', id: mine.order!, overrideAccess: true, depth: 0 })
}

let events = 0
async function pay(person: User) {
  const order = await orderOf(person)
  return recordPaymentEvent(payload, {
    provider: 'test',
    eventId: `os_evt_${(events += 1)}`,
    orderNumber: order.number,
    outcome: 'succeeded',
    amount: { minor: order.totalMinor, currency: order.currency },
    paymentReference: `test_pi_${order.number}`,
  })
}

async function registered(person: User, weekendIds: number[]) {
  await saved(person, weekendIds)
  const started = await go(person)
  expect(started).toMatchObject({ ok: true, redirectTo: expect.any(String) })
  await pay(person)
  expect((await registration(person)).status).toBe('registered')
}

const setSeason = (data: Partial<OsSeason>) =>
  payload.update({ collection: 'os-seasons', id: season.id, overrideAccess: true, data })
const setCapacity = (weekend: number, capacity: number | null) =>
  payload.update({ collection: 'os-weekends', id: weekend, overrideAccess: true, data: { capacity } })

const offerMails = (email: string) =>
  rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT id FROM email_sendings WHERE template = 'os-place-offered' AND "to" = ${email}`,
  )

beforeAll(async () => {
  payload = await testPayload()
  staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'stella@example.org', password: PASSWORD, roles: ['staff'] },
  })
  season = await payload.create({
    collection: 'os-seasons',
    overrideAccess: true,
    data: {
      year: 2031,
      name: 'Open Studios 2031',
      status: 'current',
      requiresMembership: false,
      deadlines: openDeadlines(),
      tiers: [
        { key: 'premier', name: 'Premier', earlyPriceMinor: 25000, regularPriceMinor: 30000, latePriceMinor: 35000 },
        {
          key: 'participating',
          name: 'Participating',
          earlyPriceMinor: 15000,
          regularPriceMinor: 18000,
          latePriceMinor: 22000,
        },
      ],
      secondWeekendDiscountMinor: 5000,
      emergingDiscountMinor: 4000,
      currency: 'USD',
      withdrawalRefundPercent: 75,
      guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
    },
  })
  weekends = []
  for (const number of [1, 2, 3, 4]) {
    const start = addDays(today(), 120 + number * 7)
    const made = await payload.create({
      collection: 'os-weekends',
      overrideAccess: true,
      data: {
        season: season.id,
        number,
        label: `Weekend ${number}`,
        startsOn: start,
        endsOn: addDays(start, 1),
        opensAt: '11:00',
        closesAt: '18:00',
      },
    })
    weekends.push(made.id)
  }
})

describe('who may register', () => {
  it('says what is missing: a public profile, and a membership when the season asks for one', async () => {
    const noProfile = await artist({ profile: false })
    const refused = await saveRegistration(payload, noProfile, form([weekends[0]!]), new Date(), TZ)
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('artist profile is not public') })

    await setSeason({ requiresMembership: true })
    const member = await artist()
    const answer = await saveRegistration(payload, member, form([weekends[0]!]), new Date(), TZ)
    expect(answer).toMatchObject({ ok: false, message: expect.stringContaining('artist membership in good standing') })
    await setSeason({ requiresMembership: false })
  })

  it('refuses bad choices beside their fields, and a closed registration', async () => {
    const person = await artist()
    const answer = await saveRegistration(payload, person, form([], { tier: 'gold', address: '' }), new Date(), TZ)
    expect(answer).toMatchObject({
      ok: false,
      errors: {
        weekends: 'Choose the weekend you will open your studio, or two.',
        tier: 'Choose one of this season’s tiers.',
        address: 'Give the studio’s street address: visitors come there.',
      },
    })
    // The price phases end before registration closes: a season keeps its deadlines in order.
    await setSeason({
      deadlines: {
        ...openDeadlines(),
        earlyPriceEnds: addDays(today(), -3),
        regularPriceEnds: addDays(today(), -2),
        registrationCloses: addDays(today(), -1),
      },
    })
    const closed = await saveRegistration(payload, person, form([weekends[0]!]), new Date(), TZ)
    expect(closed).toEqual({ ok: false, message: 'Registration for Open Studios 2031 is not open.' })
    await setSeason({ deadlines: openDeadlines() })
  })
})

describe('paying for a registration', () => {
  it('registers the artist once paid with the test provider, at the early price with its parts', async () => {
    const person = await artist()
    const draft = await saved(person, [weekends[0]!, weekends[1]!])
    expect(draft.status).toBe('draft')
    const started = await go(person)
    expect(started).toMatchObject({ ok: true, redirectTo: expect.stringContaining('/shop/testpay') })
    expect((await registration(person)).status).toBe('awaiting-payment')
    const order = await orderOf(person)
    expect(order.totalMinor).toBe(45000)
    await pay(person)
    await pay(person)
    const done = await registration(person)
    expect(done).toMatchObject({ status: 'registered', priceMinor: 45000, order: order.id })
    expect(done.registeredAt).toBeTruthy()
    expect(done.priceParts.map((part) => part.amountMinor)).toEqual([25000, 25000, -5000])
  })

  it('charges the price shown at checkout when the payment comes after a deadline; an expired order is priced anew', async () => {
    const person = await artist()
    await saved(person, [weekends[0]!])
    expect(await go(person)).toMatchObject({ ok: true })
    // The early price ends before the payment arrives.
    await setSeason({ deadlines: { ...openDeadlines(), earlyPriceEnds: addDays(today(), -1) } })
    await pay(person)
    expect(await registration(person)).toMatchObject({ status: 'registered', priceMinor: 25000 })

    const late = await artist()
    await setSeason({ deadlines: openDeadlines() })
    await saved(late, [weekends[0]!])
    expect(await go(late, new Date(Date.now() - 60 * 60_000))).toMatchObject({ ok: true })
    expect((await orderOf(late)).totalMinor).toBe(25000)
    await setSeason({ deadlines: { ...openDeadlines(), earlyPriceEnds: addDays(today(), -1) } })
    expect(await expireUnpaidOrders(payload)).toBeGreaterThanOrEqual(1)
    expect((await registration(late)).status).toBe('draft')
    expect(await go(late)).toMatchObject({ ok: true })
    expect((await orderOf(late)).totalMinor).toBe(30000)
    await setSeason({ deadlines: openDeadlines() })
  })
})

describe('the waiting list', () => {
  it('waitlists a full weekend, offers a withdrawn place to the next (mailed once), and lapses an offer', async () => {
    const weekend = weekends[2]!
    await setCapacity(weekend, 1)
    const first = await artist()
    await registered(first, [weekend])

    const second = await artist()
    await saved(second, [weekend])
    expect(await go(second)).toEqual({ ok: true, waitlisted: [{ weekend: 'Weekend 3', position: 1 }] })
    const third = await artist()
    await saved(third, [weekend])
    expect(await go(third)).toEqual({ ok: true, waitlisted: [{ weekend: 'Weekend 3', position: 2 }] })

    const withdrawn = await withdrawRegistration(payload, first, new Date(), TZ)
    expect(withdrawn).toMatchObject({ ok: true, refundedMinor: 18750 })
    expect(await registration(first)).toMatchObject({ status: 'withdrawn', endReason: 'Withdrawn by the artist' })
    const offered = await registration(second)
    expect(offered.status).toBe('offered')
    expect(offered.offerEndsAt!.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000)
    expect((await registration(third)).status).toBe('waitlisted')

    await settleWaitingLists(payload, new Date())
    await settleWaitingLists(payload, new Date())
    expect(await offerMails(second.email)).toHaveLength(1)
    const outbox = await payload.find({
      collection: 'outbox',
      where: { to: { equals: second.email } },
      overrideAccess: true,
    })
    expect(outbox.docs.map((mail) => mail.subject)).toEqual(['A place for you in Open Studios 2031'])

    // The offer is not paid in time: it lapses and the place goes to the third.
    await payload.update({
      collection: 'os-registrations',
      id: offered.id,
      overrideAccess: true,
      data: { offerEndsAt: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(await settleWaitingLists(payload, new Date())).toEqual({ lapsed: 1, offered: 1 })
    expect((await registration(second)).status).toBe('draft')
    expect((await registration(third)).status).toBe('offered')
    expect(await offerMails(third.email)).toHaveLength(1)

    // The third pays for the place offered.
    expect(await go(third)).toMatchObject({ ok: true, redirectTo: expect.any(String) })
    await pay(third)
    expect((await registration(third)).status).toBe('registered')
    await setCapacity(weekend, null)
  })

  it('gives the last place to exactly one of two artists asking at once', async () => {
    const weekend = weekends[3]!
    await setCapacity(weekend, 1)
    const [one, two] = [await artist(), await artist()]
    await saved(one, [weekend])
    await saved(two, [weekend])
    const answers = await Promise.all([go(one), go(two)])
    expect(answers.filter((answer) => answer.ok && 'redirectTo' in answer)).toHaveLength(1)
    expect(answers.filter((answer) => answer.ok && 'waitlisted' in answer)).toHaveLength(1)
    const states = [(await registration(one)).status, (await registration(two)).status].sort()
    expect(states).toEqual(['awaiting-payment', 'waitlisted'])
    await setCapacity(weekend, null)
  })
})

describe('staff', () => {
  it('register an artist by hand with the fee waived, audited', async () => {
    const person = await artist()
    const answer = await registerByStaff(
      payload,
      staff,
      {
        email: person.email,
        tier: 'participating',
        weekends: [1, 2],
        studio: { address: '5 Mission Street' },
        payment: { waive: true },
      },
      new Date(),
    )
    expect(answer).toMatchObject({ ok: true })
    expect(await registration(person)).toMatchObject({
      status: 'registered',
      priceMinor: 0,
      feeWaived: true,
      registeredBy: staff.id,
      tier: 'participating',
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'os-registration.register' } },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    const member = await artist()
    expect(
      await registerByStaff(
        payload,
        member,
        { email: person.email, weekends: [1], payment: { waive: true } },
        new Date(),
      ),
    ).toEqual({ ok: false, message: 'Only staff register an artist by hand.' })
  })
})

describe('another artist', () => {
  it('cannot pay for, read or change a registration that is not theirs', async () => {
    const owner = await artist()
    const mine = await saved(owner, [weekends[0]!])
    const other = await artist()
    const order = await createOrder(payload, {
      buyer: { person: other },
      lines: [{ kind: 'os-registration', product: String(mine.id), quantity: 1 }],
      currency: 'USD',
    })
    expect(order).toEqual({ ok: false, message: 'There is no such registration.' })

    const tokens = {
      owner: await tokenFor(payload, owner.email, PASSWORD),
      other: await tokenFor(payload, other.email, PASSWORD),
    }
    expect((await rest('GET', `/os-registrations/${mine.id}`, { token: tokens.owner })).status).toBe(200)
    expect((await rest('GET', `/os-registrations/${mine.id}`, { token: tokens.other })).status).toBe(404)
    expect((await rest('GET', `/os-registrations/${mine.id}`)).status).toBe(403)
    const patched = await rest('PATCH', `/os-registrations/${mine.id}`, {
      token: tokens.owner,
      body: { status: 'registered' },
    })
    expect(patched.status).toBe(403)
    const seen = async (token?: string) => {
      const answer = await graphql('{ OsRegistrations { docs { id } } }', { token })
      const found = answer.body.data as { OsRegistrations?: { docs: { id: number }[] } | null } | undefined
      return (found?.OsRegistrations?.docs ?? []).map((doc) => doc.id)
    }
    expect(await seen(tokens.other)).not.toContain(mine.id)
    expect(await seen()).not.toContain(mine.id)
    expect(await seen(tokens.owner)).toContain(mine.id)
  })
})
