import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, mailedLink, signedInClient } from './helpers'

test('a person changes their email address through a link to the new one, and can undo it from the old one', async ({
  page,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await staff.post('/api/users', { data: { email: 'xena@example.org', name: 'Xena', password: 'xenas-password-1' } })

  await page.goto('/login')
  await page.getByLabel('Email').fill('xena@example.org')
  await page.getByLabel('Password').fill('xenas-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.getByLabel('New email address').fill('xena.new@example.org')
  await page.getByLabel('Your password, to confirm it is you').fill('not-it')
  await page.getByRole('button', { name: 'Change email address' }).click()
  await expect(page.getByText('That is not your password.')).toBeVisible()
  await page.getByLabel('Your password, to confirm it is you').fill('xenas-password-1')
  await page.getByRole('button', { name: 'Change email address' }).click()
  await expect(page.locator('#email-outcome')).toContainText('We sent a link to xena.new@example.org')
  await expectAccessible(page)

  await page.goto(await mailedLink(staff, 'xena.new@example.org', 'verifyAndChangeEmail'))
  await expect(page.locator('#action-done')).toContainText('Your account now uses xena.new@example.org')
  await expectAccessible(page)
  await page.goto('/dashboard')
  await expect(page.getByText('xena.new@example.org (confirmed)')).toBeVisible()

  const undo = await mailedLink(staff, 'xena@example.org', 'recoverEmail')
  await page.goto(undo)
  await expect(page.locator('#action-done')).toContainText('Your previous email address is back')
  await page.goto(undo)
  await expect(page.locator('#action-error')).toHaveText('This link has already been used.')
  const back = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const login = await back.post('/api/users/login', {
    data: { email: 'xena@example.org', password: 'xenas-password-1' },
  })
  expect(login.status()).toBe(200)
  await back.dispose()
  await staff.dispose()
})
