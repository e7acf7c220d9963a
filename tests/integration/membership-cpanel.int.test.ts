import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { recordPaymentEvent } from '@/domains/commerce'
import {
  cancelByStaff,
  extendTerm,
  findMembers,
  giveFreeTerm,
  memberDetail,
  membersExportResponse,
  organisationDate,
  parseMembersFilter,
  recordMembershipPayment,
  saveArtLoverPrices,
  savePlan,
  setPlanStatus,
} from '@/domains/membership'
import { config } from '@/platform/config'
import type { MembershipPlan, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * `membershiper` and `pricingartlovers` (decision 048): staff's free terms,
 * extensions, cancellations and payments by hand go through membership's
 * services, grant and take back roles as the life cycle does, and are
 * audited; the members' list and its CSV; and every one of them refused to
 * anyone but staff.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
let member: User
let artist: User
let ada: User
let bea: User
let friend: MembershipPlan
let patron: MembershipPlan
const now = new Date()
let today: string

async function person(email: string, name: string, roles: ('staff' | 'artlover' | 'artist')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, name, password: PASSWORD, roles } })
}

const rolesOf = async (user: User) =>
  (await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })).roles
const auditOf = async (action: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: action } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const termsOf = async (user: User) =>
  (
    await payload.find({
      collection: 'membership-terms',
      where: { person: { equals: user.id } },
      sort: 'startsOn',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const request = (path: string, token?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} })

const PLAN = {
  audience: 'artlover' as const,
  reducedPriceMinor: null,
  reducedFor: null,
  term: 'twelve-months' as const,
  graceDays: 30,
  benefits: ['Free entry'],
  grantsRole: 'artlover' as const,
  whoFor: null,
  position: 0,
}

beforeAll(async () => {
  payload = await testPayload()
  today = organisationDate(now, config().TIMEZONE)
  staff = await person('stella@example.org', 'Stella Staff', ['staff'])
  member = await person('mo@example.org', 'Mo Member', ['artlover'])
  artist = await person('art@example.org', 'Art Ist', ['artist'])
  ada = await person('ada@example.org', 'Ada Lovelace', [])
  bea = await person('bea@example.org', 'Bea Buyer', [])
  const made = await savePlan(
    payload,
    staff,
    null,
    { ...PLAN, name: 'Friend', slug: 'friend', priceMinor: 6000 },
    'USD',
  )
  const second = await savePlan(
    payload,
    staff,
    null,
    { ...PLAN, name: 'Patron', slug: 'patron', priceMinor: 25_000, reducedPriceMinor: 20_000, reducedFor: 'Seniors' },
    'USD',
  )
  if (!made.ok || !second.ok) throw new Error('The plans were not made.')
  friend = await payload.findByID({ collection: 'membership-plans', id: made.id, depth: 0, overrideAccess: true })
  patron = await payload.findByID({ collection: 'membership-plans', id: second.id, depth: 0, overrideAccess: true })
})

describe('plans', () => {
  it('refuse a slug that is taken, in words, and are audited when made', async () => {
    const taken = await savePlan(payload, staff, null, { ...PLAN, name: 'Other', slug: 'friend', priceMinor: 1 }, 'USD')
    expect(taken).toEqual({ ok: false, field: 'slug', message: 'The slug “friend” is taken by the plan Friend.' })
    expect((await auditOf('membership.plan.create')).map((row) => row.target)).toEqual(
      expect.arrayContaining(['friend', 'patron']),
    )
  })

  it('are retired and offered again; a retired plan is given no free term', async () => {
    expect(await setPlanStatus(payload, staff, patron.id, 'retired')).toEqual({ ok: true, name: 'Patron' })
    expect(await setPlanStatus(payload, staff, patron.id, 'retired')).toEqual({
      ok: false,
      message: 'The Patron plan is retired already.',
    })
    const refused = await giveFreeTerm(
      payload,
      staff,
      { person: bea.id, plan: patron.id, endsOn: null, reason: '' },
      today,
    )
    expect(refused).toEqual({ ok: false, message: 'The Patron plan is retired: choose an offered plan.' })
    expect(await setPlanStatus(payload, staff, patron.id, 'active')).toEqual({ ok: true, name: 'Patron' })
    const artistPlan = await payload.find({
      collection: 'membership-plans',
      where: { audience: { equals: 'artist' } },
      limit: 1,
      overrideAccess: true,
    })
    const notAnArtist = await giveFreeTerm(
      payload,
      staff,
      { person: bea.id, plan: artistPlan.docs[0]!.id, endsOn: null, reason: '' },
      today,
    )
    expect(notAnArtist).toEqual({
      ok: false,
      message: `The ${artistPlan.docs[0]!.name} plan is for artists: Bea Buyer has no approved artist account.`,
    })
  })
})

describe('a free term', () => {
  it('gives one term of the plan and its role, written as given by staff, and audited', async () => {
    const answer = await giveFreeTerm(
      payload,
      staff,
      { person: ada.id, plan: friend.id, endsOn: null, reason: 'Volunteer of the year' },
      today,
    )
    expect(answer.ok, answer.message).toBe(true)
    const [term] = await termsOf(ada)
    expect(term).toMatchObject({ source: 'free', paidMinor: 0, startsOn: today, status: 'active' })
    expect(term!.note).toBe('Given by Stella Staff: Volunteer of the year')
    expect(answer.message).toBe(`Ada Lovelace has a free Friend term from ${today} to ${term!.endsOn}.`)
    expect(await rolesOf(ada)).toContain('artlover')
    const [audit] = await auditOf('membership.free-term')
    expect(audit).toMatchObject({ actor: staff.id, targetCollection: 'membership-terms', targetId: String(term!.id) })
    const detail = await memberDetail(payload, ada.id, today)
    expect(detail!.memberships[0]).toMatchObject({ state: 'active', planName: 'Friend', roleGranted: 'artlover' })
    expect(detail!.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['free-term', 'role-granted']))
    expect(detail!.staffChanges.map((change) => [change.action, change.by])).toEqual([
      ['membership.free-term', 'Stella Staff'],
    ])
  })

  it('runs to a chosen day, and refuses a day before its start', async () => {
    const answer = await giveFreeTerm(
      payload,
      staff,
      { person: bea.id, plan: friend.id, endsOn: '2099-06-30', reason: '' },
      today,
    )
    expect(answer).toEqual({ ok: true, message: `Bea Buyer has a free Friend term from ${today} to 2099-06-30.` })
    const refused = await giveFreeTerm(
      payload,
      staff,
      { person: bea.id, plan: friend.id, endsOn: '2000-01-01', reason: '' },
      today,
    )
    expect(refused).toEqual({
      ok: false,
      message: 'The free term would start on 2099-07-01: choose an end on or after that day.',
    })
    expect((await termsOf(bea)).map((term) => [term.startsOn, term.endsOn])).toEqual([[today, '2099-06-30']])
  })
})

