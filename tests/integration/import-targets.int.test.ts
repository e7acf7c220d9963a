import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { receiveUpload } from '@/domains/imports'
import { dryRun, previewLines, runImport, undoImport } from '@/domains/imports/services/running'
import { startImport } from '@/domains/imports/services/start'
import { importRecord, saveMapping, type ImportRecord } from '@/domains/imports/services/store'
import { addDays, addYears, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Storage } from '@/platform/storage'
import type { User } from '@/payload-types'

import { tokenFor } from './api'
import { testPayload } from './payload'

/**
 * The import targets beyond contacts (decision 094, stop 49), each written
 * through its own domain: a file imported, the same file again (updates,
 * never duplicates), and each import undone (what it made removed, what it
 * changed put back); each new kind's upload refused to members, artists,
 * partners and visitors.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let storage: Storage
let staff: User
let server: Server
let site: string
const tokens: Record<'staff' | 'member' | 'artist' | 'partner', string> = {
  staff: '',
  member: '',
  artist: '',
  partner: '',
}

function upload(kind: string, file: string, token: string | null) {
  const form = new FormData()
  form.set('kind', kind)
  form.set('file', new Blob([file], { type: 'text/csv' }), `${kind}.csv`)
  return fetch(`${site}/api/imports/upload`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
}

/** A file uploaded by staff, dry-run, and imported by its job: the import as it ends. */
async function imported(kind: string, file: string, choice: number | null = null): Promise<ImportRecord> {
  const response = await upload(kind, file, tokens.staff)
  expect(response.status, await response.clone().text()).toBe(303)
  const id = Number(new URL(response.headers.get('location')!, site).searchParams.get('import'))
  if (choice) await saveMapping(database(payload), id, (await importRecord(database(payload), id))!.mapping, choice)
  await dryRun(payload, storage, (await importRecord(database(payload), id))!)
  expect(await startImport(payload, staff.id, id)).toMatchObject({ ok: true })
  await runImport(payload, storage, id)
  return (await importRecord(database(payload), id))!
}

async function undone(id: number) {
  expect(await undoImport(payload, staff.id, id)).toMatchObject({ ok: true })
}

const query = <Row>(statement: ReturnType<typeof sql>) => rowsOf<Row>(database(payload), statement)

beforeAll(async () => {
  payload = await testPayload()
  storage = storageFor(payload)
  const person = (email: string, roles: User['roles'], name?: string) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: name ?? email.split('@')[0], password: PASSWORD, roles },
    }) as Promise<User>
  staff = await person('stella@example.org', ['staff'])
  const member = await person('mo@example.org', ['artlover'])
  const artist = await person('ari@example.org', ['artist'])
  const partner = await person('pat@example.org', ['partner'])
  tokens.staff = await tokenFor(payload, staff.email, PASSWORD)
  tokens.member = await tokenFor(payload, member.email, PASSWORD)
  tokens.artist = await tokenFor(payload, artist.email, PASSWORD)
  tokens.partner = await tokenFor(payload, partner.email, PASSWORD)
  server = createServer((request, response) => {
    void receiveUpload(request, response, { payload, storage, maxBytes: 1024 * 1024 })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  server?.close()
})

describe('art lovers', () => {
  const FILE = [
    'Email,First name,Last name',
    'new.lover@example.org,Nora,Newman',
    'ARI@example.org,Someone,Else',
    'bob@,Bob,',
  ].join('\n')
  const lovers = () =>
    query<{ email: string; name: string | null; roles: string[]; password: boolean }>(
      sql`SELECT u.email, u.name, u.hash IS NOT NULL AS password,
            ARRAY(SELECT value::text FROM users_roles WHERE parent_id = u.id ORDER BY "order") AS roles
          FROM users u WHERE u.email IN ('new.lover@example.org', 'ari@example.org') ORDER BY u.email`,
    )

  it('makes accounts without a password and gives the role to those found, sending no mail; again: updates; undone: as before', async () => {
    const before = await lovers()
    const [{ outbox }] = await query<{ outbox: number }>(sql`SELECT count(*)::int AS outbox FROM outbox`)
    const first = await imported('art-lovers', FILE)
    expect(first).toMatchObject({ state: 'done', created: 1, updated: 1, skipped: 1 })
    const after = await lovers()
    expect(after).toEqual([
      { email: 'ari@example.org', name: 'ari', roles: ['artist', 'artlover'], password: true },
      { email: 'new.lover@example.org', name: 'Nora Newman', roles: ['artlover'], password: false },
    ])
    const again = await imported('art-lovers', FILE)
    expect(again).toMatchObject({ created: 0, updated: 2, skipped: 1 })
    expect(await lovers()).toEqual(after)
    await undone(again.id)
    expect(await lovers()).toEqual(after)
    await undone(first.id)
    expect(await lovers()).toEqual(before)
    expect(await query(sql`SELECT count(*)::int AS outbox FROM outbox`)).toEqual([{ outbox }])
  })

  it('keeps, on undo, an account its person has since taken up', async () => {
    const first = await imported('art-lovers', 'Email\ntaken.up@example.org\n')
    await query(sql`UPDATE users SET last_sign_in_at = now() WHERE email = 'taken.up@example.org'`)
    const answer = await undoImport(payload, staff.id, first.id)
    expect(answer.ok).toBe(false)
    expect(answer.message).toMatch(
      /1 art lover it created .* must stay, as their people have since set a password or signed in/,
    )
  })
})

