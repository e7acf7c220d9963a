/**
 * Issue 36, item 0: nobody changes another person's identity except through a
 * named tool with its rules (decision 067). A table of field × actor × target
 * that must be refused over REST, GraphQL and the local API, each refusal
 * leaving the stored row as it was; then the few paths that are allowed, each
 * audited.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { setStaffRoles } from '@/domains/accounts'
import { changePassword } from '@/domains/accounts/services/dashboard'
import { confirmEmailChange, requestEmailChange } from '@/domains/accounts/services/email-change'
import { MESSAGES } from '@/domains/accounts/services/identity-rules'
import { requestPasswordReset, resetPassword } from '@/domains/accounts/services/sign-up'

import { graphql, rest, tokenFor } from './api'
import { linkCode } from './mail'
import { testPayload } from './payload'

const PASSWORD = 'a-good-password'
const ADMIN = { email: 'admin@example.org', password: 'integration-admin-password' }
const FORBIDDEN = 'You are not allowed to perform this action.'

type Actor = { name: string; person: User | null; token?: string }

const FIELDS = [
  'email',
  'password',
  'roles',
  'status',
  'emailVerified',
  'artistApplication',
  'identities',
  'mergedInto',
  'lastSignInAt',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'salt',
  'hash',
] as const
type Field = (typeof FIELDS)[number]
const INTERNALS: readonly Field[] = FIELDS.slice(FIELDS.indexOf('loginAttempts'))

const future = () => new Date(Date.now() + 86_400_000).toISOString()

/** The most harmful value of each field for this target. */
function attempt(field: Field, target: User, someoneElse: number): Record<string, unknown> {
  const value: Record<Field, unknown> = {
    email: `taken-over-${target.id}@example.org`,
    password: 'an-attackers-password',
    roles: target.roles?.includes('admin') ? [] : ['admin', 'staff'],
    status: 'suspended',
    emailVerified: !target.emailVerified,
    artistApplication: 'approved',
    identities: [{ provider: 'google', subject: 'attacker', email: 'x@example.org', linkedAt: future() }],
    mergedInto: someoneElse,
    lastSignInAt: '2020-01-01T00:00:00.000Z',
    loginAttempts: 99,
    lockUntil: future(),
    sessions: [{ id: 'forged', createdAt: new Date().toISOString(), expiresAt: future() }],
    resetPasswordToken: 'a-token-the-attacker-knows',
    resetPasswordExpiration: future(),
    salt: 'forged-salt',
    hash: 'forged-hash',
  }
  return { [field]: value[field] }
}

const isStaff = (person: User | null) => Boolean(person?.roles?.some((role) => role === 'staff' || role === 'admin'))
const isAdmin = (person: User | null) => Boolean(person?.roles?.includes('admin'))

/** The combinations the rules allow (exercised in "allowed paths" below), left out of the refusal table. */
function allowed(actor: User | null, target: User, field: Field, lastActiveAdmin: boolean): boolean {
  if (!actor) return false
  const self = actor.id === target.id
  if (field === 'emailVerified' || field === 'artistApplication') return isStaff(actor)
  if (field === 'status' && !self && isAdmin(actor)) return !(lastActiveAdmin && isAdmin(target))
  if (field === 'status' && !self && isStaff(actor)) return !isStaff(target)
  if (field === 'roles' && isAdmin(actor)) return !(lastActiveAdmin && isAdmin(target))
  return false
}

/** The rule a refusal names: the table's own statement of the rules. */
function expectedMessage(actor: User | null, target: User, field: Field): string {
  const self = actor?.id === target.id
  // Checked before who may update whom: the same answer for everyone.
  if (INTERNALS.includes(field)) return MESSAGES.internals
  if (field === 'password') return self ? MESSAGES.ownPassword : MESSAGES.othersPassword
  if (!actor || (!self && !isStaff(actor))) return FORBIDDEN
  switch (field) {
    case 'email':
      return self ? MESSAGES.ownEmail : MESSAGES.othersEmail
    case 'roles':
      return isAdmin(actor) ? MESSAGES.lastAdmin : MESSAGES.roles
    case 'status':
      if (self) return MESSAGES.ownStatus
      if (!isStaff(actor)) return MESSAGES.status
      if (!isAdmin(actor)) return isAdmin(target) ? MESSAGES.adminStatus : MESSAGES.staffStatus
      return MESSAGES.lastAdmin
    case 'emailVerified':
      return MESSAGES.emailVerified
    case 'artistApplication':
      return MESSAGES.artistApplication
    default:
      return MESSAGES[field as 'identities' | 'mergedInto' | 'lastSignInAt']
  }
}