describe('extending and cancelling', () => {
  it('moves the end of the latest term, and refuses an earlier day', async () => {
    const membership = (await memberDetail(payload, ada.id, today))!.memberships[0]!
    const end = membership.endsOn!
    expect(await extendTerm(payload, staff, { membership: membership.id, endsOn: end }, today)).toEqual({
      ok: false,
      message: `The term ends on ${end} already: choose a later day to extend it to.`,
    })
    expect(await extendTerm(payload, staff, { membership: membership.id, endsOn: '2098-12-31' }, today)).toEqual({
      ok: true,
      message: `The term now ends on 2098-12-31 instead of ${end}.`,
    })
    expect((await termsOf(ada)).at(-1)!.endsOn).toBe('2098-12-31')
    expect(await auditOf('membership.extend')).toHaveLength(1)
  })

  it('lets a lapsed term run again, with its role', async () => {
    const free = await giveFreeTerm(
      payload,
      staff,
      { person: member.id, plan: friend.id, endsOn: null, reason: '' },
      '2020-01-01',
    )
    expect(free.ok).toBe(true)
    const membership = (await memberDetail(payload, member.id, today))!.memberships[0]!
    expect(membership.state).toBe('expired')
    // Mo held the art lover role before: it was never the membership's to take back.
    expect(await rolesOf(member)).toContain('artlover')
    expect((await extendTerm(payload, staff, { membership: membership.id, endsOn: '2097-01-01' }, today)).ok).toBe(true)
    expect((await memberDetail(payload, member.id, today))!.memberships[0]!.state).toBe('active')
  })

  it('cancels: the term runs out with no grace, nothing refunded; a second cancel is refused', async () => {
    const membership = (await memberDetail(payload, bea.id, today))!.memberships[0]!
    const answer = await cancelByStaff(payload, staff, { membership: membership.id, reason: 'Moved away' }, now, today)
    expect(answer).toEqual({
      ok: true,
      message: 'Cancelled: the membership ends on 2099-06-30, with no grace period. Nothing was refunded.',
    })
    const after = (await memberDetail(payload, bea.id, today))!.memberships[0]!
    expect(after).toMatchObject({ cancelled: true, state: 'active', graceEndsOn: '2099-06-30' })
    expect((await memberDetail(payload, bea.id, today))!.events.map((event) => event.kind)).toContain('cancelled')
    expect(await cancelByStaff(payload, staff, { membership: membership.id, reason: '' }, now, today)).toEqual({
      ok: false,
      message: 'This membership is cancelled already.',
    })
    expect(await auditOf('membership.cancel')).toHaveLength(1)
  })
})

