import { describe, expect, it, vi } from 'vitest'

import { recordAudit } from '@/domains/accounts'

import { testPayload } from './payload'

async function person(email: string, roles: ('staff' | 'admin' | 'artist')[] = []) {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-good-password', roles },
  })
}

describe('accounts', () => {
  it('stores email addresses case-insensitively, one account per address', async () => {
    const payload = await testPayload()
    const created = await person('Dana.Lee@Example.org')
    expect(created.email).toBe('dana.lee@example.org')
    await expect(person('DANA.LEE@example.org')).rejects.toThrow()
    const login = await payload.login({
      collection: 'users',
      data: { email: 'DANA.lee@EXAMPLE.org', password: 'a-good-password' },
    })
    expect(login.user?.id).toBe(created.id)
  })

  it('records the last sign-in', async () => {
    const payload = await testPayload()
    const created = await person('eli@example.org')
    expect(created.lastSignInAt).toBeFalsy()
    await payload.login({ collection: 'users', data: { email: 'eli@example.org', password: 'a-good-password' } })
    const after = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(Date.now() - new Date(after.lastSignInAt!).getTime()).toBeLessThan(60_000)
  })

  it('refuses a suspended person at sign-in, and ends their sessions', async () => {
    const payload = await testPayload()
    const created = await person('fay@example.org')
    await payload.login({ collection: 'users', data: { email: 'fay@example.org', password: 'a-good-password' } })
    const staff = await person('staff-1@example.org', ['staff'])
    await payload.update({
      collection: 'users',
      id: created.id,
      overrideAccess: false,
      user: staff,
      data: { status: 'suspended' },
    })
    const suspended = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(suspended.status).toBe('suspended')
    expect(suspended.sessions ?? []).toEqual([])
    await expect(
      payload.login({ collection: 'users', data: { email: 'fay@example.org', password: 'a-good-password' } }),
    ).rejects.toThrow(/suspended/)
  })

  it('never lets people change their own status, verification or roles', async () => {
    const payload = await testPayload()
    const created = await person('gil@example.org')
    const asGil = (data: Record<string, unknown>) =>
      payload.update({ collection: 'users', id: created.id, overrideAccess: false, user: created, data })
    // Refused with the rule's reason (decision 067), where the fields were once silently left out.
    await expect(asGil({ emailVerified: true, name: 'Gil' })).rejects.toMatchObject({ status: 403 })
    await expect(asGil({ roles: ['admin'], name: 'Gil' })).rejects.toMatchObject({ status: 403 })
    await expect(asGil({ status: 'suspended', name: 'Gil' })).rejects.toMatchObject({ status: 403 })
    // Sending back what is stored is no change.
    const updated = await asGil({ status: 'active', emailVerified: false, roles: [], name: 'Gil' })
    expect(updated).toMatchObject({ name: 'Gil', emailVerified: false, roles: [] })
  })

  it('slows an account down after five wrong passwords, and never locks it', async () => {
    const payload = await testPayload()
    await person('hal@example.org')
    const signIn = (password: string) =>
      payload.login({ collection: 'users', data: { email: 'hal@example.org', password } })
    // The throttle reads the clock: only the clock is faked, so the database answers as ever.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
    try {
      for (let i = 0; i < 5; i++) await expect(signIn('wrong-password')).rejects.toThrow(/incorrect/)
      await expect(signIn('a-good-password')).rejects.toMatchObject({
        status: 429,
        message: 'Too many failed sign-ins for this account. Try again in 1 second, or reset your password.',
      })
      vi.setSystemTime(Date.now() + 1000)
      expect((await signIn('a-good-password')).user?.email).toBe('hal@example.org')
      // Payload's own lockout is off: the account has no lock to set.
      const stored = await payload.findByID({
        collection: 'users',
        id: (await signIn('a-good-password')).user!.id,
        overrideAccess: true,
        showHiddenFields: true,
      })
      expect(stored).not.toHaveProperty('lockUntil')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps an audit log that only staff read and nobody edits through the API', async () => {
    const payload = await testPayload()
    const admin = await person('ida@example.org', ['admin', 'staff'])
    const member = await person('jo@example.org')
    await recordAudit(payload, {
      actor: admin.id,
      action: 'roles.grant',
      targetCollection: 'users',
      targetId: member.id,
      target: 'jo@example.org',
      summary: { roles: { from: [], to: ['artist'] } },
    })
    const rows = await payload.find({
      collection: 'audit-log',
      overrideAccess: false,
      user: admin,
      where: { targetId: { equals: String(member.id) } },
    })
    expect(rows.docs.map((row) => row.action)).toEqual(['roles.grant'])
    await expect(payload.find({ collection: 'audit-log', overrideAccess: false, user: member })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'audit-log', overrideAccess: false, user: admin, data: { action: 'forged' } }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'audit-log',
        id: rows.docs[0]!.id,
        overrideAccess: false,
        user: admin,
        data: { action: 'rewritten' },
      }),
    ).rejects.toThrow()
  })
})

describe('password length', () => {
  it('holds for Payload’s own reset (its control panel’s “forgot password”) as for every other way', async () => {
    const payload = await testPayload()
    await person('kai@example.org')
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'kai@example.org' },
      disableEmail: true,
    })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token, password: 'short' }, overrideAccess: true }),
    ).rejects.toThrow()
    const done = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'long-enough-now' },
      overrideAccess: true,
    })
    expect(done.user?.email).toBe('kai@example.org')
  })
})

describe('password storage', () => {
  it('uses PBKDF2-HMAC-SHA256 with 600,000 iterations (OWASP guidance), never the plain password', async () => {
    const payload = await testPayload()
    const created = await person('ray@example.org')
    const stored = await payload.findByID({
      collection: 'users',
      id: created.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const hash = (stored as { hash?: string }).hash ?? ''
    // Payload 3 marks hashes of its current scheme (600,000 iterations, 32-byte key) with this prefix.
    expect(hash.startsWith('pbkdf2-sha256-v1:')).toBe(true)
    expect(JSON.stringify(stored)).not.toContain('a-good-password')
  })
})