describe('members, with their plan and term', () => {
  const today = organisationDate(new Date(), config().TIMEZONE)
  const lapsed = addDays(today, -400)
  const recent = addDays(today, -30)
  const FILE = [
    'Email,Name,Membership,Start date,End date',
    `new.member@example.org,Nell Member,Household,${recent},`,
    `kept.member@example.org,,artlover,${recent},`,
    `gold@example.org,Goldie,Gold,${recent},`,
    `late@example.org,Late,Art lover,31/12/2025,`,
  ].join('\n')
  const members = () =>
    query<Record<string, unknown>>(
      sql`SELECT u.email, u.name,
            ARRAY(SELECT value::text FROM users_roles WHERE parent_id = u.id ORDER BY "order") AS roles,
            m.audience, p.slug AS plan, m.status, m.started_on, m.ends_on, m.grace_ends_on, m.role_granted,
            ARRAY(SELECT t.starts_on || '..' || t.ends_on || ' ' || t.status FROM membership_terms t
                   WHERE t.membership_id = m.id ORDER BY t.starts_on) AS terms
          FROM users u LEFT JOIN memberships m ON m.person_id = u.id LEFT JOIN membership_plans p ON p.id = m.plan_id
          WHERE u.email LIKE '%.member@example.org' ORDER BY u.email, m.id`,
    )

  it('makes and updates memberships with their terms; skips an unknown plan with the reason; again: no new term; undone: as before', async () => {
    // A member whose term ran out long ago, as an earlier import left them.
    const earlier = await imported('members', `Email,Plan,Start date\nkept.member@example.org,artlover,${lapsed}\n`)
    expect(earlier).toMatchObject({ created: 1, updated: 0, skipped: 0 })
    const before = await members()
    expect(before).toEqual([
      expect.objectContaining({ email: 'kept.member@example.org', status: 'expired', roles: [], role_granted: null }),
    ])
    const first = await imported('members', FILE)
    expect(first).toMatchObject({ state: 'done', created: 1, updated: 1, skipped: 2 })
    const reasons = await query<{ reason: string }>(
      sql`SELECT reason FROM import_rows WHERE import_id = ${first.id} AND outcome = 'skipped' ORDER BY row_number`,
    )
    expect(reasons.map((row) => row.reason)).toEqual([
      "there is no plan called 'Gold' (the plans: Artist, Art lover, Household)",
      "the start date '31/12/2025' is not a date written YYYY-MM-DD",
    ])
    const after = await members()
    expect(after).toEqual([
      expect.objectContaining({
        email: 'kept.member@example.org',
        status: 'active',
        plan: 'artlover',
        roles: ['artlover'],
        role_granted: 'artlover',
        started_on: lapsed,
        terms: [
          `${lapsed}..${addYears(lapsed, 1)} expired`,
          expect.stringMatching(new RegExp(`^${recent}\\.\\..* active$`)),
        ],
      }),
      expect.objectContaining({
        email: 'new.member@example.org',
        name: 'Nell Member',
        status: 'active',
        plan: 'household',
        roles: ['artlover'],
        terms: [expect.stringMatching(new RegExp(`^${recent}\\.\\..* active$`))],
      }),
    ])
    const again = await imported('members', FILE)
    expect(again).toMatchObject({ created: 0, updated: 2, skipped: 2 })
    expect(await members()).toEqual(after)
    await undone(again.id)
    expect(await members()).toEqual(after)
    await undone(first.id)
    expect(await members()).toEqual(before)
  })
})

