import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, signedInClient } from './helpers'

test('the staff portal signs staff in and lists the tools each may use; others are refused', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await admin.post('/api/users', { data: { email: 'sam@example.org', password: 'sams-password-1', roles: ['staff'] } })
  await admin.post('/api/users', { data: { email: 'tia@example.org', password: 'tias-password-1' } })
  await admin.dispose()

  const signIn = async (email: string, password: string) => {
    await page.context().clearCookies()
    await page.goto('/adminportal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff portal')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  }

  await signIn(E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/adminportal$/)
  await expect(page.getByRole('link', { name: 'Merge accounts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Verification queue' })).toBeVisible()
  await expectAccessible(page)

  await signIn('sam@example.org', 'sams-password-1')
  await expect(page.getByText('(staff)')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Verification queue' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Merge accounts' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Administrators and staff' })).toHaveCount(0)

  await signIn('tia@example.org', 'tias-password-1')
  await expect(page.getByTestId('error-status-code')).toHaveText('403')
  const refused = await page.goto('/adminportal')
  expect(refused?.status()).toBe(403)
})
