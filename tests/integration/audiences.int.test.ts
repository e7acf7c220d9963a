import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { audienceCount, audienceRecipientsSql, checkDefinition, savedAudiences } from '@/domains/audiences'
import { definitionLookup, definitionSql, type AudienceClock } from '@/domains/audiences/services/recipients'
import type { AudienceDefinition, AudienceRule } from '@/domains/audiences/services/definition'
import { database, rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { testPayload } from './payload'

/**
 * Saved audiences over live data: people of every source seeded by hand, each rule and each
 * combination returning exactly the right emails (lower-cased, each once), a saved audience
 * inside another, refusals in words, and the collection refused to everyone but staff.
 */

let payload: Payload
let db: SqlExecutor
const clock: AudienceClock = { today: '2026-06-15', timeZone: 'America/Los_Angeles' }
const ids: Record<string, number> = {}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(db, query)
  return row!
}

async function person(key: string, roles: string[], extra: { mergedInto?: number } = {}): Promise<number> {
  const { id } = await one<{ id: number }>(
    sql`INSERT INTO users (email, name, merged_into_id) VALUES (${`${key}@example.org`}, ${key[0]!.toUpperCase() + key.slice(1)}, ${extra.mergedInto ?? null}) RETURNING id`,
  )
  for (const [order, role] of roles.entries()) {
    await db.execute(sql`INSERT INTO users_roles ("order", parent_id, value) VALUES (${order + 1}, ${id}, ${role})`)
  }
  ids[key] = id
  return id
}

const emailsOf = async (definition: AudienceDefinition) =>
  (await rowsOf<{ email: string }>(db, await definitionSql(definition, clock, definitionLookup(payload)))).map((row) => row.email)
const all = (...rules: AudienceRule[]): AudienceDefinition => ({ match: 'all', rules, except: [] })
const any = (...rules: AudienceRule[]): AudienceDefinition => ({ match: 'any', rules, except: [] })
const mail = (...keys: string[]) => keys.map((key) => `${key}@example.org`).sort()

