import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { WORK_QUEUES } from '@/app/staff-home/registry'
import { mayUseControlPanelTool } from '@/domains/accounts'
import { contactsCsv, contactsOfAccount, contactsTaggedSql } from '@/domains/contacts'
import {
  addFollowUp,
  contactDetail,
  logInteraction,
  markFollowUp,
  mergeContacts,
  saveContact,
} from '@/domains/contacts/services/contacts'
import { FOLLOW_UP_DUE_TEMPLATE, mailDueFollowUps } from '@/domains/contacts/services/follow-up-mail'
import type { ContactForm } from '@/domains/contacts/services/rules'
import { addDays, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { workWaiting } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The contact tracker (decision 093) on a real database: every write, the
 * CSV and the collections' API refused to members, artists, partners and
 * visitors; an account linked both ways by email; interactions newest first;
 * a merge that moves everything in one transaction, or nothing; the
 * follow-up mailed to its owner once however often the job runs, and counted
 * on the staff home.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
const others: Record<'member' | 'artist' | 'partner', User> = {} as never
const tokens: Record<'staff' | 'member' | 'artist' | 'partner', string> = {
  staff: '',
  member: '',
  artist: '',
  partner: '',
}

const form = (over: Partial<ContactForm> = {}): ContactForm => ({
  kind: 'person',
  category: 'press',
  name: 'Ana Reyes',
  email: '',
  phone: '',
  address: '',
  notes: '',
  organisation: '',
  role: '',
  tags: '',
  ...over,
})
const contactCount = async () => (await payload.count({ collection: 'contacts', overrideAccess: true })).totalDocs
const added = async (over: Partial<ContactForm>) => {
  const answer = await saveContact(payload, staff, null, form(over))
  if (!answer.ok || !answer.id) throw new Error(answer.message)
  return answer.id
}

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: User['roles']) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email.split('@')[0], password: PASSWORD, roles },
    }) as Promise<User>
  staff = await person('stella@example.org', ['staff'])
  others.member = await person('mo@example.org', ['artlover'])
  others.artist = await person('ari@example.org', ['artist'])
  others.partner = await person('pat@example.org', ['partner'])
  tokens.staff = await tokenFor(payload, staff.email, PASSWORD)
  for (const who of ['member', 'artist', 'partner'] as const)
    tokens[who] = await tokenFor(payload, others[who].email, PASSWORD)
})

describe('who may keep contacts', () => {
  it('refuses every write to members, artists, partners and visitors, and writes nothing', async () => {
    const id = await added({ name: 'Refusal Check' })
    const before = await contactCount()
    for (const person of [others.member, others.artist, others.partner, null]) {
      expect(await saveContact(payload, person, null, form())).toMatchObject({
        ok: false,
        message: 'Only staff keep contacts.',
      })
      expect(await saveContact(payload, person, id, form({ name: 'Changed' }))).toMatchObject({ ok: false })
      expect(await logInteraction(payload, person, id, { kind: 'call', at: '', summary: 'x' })).toMatchObject({
        ok: false,
      })
      expect(
        await addFollowUp(payload, person, id, { due: '2026-12-01', owner: String(staff.id), note: '' }),
      ).toMatchObject({ ok: false })
      expect(await mergeContacts(payload, person, id, id + 1, {})).toMatchObject({ ok: false })
    }
    expect(await contactCount()).toBe(before)
    expect((await contactDetail(payload, id))!).toMatchObject({
      name: 'Refusal Check',
      interactions: [],
      followUps: [],
    })
  })

  it('lets staff read the collections through the API, nobody write them, and refuses the others reading', async () => {
    for (const collection of ['contacts', 'contact-tags', 'contact-interactions', 'contact-follow-ups']) {
      expect((await rest('GET', `/${collection}`, { token: tokens.staff })).status).toBe(200)
      for (const token of [undefined, tokens.member, tokens.artist, tokens.partner]) {
        expect((await rest('GET', `/${collection}`, { token })).status).toBe(403)
      }
      for (const token of [undefined, tokens.staff, tokens.member, tokens.partner]) {
        expect((await rest('POST', `/${collection}`, { token, body: { name: 'Through the API' } })).status).toBe(403)
      }
    }
    for (const token of [undefined, tokens.member, tokens.artist, tokens.partner]) {
      expect((await graphql('{ Contacts { totalDocs } }', { token })).body).toMatchObject({
        errors: [expect.anything()],
      })
    }
    expect((await graphql('{ Contacts { totalDocs } }', { token: tokens.staff })).body).toMatchObject({
      data: { Contacts: { totalDocs: expect.any(Number) } },
    })
  })

  it('answers the CSV to staff only, filtered as the list is', async () => {
    await added({ name: 'Bay Gazette', kind: 'organisation', email: 'desk@gazette.example', tags: 'CSV Press, gala' })
    await added({ name: 'Untagged Supplier', category: 'supplier' })
    expect((await contactsCsv(payload, null, new URLSearchParams())).status).toBe(401)
    for (const who of [others.member, others.artist, others.partner]) {
      expect((await contactsCsv(payload, who, new URLSearchParams())).status).toBe(403)
    }
    expect((await contactsCsv(payload, staff, new URLSearchParams('category=nonsense'))).status).toBe(400)
    const csv = await (await contactsCsv(payload, staff, new URLSearchParams('tag=csv press'))).text()
    expect(csv).toContain('Bay Gazette')
    expect(csv).toContain('"CSV Press, gala"')
    expect(csv).not.toContain('Untagged Supplier')
  })
})

