import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createOrder, recordPaymentEvent } from '@/domains/commerce'
import {
  addTerm,
  cancelMembership,
  memberInGoodStanding,
  membershipNotices,
  planBySlug,
  runLifeCycle,
  type PlanRow,
} from '@/domains/membership'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'
import type { Order, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The membership domain on a real database (decision 047): the `membership`
 * kind sold through commerce, its fulfilment starting or extending a term and
 * granting the plan's role exactly once, the life-cycle pass moving terms
 * into grace and expiry and taking the role back, `memberInGoodStanding`, and
 * who may read and write plans, memberships and terms.
 */

const PASSWORD = 'a-good-password'
const TZ = 'America/Los_Angeles'
let payload: Payload
let staff: User
let artlover: PlanRow
let household: PlanRow

let people = 0
async function person(roles: ('staff' | 'artist' | 'artlover')[] = []): Promise<User> {
  people += 1
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `member${people}@example.org`, password: PASSWORD, roles },
  })
}

async function order(buyer: User | null, product: string): Promise<Order> {
  const answer = await createOrder(payload, {
    buyer: buyer ? { person: buyer } : { guest: { email: 'guest@example.org', name: 'Guest' } },
    lines: [{ kind: 'membership', product, quantity: 1 }],
    currency: 'USD',
  })
  if (!answer.ok) throw new Error(answer.message)
  return answer.order
}

const pay = (paid: Order, eventId: string) =>
  recordPaymentEvent(payload, {
    provider: 'test',
    eventId,
    orderNumber: paid.number,
    outcome: 'succeeded',
    amount: { minor: paid.totalMinor, currency: paid.currency },
  })

const rolesOf = async (who: User) =>
  (await payload.findByID({ collection: 'users', id: who.id, overrideAccess: true, depth: 0 })).roles ?? []

const termsOf = (who: User) =>
  rowsOf<{ id: number; startsOn: string; endsOn: string; status: string; order: number | null; paid: number }>(
    database(payload),
    sql`SELECT id, starts_on AS "startsOn", ends_on AS "endsOn", status, order_id AS "order", paid_minor::int AS paid
        FROM membership_terms WHERE person_id = ${who.id} ORDER BY starts_on`,
  )

const eventsOf = async (who: User) =>
  (
    await rowsOf<{ kind: string }>(
      database(payload),
      sql`SELECT kind FROM membership_events WHERE person_id = ${who.id} ORDER BY id`,
    )
  ).map((row) => row.kind)

/** A term bought on `today` (the organisation's date), as staff's free term: the clock is the test's. */
const termOn = (who: User, plan: PlanRow, today: string) =>
  inTransaction(payload, async (tx) => ({
    commit: true,
    value: await addTerm(tx, { person: Number(who.id), plan, source: 'free', paidMinor: 0, currency: 'USD' }, today),
  }))

/** Noon in the organisation's time zone on that date. */
const at = (date: string) => new Date(`${date}T20:00:00Z`)

beforeAll(async () => {
  payload = await testPayload()
  staff = await person(['staff'])
  artlover = (await planBySlug(database(payload), 'artlover'))!
  household = (await planBySlug(database(payload), 'household'))!
})

