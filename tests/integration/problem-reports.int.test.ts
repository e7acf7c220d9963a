import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { saveTemplate, templateSummaries } from '@/domains/comms'
import { reportProblem } from '@/domains/operations'
import {
  commentOnReport,
  PROBLEM_FIXED_TEMPLATE,
  REPORT_LIMIT,
  reportList,
  triageReport,
} from '@/domains/operations/services/problem-reports'
import { reportQuery } from '@/domains/operations/services/problem-report-rules'
import { database, rowsOf } from '@/platform/database/transaction'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Problem reports (decision 083) on a real database and storage: a report from
 * a visitor with a screenshot checked by its bytes, the honeypot and the rate
 * limit; the collection read by staff only and written by nobody through the
 * API; triage and comments refused to members, artists and visitors, each
 * field; the reporter mailed once when fixed; the mail templates' list with
 * its last edit and the mails sent in 30 days.
 */

const PASSWORD = 'a-good-password'
let payload: Payload
let staff: User
let member: User
let artist: User
const tokens: Record<'staff' | 'member' | 'artist', string> = { staff: '', member: '', artist: '' }
let png: Buffer

const screenshots = async () =>
  (
    await rowsOf<{ n: number }>(
      database(payload),
      sql`SELECT count(*)::int AS n FROM storage_objects WHERE name LIKE 'problem-reports/%'`,
    )
  )[0]!.n
const reportCount = async () => (await payload.count({ collection: 'problem-reports', overrideAccess: true })).totalDocs
const mailsTo = async (email: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).docs

const send = (over: Partial<Parameters<typeof reportProblem>[2]> = {}) =>
  reportProblem(payload, storageFor(payload), {
    description: 'The map on the Open Studios page stays grey on my phone.',
    page: '/openstudios?weekend=1',
    browser: 'Mozilla/5.0 (iPhone) Test',
    digest: '',
    email: '',
    honeypot: '',
    screenshot: null,
    person: null,
    address: '203.0.113.7',
    ...over,
  })

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: ('staff' | 'artlover' | 'artist')[]) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email.split('@')[0], password: PASSWORD, roles },
    })
  staff = await person('stella@example.org', ['staff'])
  member = await person('mo@example.org', ['artlover'])
  artist = await person('ari@example.org', ['artist'])
  for (const who of ['staff', 'member', 'artist'] as const) {
    tokens[who] = await tokenFor(payload, { staff, member, artist }[who].email, PASSWORD)
  }
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
})