describe('keeping a contact', () => {
  it('refuses bad input in words, beside each field, and writes nothing', async () => {
    const before = await contactCount()
    const answer = await saveContact(payload, staff, null, form({ name: ' ', email: 'not-an-email', kind: 'robot' }))
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: {
        name: expect.any(String),
        email: expect.stringContaining('not an email'),
        kind: expect.any(String),
      },
    })
    expect(await contactCount()).toBe(before)
  })

  it('links the account of the same email when either is saved, and shows the link both ways', async () => {
    const existing = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'curator@museum.example', name: 'Cura', password: PASSWORD, roles: ['artlover'] },
    })
    const linked = await added({ name: 'Cura Tor', email: 'Curator@Museum.example' })
    expect((await contactDetail(payload, linked))!.account).toMatchObject({ id: existing.id })
    expect(await contactsOfAccount(payload, existing.id)).toEqual([{ id: linked, name: 'Cura Tor' }])

    const later = await added({ name: 'Fund Er', email: 'grants@fund.example' })
    expect((await contactDetail(payload, later))!.account).toBeNull()
    const account = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'grants@fund.example', password: PASSWORD, roles: ['artlover'] },
    })
    expect((await contactDetail(payload, later))!.account).toMatchObject({ id: account.id })
    await payload.update({
      collection: 'users',
      id: account.id,
      overrideAccess: true,
      data: { email: 'other@fund.example' },
    })
    expect((await contactDetail(payload, later))!.account).toBeNull()
  })

  it('logs interactions at the organisation’s time, newest first, and tags reused whatever their case', async () => {
    const id = await added({ name: 'Lee Venue', tags: 'Venue, spring' })
    const other = await added({ name: 'Kim Venue', tags: 'venue' })
    expect(
      await logInteraction(payload, staff, id, { kind: 'call', at: '2026-03-02 09:30', summary: 'First call' }),
    ).toMatchObject({ ok: true })
    expect(
      await logInteraction(payload, staff, id, { kind: 'meeting', at: '2026-03-05 14:00', summary: 'Met' }),
    ).toMatchObject({ ok: true })
    expect(await logInteraction(payload, staff, id, { kind: 'visit', at: '3pm', summary: '' })).toMatchObject({
      ok: false,
      fieldErrors: { kind: expect.any(String), at: expect.any(String), summary: expect.any(String) },
    })
    const detail = (await contactDetail(payload, id))!
    expect(detail.interactions.map((one) => one.summary)).toEqual(['Met', 'First call'])
    const [wall] = await rowsOf<{ local: string }>(
      database(payload),
      sql`SELECT to_char(at AT TIME ZONE ${config().TIMEZONE}, 'YYYY-MM-DD HH24:MI') AS local FROM contact_interactions WHERE id = (SELECT min(id) FROM contact_interactions WHERE contact_id = ${id})`,
    )
    expect(wall!.local).toBe('2026-03-02 09:30')
    expect((await contactDetail(payload, other))!.tags).toEqual(['Venue'])
    const tagged = await rowsOf<{ email: string }>(database(payload), contactsTaggedSql('csv press'))
    expect(tagged).toEqual([{ email: 'desk@gazette.example', name: 'Bay Gazette', user_id: null }])
  })
})

