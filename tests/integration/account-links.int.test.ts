import { describe, expect, it } from 'vitest'

import { ACTION_MODES } from '@/domains/accounts'
import { checkActionCode, issueActionCode, redeemActionCode } from '@/domains/accounts/services/action-codes'
import { requestPasswordReset, resetPassword, signUp, verifyEmail } from '@/domains/accounts/services/sign-up'

import { linkCode } from './mail'
import { testPayload } from './payload'

describe('sign-up and the links we mail', () => {
  it('signs up an artist, pending verification, and mails a link that verifies the address once', async () => {
    const payload = await testPayload()
    const result = await signUp(payload, {
      name: 'Mo Art',
      email: 'Mo@Example.org',
      password: 'paint-brush-9',
      kind: 'artist',
    })
    expect(result.ok).toBe(true)
    const person = (await payload.find({ collection: 'users', where: { email: { equals: 'mo@example.org' } } }))
      .docs[0]!
    expect(person).toMatchObject({ roles: [], artistApplication: 'pending', emailVerified: false })

    const code = await linkCode('mo@example.org', 'verifyEmail')
    expect(await verifyEmail(payload, code)).toEqual({ ok: true })
    expect((await payload.findByID({ collection: 'users', id: person.id })).emailVerified).toBe(true)
    expect(await verifyEmail(payload, code)).toEqual({ ok: false, reason: 'used' })
    expect(await verifyEmail(payload, 'not-a-real-code-at-all-123')).toEqual({ ok: false, reason: 'unknown' })
    expect(await verifyEmail(payload, { evil: true })).toEqual({ ok: false, reason: 'unknown' })
  })

  it('gives art lovers their role at once, and refuses a second account for an address', async () => {
    const payload = await testPayload()
    await signUp(payload, { name: 'Noa', email: 'noa@example.org', password: 'gallery-walk-2', kind: 'artlover' })
    const noa = (await payload.find({ collection: 'users', where: { email: { equals: 'noa@example.org' } } })).docs[0]!
    expect(noa.roles).toEqual(['artlover'])
    expect(
      await signUp(payload, { name: 'Noa 2', email: 'NOA@example.org', password: 'gallery-walk-3', kind: 'member' }),
    ).toEqual({ ok: false, problem: 'email-taken' })
  })

  it('refuses a password below the configured minimum, however it is set', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: 'short@example.org', password: 'abc' },
      }),
    ).rejects.toThrow(/password/i)
  })

  it('resets a password once: the old one and the used link are refused afterwards', async () => {
    const payload = await testPayload()
    await signUp(payload, { name: 'Oli', email: 'oli@example.org', password: 'old-password-1', kind: 'member' })
    await requestPasswordReset(payload, 'OLI@example.org')
    const code = await linkCode('oli@example.org', 'resetPassword')
    expect(await resetPassword(payload, code, 'new-password-2')).toEqual({ ok: true })
    await expect(
      payload.login({ collection: 'users', data: { email: 'oli@example.org', password: 'old-password-1' } }),
    ).rejects.toThrow()
    await expect(
      payload.login({ collection: 'users', data: { email: 'oli@example.org', password: 'new-password-2' } }),
    ).resolves.toBeTruthy()
    expect(await resetPassword(payload, code, 'third-password-3')).toEqual({ ok: false, reason: 'used' })
  })

  it('says nothing about addresses without an account', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'outbox', overrideAccess: true })
    await expect(requestPasswordReset(payload, 'nobody@example.org')).resolves.toBeUndefined()
    expect(await payload.count({ collection: 'outbox', overrideAccess: true })).toEqual(before)
  })

  it('lets codes expire, and never mixes up modes', async () => {
    const payload = await testPayload()
    const person = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'pat@example.org', password: 'a-good-password' },
    })
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    const code = await issueActionCode(payload, { user: person.id, mode: 'resetPassword', now: longAgo })
    expect(await checkActionCode(payload, 'resetPassword', code)).toEqual({ ok: false, reason: 'expired' })
    const fresh = await issueActionCode(payload, { user: person.id, mode: 'resetPassword' })
    expect(await redeemActionCode(payload, 'verifyEmail', fresh)).toEqual({ ok: false, reason: 'unknown' })
    expect(ACTION_MODES).toContain('recoverEmail')
  })

  it('lets exactly one of two simultaneous clicks use a code', async () => {
    const payload = await testPayload()
    const person = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'quin@example.org', password: 'a-good-password' },
    })
    const code = await issueActionCode(payload, { user: person.id, mode: 'verifyEmail', email: 'quin@example.org' })
    const results = await Promise.all([
      redeemActionCode(payload, 'verifyEmail', code),
      redeemActionCode(payload, 'verifyEmail', code),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })
})
