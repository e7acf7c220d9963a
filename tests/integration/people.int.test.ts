import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { peopleExportResponse } from '@/domains/accounts'
import { CSV_BOM } from '@/platform/csv'
import { addMember } from '@/domains/accounts/services/add-member'
import {
  DEFAULT_FILTER,
  findPeople,
  parsePeopleFilter,
  peopleCsv,
  searchPeople,
  type PeopleFilter,
} from '@/domains/accounts/services/people'
import { resetPassword } from '@/domains/accounts/services/sign-up'

import { testPayload } from './payload'

type Role = 'admin' | 'staff' | 'artist' | 'artlover' | 'advertiser' | 'partner'

/** A person with the given dates (UTC), written straight to the table as Payload sets them itself. */
async function person(
  payload: Payload,
  data: {
    email: string
    name?: string
    roles?: Role[]
    status?: 'active' | 'suspended'
    emailVerified?: boolean
    createdAt: string
    lastSignInAt?: string
  },
) {
  const created = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: data.email,
      name: data.name,
      password: 'a-good-password',
      roles: data.roles ?? [],
      status: data.status ?? 'active',
      emailVerified: data.emailVerified ?? false,
    },
  })
  const db = payload.db as unknown as { drizzle: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }
  await db.drizzle.execute(
    sql`UPDATE users SET created_at = ${data.createdAt}::timestamptz, last_sign_in_at = ${data.lastSignInAt ?? null}::timestamptz WHERE id = ${created.id}`,
  )
  return created
}

const filterOf = (values: Record<string, string | string[]>, scope?: 'members' | 'artlovers'): PeopleFilter => {
  const parsed = parsePeopleFilter(values, scope)
  if (!parsed.ok) throw new Error(parsed.problems.join('; '))
  return parsed.value
}

const emails = async (payload: Payload, filter: PeopleFilter) =>
  (await findPeople(payload, filter)).rows.map((row) => row.email)

async function bearer(payload: Payload, email: string) {
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-good-password' } })
  return { authorization: `Bearer ${token}` }
}

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // The first administrator, made at start-up, joined "now"; everyone below joined in 2025.
  await person(payload, {
    email: 'margaret.atwood@example.org',
    name: 'Margaret Atwood',
    roles: ['artist'],
    emailVerified: true,
    createdAt: '2025-01-10T09:00:00Z',
    lastSignInAt: '2025-06-01T12:00:00Z',
  })
  await person(payload, {
    email: 'ben.okri@example.org',
    name: 'Ben Okri',
    roles: ['artlover'],
    createdAt: '2025-02-20T23:30:00Z',
    lastSignInAt: '2025-03-01T08:00:00Z',
  })
  await person(payload, {
    email: 'zadie@example.org',
    name: 'Zadie Smith',
    createdAt: '2025-03-05T10:00:00Z',
  })
  await person(payload, {
    email: 'suspended@example.org',
    name: 'Sam Pended',
    roles: ['artlover', 'partner'],
    status: 'suspended',
    emailVerified: true,
    createdAt: '2025-04-01T00:00:00Z',
  })
  await person(payload, {
    email: 'staffer@example.org',
    name: 'Stella Staff',
    roles: ['staff'],
    emailVerified: true,
    createdAt: '2025-05-01T00:00:00Z',
  })
  await person(payload, {
    email: 'formula@example.org',
    name: '=HYPERLINK("http://evil.example","Click")',
    createdAt: '2025-05-02T00:00:00Z',
  })
})

