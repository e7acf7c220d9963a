import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { saveContact } from '@/domains/contacts/services/contacts'
import { importReportCsv, receiveUpload } from '@/domains/imports'
import { dryRun, previewLines, runImport, undoImport } from '@/domains/imports/services/running'
import { startImport } from '@/domains/imports/services/start'
import { importRecord } from '@/domains/imports/services/store'
import { database, rowsOf } from '@/platform/database/transaction'
import type { Storage } from '@/platform/storage'
import type { User } from '@/payload-types'

import { tokenFor } from './api'
import { testPayload } from './payload'

/**
 * CSV imports (decision 094) on a real database, real storage and a real
 * HTTP upload: a messy file (Windows-1252, semicolons, a bad email, the same
 * person twice) previewed, dry-run and imported by the job run twice at
 * once; the same file again updates and never duplicates; a job cut off
 * resumes after its last batch; undo puts everything back exactly, and is
 * refused after 7 days; the upload and the report refused to members,
 * artists, partners and visitors.
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
const people: Partial<Record<'member' | 'artist' | 'partner', User>> = {}

const latin1 = (text: string) => Buffer.from(text, 'latin1')
/** The messy file: Excel's Windows CSV with semicolons; row 3's email is bad, row 5 is row 2's person again. */
const MESSY = latin1(
  [
    'First name;Last name;E-mail;Tags;Category',
    'Zoé;Martin;zoe@example.org;press;Press',
    'Bob;;bob@;;',
    'Caf\xe9;Lumi\xe8re;cafe@example.org;"venue; partner";Venue',
    'Zoé;M.;ZOE@example.org;;',
    'Old;Friend;kept@example.org;new-tag;',
  ].join('\r\n') + '\r\n',
)

async function upload(file: Buffer, token: string | null, name = 'people.csv', type = 'text/csv') {
  const form = new FormData()
  form.set('kind', 'contacts')
  form.set('file', new Blob([new Uint8Array(file)], { type }), name)
  return fetch(`${site}/api/imports/upload`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
}

async function uploaded(file: Buffer): Promise<number> {
  const response = await upload(file, tokens.staff)
  expect(response.status, await response.clone().text()).toBe(303)
  return Number(new URL(response.headers.get('location')!, site).searchParams.get('import'))
}

const contactRows = () =>
  rowsOf<{ id: number; name: string; email: string; category: string | null; tags: string | null }>(
    database(payload),
    sql`SELECT c.id, c.name, c.email, c.category::text AS category,
          (SELECT string_agg(t.name, ',' ORDER BY t.name) FROM contacts_rels r JOIN contact_tags t ON t.id = r.contact_tags_id
            WHERE r.parent_id = c.id AND r.path = 'tags') AS tags
        FROM contacts c ORDER BY c.id`,
  )

beforeAll(async () => {
  payload = await testPayload()
  storage = storageFor(payload)
  const person = (email: string, roles: User['roles']) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email.split('@')[0], password: PASSWORD, roles },
    }) as Promise<User>
  staff = await person('stella@example.org', ['staff'])
  people.member = await person('mo@example.org', ['artlover'])
  people.artist = await person('ari@example.org', ['artist'])
  people.partner = await person('pat@example.org', ['partner'])
  tokens.staff = await tokenFor(payload, staff.email, PASSWORD)
  for (const who of ['member', 'artist', 'partner'] as const)
    tokens[who] = await tokenFor(payload, people[who]!.email, PASSWORD)
  server = createServer((request, response) => {
    void receiveUpload(request, response, { payload, storage, maxBytes: 8 * 1024 * 1024 })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const kept = await saveContact(payload, staff, null, {
    kind: 'person',
    category: 'funder',
    name: 'Old Friend',
    email: 'Kept@Example.org',
    phone: '555-0100',
    address: '',
    notes: 'Met at the fair.',
    organisation: '',
    role: '',
    tags: 'donor circle',
  })
  expect(kept.ok).toBe(true)
}, 120_000)

afterAll(async () => {
  server?.close()
})