const UPDATE_USER = `mutation Update($id: Int!, $data: mutationUserUpdateInput!) { updateUser(id: $id, data: $data) { id } }`

/** Every stored column of the person, secrets included: a refusal leaves all of it as it was. */
async function storedRow(payload: Payload, id: number) {
  const row = await payload.db.findOne<{ id: number }>({ collection: 'users', where: { id: { equals: id } } })
  return JSON.stringify(row)
}

async function signsIn(email: string, password: string) {
  const answer = await rest('POST', '/users/login', { body: { email, password } })
  return answer.status
}

let payload: Payload
const people: Record<string, User> = {}
const tokens: Record<string, string> = {}

async function person(key: string, roles: User['roles'] = []) {
  people[key] = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `${key}.person@example.org`, name: key, password: PASSWORD, roles },
  })
  tokens[key] = await tokenFor(payload, people[key].email, PASSWORD)
}

const actors = (): Actor[] =>
  [
    { name: 'visitor', person: null },
    ...['member', 'artlover', 'artist', 'partner', 'advertiser', 'staff', 'admin'].map((name) => ({
      name,
      person: people[name]!,
      token: tokens[name],
    })),
  ] as Actor[]

/** Non-staff roles other than the plain member: the collection's own rule turns them away from others' rows. */
const LIKE_A_MEMBER = ['artlover', 'artist', 'partner', 'advertiser']

/**
 * Tries every field on `target` as `actor` through every path, expecting each
 * refusal (status, message) and nothing stored; returns how many requests were made.
 */
async function refuseAll(actor: Actor, target: User, lastActiveAdmin: boolean): Promise<number> {
  let requests = 0
  const fresh = await payload.findByID({ collection: 'users', id: target.id, overrideAccess: true, depth: 0 })
  const someoneElse = people.member!.id === target.id ? people.artist!.id : people.member!.id
  const self = actor.person?.id === target.id
  // Another person's row is the collection rule's alone for everyone but staff, the same on every path:
  // REST shows it for each target, GraphQL and the local API for the visitor's and the member's first one.
  const everyPath =
    self || isStaff(actor.person) || (!LIKE_A_MEMBER.includes(actor.name) && target.id === people.target!.id)
  for (const field of FIELDS) {
    if (allowed(actor.person, fresh, field, lastActiveAdmin)) continue
    const data = attempt(field, fresh, someoneElse)
    const message = expectedMessage(actor.person, fresh, field)
    const before = await storedRow(payload, target.id)
    const where = `${actor.name} → ${fresh.email}, ${field}`

    const answer = await rest('PATCH', `/users/${target.id}`, { token: actor.token, body: data })
    requests++
    expect(
      [answer.status, (answer.body.errors as { message: string }[] | undefined)?.[0]?.message],
      `REST: ${where}`,
    ).toEqual([403, message])
    if (self) {
      const me = await rest('PATCH', '/users/me', { token: actor.token, body: data })
      requests++
      expect(me.status, `REST /users/me: ${where}`).toBeGreaterThanOrEqual(400)
      expect(me.status, `REST /users/me: ${where}`).toBeLessThan(500)
    }
    if (everyPath) {
      const answer = await graphql(UPDATE_USER, { token: actor.token, variables: { id: target.id, data } })
      requests++
      expect(answer.status, `GraphQL: ${where}`).toBeLessThan(500)
      expect(answer.body.data?.updateUser ?? null, `GraphQL: ${where}`).toBeNull()
      expect(answer.body.errors?.length, `GraphQL: ${where}`).toBeGreaterThan(0)

      const local = payload.update({
        collection: 'users',
        id: target.id,
        overrideAccess: false,
        user: actor.person ? { ...actor.person, collection: 'users' } : undefined,
        data,
      })
      requests++
      await expect(local, `local: ${where}`).rejects.toMatchObject({ status: 403, message })
    }
    // Every attempt asked for the same value: had one been taken, the row would show it now.
    expect(await storedRow(payload, target.id), `stored: ${where}`).toBe(before)
  }
  return requests
}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } } })
  people.lastAdmin = docs[0]!
  tokens.lastAdmin = await tokenFor(payload, ADMIN.email, ADMIN.password)
  await person('member')
  await person('artlover', ['artlover'])
  await person('artist', ['artist'])
  await person('partner', ['partner'])
  await person('advertiser', ['advertiser'])
  await person('staff', ['staff'])
  await person('admin', ['admin'])
  await person('colleague', ['staff'])
  await person('target')
})