describe('the people database', () => {
  it('lists everyone newest first, a page at a time', async () => {
    const first = await findPeople(payload, DEFAULT_FILTER, 4)
    expect(first.total).toBe(7)
    expect(first.pages).toBe(2)
    expect(first.rows.map((row) => row.email)).toEqual([
      'admin@example.org',
      'formula@example.org',
      'staffer@example.org',
      'suspended@example.org',
    ])
    const second = await findPeople(payload, { ...DEFAULT_FILTER, page: 2 }, 4)
    expect(second.rows.map((row) => row.email)).toEqual([
      'zadie@example.org',
      'ben.okri@example.org',
      'margaret.atwood@example.org',
    ])
    expect(first.rows[3]).toMatchObject({
      name: 'Sam Pended',
      roles: ['artlover', 'partner'],
      status: 'suspended',
      emailVerified: true,
      createdAt: '2025-04-01T00:00:00.000Z',
      lastSignInAt: null,
      mergedInto: null,
    })
  })

  it('filters by role, "no role", status, verification and dates', async () => {
    expect(await emails(payload, filterOf({ role: 'artlover' }))).toEqual([
      'suspended@example.org',
      'ben.okri@example.org',
    ])
    expect(await emails(payload, filterOf({ role: 'none' }))).toEqual(['formula@example.org', 'zadie@example.org'])
    expect(await emails(payload, filterOf({ role: ['artist', 'partner'] }))).toEqual([
      'suspended@example.org',
      'margaret.atwood@example.org',
    ])
    expect(await emails(payload, filterOf({ status: 'suspended' }))).toEqual(['suspended@example.org'])
    expect(await emails(payload, filterOf({ verified: 'yes', role: 'artlover' }))).toEqual(['suspended@example.org'])
    // Both days included, as the organisation's days (TIMEZONE): 23:30 UTC on the last day, 15:30 there, still counts.
    expect(await emails(payload, filterOf({ createdFrom: '2025-01-10', createdTo: '2025-02-20' }))).toEqual([
      'ben.okri@example.org',
      'margaret.atwood@example.org',
    ])
    expect(await emails(payload, filterOf({ signedInFrom: '2025-03-01', signedInTo: '2025-12-31' }))).toEqual([
      'ben.okri@example.org',
      'margaret.atwood@example.org',
    ])
    expect(await emails(payload, filterOf({ signedInFrom: '2025-03-02' }))).toEqual(['margaret.atwood@example.org'])
  })

  it('sorts by name, email, joining and last sign-in, empty values last', async () => {
    expect(await emails(payload, filterOf({ role: 'none', sort: 'name', dir: 'asc' }))).toEqual([
      'formula@example.org',
      'zadie@example.org',
    ])
    expect((await emails(payload, filterOf({ sort: 'email', dir: 'asc' })))[0]).toBe('admin@example.org')
    expect(await emails(payload, filterOf({ sort: 'created', dir: 'asc' }))).toHaveLength(7)
    expect((await emails(payload, filterOf({ sort: 'created', dir: 'asc' })))[0]).toBe('margaret.atwood@example.org')
    const bySignIn = await emails(payload, filterOf({ sort: 'lastSignIn', dir: 'asc', role: ['artist', 'artlover'] }))
    expect(bySignIn).toEqual(['ben.okri@example.org', 'margaret.atwood@example.org', 'suspended@example.org'])
  })

  it('shows artists and plain members as members, art lovers as art lovers', async () => {
    expect(await emails(payload, filterOf({}, 'members'))).toEqual([
      'formula@example.org',
      'zadie@example.org',
      'margaret.atwood@example.org',
    ])
    expect(await emails(payload, filterOf({ status: 'active' }, 'artlovers'))).toEqual(['ben.okri@example.org'])
  })
})

describe('the people finder', () => {
  it('forgives a typo in a name, and says which field matched', async () => {
    const hits = await searchPeople(payload, 'Margret')
    expect(hits[0]).toMatchObject({ email: 'margaret.atwood@example.org', field: 'name', value: 'Margaret Atwood' })
    expect(hits[0]!.score).toBeGreaterThan(0.4)
  })

  it('finds by part of an address, a mistyped address, a role and an id', async () => {
    expect((await searchPeople(payload, 'okri@'))[0]).toMatchObject({ email: 'ben.okri@example.org', field: 'email' })
    expect((await searchPeople(payload, 'zadei@exmaple.org'))[0]).toMatchObject({ email: 'zadie@example.org' })
    const lovers = await searchPeople(payload, 'art lover')
    expect(lovers.map((hit) => hit.email).sort()).toEqual(['ben.okri@example.org', 'suspended@example.org'])
    expect(lovers[0]).toMatchObject({ field: 'roles', value: 'artlover' })
    const zadie = (await findPeople(payload, filterOf({ role: 'none', sort: 'name', dir: 'desc' }))).rows[0]!
    expect((await searchPeople(payload, `#${zadie.id}`))[0]).toMatchObject({ id: zadie.id, field: 'id', score: 1 })
  })

  it('ranks the closest match first and finds nothing for nonsense', async () => {
    const hits = await searchPeople(payload, 'Ben Okri')
    expect(hits[0]).toMatchObject({ email: 'ben.okri@example.org', score: 1 })
    expect(await searchPeople(payload, 'qqxxzz')).toEqual([])
    // LIKE wildcards in the query are plain characters.
    expect(await searchPeople(payload, '%%')).toEqual([])
  })
})