describe('reporting a problem', () => {
  it('records a visitor’s report with its page, browser, error reference and screenshot, kept privately', async () => {
    const answer = await send({
      email: 'Visitor@Example.org',
      digest: '1234567890',
      screenshot: new File([new Uint8Array(png)], 'shot.png', { type: 'image/png' }),
    })
    expect(answer).toMatchObject({ ok: true, id: expect.any(Number) })
    const report = await payload.findByID({
      collection: 'problem-reports',
      id: (answer as { id: number }).id,
      overrideAccess: true,
    })
    expect(report).toMatchObject({
      status: 'new',
      priority: 'normal',
      page: '/openstudios?weekend=1',
      browser: 'Mozilla/5.0 (iPhone) Test',
      digest: '1234567890',
      email: 'visitor@example.org',
      reporter: null,
    })
    expect(report.screenshot).toMatch(/^problem-reports\/[0-9a-f-]{36}\.png$/)
    const [stored] = await rowsOf<{ bucket: string; content_type: string }>(
      database(payload),
      sql`SELECT bucket, content_type FROM storage_objects WHERE name = ${report.screenshot}`,
    )
    expect(stored).toEqual({ bucket: 'private', content_type: 'image/png' })
  })

  it('records the signed-in person, and a page of another site as no page', async () => {
    const answer = await send({ person: member, page: 'https://elsewhere.example/phish', address: '203.0.113.8' })
    const report = await payload.findByID({
      collection: 'problem-reports',
      id: (answer as { id: number }).id,
      depth: 0,
      overrideAccess: true,
    })
    expect(report).toMatchObject({ reporter: member.id, email: member.email, page: null })
  })

  it('refuses a file that is not a picture, whatever it claims, and records nothing', async () => {
    const [before, files] = [await reportCount(), await screenshots()]
    const answer = await send({
      screenshot: new File(['<script>alert(1)</script>'], 'shot.png', { type: 'image/png' }),
      address: '203.0.113.9',
    })
    expect(answer).toMatchObject({ ok: false, fieldErrors: { screenshot: expect.stringContaining('not a picture') } })
    const html = await send({
      screenshot: new File(['<p>x</p>'], 'x.html', { type: 'text/html' }),
      address: '203.0.113.9',
    })
    expect(html).toMatchObject({ ok: false, fieldErrors: { screenshot: expect.stringContaining('not a picture') } })
    expect([await reportCount(), await screenshots()]).toEqual([before, files])
  })

  it('refuses an empty description and a bad email in words, and drops what a robot fills the honeypot with', async () => {
    const before = await reportCount()
    expect(await send({ description: 'bad', email: 'not-an-email', address: '203.0.113.10' })).toMatchObject({
      ok: false,
      fieldErrors: {
        description: expect.stringContaining('Say what went wrong'),
        email: expect.stringContaining('not an email'),
      },
    })
    expect(await send({ honeypot: 'http://spam.example', address: '203.0.113.10' })).toEqual({ ok: true, id: null })
    expect(await reportCount()).toBe(before)
  })

  it(`takes ${REPORT_LIMIT.points} reports an hour from one address, then refuses in words`, async () => {
    for (let n = 0; n < REPORT_LIMIT.points; n++) expect((await send({ address: '198.51.100.1' })).ok).toBe(true)
    expect(await send({ address: '198.51.100.1' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('Try again in'),
    })
    expect((await send({ address: '198.51.100.2' })).ok).toBe(true)
  })
})

describe('who may read and change reports', () => {
  it('lets staff read them through REST and GraphQL, and refuses visitors, members and artists', async () => {
    expect((await rest('GET', '/problem-reports', { token: tokens.staff })).status).toBe(200)
    for (const token of [undefined, tokens.member, tokens.artist]) {
      expect((await rest('GET', '/problem-reports', { token })).status).toBe(403)
      expect((await graphql('{ ProblemReports { totalDocs } }', { token })).body).toMatchObject({
        errors: [expect.anything()],
      })
    }
  })

  it('refuses every write through the API, to staff as well: the services check, audit and mail', async () => {
    const before = await reportCount()
    const [first] = (await payload.find({ collection: 'problem-reports', limit: 1, overrideAccess: true })).docs
    for (const token of [undefined, tokens.member, tokens.artist, tokens.staff]) {
      expect(
        (await rest('POST', '/problem-reports', { token, body: { description: 'Made through the API, refused' } }))
          .status,
      ).toBe(403)
      expect((await rest('PATCH', `/problem-reports/${first!.id}`, { token, body: { status: 'fixed' } })).status).toBe(
        403,
      )
      expect((await rest('DELETE', `/problem-reports/${first!.id}`, { token })).status).toBe(403)
    }
    expect(await reportCount()).toBe(before)
    expect(
      (await payload.findByID({ collection: 'problem-reports', id: first!.id, overrideAccess: true })).status,
    ).toBe('new')
  })

  it('refuses triage and comments, field by field, to visitors, members and artists', async () => {
    const answer = await send({ address: '198.51.100.3' })
    const id = (answer as { id: number }).id
    const changes = [
      { status: 'fixed', priority: 'normal', assignee: '', duplicateOf: '' },
      { status: 'new', priority: 'urgent', assignee: '', duplicateOf: '' },
      { status: 'new', priority: 'normal', assignee: String(staff.id), duplicateOf: '' },
    ]
    for (const person of [null, member, artist]) {
      for (const change of changes) {
        expect(await triageReport(payload, person, { report: id, ...change })).toEqual({
          ok: false,
          message: 'Only staff triage problem reports.',
        })
      }
      expect((await commentOnReport(payload, person, id, 'Not mine to say')).ok).toBe(false)
    }
    const report = await payload.findByID({ collection: 'problem-reports', id, depth: 0, overrideAccess: true })
    expect(report).toMatchObject({ status: 'new', priority: 'normal', assignee: null, comments: [] })
  })
})

describe('triage', () => {
  it('gives a report only to staff, marks a duplicate only of another report that exists', async () => {
    const id = ((await send({ address: '198.51.100.4' })) as { id: number }).id
    const base = { report: id, status: 'confirmed', priority: 'high', assignee: '', duplicateOf: '' }
    expect(await triageReport(payload, staff, { ...base, assignee: String(member.id) })).toMatchObject({
      ok: false,
      fieldErrors: { assignee: 'Give it to a staff member, or to nobody.' },
    })
    expect(await triageReport(payload, staff, { ...base, status: 'duplicate' })).toMatchObject({
      fieldErrors: { duplicateOf: expect.stringContaining('number of the report') },
    })
    expect(await triageReport(payload, staff, { ...base, status: 'duplicate', duplicateOf: String(id) })).toMatchObject(
      {
        fieldErrors: { duplicateOf: 'A report cannot repeat itself.' },
      },
    )
    expect(await triageReport(payload, staff, { ...base, status: 'duplicate', duplicateOf: '999999' })).toMatchObject({
      fieldErrors: { duplicateOf: 'There is no report #999999.' },
    })
    expect(await triageReport(payload, staff, { ...base, status: 'bogus', priority: 'meh' })).toMatchObject({
      fieldErrors: { status: 'Choose a status.', priority: 'Choose a priority.' },
    })
    expect((await triageReport(payload, staff, { ...base, assignee: String(staff.id) })).ok).toBe(true)
    expect((await commentOnReport(payload, staff, id, 'Seen on iOS 18 only.')).ok).toBe(true)
    const report = await payload.findByID({ collection: 'problem-reports', id, depth: 0, overrideAccess: true })
    expect(report).toMatchObject({ status: 'confirmed', priority: 'high', assignee: staff.id })
    expect(report.comments).toMatchObject([{ author: staff.id, body: 'Seen on iOS 18 only.' }])

    const mine = await reportList(
      payload,
      reportQuery(new URLSearchParams('assignee=me&status=open&sort=priority')).query,
      staff,
    )
    expect(mine.rows.map((row) => row.id)).toEqual([id])
    expect(mine.rows[0]).toMatchObject({ assignee: 'stella', comments: 1 })
    // The headings sort either way (decision 087): the oldest first is the newest first turned round.
    const sorted = async (sort: string) =>
      (await reportList(payload, reportQuery(new URLSearchParams(`sort=${sort}`)).query, staff)).rows.map(
        (row) => row.id,
      )
    const newest = await sorted('-sent')
    expect(newest.length).toBeGreaterThan(1)
    expect(await sorted('sent')).toEqual([...newest].reverse())
    expect(await sorted('oldest')).toEqual([...newest].reverse())
    expect((await sorted('-priority'))[newest.length - 1]).toBe(id)
  })

  it('mails the reporter once when fixed, however often it is saved fixed again', async () => {
    const id = ((await send({ email: 'fixme@example.org', address: '198.51.100.5' })) as { id: number }).id
    const fixed = { report: id, status: 'fixed', priority: 'normal', assignee: '', duplicateOf: '' }
    expect(await triageReport(payload, staff, fixed)).toMatchObject({
      ok: true,
      message: expect.stringContaining('fixme@example.org is told'),
    })
    await triageReport(payload, staff, fixed)
    await triageReport(payload, staff, { ...fixed, status: 'confirmed' })
    await triageReport(payload, staff, fixed)
    const mails = await mailsTo('fixme@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: 'The problem you reported is fixed' })
    expect(mails[0]!.text).toContain('The map on the Open Studios page stays grey on my phone.')
    expect(mails[0]!.text).toContain(`report ${id} helped`)
  })
})

describe('the mail templates’ list', () => {
  it('shows every registered template, its last edit and the mails sent in the last 30 days', async () => {
    const before = await templateSummaries(payload)
    const fixedMail = before.find((one) => one.key === PROBLEM_FIXED_TEMPLATE)
    expect(fixedMail).toMatchObject({ label: 'Problem fixed', editedAt: null, sentLast30Days: 1 })
    expect(before.map((one) => one.key)).toEqual(
      expect.arrayContaining(['donor-thank-you', 'perk-approved', PROBLEM_FIXED_TEMPLATE]),
    )
    // A sending older than 30 days is not counted.
    await database(payload).execute(
      sql`INSERT INTO email_sendings (idempotency_key, template, "to", state, attempts, created_at, updated_at)
          VALUES ('old-one', ${PROBLEM_FIXED_TEMPLATE}, 'old@example.org', 'sent', 1, now() - interval '31 days', now())`,
    )
    const saved = await saveTemplate(payload, staff, PROBLEM_FIXED_TEMPLATE, {
      subject: 'Fixed: report {{report.number}}',
      html: '<p>Fixed, {{reporter.name}}.</p>',
      text: 'Fixed, {{reporter.name}}.',
    })
    expect(saved).toEqual({ ok: true })
    const after = await templateSummaries(payload, { words: 'problem', sort: 'sent' })
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({
      key: PROBLEM_FIXED_TEMPLATE,
      editedBy: 'stella',
      sentLast30Days: 1,
      editedAt: expect.any(String),
    })
  })
})