describe('the membership kind', () => {
  it('sells the seeded plans at their price or, when the buyer states they qualify, the reduced one', async () => {
    const buyer = await person()
    expect((await order(buyer, 'artlover')).lines[0]).toMatchObject({
      description: 'Art lover membership',
      unitPriceMinor: 6000,
    })
    expect((await order(buyer, 'artlover:reduced')).lines[0]).toMatchObject({ unitPriceMinor: 3500 })
  })

  it('keeps the price on the line: a price change reaches new orders only', async () => {
    const buyer = await person()
    const before = await order(buyer, 'household')
    await payload.update({
      collection: 'membership-plans',
      id: household.id,
      data: { priceMinor: 9900 },
      overrideAccess: true,
    })
    const after = await order(buyer, 'household')
    await payload.update({
      collection: 'membership-plans',
      id: household.id,
      data: { priceMinor: 9000 },
      overrideAccess: true,
    })
    expect(before.totalMinor).toBe(9000)
    expect(after.totalMinor).toBe(9900)
    await pay(before, `evt_price_${before.id}`)
    expect((await termsOf(buyer))[0]).toMatchObject({ paid: 9000, order: before.id })
  })

  it('refuses a guest, a retired plan, and the artist plan to someone without an artist account', async () => {
    const ask = (buyer: User | null, product: string) =>
      createOrder(payload, {
        buyer: buyer ? { person: buyer } : { guest: { email: 'guest@example.org', name: 'Guest' } },
        lines: [{ kind: 'membership', product, quantity: 1 }],
        currency: 'USD',
      })
    const buyer = await person()
    expect(await ask(null, 'artlover')).toMatchObject({ ok: false, message: expect.stringMatching(/sign in/i) })
    expect(await ask(buyer, 'artist')).toMatchObject({ ok: false, message: expect.stringMatching(/artist account/) })
    expect(await ask(await person(['artist']), 'artist')).toMatchObject({ ok: true })
    expect(await ask(buyer, 'nosuchplan')).toMatchObject({ ok: false, message: 'This membership plan is not known.' })
    const retired = await payload.create({
      collection: 'membership-plans',
      overrideAccess: true,
      data: {
        ...household,
        id: undefined,
        slug: 'oldfriends',
        name: 'Old friends',
        status: 'retired',
        benefits: [],
      } as never,
    })
    expect(await ask(buyer, retired.slug)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no longer offered/),
    })
  })

  it('starts one term and grants the role once, however often the payment arrives', async () => {
    const buyer = await person()
    const paid = await order(buyer, 'artlover')
    const answers = await Promise.all([1, 2, 3].map(() => pay(paid, `evt_join_${paid.id}`)))
    expect(answers.filter((answer) => answer.outcome === 'duplicate')).toHaveLength(2)
    await pay(paid, `evt_join_again_${paid.id}`)
    const terms = await termsOf(buyer)
    expect(terms).toHaveLength(1)
    expect(terms[0]).toMatchObject({ status: 'active', order: paid.id, paid: 6000 })
    expect(await rolesOf(buyer)).toEqual(['artlover'])
    expect(await eventsOf(buyer)).toEqual(['joined', 'role-granted'])
    const [membership] = await payload
      .find({
        collection: 'memberships',
        overrideAccess: true,
        where: { person: { equals: buyer.id } },
      })
      .then((found) => found.docs)
    expect(membership).toMatchObject({ audience: 'artlover', status: 'active', roleGranted: 'artlover' })
  })

  it('renews from the current end on a second order, and changes plan at the next term', async () => {
    const buyer = await person()
    await pay(await order(buyer, 'artlover'), `evt_first_${buyer.id}`)
    const second = await order(buyer, 'household')
    await pay(second, `evt_second_${buyer.id}`)
    const [first, next] = await termsOf(buyer)
    expect(next.startsOn > first.endsOn).toBe(true)
    expect(await eventsOf(buyer)).toEqual(['joined', 'role-granted', 'renewed', 'plan-changed'])
  })
})

describe('the life cycle, with a fixed clock', () => {
  it('moves a term into grace, then expiry, taking back the role it granted, once', async () => {
    const member = await person()
    await termOn(member, artlover, '2025-01-10')
    expect(await rolesOf(member)).toEqual(['artlover'])

    await runLifeCycle(payload, at('2026-01-20'), TZ)
    expect((await termsOf(member))[0].status).toBe('grace')
    expect(await rolesOf(member)).toEqual(['artlover'])
    expect(await memberInGoodStanding(payload, member.id, { on: at('2026-01-20'), timeZone: TZ })).toBe(true)

    const expired = await runLifeCycle(payload, at('2026-03-01'), TZ)
    expect(expired.settled).toBeGreaterThanOrEqual(1)
    expect((await termsOf(member))[0].status).toBe('expired')
    expect(await rolesOf(member)).toEqual([])
    const again = await runLifeCycle(payload, at('2026-03-01'), TZ)
    expect(again.settled).toBe(0)
    expect(await eventsOf(member)).toEqual(['free-term', 'role-granted', 'grace', 'expired', 'role-removed'])
    expect(await memberInGoodStanding(payload, member.id, { on: at('2026-03-01'), timeZone: TZ })).toBe(false)
  })

  it('never takes back a role the person held before their membership', async () => {
    const member = await person(['artlover'])
    await termOn(member, artlover, '2025-01-10')
    await runLifeCycle(payload, at('2026-06-01'), TZ)
    expect(await rolesOf(member)).toEqual(['artlover'])
  })

  it('renews after expiry from today, and in grace from the end', async () => {
    const late = await person()
    await termOn(late, artlover, '2025-01-10')
    await termOn(late, artlover, '2026-05-01')
    expect((await termsOf(late)).map((term) => term.startsOn)).toEqual(['2025-01-10', '2026-05-01'])
    expect(await rolesOf(late)).toEqual(['artlover'])

    const inGrace = await person()
    await termOn(inGrace, artlover, '2025-01-10')
    await termOn(inGrace, artlover, '2026-01-20')
    expect((await termsOf(inGrace)).map((term) => [term.startsOn, term.endsOn])).toEqual([
      ['2025-01-10', '2026-01-10'],
      ['2026-01-11', '2027-01-10'],
    ])
  })

  it('records a reminder once, and a cancelled membership ends on its end with no grace', async () => {
    const member = await person()
    const made = await termOn(member, artlover, '2025-01-10')
    await runLifeCycle(payload, at('2025-12-20'), TZ)
    await runLifeCycle(payload, at('2025-12-21'), TZ)
    expect((await eventsOf(member)).filter((kind) => kind === 'reminder-due')).toHaveLength(1)
    expect(await membershipNotices(payload, member.id, at('2025-12-21'), TZ)).toEqual([
      { text: 'Membership ends soon', href: '/dashboard#membership' },
    ])
    await inTransaction(payload, async (tx) => ({
      commit: true,
      value: await cancelMembership(tx, made.membership, at('2025-12-21'), '2025-12-21'),
    }))
    await runLifeCycle(payload, at('2026-01-11'), TZ)
    expect((await termsOf(member))[0].status).toBe('expired')
    expect(await rolesOf(member)).toEqual([])
  })
})

