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

test('wrong passwords slow a new browser down, saying when to try again; the browser that signed in before is not held back', async ({
  page,
  browser,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await staff.post('/api/users', { data: { email: 'slow@example.org', password: 'slow-password-1' } })
  await staff.dispose()
  const signIn = async (on: typeof page, password: string) => {
    await on.goto('/login')
    await on.getByLabel('Email').fill('slow@example.org')
    await on.getByLabel('Password').fill(password)
    await on.getByRole('button', { name: 'Sign in' }).click()
  }

  // The owner signs in once: their browser keeps a signed device cookie for the account.
  const first = await browser.newContext()
  await signIn(await first.newPage(), 'slow-password-1')
  await expect
    .poll(async () => (await first.cookies()).some((cookie) => cookie.name.startsWith('vernissage-device-')))
    .toBe(true)
  const device = (await first.cookies()).filter((cookie) => cookie.name.startsWith('vernissage-device-'))
  expect(device).toHaveLength(1)
  expect(device[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(device[0]!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000)
  await first.close()

  // A stranger's browser guesses: five answers say "incorrect", then each next attempt must wait.
  await page.goto('/login')
  await page.getByLabel('Email').fill('slow@example.org')
  let message = ''
  for (let attempt = 0; attempt < 10 && !message.startsWith('Too many'); attempt++) {
    await page.getByLabel('Password').fill(`wrong-${attempt}`)
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    // React resets the form once the answer is shown.
    await expect(page.getByLabel('Password')).toHaveValue('')
    message = await page.locator('#sign-in-error').innerText()
    if (attempt < 5) expect(message).toBe('The email or password is incorrect.')
  }
  expect(message).toMatch(
    /^Too many failed sign-ins for this account\. Try again in \d+ seconds?, or reset your password\.$/,
  )
  expect(message).not.toContain('locked')
  const seconds = Number(/in (\d+) second/.exec(message)![1])

  // Meanwhile the owner, in a browser with the device cookie, signs in at once.
  const own = await browser.newContext()
  await own.addCookies(device)
  const ownPage = await own.newPage()
  await signIn(ownPage, 'slow-password-1')
  await expect(ownPage).toHaveURL(/\/dashboard$/)
  await own.close()

  // And the stranger's browser, after the wait it was told, gets in with the right password.
  await page.waitForTimeout(seconds * 1000 + 500)
  await signIn(page, 'slow-password-1')
  await expect(page).toHaveURL(/\/dashboard$/)
})
