import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, signedInClient, signInToControlPanel } from './helpers'

test('an administrator views the site as a member: banner, audited writes, one-click exit', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await admin.post('/api/users', {
    data: { email: 'vera@example.org', name: 'Vera Lind', password: 'veras-password-1', roles: ['artist'] },
  })
  const vera = ((await created.json()) as { doc: { id: number } }).doc
  const adminId = ((await (await admin.get('/api/users/me')).json()) as { user: { id: number } }).user.id

  await page.goto('/cpanel')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/collections/users/${vera.id}`)
  await page.getByRole('link', { name: 'View the site as this person' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View the site as someone else')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'View the site as Vera Lind' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Vera Lind')
  const banner = page.locator('#masquerade-banner')
  await expect(banner).toContainText('You are viewing the site as Vera Lind (vera@example.org)')
  await expectAccessible(page)
  await page.goto('/privacypolicy')
  await expect(banner).toBeVisible()

  await page.goto('/dashboard')
  await page.getByLabel('Name', { exact: true }).fill('Vera Lind-Berg')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.locator('#name-outcome')).toHaveText('Your name is saved.')
  await expect(page.getByText('their password, email address and linked sign-ins stay as they are')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0)
  await page.goto('/auth/oidc/oidc?link=1')
  await expect(page.getByText('you cannot link Studio Pass to their account')).toBeVisible()

  const audit = await admin.get('/api/audit-log?where[onBehalfOf][equals]=' + vera.id + '&sort=createdAt&depth=0')
  const rows = ((await audit.json()) as { docs: { action: string; actor: number; summary?: unknown }[] }).docs
  expect(rows.map((row) => row.action)).toEqual(['masquerade.start', 'users.update'])
  expect(rows.every((row) => row.actor === adminId)).toBe(true)
  expect(rows[1]!.summary).toEqual({ fields: ['name'] })

  await banner.getByRole('button', { name: /^Stop viewing as Vera Lind/ }).click()
  // Back to the person's page in the control panel, which Payload's admin can be slow to draw.
  await expect(page).toHaveURL(new RegExp(`/cpanel/collections/users/${vera.id}$`), { timeout: 30_000 })
  await page.goto('/dashboard')
  await expect(page.locator('#masquerade-banner')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Vera')
  const ended = await admin.get('/api/audit-log?where[action][equals]=masquerade.end')
  expect(((await ended.json()) as { totalDocs: number }).totalDocs).toBe(1)
  await admin.dispose()
})

test('nobody but an administrator can masquerade, and never as staff or another administrator', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const clerk = await admin.post('/api/users', {
    data: { email: 'clerk@example.org', password: 'clerks-password-1', roles: ['staff'] },
  })
  const clerkId = ((await clerk.json()) as { doc: { id: number } }).doc.id
  const member = await admin.post('/api/users', { data: { email: 'wes@example.org', password: 'wes-password-1' } })
  const memberId = ((await member.json()) as { doc: { id: number } }).doc.id

  await page.goto('/cpanel')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/masquerade/${clerkId}`)
  await expect(page.locator('.cpanel-tool__message')).toContainText(
    'You cannot view the site as another administrator or a staff',
  )
  await expect(page.getByRole('button', { name: /View the site as/ })).toHaveCount(0)

  await page.context().clearCookies()
  await page.goto('/cpanel')
  await signInToControlPanel(page, { email: 'clerk@example.org', password: 'clerks-password-1' })
  const refused = await page.goto(`/cpanel/masquerade/${memberId}`)
  expect(refused?.status()).toBe(403)
  await admin.dispose()
})
