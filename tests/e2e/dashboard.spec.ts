import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, signedInClient } from './helpers'

test('the dashboard: own account, name, confirmation link, password; others refused', async ({
  page,
  playwright,
  request,
}) => {
  const anonymous = await request.get('/dashboard', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(303)
  expect(anonymous.headers()['location']).toBe('/login?next=%2Fdashboard')

  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await staff.post('/api/users', { data: { email: 'uma@example.org', password: 'umas-password-1' } })
  const uma = ((await created.json()) as { doc: { id: number } }).doc
  const me = await staff.get('/api/users/me')
  const adminId = ((await me.json()) as { user: { id: number } }).user.id

  await page.goto('/login')
  await page.getByLabel('Email').fill('uma@example.org')
  await page.getByLabel('Password').fill('umas-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('(not confirmed yet)')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Send the confirmation link again' }).click()
  await expect(page.locator('#verification-outcome')).toHaveText('We sent a new link to uma@example.org.')
  const mail = await staff.get('/api/outbox?where[to][equals]=uma@example.org')
  expect(((await mail.json()) as { totalDocs: number }).totalDocs).toBe(1)

  await page.getByLabel('Name', { exact: true }).fill('Uma Weaver')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.locator('#name-outcome')).toHaveText('Your name is saved.')

  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password').fill('umas-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('That is not your current password.')).toBeVisible()
  await page.getByLabel('Current password').fill('umas-password-1')
  await page.getByLabel('New password').fill('umas-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.locator('#password-outcome')).toContainText('Your password is changed')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Uma Weaver')

  const refused = await page.goto(`/dashboard/${adminId}`)
  expect(refused?.status()).toBe(403)
  await expect(page.getByTestId('error-status-code')).toHaveText('403')

  const oldPassword = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const attempt = await oldPassword.post('/api/users/login', {
    data: { email: 'uma@example.org', password: 'umas-password-1' },
  })
  expect(attempt.status()).toBe(401)
  await oldPassword.dispose()
  await staff.dispose()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.goto('/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const visit = await page.goto(`/dashboard/${uma.id}`)
  expect(visit?.status()).toBe(200)
  await expect(page.getByRole('note')).toContainText('You are viewing the dashboard of Uma Weaver as an administrator.')
})