beforeAll(async () => {
  payload = await testPayload()
  db = database(payload)
  for (const [key, roles] of [
    ['ann', ['artlover']],
    ['bob', ['artlover']],
    ['cat', ['artist']],
    ['dan', ['artist']],
    ['eve', []],
    ['gus', []],
    ['stella', ['staff']],
    ['pat', ['partner']],
  ] as const) {
    await person(key, [...roles])
  }
  // An art lover merged into ann's account is nobody of their own any more.
  await person('mo', ['artlover'], { mergedInto: ids.ann })

  const plan = async (slug: string, audience: string) =>
    (await one<{ id: number }>(sql`INSERT INTO membership_plans (name, slug, audience, price_minor, currency)
      VALUES (${slug}, ${`test-${slug}`}, ${audience}, 5000, 'USD') RETURNING id`)).id
  ids.friendPlan = await plan('friend', 'artlover')
  ids.artistPlan = await plan('artist', 'artist')
  const membership = (who: string, planId: number, status: string, endsOn: string) =>
    db.execute(sql`INSERT INTO memberships (person_id, audience, plan_id, status, started_on, ends_on)
      VALUES (${ids[who]}, ${planId === ids.artistPlan ? 'artist' : 'artlover'}, ${planId}, ${status}, '2025-07-01', ${endsOn})`)
  await membership('ann', ids.friendPlan, 'active', '2026-06-30')
  await membership('bob', ids.friendPlan, 'grace', '2026-06-01')
  await membership('cat', ids.artistPlan, 'active', '2027-01-01')
  await membership('eve', ids.friendPlan, 'expired', '2025-12-31')
  await membership('gus', ids.friendPlan, 'awaiting-payment', '2027-06-01')

  const season = async (year: number, status: string) =>
    (await one<{ id: number }>(sql`INSERT INTO os_seasons (year, name, status) VALUES (${year}, ${`Open Studios ${year}`}, ${status}) RETURNING id`)).id
  ids.current = await season(2026, 'current')
  ids.past = await season(2025, 'past')
  const weekend = async (seasonId: number, number: number) =>
    (await one<{ id: number }>(sql`INSERT INTO os_weekends (season_id, number, label, starts_on, ends_on, opens_at, closes_at)
      VALUES (${seasonId}, ${number}, ${`Weekend ${number}`}, '2026-10-03', '2026-10-04', '11:00', '17:00') RETURNING id`)).id
  ids.weekend1 = await weekend(ids.current, 1)
  ids.weekend2 = await weekend(ids.current, 2)
  ids.pastWeekend = await weekend(ids.past, 1)
  const registration = async (who: string, seasonId: number, status: string, weekendId: number) => {
    const { id } = await one<{ id: number }>(sql`INSERT INTO os_registrations (season_id, artist_id, tier, status)
      VALUES (${seasonId}, ${ids[who]}, 'standard', ${status}) RETURNING id`)
    await db.execute(sql`INSERT INTO os_registrations_rels ("order", parent_id, path, os_weekends_id) VALUES (1, ${id}, 'weekends', ${weekendId})`)
  }
  await registration('cat', ids.current, 'registered', ids.weekend1)
  await registration('dan', ids.current, 'waitlisted', ids.weekend2)
  await registration('eve', ids.past, 'registered', ids.pastWeekend)

  const { id: campaign } = await one<{ id: number }>(sql`INSERT INTO campaigns (name) VALUES ('Annual fund') RETURNING id`)
  for (const [name, minimum] of [['Friend', 5_000], ['Patron', 50_000]] as const) {
    const { id } = await one<{ id: number }>(sql`INSERT INTO donor_levels (name, minimum_yearly_minor) VALUES (${name}, ${minimum}) RETURNING id`)
    ids[name] = id
  }
  const gift = async (email: string, name: string, donor: number | null, amount: number, paidAt: string, status = 'paid') =>
    (await one<{ id: number }>(sql`INSERT INTO gifts (campaign_id, amount_minor, currency, donor_id, donor_name, donor_email, status, paid_at)
      VALUES (${campaign}, ${amount}, 'USD', ${donor}, ${name}, ${email}, ${status}, ${paidAt}::timestamptz) RETURNING id`)).id
  // A guest giving twice, the address written differently: one donor, the newest name.
  await gift('Fay@Example.org', 'F. Donor', null, 30_000, '2026-02-01T12:00:00Z')
  await gift('fay@example.org', 'Fay Donor', null, 30_000, '2026-03-01T12:00:00Z')
  await gift('ann@example.org', 'Ann', ids.ann!, 10_000, '2025-05-01T12:00:00Z')
  const first = await gift('bob@example.org', 'Bob', ids.bob!, 5_000, '2026-02-01T12:00:00Z')
  await gift('gus@example.org', 'Gus', ids.gus!, 90_000, '2026-04-01T12:00:00Z', 'pending')
  await db.execute(sql`INSERT INTO yearly_gifts (donor_id, campaign_id, amount_minor, currency, status, first_gift_id, started_at)
    VALUES (${ids.bob}, ${campaign}, 5000, 'USD', 'active', ${first}, '2026-02-01T12:00:00Z')`)

  const { id: event } = await one<{ id: number }>(sql`INSERT INTO events (title) VALUES ('Summer talk') RETURNING id`)
  ids.event = event
  const attendee = (email: string, name: string | null, personId: number | null, status: string, code: string) =>
    db.execute(sql`INSERT INTO event_attendees (event_id, starts_at, kind, person_id, name, email, status, code)
      VALUES (${event}, '2026-07-01T18:00:00Z', 'rsvp', ${personId}, ${name}, ${email}, ${status}, ${code})`)
  await attendee('ann@example.org', null, ids.ann!, 'confirmed', 'A1')
  await attendee('HAL@example.org', 'Hal Guest', null, 'confirmed', 'A2')
  await attendee('bob@example.org', 'Bob', ids.bob!, 'cancelled', 'A3')

  const { id: profile } = await one<{ id: number }>(sql`INSERT INTO artist_profiles (display_name) VALUES ('Cat Studio') RETURNING id`)
  ids.profile = profile
  for (const who of ['cat', 'eve']) {
    await db.execute(sql`INSERT INTO favourites (person_id, kind, artist_id) VALUES (${ids[who]}, 'artist', ${profile})`)
  }
  await db.execute(sql`INSERT INTO favourites (person_id, kind) VALUES (${ids.ann}, 'artwork')`)

  const tag = async (name: string) => (await one<{ id: number }>(sql`INSERT INTO contact_tags (name) VALUES (${name}) RETURNING id`)).id
  ids.press = await tag('Press')
  ids.collector = await tag('Collector')
  const contact = async (name: string, email: string | null, tags: number[]) => {
    const { id } = await one<{ id: number }>(sql`INSERT INTO contacts (name, email) VALUES (${name}, ${email}) RETURNING id`)
    for (const [order, tagId] of tags.entries()) {
      await db.execute(sql`INSERT INTO contacts_rels ("order", parent_id, path, contact_tags_id) VALUES (${order + 1}, ${id}, 'tags', ${tagId})`)
    }
  }
  // Two contacts of one address are one recipient; a contact without an email is nobody to mail.
  await contact('Ann at the Gazette', 'ANN@example.org', [ids.press])
  await contact('Ann, second card', 'ann@example.org', [ids.press, ids.collector])
  await contact('Ivy Reporter', 'ivy@example.org', [ids.press])
  await contact('No Address', null, [ids.press])
  await contact('Jo Collector', 'jo@example.org', [ids.collector])
})

