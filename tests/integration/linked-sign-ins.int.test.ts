import { describe, expect, it } from 'vitest'

import {
  accountForIdentity,
  findAccountByIdentity,
  hasPassword,
  linkIdentity,
  unlinkIdentity,
} from '@/domains/accounts/services/linked-sign-ins'
import type { ProviderIdentity } from '@/domains/accounts/services/oidc'
import { startSession } from '@/domains/accounts/services/session'
import { requestPasswordReset, resetPassword } from '@/domains/accounts/services/sign-up'
import { SUSPENDED_MESSAGE } from '@/domains/accounts'

import { linkCode } from './mail'
import { testPayload } from './payload'

const google = { id: 'google' as const, label: 'Google' }
const sso = { id: 'oidc' as const, label: 'single sign-on' }

function identity(subject: string, email: string, emailVerified = true): ProviderIdentity {
  return { subject, email, emailVerified, name: 'From the provider' }
}

async function audit(action: string, personId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    depth: 0,
    where: { and: [{ action: { equals: action } }, { targetId: { equals: String(personId) } }] },
  })
  return docs
}

describe('signing in with a provider', () => {
  it('creates an account without a password for a new verified address, then signs in to it', async () => {
    const payload = await testPayload()
    const first = await accountForIdentity(payload, google, identity('g-ana', 'Ana@example.org'.toLowerCase()))
    expect(first).toEqual({ ok: true, personId: expect.any(Number), created: true })
    if (!first.ok) return
    const ana = await payload.findByID({ collection: 'users', id: first.personId })
    expect(ana).toMatchObject({ email: 'ana@example.org', name: 'From the provider', roles: [], emailVerified: true })
    expect(ana.identities).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'g-ana', email: 'ana@example.org' }),
    ])
    expect(await hasPassword(payload, ana.id)).toBe(false)
    await expect(
      payload.login({ collection: 'users', data: { email: 'ana@example.org', password: 'anything-at-all' } }),
    ).rejects.toThrow()
    expect(await audit('identity.link', ana.id)).toHaveLength(1)

    expect(await accountForIdentity(payload, google, identity('g-ana', 'ana@example.org'))).toEqual({
      ok: true,
      personId: ana.id,
      created: false,
    })
    expect(await audit('identity.link', ana.id)).toHaveLength(1)
  })

  it('links a verified address to the password account that has it, instead of a second account', async () => {
    const payload = await testPayload()
    const bo = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'bo@example.org', password: 'bos-password-1' },
    })
    expect(await accountForIdentity(payload, sso, identity('o-bo', 'bo@example.org'))).toEqual({
      ok: true,
      personId: bo.id,
      created: false,
    })
    expect(await payload.count({ collection: 'users', where: { email: { equals: 'bo@example.org' } } })).toEqual({
      totalDocs: 1,
    })
    expect((await findAccountByIdentity(payload, 'oidc', 'o-bo'))?.id).toBe(bo.id)
    expect(await hasPassword(payload, bo.id)).toBe(true)
    const [row] = await audit('identity.link', bo.id)
    expect(row).toMatchObject({ actor: bo.id, summary: { provider: 'oidc', subject: 'o-bo' } })
  })

  it('refuses an unverified address whether or not an account has it, writing nothing', async () => {
    const payload = await testPayload()
    const cy = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'cy@example.org', password: 'cys-password-1' },
    })
    const before = await payload.count({ collection: 'users' })
    for (const email of ['cy@example.org', 'nobody-yet@example.org']) {
      expect(await accountForIdentity(payload, google, identity(`g-${email}`, email, false))).toEqual({
        ok: false,
        problem: 'unverified-email',
      })
    }
    expect(await payload.count({ collection: 'users' })).toEqual(before)
    expect((await payload.findByID({ collection: 'users', id: cy.id })).identities).toEqual([])
  })

  it('does not match an identity by a subject another provider uses', async () => {
    const payload = await testPayload()
    await accountForIdentity(payload, google, identity('same-subject', 'dee@example.org'))
    expect(await findAccountByIdentity(payload, 'oidc', 'same-subject')).toBeNull()
  })
})