describe('a payment by hand', () => {
  it('makes a paid order with a membership line that starts the term once, at the reduced price if chosen', async () => {
    const answer = await recordMembershipPayment(
      payload,
      staff,
      { person: artist.id, plan: patron.id, reduced: true, method: 'cheque', reference: 'Cheque 1042' },
      'USD',
    )
    expect(answer.ok, answer.message).toBe(true)
    if (!answer.ok) return
    const { docs } = await payload.find({
      collection: 'orders',
      where: { number: { equals: answer.orderNumber } },
      depth: 0,
      overrideAccess: true,
    })
    const order = docs[0]!
    expect(order).toMatchObject({ buyer: artist.id, totalMinor: 20_000 })
    expect(['paid', 'fulfilled']).toContain(order.status)
    expect(order.lines?.map((line) => [line.kind, line.product])).toEqual([['membership', 'patron:reduced']])
    const terms = await termsOf(artist)
    expect(terms.map((term) => [term.source, term.order, term.paidMinor, term.reduced])).toEqual([
      ['order', order.id, 20_000, true],
    ])
    expect(answer.message).toBe(
      `Recorded $200.00 for order ${order.number}: the Patron term runs from ${terms[0]!.startsOn} to ${terms[0]!.endsOn}.`,
    )
    expect(await rolesOf(artist)).toEqual(expect.arrayContaining(['artist', 'artlover']))

    // The provider's notification of the same payment, again: fulfilled once.
    await recordPaymentEvent(payload, {
      provider: 'test',
      eventId: 'evt-late',
      orderNumber: order.number,
      outcome: 'succeeded',
      amount: { minor: order.totalMinor, currency: 'USD' },
    })
    expect(await termsOf(artist)).toHaveLength(1)
    const detail = await memberDetail(payload, artist.id, today)
    expect(detail!.payments.map((row) => row.number)).toEqual([order.number])
    expect(await auditOf('membership.manual-payment')).toHaveLength(1)
  })

  it('refuses a reduced price a plan does not have, and a method that is not one', async () => {
    const pay = (reduced: boolean, method: string) =>
      recordMembershipPayment(
        payload,
        staff,
        { person: ada.id, plan: friend.id, reduced, method, reference: '' },
        'USD',
      )
    expect(await pay(true, 'cash')).toEqual({ ok: false, message: 'The Friend plan has no reduced price.' })
    expect(await pay(false, 'barter')).toEqual({
      ok: false,
      message: 'Say how it was paid: cheque, cash or bank transfer.',
    })
  })
})

describe('the art lover prices', () => {
  it('are saved together, or none when one is refused, and reach new orders only', async () => {
    const refused = await saveArtLoverPrices(payload, staff, [
      { plan: friend.id, price: '65', reducedPrice: '' },
      { plan: patron.id, price: '250.001', reducedPrice: '300' },
    ])
    expect(refused).toEqual({
      ok: false,
      message: 'Nothing was saved: one price needs correcting.',
      fieldErrors: { [`price-${patron.id}`]: 'Patron: USD has 2 decimal places at most.' },
    })
    const unchanged = await payload.findByID({ collection: 'membership-plans', id: friend.id, overrideAccess: true })
    expect(unchanged.priceMinor).toBe(6000)
    const saved = await saveArtLoverPrices(payload, staff, [
      { plan: friend.id, price: '65', reducedPrice: '45' },
      { plan: patron.id, price: '250', reducedPrice: '200' },
    ])
    expect(saved).toEqual({ ok: true, changed: ['Friend'] })
    const changed = await payload.findByID({ collection: 'membership-plans', id: friend.id, overrideAccess: true })
    expect([changed.priceMinor, changed.reducedPriceMinor]).toEqual([6500, 4500])
    const [audit] = await auditOf('membership.prices')
    expect(audit!.actor).toBe(staff.id)
    // The order paid by hand before keeps its price.
    const { docs } = await payload.find({
      collection: 'orders',
      where: { buyer: { equals: artist.id } },
      overrideAccess: true,
    })
    expect(docs[0]!.totalMinor).toBe(20_000)
  })
})