describe('memberInGoodStanding', () => {
  it('answers for an audience and a date, in the organisation’s time zone', async () => {
    const member = await person()
    await termOn(member, artlover, '2026-02-01')
    const ask = (on: Date, audience?: 'artist' | 'artlover') =>
      memberInGoodStanding(payload, member.id, { on, audience, timeZone: TZ })
    expect(await ask(at('2026-02-01'))).toBe(true)
    expect(await ask(at('2026-02-01'), 'artlover')).toBe(true)
    expect(await ask(at('2026-02-01'), 'artist')).toBe(false)
    // 07:00 UTC on 1 February is still 31 January in Los Angeles.
    expect(await ask(new Date('2026-02-01T07:00:00Z'))).toBe(false)
    expect(await ask(at('2027-03-03'))).toBe(true)
    expect(await ask(at('2027-03-04'))).toBe(false)
    expect(await memberInGoodStanding(payload, 'not-a-person', { on: at('2026-02-01') })).toBe(false)
  })
})

describe('who reads and writes memberships', () => {
  it('lets anyone read active plans, only staff retired ones, and only staff write them', async () => {
    const member = await person()
    const token = await tokenFor(payload, member.email, PASSWORD)
    const staffToken = await tokenFor(payload, staff.email, PASSWORD)
    const plans = await rest('GET', '/membership-plans?limit=100')
    const slugs = (plans.body.docs as { slug: string }[]).map((plan) => plan.slug)
    expect(slugs).toEqual(expect.arrayContaining(['artist', 'artlover', 'household']))
    expect(slugs).not.toContain('oldfriends')
    const body = {
      name: 'Cheap',
      slug: 'cheap',
      audience: 'artlover',
      priceMinor: 1,
      currency: 'USD',
      term: 'twelve-months',
      graceDays: 0,
    }
    expect((await rest('POST', '/membership-plans', { body })).status).toBe(403)
    expect((await rest('POST', '/membership-plans', { token, body })).status).toBe(403)
    expect((await rest('PATCH', `/membership-plans/${artlover.id}`, { token, body: { priceMinor: 1 } })).status).toBe(
      403,
    )
    const mutation = `mutation { updateMembershipPlan(id: ${artlover.id}, data: { priceMinor: 1 }) { id } }`
    expect((await graphql(mutation, { token })).body.errors).toBeTruthy()
    expect((await planBySlug(database(payload), 'artlover'))!.priceMinor).toBe(6000)
    const made = await rest('POST', '/membership-plans', { token: staffToken, body })
    expect(made.status).toBe(201)
  })

  it('lets the member and staff read a membership and its terms, nobody else, and nobody write them', async () => {
    const member = await person()
    const other = await person()
    await termOn(member, artlover, '2026-02-01')
    const tokens = {
      member: await tokenFor(payload, member.email, PASSWORD),
      other: await tokenFor(payload, other.email, PASSWORD),
      staff: await tokenFor(payload, staff.email, PASSWORD),
    }
    const [term] = await termsOf(member)
    for (const collection of ['membership-terms']) {
      expect((await rest('GET', `/${collection}/${term.id}`, { token: tokens.member })).status).toBe(200)
      expect((await rest('GET', `/${collection}/${term.id}`, { token: tokens.staff })).status).toBe(200)
      expect((await rest('GET', `/${collection}/${term.id}`, { token: tokens.other })).status).toBe(404)
      expect((await rest('GET', `/${collection}/${term.id}`)).status).toBe(403)
    }
    const seen = async (token?: string) => {
      const answer = await graphql(
        `
          {
            Memberships {
              docs {
                id
                person {
                  id
                }
              }
            }
          }
        `,
        { token },
      )
      const found = answer.body.data?.Memberships as { docs: { person: { id: number } | null }[] } | null | undefined
      return (found?.docs ?? []).map((doc) => doc.person?.id)
    }
    expect(await seen(tokens.member)).toEqual([member.id])
    expect(await seen(tokens.other)).not.toContain(member.id)
    expect(await seen()).toEqual([])
    for (const token of [tokens.member, tokens.staff, undefined]) {
      expect(
        (await rest('PATCH', `/membership-terms/${term.id}`, { token, body: { endsOn: '2099-01-01' } })).status,
      ).toBe(403)
      expect(
        (await rest('POST', '/memberships', { token, body: { person: member.id, audience: 'artist' } })).status,
      ).toBe(403)
      const mutation = `mutation { updateMembershipTerm(id: ${term.id}, data: { endsOn: "2099-01-01" }) { id } }`
      expect((await graphql(mutation, { token })).body.errors).toBeTruthy()
    }
    expect((await termsOf(member))[0].endsOn).toBe('2027-02-01')
  })
})