describe('identity fields through the API', () => {
  let quiet: string
  beforeAll(() => {
    // Payload logs every refused request with its stack; a thousand of them only slow the run.
    quiet = payload.logger.level
    payload.logger.level = 'fatal'
  })
  afterAll(() => {
    payload.logger.level = quiet
  })

  it.each(['visitor', 'member', ...LIKE_A_MEMBER, 'staff', 'admin'])(
    'refuses every change a rule forbids to the %s, over REST, GraphQL and the local API',
    async (name) => {
      const started = Date.now()
      const actor = actors().find((actor) => actor.name === name)!
      const targets = [
        ...(actor.person ? [actor.person] : []),
        people.target!,
        people.colleague!,
        // Another administrator: for the administrator, the first one.
        actor.name === 'admin' ? people.lastAdmin! : people.admin!,
      ]
      let requests = 0
      for (const target of targets) requests += await refuseAll(actor, target, false)
      console.info(`identity table, ${name}: ${requests} refused requests in ${Date.now() - started} ms`)
    },
  )

  it('leaves every person of the table able to sign in with the password they had', async () => {
    for (const key of ['member', ...LIKE_A_MEMBER, 'staff', 'admin', 'target', 'colleague']) {
      expect(await signsIn(people[key]!.email, PASSWORD), key).toBe(200)
    }
    expect(await signsIn(ADMIN.email, ADMIN.password)).toBe(200)
  })

  it('refuses to take away the last active administrator, whoever asks, herself included', async () => {
    // The second administrator suspended (by the tool's own path): the first is now the last.
    await payload.update({
      collection: 'users',
      id: people.admin!.id,
      overrideAccess: true,
      data: { status: 'suspended' },
    })
    const last: Actor = { name: 'lastAdmin', person: people.lastAdmin!, token: tokens.lastAdmin }
    for (const actor of [...actors().filter((actor) => actor.name !== 'admin'), last]) {
      await refuseAll(actor, people.lastAdmin!, true)
    }
    expect(await signsIn(ADMIN.email, ADMIN.password)).toBe(200)
    await payload.update({
      collection: 'users',
      id: people.admin!.id,
      overrideAccess: true,
      data: { status: 'active' },
    })
    tokens.admin = await tokenFor(payload, people.admin!.email, PASSWORD)
  })

  it('refuses the takeover measured on main: staff setting an administrator’s email and password, or suspending them', async () => {
    const admin = people.lastAdmin!
    const takeover = await rest('PATCH', `/users/${admin.id}`, {
      token: tokens.staff,
      body: { email: 'mine@example.org', password: 'staff-knows-this' },
    })
    expect(takeover.status).toBe(403)
    expect(await signsIn('mine@example.org', 'staff-knows-this')).toBe(401)
    // The same through a bulk update, which changes nothing it refuses.
    for (const body of [{ email: 'mine@example.org' }, { password: 'staff-knows-this' }]) {
      const bulk = await rest('PATCH', `/users?where[id][equals]=${admin.id}`, { token: tokens.staff, body })
      expect(bulk.status).toBeGreaterThanOrEqual(400)
      expect(bulk.status).toBeLessThan(500)
    }
    expect(await signsIn('mine@example.org', 'staff-knows-this')).toBe(401)
    const suspend = await rest('PATCH', `/users/${admin.id}`, { token: tokens.staff, body: { status: 'suspended' } })
    expect(suspend).toMatchObject({ status: 403, body: { errors: [{ message: MESSAGES.adminStatus }] } })
    expect(await signsIn(ADMIN.email, ADMIN.password)).toBe(200)
  })

  it('accepts a control-panel save that sends the identity fields back unchanged', async () => {
    const target = await payload.findByID({ collection: 'users', id: people.target!.id, depth: 0 })
    const answer = await rest('PATCH', `/users/${target.id}`, {
      token: tokens.staff,
      body: {
        name: 'Target Person',
        email: target.email.toUpperCase(),
        roles: target.roles,
        status: target.status,
        identities: target.identities,
        lastSignInAt: target.lastSignInAt,
        mergedInto: null,
      },
    })
    expect(answer.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: target.id })).name).toBe('Target Person')
  })
})

async function identityAudit(targetId: number) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    overrideAccess: true,
    sort: 'createdAt',
    depth: 0,
    where: { and: [{ action: { equals: 'account.identity-changed' } }, { targetId: { equals: String(targetId) } }] },
  })
  return docs.map((row) => ({ actor: row.actor, onBehalfOf: row.onBehalfOf, summary: row.summary }))
}