describe('the session a provider sign-in gets', () => {
  it('is a Payload session: payload.auth accepts its cookie and token, and the last sign-in is recorded', async () => {
    const payload = await testPayload()
    const outcome = await accountForIdentity(payload, google, identity('g-eve', 'eve@example.org'))
    if (!outcome.ok) throw new Error('no account')
    const { token, cookie } = await startSession(payload, outcome.personId)
    expect(cookie).toMatchObject({
      name: 'payload-token',
      value: token,
      options: { httpOnly: true, path: '/', sameSite: 'lax' },
    })
    const fromCookie = await payload.auth({
      headers: new Headers({ cookie: `${cookie.name}=${cookie.value}`, 'sec-fetch-site': 'same-origin' }),
    })
    expect(fromCookie.user?.id).toBe(outcome.personId)
    const fromToken = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
    expect(fromToken.user?.email).toBe('eve@example.org')
    const eve = await payload.findByID({ collection: 'users', id: outcome.personId })
    expect(eve.lastSignInAt).toBeTruthy()
    expect(eve.sessions).toHaveLength(1)

    // Ending every session (as a password change does) ends this one too.
    await payload.update({ collection: 'users', id: eve.id, overrideAccess: true, data: { sessions: [] } })
    expect((await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })).user).toBeNull()
  })

  it('is refused to a suspended account, with the password form’s words', async () => {
    const payload = await testPayload()
    const fay = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'fay@example.org', password: 'fays-password-1', status: 'suspended' },
    })
    await expect(startSession(payload, fay.id)).rejects.toThrow(SUSPENDED_MESSAGE)
    expect((await payload.findByID({ collection: 'users', id: fay.id })).sessions ?? []).toHaveLength(0)
  })
})

describe('linking and unlinking from the dashboard', () => {
  it('links once per provider and refuses an identity that belongs to someone else', async () => {
    const payload = await testPayload()
    const gus = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'gus@example.org', password: 'guss-password-1' },
    })
    const other = await accountForIdentity(payload, google, identity('g-taken', 'hal@example.org'))
    expect(other.ok).toBe(true)

    expect(await linkIdentity(payload, gus.id, google, identity('g-taken', 'hal@example.org'))).toEqual({
      ok: false,
      problem: 'linked-elsewhere',
    })
    expect(await linkIdentity(payload, gus.id, google, identity('g-gus', 'gus.personal@example.org', false))).toEqual({
      ok: true,
      already: false,
    })
    expect(await linkIdentity(payload, gus.id, google, identity('g-gus', 'gus.personal@example.org'))).toEqual({
      ok: true,
      already: true,
    })
    expect(await linkIdentity(payload, gus.id, google, identity('g-gus-2', 'gus@example.org'))).toEqual({
      ok: false,
      problem: 'provider-taken',
    })
    expect(await audit('identity.link', gus.id)).toHaveLength(1)

    expect(await unlinkIdentity(payload, gus.id, 'google')).toEqual({ ok: true })
    expect((await payload.findByID({ collection: 'users', id: gus.id })).identities).toEqual([])
    expect(await unlinkIdentity(payload, gus.id, 'google')).toEqual({ ok: false, problem: 'not-linked' })
    const [row] = await audit('identity.unlink', gus.id)
    expect(row).toMatchObject({ actor: gus.id, summary: { provider: 'google', subjects: ['g-gus'] } })
  })

  it('keeps the last way to sign in of an account without a password', async () => {
    const payload = await testPayload()
    const created = await accountForIdentity(payload, google, identity('g-ida', 'ida@example.org'))
    if (!created.ok) throw new Error('no account')
    expect(await unlinkIdentity(payload, created.personId, 'google')).toEqual({ ok: false, problem: 'last-way' })
    expect(await audit('identity.unlink', created.personId)).toHaveLength(0)

    expect(await linkIdentity(payload, created.personId, sso, identity('o-ida', 'ida@example.org'))).toEqual({
      ok: true,
      already: false,
    })
    expect(await unlinkIdentity(payload, created.personId, 'google')).toEqual({ ok: true })
    expect(await unlinkIdentity(payload, created.personId, 'oidc')).toEqual({ ok: false, problem: 'last-way' })
  })

  it('counts a password set later (by a reset link) as a way to sign in', async () => {
    const payload = await testPayload()
    const created = await accountForIdentity(payload, google, identity('g-jo', 'jo@example.org'))
    if (!created.ok) throw new Error('no account')
    await requestPasswordReset(payload, 'jo@example.org')
    expect(await resetPassword(payload, await linkCode('jo@example.org', 'resetPassword'), 'jos-new-password')).toEqual(
      { ok: true },
    )
    expect(await hasPassword(payload, created.personId)).toBe(true)
    expect(await unlinkIdentity(payload, created.personId, 'google')).toEqual({ ok: true })
  })
})