describe('each rule picks exactly its people', () => {
  it('members: everyone, by plan, by status and expiring within N days', async () => {
    expect(await emailsOf(all({ source: 'members' }))).toEqual(mail('ann', 'bob', 'cat', 'eve'))
    expect(await emailsOf(all({ source: 'members', plan: ids.friendPlan! }))).toEqual(mail('ann', 'bob', 'eve'))
    expect(await emailsOf(all({ source: 'members', status: 'active' }))).toEqual(mail('ann', 'cat'))
    expect(await emailsOf(all({ source: 'members', status: 'expired' }))).toEqual(mail('eve'))
    expect(await emailsOf(all({ source: 'members', expiringWithinDays: 30 }))).toEqual(mail('ann'))
    expect(await emailsOf(all({ source: 'members', expiringWithinDays: 10 }))).toEqual([])
  })

  it("artists: this season's registrations, by status and weekend", async () => {
    expect(await emailsOf(all({ source: 'artists' }))).toEqual(mail('cat', 'dan'))
    expect(await emailsOf(all({ source: 'artists', status: 'registered' }))).toEqual(mail('cat'))
    expect(await emailsOf(all({ source: 'artists', weekend: ids.weekend2! }))).toEqual(mail('dan'))
    expect(await emailsOf(all({ source: 'artists', weekend: ids.pastWeekend! }))).toEqual([])
  })

  it('art lovers, attendees of an event and those who favourited an artist', async () => {
    expect(await emailsOf(all({ source: 'artLovers' }))).toEqual(mail('ann', 'bob'))
    expect(await emailsOf(all({ source: 'attendees', event: ids.event! }))).toEqual(mail('ann', 'hal'))
    expect(await emailsOf(all({ source: 'favourited', artist: ids.profile! }))).toEqual(mail('cat', 'eve'))
  })

  it('contacts by tag: each address once, the tag matched whatever its case, none without an email', async () => {
    expect(await emailsOf(all({ source: 'contacts', tag: 'press' }))).toEqual(mail('ann', 'ivy'))
    expect(await emailsOf(all({ source: 'contacts', tag: 'Collector' }))).toEqual(mail('ann', 'jo'))
    expect(await emailsOf(all({ source: 'contacts', tag: 'Nobody has it' }))).toEqual([])
    // Combined like the other sources: tagged and an art lover; tagged but not an art lover.
    expect(await emailsOf(all({ source: 'contacts', tag: 'Press' }, { source: 'artLovers' }))).toEqual(mail('ann'))
    expect(await emailsOf({ match: 'all', rules: [{ source: 'contacts', tag: 'Press' }], except: [{ source: 'artLovers' }] })).toEqual(mail('ivy'))
  })

  it('donors: by level this year, by last gift and giving yearly, paid gifts only', async () => {
    expect(await emailsOf(all({ source: 'donors' }))).toEqual(mail('ann', 'bob', 'fay'))
    expect(await emailsOf(all({ source: 'donors', level: ids.Patron! }))).toEqual(mail('fay'))
    expect(await emailsOf(all({ source: 'donors', level: ids.Friend! }))).toEqual(mail('bob'))
    expect(await emailsOf(all({ source: 'donors', lastGiftSince: '2026-01-01' }))).toEqual(mail('bob', 'fay'))
    expect(await emailsOf(all({ source: 'donors', lastGiftBefore: '2026-01-01' }))).toEqual(mail('ann'))
    expect(await emailsOf(all({ source: 'donors', yearly: true }))).toEqual(mail('bob'))
  })
})

describe('rules combined', () => {
  it('all of, any of, but not', async () => {
    expect(await emailsOf(all({ source: 'artLovers' }, { source: 'members', status: 'active' }))).toEqual(mail('ann'))
    expect(await emailsOf(any({ source: 'attendees', event: ids.event! }, { source: 'favourited', artist: ids.profile! }))).toEqual(
      mail('ann', 'cat', 'eve', 'hal'),
    )
    expect(await emailsOf({ match: 'all', rules: [{ source: 'members' }], except: [{ source: 'artLovers' }] })).toEqual(mail('cat', 'eve'))
    expect(
      await emailsOf({ match: 'any', rules: [{ source: 'donors' }, { source: 'artists' }], except: [{ source: 'artLovers' }, { source: 'artists', status: 'waitlisted' }] }),
    ).toEqual(mail('cat', 'fay'))
  })

  it('one row per person, the account and its name first, however many rules find them', async () => {
    const rows = await rowsOf<{ email: string; name: string; user_id: number | null }>(
      db,
      await definitionSql(any({ source: 'donors' }, { source: 'attendees', event: ids.event! }, { source: 'artLovers' }), clock, definitionLookup(payload)),
    )
    expect(rows).toEqual([
      { email: 'ann@example.org', name: 'Ann', user_id: ids.ann },
      { email: 'bob@example.org', name: 'Bob', user_id: ids.bob },
      { email: 'fay@example.org', name: 'Fay Donor', user_id: null },
      { email: 'hal@example.org', name: 'Hal Guest', user_id: null },
    ])
  })
})

