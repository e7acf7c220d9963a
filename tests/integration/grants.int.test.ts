import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { WORK_QUEUES } from '@/app/staff-home/registry'
import { mayUseControlPanelTool } from '@/domains/accounts'
import { mergeContacts, saveContact } from '@/domains/contacts/services/contacts'
import { documentDownload, documentRemovalResponse, documentUploadResponse, grantsCsv } from '@/domains/grants'
import { attachDocument, removeDocument } from '@/domains/grants/services/documents'
import {
  addDeadline,
  grantDetail,
  moveGrant,
  removeDeadline,
  saveGrant,
  totalsRows,
} from '@/domains/grants/services/grants'
import { grantQuery } from '@/domains/grants/services/list-query'
import { mailGrantReminders } from '@/domains/grants/services/reminder-mail'
import { reminderKey } from '@/domains/grants/services/reminders'
import type { GrantForm } from '@/domains/grants/services/rules'
import { totalsByFunder } from '@/domains/grants/services/totals'
import { addDays, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { workWaiting } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The grant tracker (decision 095) on a real database and storage: every
 * write, document, download and the CSV refused to members, artists,
 * partners and visitors, and the collections' API too; a grant along its
 * stages with its history; a reminder mailed once when the job runs twice
 * and counted on the staff home; a document checked by its bytes; a funder
 * merged away in contacts and its grant moved to the kept one.
 */

const PASSWORD = 'a-good-password'
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
let payload: Payload
let staff: User
const others: Record<'member' | 'artist' | 'partner', User> = {} as never
const tokens: Record<'staff' | 'member' | 'artist' | 'partner', string> = {
  staff: '',
  member: '',
  artist: '',
  partner: '',
}

async function funder(name: string): Promise<number> {
  const answer = await saveContact(payload, staff, null, {
    kind: 'organisation',
    category: 'funder',
    name,
    email: '',
    phone: '',
    address: '',
    notes: '',
    organisation: '',
    role: '',
    tags: '',
  })
  if (!answer.ok || !answer.id) throw new Error(answer.message)
  return answer.id
}

const form = (over: Partial<GrantForm>): GrantForm => ({
  funder: '',
  program: 'Spring arts round',
  year: '2026',
  asked: '10000',
  awarded: '',
  owner: String(staff.id),
  notes: '',
  ...over,
})

async function grant(over: Partial<GrantForm>): Promise<number> {
  const answer = await saveGrant(payload, staff, null, form(over))
  if (!answer.ok || !answer.id) throw new Error(answer.message)
  return answer.id
}

const count = async (table: string) =>
  (await rowsOf<{ n: number }>(database(payload), sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n

const upload = (id: number, bytes: Uint8Array, name: string, token?: string) => {
  const body = new FormData()
  body.set('document', new File([new Uint8Array(bytes)], name))
  return new Request(`http://localhost/api/grants/${id}/documents`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
}

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: User['roles']) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email.split('@')[0], password: PASSWORD, roles },
    }) as Promise<User>
  staff = await person('gina@example.org', ['staff'])
  others.member = await person('gm@example.org', ['artlover'])
  others.artist = await person('ga@example.org', ['artist'])
  others.partner = await person('gp@example.org', ['partner'])
  tokens.staff = await tokenFor(payload, staff.email, PASSWORD)
  for (const who of ['member', 'artist', 'partner'] as const)
    tokens[who] = await tokenFor(payload, others[who].email, PASSWORD)
})

