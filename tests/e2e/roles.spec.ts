import { expect, test } from '@playwright/test'

import { E2E_ADMIN, signedInClient } from './helpers'

test('only administrators grant roles: /fn/adminsetter, REST and GraphQL refuse everyone else', async ({
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await admin.post('/api/users', { data: { email: 'yan@example.org', password: 'yans-password-1' } })
  const yan = ((await created.json()) as { doc: { id: number } }).doc
  const adminId = ((await (await admin.get('/api/users/me')).json()) as { user: { id: number } }).user.id

  const member = await signedInClient(playwright, 'yan@example.org', 'yans-password-1')
  const viaFunction = await member.post('/fn/adminsetter', {
    data: { data: { userId: yan.id, admin: true, staff: true } },
  })
  expect(viaFunction.status()).toBe(403)
  expect(await viaFunction.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } })

  await member.patch(`/api/users/${yan.id}`, { data: { roles: ['admin'] } })
  await member.post('/api/graphql', {
    data: { query: `mutation { updateUser(id: ${yan.id}, data: { roles: [admin] }) { id roles } }` },
  })
  const roles = async () => ((await (await admin.get(`/api/users/${yan.id}`)).json()) as { roles: string[] }).roles
  expect(await roles()).toEqual([])

  const granted = await admin.post('/fn/adminsetter', { data: { data: { userId: yan.id, admin: false, staff: true } } })
  expect(granted.status()).toBe(200)
  expect(await granted.json()).toEqual({ result: { userId: yan.id, roles: ['staff'] } })
  expect(await roles()).toEqual(['staff'])

  const lastAdmin = await admin.post('/fn/adminsetter', {
    data: { data: { userId: adminId, admin: false, staff: true } },
  })
  expect(lastAdmin.status()).toBe(400)
  expect(await lastAdmin.json()).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } })

  const badInput = await admin.post('/fn/adminsetter', { data: { data: { userId: 'everyone', admin: 'yes' } } })
  expect(badInput.status()).toBe(400)
  expect(await badInput.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } })
  await member.dispose()
  await admin.dispose()
})
