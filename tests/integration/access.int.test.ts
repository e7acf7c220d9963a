import { describe, expect, it } from 'vitest'

import { databaseHealth } from '@/platform/database/health'

import { testPayload } from './payload'

describe('people and roles', () => {
  it('a member reads and updates themself but never their own roles, nor anyone else', async () => {
    const payload = await testPayload()
    const member = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'ada@example.org', password: 'ada-password', roles: [] },
    })
    const other = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'bo@example.org', password: 'bo-password', roles: ['artist'] },
    })
    // Refused with the rule's reason, where roles were once silently left out (decision 067).
    await expect(
      payload.update({
        collection: 'users',
        id: member.id,
        overrideAccess: false,
        user: member,
        data: { name: 'Ada', roles: ['admin'] },
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Only administrators change roles.' })
    const updated = await payload.update({
      collection: 'users',
      id: member.id,
      overrideAccess: false,
      user: member,
      data: { name: 'Ada' },
    })
    expect(updated.name).toBe('Ada')
    expect(updated.roles).toEqual([])
    await expect(
      payload.update({ collection: 'users', id: other.id, overrideAccess: false, user: member, data: { name: 'x' } }),
    ).rejects.toThrow(/not allowed|not found/i)
    const visible = await payload.find({ collection: 'users', overrideAccess: false, user: member })
    expect(visible.docs.map((user) => user.email)).toEqual(['ada@example.org'])
  })

  it('only an administrator grants roles', async () => {
    const payload = await testPayload()
    const [admin] = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.org' } } }))
      .docs
    const staff = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'staff@example.org', password: 'staff-password', roles: ['staff'] },
    })
    const person = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'cy@example.org', password: 'cy-password', roles: [] },
    })
    await expect(
      payload.update({
        collection: 'users',
        id: person.id,
        overrideAccess: false,
        user: staff,
        data: { roles: ['admin'] },
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Only administrators change roles.' })
    expect((await payload.findByID({ collection: 'users', id: person.id })).roles).toEqual([])
    const byAdmin = await payload.update({
      collection: 'users',
      id: person.id,
      overrideAccess: false,
      user: admin,
      data: { roles: ['artist'] },
    })
    expect(byAdmin.roles).toEqual(['artist'])
  })
})

describe('database health', () => {
  it('is ok while the database answers and unavailable when it does not', async () => {
    const payload = await testPayload()
    expect(await databaseHealth(payload.db)).toMatchObject({ status: 'ok', database: 'reachable' })
    const broken = { drizzle: { execute: () => Promise.reject(new Error('connection refused')) } }
    expect(await databaseHealth(broken)).toEqual({ status: 'unavailable', database: 'unreachable' })
    const hanging = { drizzle: { execute: () => new Promise(() => {}) } }
    expect(await databaseHealth(hanging, 50)).toEqual({ status: 'unavailable', database: 'unreachable' })
  })
})