describe('the upload', () => {
  it('is refused to members, artists, partners and visitors, and stores nothing', async () => {
    const before = (await rowsOf(database(payload), sql`SELECT id FROM imports`)).length
    for (const who of ['member', 'artist', 'partner'] as const) {
      const response = await upload(MESSY, tokens[who])
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('Only staff import files.')
    }
    expect((await upload(MESSY, null)).status).toBe(401)
    expect((await rowsOf(database(payload), sql`SELECT id FROM imports`)).length).toBe(before)
  })

  it('refuses what is not CSV, and a file over the cap, naming the problem', async () => {
    const picture = await upload(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
      tokens.staff,
      'photo.png',
      'image/png',
    )
    expect(picture.status).toBe(415)
    expect(await picture.text()).toContain('This is not a CSV file')
    const zipped = await upload(Buffer.from('PK\u0003\u0004\u0000\u0000rest'), tokens.staff, 'people.csv')
    expect(zipped.status).toBe(415)
    const big = await upload(Buffer.alloc(8 * 1024 * 1024 + 10, 'a'), tokens.staff)
    expect(big.status).toBe(413)
    expect(await big.text()).toContain('larger than 8 MB')
  })
})

describe('an import of a messy file', () => {
  let first: number

  it('sniffs Windows-1252 and semicolons, guesses the mapping, previews every row’s problems', async () => {
    first = await uploaded(MESSY)
    const record = (await importRecord(database(payload), first))!
    expect(record).toMatchObject({ encoding: 'windows-1252', delimiter: ';', state: 'uploaded' })
    expect(record.headers).toEqual(['First name', 'Last name', 'E-mail', 'Tags', 'Category'])
    expect(record.mapping).toMatchObject({ firstName: 0, lastName: 1, email: 2, tags: 3, category: 4, name: null })
    const preview = await previewLines(payload, storage, record)
    expect(preview.map((line) => line.problem)).toEqual([
      null,
      "row 3: 'bob@' is not an email address",
      null,
      'row 5: zoe@example.org is already on row 2',
      null,
    ])
    expect(preview[2]!.cells[0]).toBe('Café')
  })

  it('dry-runs the whole file and writes nothing', async () => {
    const before = await contactRows()
    const result = await dryRun(payload, storage, (await importRecord(database(payload), first))!)
    expect(result).toMatchObject({ total: 5, create: 2, update: 1, skip: 2 })
    expect(await contactRows()).toEqual(before)
  })

  it('imports as a job: run twice at once, each row written once; the report lists every row', async () => {
    const before = await contactRows()
    expect(await startImport(payload, staff.id, first)).toMatchObject({ ok: true })
    expect(await startImport(payload, staff.id, first)).toMatchObject({
      ok: false,
      message: 'This import has started already.',
    })
    await Promise.all([runImport(payload, storage, first), runImport(payload, storage, first)])
    expect(await importRecord(database(payload), first)).toMatchObject({
      state: 'done',
      rowsDone: 5,
      created: 2,
      updated: 1,
      skipped: 2,
    })
    const after = await contactRows()
    expect(after.length).toBe(before.length + 2)
    expect(after.find((row) => row.email === 'cafe@example.org')).toMatchObject({
      name: 'Café Lumière',
      category: 'venue',
      tags: 'partner,venue',
    })
    expect(after.find((row) => row.email === 'zoe@example.org')).toMatchObject({
      name: 'Zoé Martin',
      category: 'press',
      tags: 'press',
    })
    expect(after.find((row) => row.email === 'kept@example.org')).toMatchObject({
      name: 'Old Friend',
      category: 'funder',
      tags: 'donor circle,new-tag',
    })
    const report = await (await importReportCsv(payload, staff, String(first))).text()
    expect(report).toContain('3,Skipped,,,')
    expect(report).toContain("'bob@' is not an email address")
    expect(report).toContain('5,Skipped,,,zoe@example.org is already on row 2')
  })

  it('refuses the report to members, artists, partners and visitors', async () => {
    for (const who of ['member', 'artist', 'partner'] as const)
      expect((await importReportCsv(payload, people[who]!, String(first))).status).toBe(403)
    expect((await importReportCsv(payload, null, String(first))).status).toBe(401)
    expect((await importReportCsv(payload, staff, 'x')).status).toBe(400)
  })

  it('imports the same file again as updates, never duplicates', async () => {
    const before = await contactRows()
    const again = await uploaded(MESSY)
    await dryRun(payload, storage, (await importRecord(database(payload), again))!)
    await startImport(payload, staff.id, again)
    await runImport(payload, storage, again)
    expect(await importRecord(database(payload), again)).toMatchObject({ created: 0, updated: 3, skipped: 2 })
    expect(await contactRows()).toEqual(before)
    // Undone, the second import puts back what the first had made, exactly.
    expect(await undoImport(payload, staff.id, again)).toMatchObject({ ok: true })
    expect(await contactRows()).toEqual(before)
  })

  it('refuses the undo after 7 days, with the reason', async () => {
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    const answer = await undoImport(payload, staff.id, first, later)
    expect(answer.ok).toBe(false)
    expect(answer.message).toMatch(/an import can be undone for 7 days only/)
  })

  it('undoes: what it created is removed, what it changed is restored, audited', async () => {
    const answer = await undoImport(payload, staff.id, first)
    expect(answer).toMatchObject({ ok: true })
    const rows = await contactRows()
    expect(rows.map((row) => row.email)).toEqual(['kept@example.org'])
    expect(rows[0]).toMatchObject({ name: 'Old Friend', category: 'funder', tags: 'donor circle' })
    const [kept] = await rowsOf<{ phone: string; notes: string }>(
      database(payload),
      sql`SELECT phone, notes FROM contacts`,
    )
    expect(kept).toEqual({ phone: '555-0100', notes: 'Met at the fair.' })
    const audit = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      where: { action: { equals: 'import.undo' } },
    })
    expect(audit.totalDocs).toBe(2)
    expect(await undoImport(payload, staff.id, first)).toMatchObject({
      ok: false,
      message: 'This import is undone already.',
    })
  })
})