describe('the CSV export', () => {
  const exportRequest = (query: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost/api/people/export?${query}`, { headers })

  it('refuses anyone who is not signed in (401) or not staff (403)', async () => {
    const anonymous = await peopleExportResponse(payload, exportRequest(''))
    expect(anonymous.status).toBe(401)
    const member = await peopleExportResponse(payload, exportRequest('', await bearer(payload, 'zadie@example.org')))
    expect(member.status).toBe(403)
    expect(await member.text()).toBe('Only staff export people.')
  })

  it('names a bad filter with 400, not a server error', async () => {
    const response = await peopleExportResponse(
      payload,
      exportRequest('status=gone&scope=donors', await bearer(payload, 'staffer@example.org')),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('List: “donors” is not one of everyone, members, artlovers.')
  })

  it('streams every matching row, with a byte order mark, escaping and the formula guard', async () => {
    const response = await peopleExportResponse(
      payload,
      exportRequest('scope=members&sort=name&dir=asc', await bearer(payload, 'staffer@example.org')),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="people-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.startsWith(CSV_BOM)).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      'ID,Name,Email,Roles,Status,Email verified,Artist application,Joined,Last sign-in,Merged into',
    )
    expect(lines).toHaveLength(5)
    expect(lines[4]).toBe('')
    expect(lines[1]).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",formula@example\.org,,active,no,none,2025-05-01T17:00:00-07:00,,$/,
    )
    expect(lines[2]).toMatch(
      /^\d+,Margaret Atwood,margaret\.atwood@example\.org,artist,active,yes,none,2025-01-10T01:00:00-08:00,2025-06-01T05:00:00-07:00,$/,
    )
    expect(lines[3]).toMatch(/^\d+,Zadie Smith,zadie@example\.org,/)

    const audit = await payload.find({ collection: 'audit-log', where: { action: { equals: 'people.export' } } })
    expect(audit.docs[0]?.summary).toMatchObject({ scope: 'members', sort: 'name', dir: 'asc' })
  })

  it('reads the rows a batch at a time, keeping the order', async () => {
    let text = ''
    for await (const piece of peopleCsv(payload, filterOf({ sort: 'email', dir: 'asc' }), 3)) text += piece
    const addresses = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').find((cell) => cell.includes('@')))
    expect(addresses).toEqual([...addresses].sort())
    expect(addresses).toHaveLength(7)
  })
})

describe('adding people by hand', () => {
  const staff = async () =>
    (await payload.find({ collection: 'users', where: { email: { equals: 'staffer@example.org' } } })).docs[0]!

  it('creates the account, audit-logged, and mails an invitation whose link sets the password', async () => {
    const result = await addMember(payload, await staff(), {
      name: 'Octavia Butler',
      email: 'Octavia@Example.org',
      roles: ['artist', 'advertiser'],
      invite: true,
    })
    expect(result).toMatchObject({ ok: true, email: 'octavia@example.org', invited: true })
    if (!result.ok) return
    const created = await payload.findByID({ collection: 'users', id: result.id, overrideAccess: true })
    expect(created).toMatchObject({
      name: 'Octavia Butler',
      roles: ['artist', 'advertiser'],
      artistApplication: 'approved',
      emailVerified: false,
      status: 'active',
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'addmembers.create' } }, { targetId: { equals: String(result.id) } }] },
    })
    expect(audit.docs[0]).toMatchObject({ target: 'octavia@example.org', summary: { invited: true } })

    const mail = await payload.find({ collection: 'outbox', where: { to: { equals: 'octavia@example.org' } } })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]!.subject).toBe('Your Vernissage account: choose a password')
    expect(mail.docs[0]!.text).toContain('Hello Octavia Butler')
    expect(mail.docs[0]!.text).toContain('7 days')
    const code = /mode=resetPassword&oobCode=([\w-]+)/.exec(mail.docs[0]!.text)![1]!
    const stored = await payload.find({
      collection: 'action-codes',
      overrideAccess: true,
      where: { user: { equals: result.id } },
    })
    const lifetime = new Date(stored.docs[0]!.expiresAt).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(6.9 * 86_400_000)

    await expect(
      payload.login({ collection: 'users', data: { email: 'octavia@example.org', password: 'kindred-1979' } }),
    ).rejects.toThrow()
    expect(await resetPassword(payload, code, 'kindred-1979')).toEqual({ ok: true })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'octavia@example.org', password: 'kindred-1979' },
    })
    expect(login.user?.id).toBe(result.id)
    // Opening the invitation proved the address.
    expect(login.user?.emailVerified).toBe(true)
  })

  it('sends nothing when asked not to invite', async () => {
    const result = await addMember(payload, await staff(), {
      name: 'Plain Member',
      email: 'plain@example.org',
      roles: [],
      invite: false,
    })
    expect(result).toMatchObject({ ok: true, invited: false })
    expect(
      (await payload.find({ collection: 'outbox', where: { to: { equals: 'plain@example.org' } } })).totalDocs,
    ).toBe(0)
  })

  it('refuses an address that already has an account, naming it, and writes nothing', async () => {
    const before = await payload.count({ collection: 'audit-log', where: { action: { equals: 'addmembers.create' } } })
    const existing = (await payload.find({ collection: 'users', where: { email: { equals: 'zadie@example.org' } } }))
      .docs[0]!
    const result = await addMember(payload, await staff(), {
      name: 'Another Zadie',
      email: 'ZADIE@example.org',
      roles: ['artlover'],
      invite: true,
    })
    expect(result).toEqual({
      ok: false,
      problem: 'email-taken',
      message: 'An account with the address zadie@example.org already exists, so nobody was added.',
      existingId: existing.id,
    })
    const after = await payload.count({ collection: 'audit-log', where: { action: { equals: 'addmembers.create' } } })
    expect(after.totalDocs).toBe(before.totalDocs)
    expect((await payload.findByID({ collection: 'users', id: existing.id })).name).toBe('Zadie Smith')
    expect(
      (await payload.find({ collection: 'outbox', where: { to: { equals: 'zadie@example.org' } } })).totalDocs,
    ).toBe(0)
  })

  it('keeps nothing when the invitation cannot be sent', async () => {
    // Account mail goes through Payload's mail, which the configuration hands to comms' mailer (decision 082).
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP is down'))
    try {
      const result = await addMember(payload, await staff(), {
        name: 'Lost Letter',
        email: 'lost@example.org',
        roles: [],
        invite: true,
      })
      expect(result).toMatchObject({ ok: false, problem: 'mail-failed' })
    } finally {
      send.mockRestore()
    }
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: 'lost@example.org' } } })).totalDocs,
    ).toBe(0)
    const audit = await payload.count({ collection: 'audit-log', where: { target: { equals: 'lost@example.org' } } })
    expect(audit.totalDocs).toBe(0)
  })

  it('refuses anyone who is not staff', async () => {
    const member = (await payload.find({ collection: 'users', where: { email: { equals: 'zadie@example.org' } } }))
      .docs[0]!
    expect(
      await addMember(payload, member, { name: 'X', email: 'x@example.org', roles: [], invite: false }),
    ).toMatchObject({ ok: false, problem: 'not-staff' })
  })
})
