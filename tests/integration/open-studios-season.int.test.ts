import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createSeason,
  makeCurrent,
  removeWeekend,
  saveDeadlines,
  savePricing,
  saveWeekend,
  seasonById,
  setSeasonStatus,
  weekendCounts,
} from '@/domains/openStudios'
import type { OsSeason, OsWeekend, User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Season set-up (decision 050): the season's and weekend's own checks run
 * in their collections' hooks, so REST and GraphQL are refused a season out
 * of order with the reason as a 400; only staff write seasons and weekends;
 * one season is current, the one before made past in the same transaction
 * and audited; a weekend stays while registrations name it; the tools'
 * services refuse anyone but staff and save together or not at all.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
let artist: User
let member: User
let advertiser: User
const tokens: Record<string, string> = {}

const DEADLINES = {
  registrationOpens: '2030-03-01',
  earlyPriceEnds: '2030-05-31',
  regularPriceEnds: '2030-06-30',
  registrationCloses: '2030-07-31',
  materialsDue: '2030-08-15',
  adReservationsClose: '2030-08-01',
  adArtworkDue: '2030-08-20',
}
const TIERS = [
  { key: 'premier', name: 'Premier', earlyPriceMinor: 25000, regularPriceMinor: 30000, latePriceMinor: 35000 },
  {
    key: 'participating',
    name: 'Participating',
    earlyPriceMinor: 15000,
    regularPriceMinor: 18000,
    latePriceMinor: 22000,
  },
]

async function person(email: string, roles: ('staff' | 'artist' | 'artlover' | 'advertiser')[]) {
  return payload.create({ collection: 'users', overrideAccess: true, data: { email, password: PASSWORD, roles } })
}

async function season(year: number, data: Partial<OsSeason> = {}): Promise<OsSeason> {
  return payload.create({
    collection: 'os-seasons',
    overrideAccess: true,
    data: {
      year,
      name: `Open Studios ${year}`,
      status: 'preparing',
      deadlines: DEADLINES,
      tiers: TIERS,
      secondWeekendDiscountMinor: 5000,
      currency: 'USD',
      withdrawalRefundPercent: 75,
      guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
      ...data,
    },
  })
}

async function weekend(seasonId: number, number: number, startsOn: string, endsOn: string): Promise<OsWeekend> {
  return payload.create({
    collection: 'os-weekends',
    overrideAccess: true,
    data: {
      season: seasonId,
      number,
      label: `Weekend ${number}`,
      startsOn,
      endsOn,
      opensAt: '11:00',
      closesAt: '18:00',
    },
  })
}

const messages = (body: Record<string, unknown>) => JSON.stringify(body)

beforeAll(async () => {
  payload = await testPayload()
  staff = await person('stella@example.org', ['staff'])
  artist = await person('ari@example.org', ['artist'])
  member = await person('mia@example.org', ['artlover'])
  advertiser = await person('adam@example.org', ['advertiser'])
  for (const [name, who] of Object.entries({ staff, artist, member, advertiser })) {
    tokens[name] = await tokenFor(payload, who.email, PASSWORD)
  }
})

describe('the season’s own checks, whatever writes it', () => {
  it('refuses a season with deadlines out of order through REST as a 400 with the reason', async () => {
    const answer = await rest('POST', '/os-seasons', {
      token: tokens.staff,
      body: {
        year: 2041,
        name: 'Out of order',
        currency: 'USD',
        deadlines: { ...DEADLINES, earlyPriceEnds: '2030-02-01' },
        tiers: TIERS,
      },
    })
    expect(answer.status).toBe(400)
    expect(messages(answer.body)).toContain(
      'Early price ends (1 February 2030) is before Registration opens (1 March 2030): it must be on or after it.',
    )
  })

  it('refuses a tier without every phase priced, and a bad key, through GraphQL with the reason', async () => {
    const answer = await graphql(
      `
        mutation {
          createOsSeason(
            data: {
              year: 2042
              name: "Unpriced"
              currency: "USD"
              secondWeekendDiscountMinor: 0
              withdrawalRefundPercent: 100
              tiers: [
                { key: "Premier", name: "Premier", earlyPriceMinor: 100, regularPriceMinor: 200, latePriceMinor: 2.5 }
              ]
            }
          ) {
            id
          }
        }
      `,
      { token: tokens.staff },
    )
    expect(answer.body.data?.createOsSeason ?? null).toBeNull()
    const said = JSON.stringify(answer.body.errors)
    expect(said).toMatch(/key|late price|minor units/)
    expect(await payload.count({ collection: 'os-seasons', where: { year: { equals: 2042 } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('refuses a deadline moved onto the first weekend, and a weekend before a deadline', async () => {
    const made = await season(2031)
    await weekend(made.id, 1, '2030-10-05', '2030-10-06')
    const moved = await rest('PATCH', `/os-seasons/${made.id}`, {
      token: tokens.staff,
      body: { deadlines: { ...DEADLINES, adArtworkDue: '2030-10-05' } },
    })
    expect(moved.status).toBe(400)
    expect(messages(moved.body)).toContain('Ad artwork due (5 October 2030) must be before the first weekend')
    const early = await rest('POST', '/os-weekends', {
      token: tokens.staff,
      body: {
        season: made.id,
        number: 2,
        label: 'Too early',
        startsOn: '2030-08-20',
        endsOn: '2030-08-21',
        opensAt: '11:00',
        closesAt: '18:00',
      },
    })
    expect(early.status).toBe(400)
    expect(messages(early.body)).toContain('every deadline must be before the weekends')
  })

  it('refuses overlapping, too long and back-to-front weekends, and closing before opening', async () => {
    const made = await season(2032)
    await weekend(made.id, 1, '2030-10-05', '2030-10-06')
    const cases: [Record<string, unknown>, string][] = [
      [{ number: 2, startsOn: '2030-10-06', endsOn: '2030-10-07' }, 'Weekend 2 shares days with Weekend 1'],
      [
        { number: 1, startsOn: '2030-10-12', endsOn: '2030-10-13' },
        'Another weekend of this season is already number 1.',
      ],
      [{ number: 2, startsOn: '2030-10-12', endsOn: '2030-10-16' }, 'Weekend 2 is 5 days long'],
      [{ number: 2, startsOn: '2030-10-12', endsOn: '2030-10-11' }, 'is before the first'],
      [
        { number: 2, startsOn: '2030-10-12', endsOn: '2030-10-13', closesAt: '10:00' },
        'closing time (10:00) must be after opening time (11:00)',
      ],
      [{ number: 2, startsOn: '2030-10-12', endsOn: '2030-10-13', capacity: 0 }, 'capacity'],
    ]
    for (const [changes, reason] of cases) {
      const answer = await rest('POST', '/os-weekends', {
        token: tokens.staff,
        body: { season: made.id, label: 'Weekend', opensAt: '11:00', closesAt: '18:00', ...changes },
      })
      expect([reason, answer.status]).toEqual([reason, 400])
      expect(messages(answer.body)).toContain(reason)
    }
  })

  it('lets a current season be made before its weekends, as the browser tests do', async () => {
    const answer = await rest('POST', '/os-seasons', {
      token: tokens.staff,
      body: {
        year: 2033,
        name: 'Bare',
        status: 'current',
        currency: 'USD',
        deadlines: DEADLINES,
        tiers: TIERS,
        secondWeekendDiscountMinor: 0,
        withdrawalRefundPercent: 100,
      },
    })
    expect(answer.status, messages(answer.body)).toBe(201)
    const id = (answer.body.doc as { id: number }).id
    const second = await rest('POST', '/os-seasons', {
      token: tokens.staff,
      body: {
        year: 2034,
        name: 'Another current',
        status: 'current',
        currency: 'USD',
        secondWeekendDiscountMinor: 0,
        withdrawalRefundPercent: 100,
      },
    })
    expect(second.status).toBe(400)
    expect(messages(second.body)).toContain('Bare is the current season')
    await payload.update({ collection: 'os-seasons', id, data: { status: 'past' }, overrideAccess: true })
  })
})

describe('who may write seasons and weekends', () => {
  it('refuses a member, an artist, an advertiser and a guest, through REST and GraphQL', async () => {
    const made = await season(2035)
    for (const token of [tokens.member, tokens.artist, tokens.advertiser, undefined]) {
      const created = await rest('POST', '/os-seasons', { token, body: { year: 2036, name: 'Mine', currency: 'USD' } })
      expect(created.status).toBe(403)
      const changed = await rest('PATCH', `/os-seasons/${made.id}`, { token, body: { name: 'Mine' } })
      expect([403, 404]).toContain(changed.status)
      const weekendMade = await rest('POST', '/os-weekends', {
        token,
        body: {
          season: made.id,
          number: 1,
          label: 'W',
          startsOn: '2030-10-05',
          endsOn: '2030-10-06',
          opensAt: '11:00',
          closesAt: '18:00',
        },
      })
      expect(weekendMade.status).toBe(403)
      const mutation = await graphql(`mutation { updateOsSeason(id: ${made.id}, data: { name: "Mine" }) { id } }`, {
        token,
      })
      expect(mutation.body.data?.updateOsSeason ?? null).toBeNull()
      expect(mutation.body.errors?.length).toBeGreaterThan(0)
    }
    expect((await payload.findByID({ collection: 'os-seasons', id: made.id })).name).toBe('Open Studios 2035')
  })

  it('refuses the tools’ services to anyone but staff, in words', async () => {
    const made = await season(2037)
    for (const who of [artist, member, advertiser]) {
      const answers = await Promise.all([
        createSeason(payload, who, { year: '2038', name: 'Mine', requiresMembership: false }),
        makeCurrent(payload, who, made.id),
        setSeasonStatus(payload, who, made.id, 'past'),
        saveWeekend(payload, who, made.id, null, {
          number: '1',
          label: 'W',
          startsOn: '2030-10-05',
          endsOn: '2030-10-06',
          opensAt: '11:00',
          closesAt: '18:00',
          capacity: '',
          neighbourhoods: [],
        }),
        removeWeekend(payload, who, 1),
      ])
      for (const answer of answers)
        expect(answer).toEqual({ ok: false, message: 'Only staff can set up Open Studios.' })
    }
    expect((await seasonById(payload, made.id))!.status).toBe('preparing')
  })
})

describe('one current season', () => {
  it('is refused while the season is not ready, and says what it needs', async () => {
    const made = await season(2043, { deadlines: { ...DEADLINES, registrationOpens: null }, tiers: [] })
    const answer = await makeCurrent(payload, staff, made.id)
    expect(answer.ok).toBe(false)
    expect(answer.message).toContain('Set the day registration opens')
    expect(answer.message).toContain('Add at least one registration tier')
    expect(answer.message).toContain('Add at least one weekend')
  })

  it('makes the season current and the one before past, in one transaction, audited', async () => {
    const first = await season(2044)
    await weekend(first.id, 1, '2030-10-05', '2030-10-06')
    const second = await season(2045)
    await weekend(second.id, 1, '2030-10-05', '2030-10-06')
    expect(await makeCurrent(payload, staff, first.id)).toMatchObject({ ok: true })
    const answer = await makeCurrent(payload, staff, second.id)
    expect(answer).toEqual({
      ok: true,
      message: 'Open Studios 2045 is now the current season; Open Studios 2044 is past.',
    })
    const current = await payload.find({ collection: 'os-seasons', where: { status: { equals: 'current' } } })
    expect(current.docs.map((doc) => doc.id)).toEqual([second.id])
    expect((await seasonById(payload, first.id))!.status).toBe('past')
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'open-studios.season.current' }, targetId: { equals: String(second.id) } },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]!.actor).toMatchObject({ id: staff.id })
  })
})

describe('weekends in the tool', () => {
  it('are added and changed with the reasons of a refusal beside their fields', async () => {
    const made = await season(2046)
    const form = {
      number: '1',
      label: 'Weekend 1: Mission',
      startsOn: '2030-10-05',
      endsOn: '2030-10-06',
      opensAt: '11:00',
      closesAt: '18:00',
      capacity: '40',
      neighbourhoods: [],
    }
    const added = await saveWeekend(payload, staff, made.id, null, form)
    expect(added).toMatchObject({ ok: true, message: 'Weekend 1: Mission is saved.' })
    const refused = await saveWeekend(payload, staff, made.id, null, {
      ...form,
      number: '1',
      closesAt: '09:00',
      capacity: 'lots',
    })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.fieldErrors).toMatchObject({
      number: 'Another weekend of this season is already number 1.',
      closesAt: 'Weekend 1: closing time (09:00) must be after opening time (11:00).',
      capacity: 'Weekend 1: the capacity must be a whole number of 1 or more, or left empty.',
    })
    const id = (added as { id: number }).id
    expect(await saveWeekend(payload, staff, made.id, id, { ...form, capacity: '' })).toMatchObject({ ok: true })
    expect((await seasonById(payload, made.id))!.weekends[0]!.capacity).toBeNull()
  })

  it('is not removed while registrations name it, through the tool or REST; is once none do', async () => {
    const made = await season(2047)
    const used = await weekend(made.id, 1, '2030-10-05', '2030-10-06')
    const free = await weekend(made.id, 2, '2030-10-12', '2030-10-13')
    await payload.create({
      collection: 'os-registrations',
      overrideAccess: true,
      data: { season: made.id, artist: artist.id, tier: 'premier', weekends: [used.id], status: 'registered' },
    })
    await payload.create({
      collection: 'os-registrations',
      overrideAccess: true,
      data: { season: made.id, artist: member.id, tier: 'premier', weekends: [used.id], status: 'waitlisted' },
    })
    expect(await weekendCounts(payload, [used.id, free.id])).toEqual(
      new Map([
        [used.id, { registered: 1, waiting: 1 }],
        [free.id, { registered: 0, waiting: 0 }],
      ]),
    )
    const refused = await removeWeekend(payload, staff, used.id)
    expect(refused).toEqual({
      ok: false,
      message: 'Weekend 1 is not removed: 2 registrations name it. Move or cancel them in sfosregistrations first.',
    })
    const viaRest = await rest('DELETE', `/os-weekends/${used.id}`, { token: tokens.staff })
    expect(viaRest.status).toBe(409)
    expect(messages(viaRest.body)).toContain('This weekend cannot be removed: 2 registrations name it.')
    expect(await payload.count({ collection: 'os-weekends', where: { id: { equals: used.id } } })).toMatchObject({
      totalDocs: 1,
    })
    expect(await removeWeekend(payload, staff, free.id)).toEqual({ ok: true, message: 'Weekend 2 is removed.' })
  })
})

describe('prices and deadlines in the tools', () => {
  const tier = (key: string, name: string, early: string, regular: string, late: string) => ({
    key,
    name,
    includes: '',
    earlyPriceMinor: early,
    regularPriceMinor: regular,
    latePriceMinor: late,
    remove: false,
  })

  it('saves every price together, money as people write it, with warnings said but not refused', async () => {
    const made = await season(2048)
    const answer = await savePricing(payload, staff, made.id, {
      tiers: [tier('premier', 'Premier', '260', '250.50', '1,300.00'), tier('', '', '', '', '')],
      secondWeekendDiscountMinor: '50',
      emergingDiscountMinor: '',
      emergingDefinition: '',
      currency: 'usd',
      withdrawalRefundPercent: '80',
    })
    expect(answer).toMatchObject({ ok: true })
    expect(answer.message).toContain('the early price ($260.00) is above the regular price ($250.50)')
    const saved = (await seasonById(payload, made.id))!
    expect(saved.tiers).toEqual([
      { key: 'premier', name: 'Premier', includes: '', prices: { early: 26000, regular: 25050, late: 130000 } },
    ])
    expect([saved.secondWeekendDiscountMinor, saved.emergingDiscountMinor, saved.withdrawalRefundPercent]).toEqual([
      5000,
      null,
      80,
    ])
  })

  it('saves nothing when one thing is refused, and says each beside its field', async () => {
    const made = await season(2049)
    const answer = await savePricing(payload, staff, made.id, {
      tiers: [tier('premier', 'Premier', '250.005', '300', '350'), tier('premier', 'Again', '1', '2', '')],
      secondWeekendDiscountMinor: '-5',
      emergingDiscountMinor: '',
      emergingDefinition: '',
      currency: 'USD',
      withdrawalRefundPercent: '120',
    })
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(answer.fieldErrors).toMatchObject({
      'tiers.0.earlyPriceMinor': 'USD has 2 decimal places at most.',
      'tiers.1.key': 'Again: another tier already has the key “premier”; each key is used once.',
      'tiers.1.latePriceMinor': 'Write an amount, such as 250 or 250.00.',
      withdrawalRefundPercent: 'The refund on withdrawal must be a whole percentage from 0 to 100.',
    })
    expect(answer.fieldErrors?.secondWeekendDiscountMinor).toBeTruthy()
    expect((await seasonById(payload, made.id))!.tiers.map((one) => one.prices.early)).toEqual([25000, 15000])
  })

  it('saves the deadlines and guide limits together, or says which are out of order', async () => {
    const made = await season(2050)
    const form = {
      ...DEADLINES,
      descriptionLimit: '200',
      directionsLimit: '99',
      imageWidthInches: '2.5',
      imageHeightInches: '2',
      printDpi: '300',
    }
    const refused = await saveDeadlines(payload, staff, made.id, {
      ...form,
      materialsDue: '2030-07-01',
      printDpi: '30',
    })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.fieldErrors).toEqual({
      'deadlines.materialsDue':
        'Guide materials due (1 July 2030) is before Registration closes (31 July 2030): it must be on or after it.',
      'guide.printDpi': 'Print resolution (dots per inch): write a whole number from 72 to 1200.',
    })
    expect(await saveDeadlines(payload, staff, made.id, { ...form, earlyPriceEnds: '' })).toMatchObject({ ok: true })
    const saved = (await seasonById(payload, made.id))!
    expect(saved.deadlines.earlyPriceEnds).toBeNull()
    expect(saved.guide).toEqual({
      descriptionLimit: 200,
      directionsLimit: 99,
      imageWidthInches: 2.5,
      imageHeightInches: 2,
      printDpi: 300,
    })
  })

  it('makes a season in preparation, and refuses a year already taken', async () => {
    const made = await createSeason(payload, staff, {
      year: '2099',
      name: 'Open Studios 2099',
      requiresMembership: false,
    })
    expect(made).toMatchObject({ ok: true, message: 'Open Studios 2099 is made, being prepared.' })
    const again = await createSeason(payload, staff, { year: '2099', name: 'Again', requiresMembership: true })
    expect(again).toMatchObject({ ok: false, fieldErrors: { year: 'There is a 2099 season already.' } })
    const stored = (await seasonById(payload, (made as { id: number }).id))!
    expect([stored.status, stored.requiresMembership]).toEqual(['preparing', false])
  })
})