describe('who may keep grants', () => {
  it('refuses every write and document to members, artists, partners and visitors, and writes nothing', async () => {
    const id = await grant({ funder: String(await funder('Refusal Fund')) })
    const [deadline] = await rowsOf<{ id: number }>(
      database(payload),
      sql`INSERT INTO grant_deadlines (grant_id, kind, due) VALUES (${id}, 'report', '2030-01-01') RETURNING id`,
    )
    const attached = await attachDocument(payload, storageFor(payload), staff, id, { name: 'a.pdf', bytes: PDF })
    if (!attached.ok || !attached.id) throw new Error(attached.message)
    const document = { id: attached.id }
    const before = await Promise.all(['grants', 'grant_deadlines', 'grant_documents', 'grant_stage_moves'].map(count))
    for (const person of [others.member, others.artist, others.partner, null]) {
      const refusal = { ok: false, message: 'Only staff keep grants.' }
      expect(await saveGrant(payload, person, null, form({ funder: '1' }))).toMatchObject(refusal)
      expect(await saveGrant(payload, person, id, form({ funder: '1' }))).toMatchObject(refusal)
      expect(await moveGrant(payload, person, id, { to: 'inquiry' })).toMatchObject(refusal)
      expect(await addDeadline(payload, person, id, { kind: 'report', due: '2030-01-02', note: '' })).toMatchObject(
        refusal,
      )
      expect(await removeDeadline(payload, person, deadline!.id)).toMatchObject(refusal)
      expect(
        await attachDocument(payload, storageFor(payload), person, id, { name: 'b.pdf', bytes: PDF }),
      ).toMatchObject(refusal)
      expect(await removeDocument(payload, storageFor(payload), person, document.id)).toMatchObject(refusal)
      expect((await grantsCsv(payload, person, new URLSearchParams())).status).toBe(person ? 403 : 401)
      expect((await documentDownload(payload, storageFor(payload), person, String(document.id))).status).toBe(
        person ? 403 : 401,
      )
    }
    for (const who of [undefined, 'member', 'artist', 'partner'] as const) {
      const token = who && tokens[who]
      expect(
        (await documentUploadResponse(payload, storageFor(payload), upload(id, PDF, 'c.pdf', token), String(id)))
          .status,
      ).toBe(who ? 403 : 401)
      const removal = new Request(`http://localhost/api/grants/documents/${document.id}`, {
        method: 'POST',
        headers: token ? { authorization: `JWT ${token}` } : {},
      })
      expect((await documentRemovalResponse(payload, storageFor(payload), removal, String(document.id))).status).toBe(
        who ? 403 : 401,
      )
    }
    expect(await Promise.all(['grants', 'grant_deadlines', 'grant_documents', 'grant_stage_moves'].map(count))).toEqual(
      before,
    )
  })

  it('lets staff read the collections through the API, nobody write them, and refuses the others reading', async () => {
    for (const collection of ['grants', 'grant-stage-moves', 'grant-deadlines', 'grant-documents']) {
      expect((await rest('GET', `/${collection}`, { token: tokens.staff })).status).toBe(200)
      for (const token of [undefined, tokens.member, tokens.artist, tokens.partner]) {
        expect((await rest('GET', `/${collection}`, { token })).status).toBe(403)
      }
      for (const token of [undefined, tokens.staff, tokens.member, tokens.partner]) {
        expect((await rest('POST', `/${collection}`, { token, body: { program: 'Through the API' } })).status).toBe(403)
      }
    }
    for (const token of [undefined, tokens.member, tokens.artist, tokens.partner]) {
      expect((await graphql('{ Grants { totalDocs } }', { token })).body).toMatchObject({
        errors: [expect.anything()],
      })
    }
    expect((await graphql('{ Grants { totalDocs } }', { token: tokens.staff })).body).toMatchObject({
      data: { Grants: { totalDocs: expect.any(Number) } },
    })
  })
})

