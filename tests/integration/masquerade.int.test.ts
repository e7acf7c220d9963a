import { describe, expect, it } from 'vitest'

import { endMasquerade, MASQUERADE_COOKIE, startMasquerade } from '@/domains/accounts/services/masquerade'

import { testPayload } from './payload'

async function person(email: string, roles: ('staff' | 'admin' | 'artist')[] = []) {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, name: email.split('@')[0], password: 'a-good-password', roles },
  })
}

async function tokenOf(email: string) {
  const payload = await testPayload()
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-good-password' } })
  return token!
}

const headers = (jwt: string, masquerade?: string) =>
  new Headers({
    authorization: `JWT ${jwt}`,
    ...(masquerade ? { cookie: `${MASQUERADE_COOKIE}=${masquerade}` } : {}),
  })

async function auditRows(action: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    where: { action: { equals: action } },
    sort: 'createdAt',
  })
  return docs
}

describe('masquerade', () => {
  it('lets an administrator view the site as a member, audits every write with both identities, and ends', async () => {
    const payload = await testPayload()
    const admin = await person('boss@example.org', ['admin'])
    const member = await person('member@example.org', ['artist'])
    const jwt = await tokenOf('boss@example.org')

    const started = await startMasquerade(payload, admin, member.id)
    if (!started.ok) throw new Error(started.message)
    const { user } = await payload.auth({ headers: headers(jwt, started.token) })
    expect(user?.id).toBe(member.id)
    expect((user as unknown as { masqueradedBy: { id: number } }).masqueradedBy.id).toBe(admin.id)

    await payload.update({ collection: 'users', id: member.id, user, overrideAccess: false, data: { name: 'Renamed' } })
    const [write] = await auditRows('users.update')
    expect(write).toMatchObject({ actor: admin.id, onBehalfOf: member.id, targetId: String(member.id) })
    expect(write!.summary).toEqual({ fields: ['name'] })
    expect(await auditRows('masquerade.start')).toHaveLength(1)

    expect(await endMasquerade(payload, started.token)).toBe(member.id)
    expect(await endMasquerade(payload, started.token)).toBeNull()
    expect(await auditRows('masquerade.end')).toHaveLength(1)
    const after = await payload.auth({ headers: headers(jwt, started.token) })
    expect(after.user?.id).toBe(admin.id)
  })

  it('never impersonates staff or administrators, and only administrators may start', async () => {
    const payload = await testPayload()
    const admin = await person('chief@example.org', ['admin'])
    const otherAdmin = await person('deputy@example.org', ['admin'])
    const staff = await person('clerk@example.org', ['staff'])
    const member = await person('plain@example.org')
    expect(await startMasquerade(payload, admin, otherAdmin.id)).toMatchObject({ ok: false })
    expect(await startMasquerade(payload, admin, staff.id)).toMatchObject({ ok: false })
    expect(await startMasquerade(payload, staff, member.id)).toEqual({
      ok: false,
      message: 'Only administrators can view the site as someone else.',
    })
    expect(await startMasquerade(payload, admin, 999_999)).toMatchObject({ ok: false })
  })

  it('counts for nothing with someone else’s session, after it expires, or once the person becomes staff', async () => {
    const payload = await testPayload()
    const admin = await person('head@example.org', ['admin'])
    await person('second@example.org', ['admin'])
    const member = await person('viewer@example.org')
    const secondJwt = await tokenOf('second@example.org')
    const adminJwt = await tokenOf('head@example.org')

    const started = await startMasquerade(payload, admin, member.id)
    if (!started.ok) throw new Error(started.message)
    // The token belongs to the administrator who started it.
    expect((await payload.auth({ headers: headers(secondJwt, started.token) })).user?.email).toBe('second@example.org')

    await payload.update({ collection: 'users', id: member.id, overrideAccess: true, data: { roles: ['staff'] } })
    expect((await payload.auth({ headers: headers(adminJwt, started.token) })).user?.id).toBe(admin.id)

    await payload.update({ collection: 'users', id: member.id, overrideAccess: true, data: { roles: [] } })
    const old = await startMasquerade(payload, admin, member.id, new Date(Date.now() - 2 * 60 * 60 * 1000))
    if (!old.ok) throw new Error(old.message)
    expect((await payload.auth({ headers: headers(adminJwt, old.token) })).user?.id).toBe(admin.id)
  })
})