describe('donors, with their past gifts', () => {
  const FILE = [
    'E-mail,Name,Gift amount,Date',
    'ann.donor@example.org,Ann Donor,$50.00,2025-03-01',
    'ann.donor@example.org,Ann Donor,25,2025-06-01',
    'ann.donor@example.org,Ann D.,50,2025-03-01',
    'ben.donor@example.org,Ben,12.345,2025-01-01',
    'MO@example.org,Mo,100,2025-12-31',
  ].join('\n')
  const gifts = () =>
    query<Record<string, unknown>>(
      sql`SELECT g.donor_email, g.donor_name, g.amount_minor::int AS amount, g.status, g.source,
            to_char(g.paid_at AT TIME ZONE ${config().TIMEZONE}, 'YYYY-MM-DD HH24:MI') AS paid,
            g.acknowledged_at = g.paid_at AS thanked, u.email AS account
          FROM gifts g LEFT JOIN users u ON u.id = g.donor_id
          WHERE g.donor_email IN ('ann.donor@example.org', 'ben.donor@example.org', 'mo@example.org')
          ORDER BY g.donor_email, g.paid_at`,
    )

  it('records paid gifts in minor units on their day, never twice; skips a gift already on the file; undone: gone', async () => {
    const [campaign] = await query<{ id: number }>(
      sql`INSERT INTO campaigns (name) VALUES ('Past giving') RETURNING id`,
    )
    const before = await gifts()
    const first = await imported('donors', FILE, campaign!.id)
    expect(first).toMatchObject({ state: 'done', created: 3, updated: 0, skipped: 2 })
    const reasons = await query<{ reason: string }>(
      sql`SELECT reason FROM import_rows WHERE import_id = ${first.id} AND outcome = 'skipped' ORDER BY row_number`,
    )
    expect(reasons[0]!.reason).toMatch(/^ann\.donor@example\.org's gift of .*50\.00 on 2025-03-01 is already on row 2$/)
    expect(reasons[1]!.reason).toMatch(/decimal places at most/)
    const after = await gifts()
    const paid = { status: 'paid', source: 'desk', thanked: true }
    expect(after).toEqual([
      {
        ...paid,
        donor_email: 'ann.donor@example.org',
        donor_name: 'Ann Donor',
        amount: 5000,
        paid: '2025-03-01 00:00',
        account: null,
      },
      {
        ...paid,
        donor_email: 'ann.donor@example.org',
        donor_name: 'Ann Donor',
        amount: 2500,
        paid: '2025-06-01 00:00',
        account: null,
      },
      {
        ...paid,
        donor_email: 'mo@example.org',
        donor_name: 'Mo',
        amount: 10000,
        paid: '2025-12-31 00:00',
        account: 'mo@example.org',
      },
    ])
    const again = await imported('donors', FILE, campaign!.id)
    expect(again).toMatchObject({ created: 0, updated: 3, skipped: 2 })
    expect(await gifts()).toEqual(after)
    await undone(again.id)
    expect(await gifts()).toEqual(after)
    await undone(first.id)
    expect(await gifts()).toEqual(before)
  })

  it('skips every line, with the reason, when no campaign is chosen', async () => {
    const record = await imported('donors', 'Email,Amount,Date\ncarl.donor@example.org,10,2025-01-01\n')
    expect(record).toMatchObject({ created: 0, skipped: 1 })
    expect(await query(sql`SELECT reason FROM import_rows WHERE import_id = ${record.id}`)).toEqual([
      { reason: 'no campaign is chosen for the gifts (choose one beside the mapping)' },
    ])
  })
})

describe('the attendees of an event', () => {
  const FILE = ['Email,Name', 'new.guest@example.org,Gus Guest', 'ARI@example.org,', 'x@,X'].join('\n')
  let event: number
  const places = () =>
    query<Record<string, unknown>>(
      sql`SELECT a.email, a.name, a.kind, a.status, a.cancelled_at IS NOT NULL AS cancelled, a.starts_at = e.starts_at AS "onItsDate",
            length(a.code) AS code, u.email AS account
          FROM event_attendees a JOIN events e ON e.id = a.event_id LEFT JOIN users u ON u.id = a.person_id
          WHERE a.event_id = ${event} ORDER BY a.email`,
    )

  it('confirms a place for each, sending no mail; again: the same places; undone: as before', async () => {
    const [made] = await query<{ id: number }>(
      sql`INSERT INTO events (title, slug, starts_at, status, registration, capacity)
          VALUES ('Open night', 'open-night-imported', '2026-12-05T18:00:00Z', 'published', 'rsvp', 1) RETURNING id`,
    )
    event = made!.id
    await query(sql`INSERT INTO event_attendees (event_id, starts_at, kind, name, email, status, code, cancelled_at)
                    VALUES (${event}, '2026-12-05T18:00:00Z', 'rsvp', 'Ari', 'ari@example.org', 'cancelled', 'IMPORTTEST', now())`)
    const before = await places()
    const [{ outbox }] = await query<{ outbox: number }>(sql`SELECT count(*)::int AS outbox FROM outbox`)
    const first = await imported('attendees', FILE, event)
    expect(first).toMatchObject({ state: 'done', created: 1, updated: 1, skipped: 1 })
    const after = await places()
    const place = { kind: 'rsvp', status: 'confirmed', cancelled: false, onItsDate: true, code: 10 }
    expect(after).toEqual([
      { ...place, email: 'ari@example.org', name: 'Ari', account: null },
      { ...place, email: 'new.guest@example.org', name: 'Gus Guest', account: null },
    ])
    const again = await imported('attendees', FILE, event)
    expect(again).toMatchObject({ created: 0, updated: 2, skipped: 1 })
    expect(await places()).toEqual(after)
    await undone(again.id)
    expect(await places()).toEqual(after)
    await undone(first.id)
    expect(await places()).toEqual(before)
    expect(await query(sql`SELECT count(*)::int AS outbox FROM outbox`)).toEqual([{ outbox }])
  })
})

describe('artists', () => {
  const FILE = [
    'Email,Name,Biography',
    'new.artist@example.org,Ada Lee,Paints rivers.',
    'MO@example.org,Mo Painter,',
  ].join('\n')
  const artists = () =>
    query<Record<string, unknown>>(
      sql`SELECT u.email, u.name, u.artist_application AS application, u.hash IS NOT NULL AS password,
            ARRAY(SELECT value::text FROM users_roles WHERE parent_id = u.id ORDER BY "order") AS roles,
            p.display_name, p.slug, p.status, p._status AS draft, p.bio,
            (SELECT count(*)::int FROM _artist_profiles_v v WHERE v.parent_id = p.id AND v.latest) AS versions
          FROM users u LEFT JOIN artist_profiles p ON p.owner_id = u.id
          WHERE u.email IN ('new.artist@example.org', 'mo@example.org') ORDER BY u.email`,
    )

  it('gives the role and a draft profile, never public; again: the same; undone: as before', async () => {
    const before = await artists()
    const first = await imported('artists', FILE)
    expect(first).toMatchObject({ state: 'done', created: 2, updated: 0, skipped: 0 })
    const after = await artists()
    const profile = { application: 'approved', status: 'draft', draft: 'draft', versions: 1 }
    expect(after).toEqual([
      {
        ...profile,
        email: 'mo@example.org',
        name: 'mo',
        password: true,
        roles: ['artlover', 'artist'],
        display_name: 'Mo Painter',
        slug: 'mo-painter',
        bio: null,
      },
      {
        ...profile,
        email: 'new.artist@example.org',
        name: 'Ada Lee',
        password: false,
        roles: ['artist'],
        display_name: 'Ada Lee',
        slug: 'ada-lee',
        bio: 'Paints rivers.',
      },
    ])
    const draft = await payload.find({
      collection: 'artist-profiles',
      where: { slug: { equals: 'ada-lee' } },
      draft: true,
      overrideAccess: true,
    })
    expect(draft.docs.map((doc) => doc.displayName)).toEqual(['Ada Lee'])
    const published = await payload.find({
      collection: 'artist-profiles',
      where: { slug: { equals: 'ada-lee' }, _status: { equals: 'published' } },
      overrideAccess: true,
    })
    expect(published.totalDocs).toBe(0)
    const again = await imported('artists', FILE)
    expect(again).toMatchObject({ created: 0, updated: 2 })
    expect(await artists()).toEqual(after)
    await undone(again.id)
    expect(await artists()).toEqual(after)
    await undone(first.id)
    expect(await artists()).toEqual(before)
  })
})

describe('every new kind', () => {
  it('is refused to members, artists, partners and visitors at the upload', async () => {
    const [{ count }] = await query<{ count: number }>(sql`SELECT count(*)::int AS count FROM imports`)
    for (const kind of ['art-lovers', 'members', 'artists', 'donors', 'attendees']) {
      for (const who of ['member', 'artist', 'partner'] as const) {
        const response = await upload(kind, 'Email\nx@example.org\n', tokens[who])
        expect(response.status).toBe(403)
      }
      expect((await upload(kind, 'Email\nx@example.org\n', null)).status).toBe(401)
    }
    expect(await query(sql`SELECT count(*)::int AS count FROM imports`)).toEqual([{ count }])
  })

  it('previews each line’s problems in words', async () => {
    const response = await upload('art-lovers', 'Email,Name\nbob@,Bob\n,Nobody\n', tokens.staff)
    const id = Number(new URL(response.headers.get('location')!, site).searchParams.get('import'))
    const lines = await previewLines(payload, storage, (await importRecord(database(payload), id))!)
    expect(lines.map((line) => line.problem)).toEqual([
      "row 2: 'bob@' is not an email address",
      'row 3: there is no email address (people are matched by email)',
    ])
  })
})