describe('saved audiences', () => {
  const staff = () => payload.findByID({ collection: 'users', id: ids.stella!, overrideAccess: true }) as Promise<User>

  it('are saved by staff, counted, and used inside another (but not itself)', async () => {
    const user = await staff()
    const lovers = await payload.create({
      collection: 'audiences',
      overrideAccess: false,
      user,
      data: { name: 'Art lovers', definition: { match: 'all', rules: [{ source: 'artLovers', plan: '' }] } },
    })
    expect(lovers.definition).toEqual({ match: 'all', rules: [{ source: 'artLovers' }], except: [] })
    const guests = await payload.create({
      collection: 'audiences',
      overrideAccess: false,
      user,
      data: {
        name: 'Guests at the talk',
        definition: { match: 'all', rules: [{ source: 'attendees', event: String(ids.event) }], except: [{ source: 'audience', audience: lovers.id }] },
      },
    })
    expect(await audienceCount(payload, lovers.id)).toBe(2)
    expect(await audienceCount(payload, guests.id)).toBe(1)
    expect((await rowsOf<{ email: string }>(db, await audienceRecipientsSql(payload, guests.id))).map((row) => row.email)).toEqual(mail('hal'))
    expect(await savedAudiences(payload)).toEqual([
      { id: lovers.id, name: 'Art lovers', count: 2 },
      { id: guests.id, name: 'Guests at the talk', count: 1 },
    ])

    await payload.update({
      collection: 'audiences',
      id: lovers.id,
      overrideAccess: true,
      data: { definition: { match: 'any', rules: [{ source: 'artLovers' }, { source: 'audience', audience: guests.id }] } },
    })
    await expect(audienceCount(payload, guests.id)).rejects.toThrow(/cannot include itself/)
    expect(await savedAudiences(payload)).toEqual([
      { id: lovers.id, name: 'Art lovers' },
      { id: guests.id, name: 'Guests at the talk' },
    ])
  })

  it('refuses a bad definition in words, naming the condition, and writes nothing', async () => {
    await expect(
      payload.create({
        collection: 'audiences',
        overrideAccess: false,
        user: await staff(),
        data: { name: 'Broken', definition: { match: 'all', rules: [{ source: 'members', expiringWithinDays: 'soon' }] } },
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'definition', message: expect.stringMatching(/^Rule 1: "expiring within" must be a whole number of days/) }] },
    })
    expect((await payload.find({ collection: 'audiences', where: { name: { equals: 'Broken' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('are refused to members, artists and partners, reading and writing', async () => {
    for (const key of ['ann', 'cat', 'pat']) {
      const user = (await payload.findByID({ collection: 'users', id: ids[key]!, overrideAccess: true })) as User
      await expect(payload.find({ collection: 'audiences', overrideAccess: false, user })).rejects.toThrow(/not allowed/i)
      await expect(
        payload.create({ collection: 'audiences', overrideAccess: false, user, data: { name: key, definition: { rules: [{ source: 'artLovers' }] } } }),
      ).rejects.toThrow(/not allowed/i)
    }
    expect(checkDefinition({ rules: [{ source: 'artLovers' }] }).ok).toBe(true)
  })
})

describe('contacts by tag, saved', () => {
  it('is counted live and refused without a tag, in words', async () => {
    const user = (await payload.findByID({ collection: 'users', id: ids.stella!, overrideAccess: true })) as User
    const press = await payload.create({
      collection: 'audiences',
      overrideAccess: false,
      user,
      data: { name: 'Press contacts', definition: { match: 'all', rules: [{ source: 'contacts', tag: ' Press ' }] } },
    })
    expect(press.definition).toEqual({ match: 'all', rules: [{ source: 'contacts', tag: 'Press' }], except: [] })
    expect(await audienceCount(payload, press.id)).toBe(2)
    await db.execute(sql`INSERT INTO contacts_rels ("order", parent_id, path, contact_tags_id)
      SELECT 1, id, 'tags', ${ids.press} FROM contacts WHERE name = 'Jo Collector'`)
    expect(await audienceCount(payload, press.id)).toBe(3)
    expect(checkDefinition({ rules: [{ source: 'contacts', tag: '  ' }] })).toEqual({ ok: false, problems: ['Rule 1: choose the tag.'] })
  })
})