describe('the members’ list', () => {
  const find = async (query: string) => {
    const filter = parseMembersFilter(new URLSearchParams(query))
    if (!filter.ok) throw new Error(filter.problems.join('; '))
    return findMembers(payload, filter.value, today)
  }

  it('is found by status, plan, words and end, with counts', async () => {
    const all = await find('')
    expect(all.rows.map((row) => row.email).sort()).toEqual(
      ['ada@example.org', 'art@example.org', 'bea@example.org', 'mo@example.org'].sort(),
    )
    expect(all.counts).toMatchObject({ active: 4, cancelled: 1, grace: 0, expired: 0 })
    expect((await find('status=cancelled')).rows.map((row) => row.email)).toEqual(['bea@example.org'])
    expect((await find(`plan=${patron.id}`)).rows.map((row) => row.email)).toEqual(['art@example.org'])
    expect((await find('search=LOVELACE')).rows.map((row) => row.email)).toEqual(['ada@example.org'])
    expect((await find('within=30')).count).toBe(0)
  })

  it('is exported as CSV to staff only, audited', async () => {
    const staffToken = await tokenFor(payload, staff.email, PASSWORD)
    const response = await membersExportResponse(
      payload,
      request('/api/membership/export?status=cancelled', staffToken),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const text = await response.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Membership,Person,Name,Email,Audience,Plan,Status,Cancelled,Member since,Ends on')
    expect(lines.slice(1)).toEqual([expect.stringContaining(',Bea Buyer,bea@example.org,Art lover,Friend,Active,yes,')])
    expect((await auditOf('membership.export'))[0]!.summary).toEqual({ status: 'cancelled' })
    const bad = await membersExportResponse(payload, request('/api/membership/export?within=soon', staffToken))
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('within must be a number of days')
  })
})

describe('anyone but staff', () => {
  it('is refused the export: 403 signed in, 401 as a guest', async () => {
    for (const who of [member, artist]) {
      const token = await tokenFor(payload, who.email, PASSWORD)
      expect((await membersExportResponse(payload, request('/api/membership/export', token))).status).toBe(403)
    }
    expect((await membersExportResponse(payload, request('/api/membership/export'))).status).toBe(401)
  })

  it('is refused every staff action, in words, and nothing changes', async () => {
    const before = await termsOf(ada)
    for (const who of [member, artist]) {
      expect(
        await giveFreeTerm(payload, who, { person: ada.id, plan: friend.id, endsOn: null, reason: '' }, today),
      ).toEqual({
        ok: false,
        message: 'Only staff give free terms.',
      })
      expect(await extendTerm(payload, who, { membership: 1, endsOn: '2100-01-01' }, today)).toEqual({
        ok: false,
        message: 'Only staff extend terms.',
      })
      expect(await cancelByStaff(payload, who, { membership: 1, reason: '' }, now, today)).toEqual({
        ok: false,
        message: 'Only staff cancel memberships.',
      })
      expect(
        await recordMembershipPayment(
          payload,
          who,
          { person: who.id, plan: friend.id, reduced: false, method: 'cash', reference: '' },
          'USD',
        ),
      ).toEqual({ ok: false, message: 'Only staff record payments.' })
      expect(await saveArtLoverPrices(payload, who, [{ plan: friend.id, price: '1', reducedPrice: '' }])).toMatchObject(
        {
          ok: false,
          message: 'Only staff change membership prices.',
        },
      )
      expect(await setPlanStatus(payload, who, friend.id, 'retired')).toEqual({
        ok: false,
        message: 'Only staff change membership plans.',
      })
      expect(
        await savePlan(payload, who, friend.id, { ...PLAN, name: 'Free', slug: 'friend', priceMinor: 0 }, 'USD'),
      ).toEqual({
        ok: false,
        message: 'Only staff change membership plans.',
      })
    }
    expect(await termsOf(ada)).toEqual(before)
  })

  it('cannot write memberships, terms or plans through REST or GraphQL', async () => {
    const token = await tokenFor(payload, member.email, PASSWORD)
    const membership = (await memberDetail(payload, member.id, today))!.memberships[0]!
    expect((await rest('PATCH', `/memberships/${membership.id}`, { token, body: { status: 'active' } })).status).toBe(
      403,
    )
    expect((await rest('PATCH', `/membership-plans/${friend.id}`, { token, body: { priceMinor: 1 } })).status).toBe(403)
    const mutation = await graphql(
      `mutation { updateMembershipPlan(id: ${friend.id}, data: { priceMinor: 1 }) { id } }`,
      {
        token,
      },
    )
    expect(mutation.body.errors?.[0]?.message).toMatch(/not allowed/i)
    const plan = await payload.findByID({ collection: 'membership-plans', id: friend.id, overrideAccess: true })
    expect(plan.priceMinor).toBe(6500)
  })
})
