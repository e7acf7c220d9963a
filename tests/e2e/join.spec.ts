import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, mailedLink, signedInClient } from './helpers'

test('an artist joins, the verification mail arrives, and its link confirms the address once', async ({
  page,
  playwright,
}) => {
  await page.goto('/newmember')
  await expectAccessible(page)
  await page.getByRole('radio', { name: /Artist/ }).check()
  await page.getByLabel('Name').fill('Rosa Print')
  await page.getByLabel('Email').fill('rosa@example.org')
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Join' }).click()
  await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('rosa@example.org')

  await page.getByLabel('Password').fill('linocut-and-ink-7')
  await page.getByRole('button', { name: 'Join' }).click()
  await expect(page.getByRole('status')).toContainText('We sent a link to rosa@example.org')
  await page.goto('/')
  await expect(page.getByText('Signed in as')).toContainText('Rosa Print')

  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const link = await mailedLink(staff, 'rosa@example.org', 'verifyEmail')
  await page.goto(link)
  await expect(page.getByRole('status')).toHaveText('Thank you: your email address is confirmed.')
  await page.goto(link)
  await expect(page.locator('#action-error')).toHaveText('This link has already been used.')
  await expectAccessible(page)

  const found = await staff.get('/api/users?where[email][equals]=rosa@example.org')
  const [rosa] = (
    (await found.json()) as { docs: { emailVerified: boolean; artistApplication: string; roles: string[] }[] }
  ).docs
  expect(rosa).toMatchObject({ emailVerified: true, artistApplication: 'pending', roles: [] })
  await staff.dispose()
})

test('joining again with the same address is refused in words', async ({ page }) => {
  await page.goto('/newmember')
  await page.getByLabel('Name').fill('Someone Else')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill('another-password-1')
  await page.getByRole('button', { name: 'Join' }).click()
  await expect(page.getByText('This address already has an account.')).toBeVisible()
})

test('a forgotten password is reset by mail; the old password and the used link stop working', async ({
  page,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await staff.post('/api/users', { data: { email: 'sam@example.org', password: 'sams-old-password' } })

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill('sam@example.org')
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account exists for sam@example.org')

  const link = await mailedLink(staff, 'sam@example.org', 'resetPassword')
  await page.goto(link)
  await expectAccessible(page)
  await page.getByLabel('New password', { exact: true }).fill('sams-new-password')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('status')).toContainText('Your password is changed')

  await page.goto('/login')
  await page.getByLabel('Email').fill('sam@example.org')
  await page.getByLabel('Password').fill('sams-old-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('#sign-in-error')).toHaveText('The email or password is incorrect.')
  await page.getByLabel('Password').fill('sams-new-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in as')).toBeVisible()

  await page.goto(link)
  await expect(page.locator('#action-error')).toHaveText('This link has already been used.')
  await page.goto('/acct/auth/action?mode=resetPassword&oobCode=made-up-code-that-is-long')
  await expect(page.locator('#action-error')).toHaveText(
    'This link is not valid. It may have been copied incompletely.',
  )
  await page.goto('/acct/auth/action?mode=nonsense')
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
  await staff.dispose()
})

test('wrong passwords lock the account for a while, and the form says so', async ({ page, playwright }) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await staff.post('/api/users', { data: { email: 'lock@example.org', password: 'lock-password-1' } })
  await staff.dispose()
  await page.goto('/login')
  await page.getByLabel('Email').fill('lock@example.org')
  for (let attempt = 0; attempt < 5; attempt++) {
    // React resets the form once an answer is shown; filling before that would be wiped.
    await expect(page.getByLabel('Password')).toHaveValue('')
    await page.getByLabel('Password').fill(`wrong-${attempt}`)
    // One answer per attempt before the next, so the server sees exactly five.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    // The fifth failure is the one that locks.
    await expect(page.locator('#sign-in-error')).toContainText(
      attempt < 4 ? 'The email or password is incorrect.' : 'locked for 10 minutes',
    )
  }
  // Even the right password is refused while the lock holds.
  await expect(page.getByLabel('Password')).toHaveValue('')
  await page.getByLabel('Password').fill('lock-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('#sign-in-error')).toContainText('locked for 10 minutes')
})