describe('the allowed paths, each audited', () => {
  it('staff suspend and reactivate a member through the control panel, ending their sessions', async () => {
    const member = people.member!
    const suspended = await rest('PATCH', `/users/${member.id}`, { token: tokens.staff, body: { status: 'suspended' } })
    expect(suspended.status).toBe(200)
    expect(await signsIn(member.email, PASSWORD)).toBe(403)
    expect((await rest('GET', '/users/me', { token: tokens.member })).body.user).toBeNull()
    expect(
      (await rest('PATCH', `/users/${member.id}`, { token: tokens.staff, body: { status: 'active' } })).status,
    ).toBe(200)
    expect(await signsIn(member.email, PASSWORD)).toBe(200)
    expect(await identityAudit(member.id)).toEqual([
      {
        actor: people.staff!.id,
        onBehalfOf: null,
        summary: { status: { from: 'active', to: 'suspended' }, path: 'rest' },
      },
      {
        actor: people.staff!.id,
        onBehalfOf: null,
        summary: { status: { from: 'suspended', to: 'active' }, path: 'rest' },
      },
    ])
  })

  it('administrators change roles and status through the control panel and GraphQL, and with adminsetter', async () => {
    const target = people.target!
    const granted = await rest('PATCH', `/users/${target.id}`, { token: tokens.admin, body: { roles: ['partner'] } })
    expect(granted.status).toBe(200)
    const answer = await graphql(UPDATE_USER, {
      token: tokens.admin,
      variables: { id: people.colleague!.id, data: { status: 'suspended' } },
    })
    expect(answer.body.errors).toBeUndefined()
    expect(await setStaffRoles(payload, people.admin!, target.id, { admin: false, staff: true })).toMatchObject({
      ok: true,
    })
    expect(await identityAudit(target.id)).toEqual([
      { actor: people.admin!.id, onBehalfOf: null, summary: { roles: { from: [], to: ['partner'] }, path: 'rest' } },
      {
        actor: people.admin!.id,
        onBehalfOf: null,
        summary: { roles: { from: ['partner'], to: ['staff', 'partner'] }, path: 'adminsetter' },
      },
    ])
    expect(await identityAudit(people.colleague!.id)).toEqual([
      {
        actor: people.admin!.id,
        onBehalfOf: null,
        summary: { status: { from: 'active', to: 'suspended' }, path: 'graphql' },
      },
    ])
  })

  it('a person changes their own password with the current one, and their email through the link', async () => {
    const artist = people.artist!
    expect(await changePassword(payload, artist, 'wrong-password', 'a-newer-password')).toMatchObject({ ok: false })
    expect(await changePassword(payload, artist, PASSWORD, 'a-newer-password')).toEqual({ ok: true })
    expect(await signsIn(artist.email, 'a-newer-password')).toBe(200)
    expect(
      await requestEmailChange(payload, artist, {
        newEmail: 'artist.new@example.org',
        confirmPassword: 'a-newer-password',
      }),
    ).toMatchObject({ ok: true })
    expect(await confirmEmailChange(payload, await linkCode('artist.new@example.org', 'verifyAndChangeEmail'))).toEqual(
      {
        ok: true,
        email: 'artist.new@example.org',
      },
    )
    expect(await identityAudit(artist.id)).toEqual([
      { actor: artist.id, onBehalfOf: null, summary: { password: 'changed', path: 'dashboard' } },
      {
        actor: artist.id,
        onBehalfOf: null,
        summary: {
          email: { from: 'artist.person@example.org', to: 'artist.new@example.org' },
          path: 'email-change-link',
        },
      },
    ])
  })

  it('a forgotten password is reset through a mailed link: ours, and Payload’s own', async () => {
    const partner = people.partner!
    await requestPasswordReset(payload, partner.email)
    expect(await resetPassword(payload, await linkCode(partner.email, 'resetPassword'), 'reset-by-our-link')).toEqual({
      ok: true,
    })
    expect(await signsIn(partner.email, 'reset-by-our-link')).toBe(200)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: partner.email },
      disableEmail: true,
    })
    const reset = await rest('POST', '/users/reset-password', { body: { token, password: 'reset-by-payloads-link' } })
    expect(reset.status).toBe(200)
    expect(await signsIn(partner.email, 'reset-by-payloads-link')).toBe(200)
    const audit = await identityAudit(partner.id)
    expect(audit).toEqual([
      { actor: partner.id, onBehalfOf: null, summary: { password: 'changed', path: 'reset-link' } },
      { actor: partner.id, onBehalfOf: null, summary: { password: 'changed', path: 'reset-link' } },
    ])
    expect(JSON.stringify(audit)).not.toContain('reset-by')
  })
})