describe('a job cut off', () => {
  it('resumes after the last committed batch and writes each row once', async () => {
    const lines = ['Email,Name']
    for (let index = 0; index < 600; index += 1) lines.push(`person${index}@example.org,Person ${index}`)
    const id = await uploaded(Buffer.from(lines.join('\n')))
    await dryRun(payload, storage, (await importRecord(database(payload), id))!)
    await startImport(payload, staff.id, id)
    // A budget of nothing: one batch, then the job hands over, as a crash between batches would leave it.
    expect(await runImport(payload, storage, id, 0)).toEqual({ finished: false, rowsDone: 500 })
    expect(await runImport(payload, storage, id)).toEqual({ finished: true, rowsDone: 600 })
    expect(await importRecord(database(payload), id)).toMatchObject({ state: 'done', created: 600, skipped: 0 })
    const [{ count }] = await rowsOf<{ count: number }>(
      database(payload),
      sql`SELECT count(*)::int AS count FROM contacts WHERE email LIKE 'person%@example.org'`,
    )
    expect(count).toBe(600)
  })
})

describe('memory', () => {
  it('stays flat over 100,000 rows: the dry run streams the file', async () => {
    const rows = 100_000
    const parts: string[] = ['Email,Name,Tags']
    for (let index = 0; index < rows; index += 1) parts.push(`bulk${index}@example.org,Bulk Person ${index},a;b`)
    const id = await uploaded(Buffer.from(parts.join('\n')))
    parts.length = 0
    global.gc?.()
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
    const result = await dryRun(payload, storage, (await importRecord(database(payload), id))!)
    clearInterval(sampler)
    expect(result).toMatchObject({ total: rows, create: rows })
    const grownMb = (peak - before) / 1024 / 1024
    console.info(`imports: a dry run of ${rows} rows grew the process by ${grownMb.toFixed(1)} MB`)
    expect(grownMb).toBeLessThan(100)
  }, 120_000)
})
