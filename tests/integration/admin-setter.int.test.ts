import { describe, expect, it } from 'vitest'

import { setStaffRoles } from '@/domains/accounts'

import { testPayload } from './payload'

async function account(email: string, roles: ('admin' | 'staff' | 'artist')[] = []) {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-good-password', roles },
  })
}

describe('adminsetter', () => {
  it('lets an administrator grant and revoke staff and admin, audit-logged, keeping other roles', async () => {
    const payload = await testPayload()
    const [admin] = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } }))
      .docs
    const artist = await account('vic@example.org', ['artist'])
    expect(await setStaffRoles(payload, admin!, artist.id, { admin: false, staff: true })).toEqual({
      ok: true,
      roles: ['staff', 'artist'],
    })
    expect(await setStaffRoles(payload, admin!, artist.id, { admin: true, staff: true })).toMatchObject({ ok: true })
    expect(await setStaffRoles(payload, admin!, artist.id, { admin: false, staff: false })).toEqual({
      ok: true,
      roles: ['artist'],
    })
    const audit = await payload.find({ collection: 'audit-log', where: { action: { equals: 'adminsetter.roles' } } })
    expect(audit.totalDocs).toBe(3)
    expect(audit.docs.map((row) => row.targetId)).toEqual([String(artist.id), String(artist.id), String(artist.id)])
  })

  it('refuses staff and everyone who is not an administrator', async () => {
    const payload = await testPayload()
    const staff = await account('wes@example.org', ['staff'])
    const target = await account('xia@example.org')
    expect(await setStaffRoles(payload, staff, target.id, { admin: true, staff: true })).toMatchObject({
      ok: false,
      problem: 'not-admin',
    })
    expect((await payload.findByID({ collection: 'users', id: target.id })).roles).toEqual([])
  })

  it('never removes the last administrator, and writes nothing when it refuses', async () => {
    const payload = await testPayload()
    const [admin] = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } }))
      .docs
    const before = await payload.count({ collection: 'audit-log' })
    expect(await setStaffRoles(payload, admin!, admin!.id, { admin: false, staff: true })).toMatchObject({
      ok: false,
      problem: 'last-admin',
    })
    expect((await payload.findByID({ collection: 'users', id: admin!.id })).roles).toContain('admin')
    expect(await payload.count({ collection: 'audit-log' })).toEqual(before)
    expect(await setStaffRoles(payload, admin!, 999_999, { admin: true, staff: true })).toMatchObject({
      ok: false,
      problem: 'not-found',
    })
  })
})