describe('merging two contacts', () => {
  const twins = async (suffix: string) => {
    const org = await added({ name: `Twin Org ${suffix}`, kind: 'organisation' })
    const keep = await added({ name: 'Sam Twin', email: `sam.${suffix}@example.org`, phone: '', tags: 'funder, board' })
    const merge = await added({
      name: 'Samuel Twin',
      email: `SAM.${suffix}@example.org`,
      phone: '415 555 0101',
      organisation: String(org),
      role: 'Director',
      tags: 'board, press',
    })
    const person = await added({ name: 'Reports to Sam', kind: 'person' })
    await logInteraction(payload, staff, keep, { kind: 'note', at: '', summary: 'On the kept one' })
    await logInteraction(payload, staff, merge, { kind: 'email', at: '', summary: 'On the merged one' })
    await addFollowUp(payload, staff, merge, { due: '2026-12-20', owner: String(staff.id), note: 'Ask again' })
    return { org, keep, merge, person }
  }

  it('moves every interaction, follow-up and tag to the kept one, takes the chosen fields and removes the other, audited', async () => {
    const { org, keep, merge } = await twins('a')
    const answer = await mergeContacts(payload, staff, keep, merge, {
      name: 'merge',
      phone: 'merge',
      organisation: 'merge',
      role: 'merge',
    })
    expect(answer).toMatchObject({ ok: true, id: keep })
    expect(await contactDetail(payload, merge)).toBeNull()
    const kept = (await contactDetail(payload, keep))!
    expect(kept).toMatchObject({
      name: 'Samuel Twin',
      email: 'sam.a@example.org',
      phone: '415 555 0101',
      role: 'Director',
      organisation: { id: org },
      tags: ['board', 'funder', 'press'],
    })
    expect(kept.interactions.map((one) => one.summary).sort()).toEqual(['On the kept one', 'On the merged one'])
    expect(kept.followUps).toEqual([expect.objectContaining({ due: '2026-12-20', note: 'Ask again' })])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'contact.merge' } }, { targetId: { equals: String(keep) } }] },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
  })

  it('writes nothing when any step fails: one transaction', async () => {
    const { keep, merge } = await twins('b')
    const db = database(payload)
    await db.execute(
      sql`CREATE FUNCTION refuse_contact_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`,
    )
    await db.execute(
      sql`CREATE TRIGGER refuse_contact_delete BEFORE DELETE ON contacts FOR EACH ROW EXECUTE FUNCTION refuse_contact_delete()`,
    )
    try {
      await expect(mergeContacts(payload, staff, keep, merge, { name: 'merge' })).rejects.toThrow()
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_contact_delete ON contacts`)
      await db.execute(sql`DROP FUNCTION refuse_contact_delete()`)
    }
    const gone = (await contactDetail(payload, merge))!
    expect(gone.interactions.map((one) => one.summary)).toEqual(['On the merged one'])
    expect(gone.followUps).toHaveLength(1)
    const kept = (await contactDetail(payload, keep))!
    expect(kept).toMatchObject({ name: 'Sam Twin', tags: ['board', 'funder'] })
    expect(kept.interactions.map((one) => one.summary)).toEqual(['On the kept one'])
  })

  it('refuses the same contact twice and one already merged, in words', async () => {
    const { keep } = await twins('c')
    expect(await mergeContacts(payload, staff, keep, keep, {})).toMatchObject({
      ok: false,
      message: expect.stringContaining('two different'),
    })
    expect(await mergeContacts(payload, staff, keep, 999_999, {})).toMatchObject({
      ok: false,
      message: expect.stringContaining('#999999'),
    })
  })
})

describe('follow-ups', () => {
  it('mails the owner once on the day however often the job runs, not before, not when done; counted on the staff home', async () => {
    const today = organisationDate(new Date(), config().TIMEZONE)
    const id = await added({ name: 'Due Today Foundation', kind: 'organisation', category: 'funder' })
    const dueToday = await addFollowUp(payload, staff, id, {
      due: today,
      owner: String(staff.id),
      note: 'Send the report',
    })
    await addFollowUp(payload, staff, id, { due: addDays(today, 3), owner: String(staff.id), note: 'Later' })
    const done = await addFollowUp(payload, staff, id, { due: today, owner: String(staff.id), note: 'Already done' })
    expect(
      await addFollowUp(payload, staff, id, { due: today, owner: String(others.member.id), note: '' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { owner: 'Choose a member of staff.' },
    })
    await markFollowUp(payload, staff, (done as { id: number }).id, true)

    const queue = async (who: User) =>
      (await workWaiting(payload, WORK_QUEUES, mayUseControlPanelTool, who, new Date())).find(
        (one) => one.label === 'Contact follow-ups due',
      )
    expect(await queue(staff)).toMatchObject({ count: expect.any(Number), href: '/cpanel/contactracker?followups=due' })
    expect(await queue(others.member)).toBeUndefined()

    const first = await mailDueFollowUps(payload)
    const again = await mailDueFollowUps(payload)
    expect(first).toBeGreaterThanOrEqual(1)
    expect(again).toBe(0)
    const mails = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: staff.email } }, { subject: { contains: 'Due Today Foundation' } }] },
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.text).toContain('Send the report')
    const [sending] = await rowsOf<{ n: number }>(
      database(payload),
      sql`SELECT count(*)::int AS n FROM email_sendings WHERE idempotency_key = ${`${FOLLOW_UP_DUE_TEMPLATE}:${(dueToday as { id: number }).id}:${today}`}`,
    )
    expect(sending!.n).toBe(1)
  })
})