describe('a grant', () => {
  it('refuses a funder that is not an organisation, an owner not on the staff and bad amounts, in words', async () => {
    const person = await saveContact(payload, staff, null, {
      kind: 'person',
      category: '',
      name: 'Just A Person',
      email: '',
      phone: '',
      address: '',
      notes: '',
      organisation: '',
      role: '',
      tags: '',
    })
    const before = await count('grants')
    expect(
      await saveGrant(payload, staff, null, form({ funder: String((person as { id: number }).id) })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { funder: expect.stringContaining('organisation') },
    })
    const org = String(await funder('Owner Check Fund'))
    expect(await saveGrant(payload, staff, null, form({ funder: org, owner: String(others.member.id) }))).toMatchObject(
      { ok: false, fieldErrors: { owner: 'Choose a member of staff.' } },
    )
    expect(await saveGrant(payload, staff, null, form({ funder: org, asked: '12.345' }))).toMatchObject({
      ok: false,
      fieldErrors: { asked: expect.stringContaining('decimal') },
    })
    expect(await count('grants')).toBe(before)
  })

  it('goes through its stages only along the way, each move kept with who made it, and counts in the totals', async () => {
    const fund = await funder('Stages Foundation')
    const id = await grant({ funder: String(fund), asked: '25,000', year: '2031' })
    expect(await moveGrant(payload, staff, id, { to: 'awarded', awarded: 100 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('cannot go to awarded'),
    })
    expect(await moveGrant(payload, staff, id, { to: 'inquiry' })).toMatchObject({ ok: true })
    expect(await moveGrant(payload, staff, id, { to: 'application' })).toMatchObject({ ok: true })
    expect(await moveGrant(payload, staff, id, { to: 'awarded' })).toMatchObject({
      ok: false,
      message: 'Say the amount awarded to mark the grant awarded.',
    })
    expect(await moveGrant(payload, staff, id, { to: 'awarded', awarded: 20_000_00 })).toMatchObject({ ok: true })
    expect(await moveGrant(payload, staff, id, { to: 'reporting' })).toMatchObject({ ok: true })
    const detail = (await grantDetail(payload, id))!
    expect(detail).toMatchObject({ stage: 'reporting', asked: 25_000_00, awarded: 20_000_00, year: 2031 })
    expect(detail.moves.map((move) => [move.from, move.to, move.by])).toEqual([
      [null, 'prospect', 'gina'],
      ['prospect', 'inquiry', 'gina'],
      ['inquiry', 'application', 'gina'],
      ['application', 'awarded', 'gina'],
      ['awarded', 'reporting', 'gina'],
    ])
    const audited = await rowsOf<{ action: string }>(
      database(payload),
      sql`SELECT action FROM audit_log WHERE target_collection = 'grants' AND target_id = ${String(id)} ORDER BY id`,
    )
    expect(audited.map((row) => row.action)).toEqual(['grant.create', ...Array(4).fill('grant.stage')])
    const rows = await totalsRows(payload, grantQuery(new URLSearchParams('year=2031')).query)
    expect(totalsByFunder(rows)).toEqual([
      { funderId: fund, funder: 'Stages Foundation', asked: 25_000_00, awarded: 20_000_00, grants: 1 },
    ])
    const csv = await (await grantsCsv(payload, staff, new URLSearchParams('year=2031'))).text()
    expect(csv).toContain('Stages Foundation')
    expect(csv).toContain('"$20,000.00"')
    expect(csv).not.toContain('Refusal Fund')
    expect((await grantsCsv(payload, staff, new URLSearchParams('stage=won'))).status).toBe(400)
  })

  it('keeps a document only when its bytes are one it takes, serves it signed from the files origin, removes it', async () => {
    const storage = storageFor(payload)
    const id = await grant({ funder: String(await funder('Documents Trust')) })
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')
    expect(await attachDocument(payload, storage, staff, id, { name: 'letter.pdf', bytes: html })).toMatchObject({
      ok: false,
      message: expect.stringContaining('attach PDF, Word'),
    })
    const refused = await documentUploadResponse(payload, storage, upload(id, html, 'x.pdf', tokens.staff), String(id))
    expect(refused.headers.get('location')).toBe(`/cpanel/granttracker?grant=${id}&refused=type`)
    const sent = await documentUploadResponse(
      payload,
      storage,
      upload(id, PDF, '../Award letter.pdf', tokens.staff),
      String(id),
    )
    expect(sent.status).toBe(303)
    const [document] = (await grantDetail(payload, id))!.documents
    expect(document).toMatchObject({ fileName: 'Award letter.pdf', contentType: 'application/pdf' })
    expect(sent.headers.get('location')).toBe(`/cpanel/granttracker?grant=${id}&attached=${document!.id}`)
    const download = await documentDownload(payload, storage, staff, String(document!.id))
    expect(download.status).toBe(303)
    const location = new URL(download.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toMatch(/^\/files\/private\/grants\//)
    expect(location.searchParams.get('Signature') ?? location.search).toBeTruthy()
    const [row] = await rowsOf<{ object: string }>(
      database(payload),
      sql`SELECT object FROM grant_documents WHERE id = ${document!.id}`,
    )
    const stored = await storage.getObject({ id: 'test', staff: true }, 'private', row!.object)
    expect(stored.contentDisposition).toBe(`attachment; filename*=UTF-8''Award%20letter.pdf`)

    const removal = new Request('http://localhost/', {
      method: 'POST',
      headers: { authorization: `JWT ${tokens.staff}` },
    })
    const removed = await documentRemovalResponse(payload, storage, removal, String(document!.id))
    expect(removed.headers.get('location')).toBe(`/cpanel/granttracker?grant=${id}&removed=document`)
    expect((await grantDetail(payload, id))!.documents).toEqual([])
    await expect(storage.getObject({ id: 'test', staff: true }, 'private', row!.object)).rejects.toThrow()
  })
})

describe('deadlines and report dates', () => {
  it('mails each date within the reminder’s days to the owner once when the job runs twice, and counts it on the staff home', async () => {
    const today = organisationDate(new Date(), config().TIMEZONE)
    const id = await grant({ funder: String(await funder('Reminder Arts Council')), program: 'Reminder round' })
    const soon = await addDeadline(payload, staff, id, {
      kind: 'application',
      due: addDays(today, 3),
      note: 'Budget too',
    })
    await addDeadline(payload, staff, id, {
      kind: 'report',
      due: addDays(today, config().GRANT_REMINDER_DAYS + 1),
      note: '',
    })
    expect(await addDeadline(payload, staff, id, { kind: 'report', due: '2027-02-30', note: '' })).toMatchObject({
      ok: false,
      fieldErrors: { due: expect.any(String) },
    })

    const queue = async (who: User) =>
      (await workWaiting(payload, WORK_QUEUES, mayUseControlPanelTool, who, new Date())).find(
        (one) => one.label === 'Grant deadlines',
      )
    expect(await queue(staff)).toMatchObject({ count: expect.any(Number), href: '/cpanel/granttracker?deadlines=soon' })
    expect(await queue(others.member)).toBeUndefined()

    const first = await mailGrantReminders(payload)
    const again = await mailGrantReminders(payload)
    expect(first).toBeGreaterThanOrEqual(1)
    expect(again).toBe(0)
    const mails = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: staff.email } }, { subject: { contains: 'Reminder round' } }] },
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.subject).toContain('Application due')
    expect(mails.docs[0]!.text).toContain('Budget too')
    const [sending] = await rowsOf<{ n: number }>(
      database(payload),
      sql`SELECT count(*)::int AS n FROM email_sendings WHERE idempotency_key = ${reminderKey({ id: (soon as { id: number }).id, due: addDays(today, 3) })}`,
    )
    expect(sending!.n).toBe(1)
  })
})

describe('contacts merged', () => {
  it('moves the merged funder’s grants to the kept contact, in the merge’s transaction', async () => {
    const keep = await funder('Merged Arts Foundation')
    const merge = await funder('Merged Arts Foundation Inc')
    const id = await grant({ funder: String(merge), program: 'Merge round' })
    const answer = await mergeContacts(payload, staff, keep, merge, {})
    expect(answer).toMatchObject({ ok: true, message: expect.stringContaining('1 grant and') })
    expect(await grantDetail(payload, id)).toMatchObject({ funderId: keep, funder: 'Merged Arts Foundation' })
    const [audit] = await rowsOf<{ summary: { moved: Record<string, number> } }>(
      database(payload),
      sql`SELECT summary FROM audit_log WHERE action = 'contact.merge' AND target_id = ${String(keep)}`,
    )
    expect(audit!.summary.moved).toMatchObject({ grants: 1 })
  })
})
