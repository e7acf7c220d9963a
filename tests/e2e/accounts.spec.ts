import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, signedInClient, signInToControlPanel } from './helpers'

test.describe('signing in and out', () => {
  test('one sign-in form at /login, /signin and /userlogin', async ({ page }) => {
    for (const path of ['/login', '/signin', '/userlogin']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
      await expect(page.getByLabel('Email')).toBeVisible()
    }
    await expectAccessible(page)
  })

  test('a wrong password is refused in words, keeping the email', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.locator('#sign-in-error')).toHaveText('The email or password is incorrect.')
    await expect(page.getByLabel('Email')).toHaveValue(E2E_ADMIN.email)
    await expectAccessible(page)
  })

  test('a form with mistakes names each one', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Enter your email address, like name@example.org.')).toBeVisible()
    await expect(page.getByText('Enter your password.')).toBeVisible()
  })

  test('signing in returns to the local page asked for, and signing out ends it', async ({ page }) => {
    await page.goto('/login?next=%2Fprivacypolicy')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/privacypolicy$/)
    await expect(page.getByText('Signed in as')).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('an outside return address is ignored', async ({ page }) => {
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2F')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/)
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/login?next=%2Fcopyrightnotice')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill('wrong-password-again')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.locator('#sign-in-error')).toHaveText('The email or password is incorrect.')
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/copyrightnotice$/)
    // The header learns who is signed in from a script (decision 039); the dashboard says it without one.
    await page.goto('/dashboard')
    await expect(page.getByRole('main')).toContainText(E2E_ADMIN.email)
    await context.close()
  })
})

test('staff see an account slowed down by failed sign-ins and clear it', async ({ page, playwright }) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await staff.post('/api/users', { data: { email: 'throttled@example.org', password: 'throttled-password-1' } })
  const stranger = await playwright.request.newContext({ baseURL })
  // Wrong passwords until the account must wait (five are free; a slow machine may see a wait end before the next).
  let failures = 0
  let waiting = await stranger.post('/api/users/login', { data: { email: 'throttled@example.org', password: 'no' } })
  while (waiting.status() === 401 && failures < 10) {
    failures++
    waiting = await stranger.post('/api/users/login', { data: { email: 'throttled@example.org', password: 'no' } })
  }
  expect(waiting.status()).toBe(429)
  expect(failures).toBeGreaterThanOrEqual(5)
  expect(Number(waiting.headers()['retry-after'])).toBeGreaterThanOrEqual(1)

  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page)
  await page.goto('/cpanel/signinthrottling')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in throttling' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'throttled@example.org' })
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(failures))
  await expectAccessible(page)
  await row.getByRole('button', { name: 'Clear throttled@example.org' }).click()
  // The page comes back without the row.
  await expect(row).toHaveCount(0)
  await expect(page.getByText('Nobody is being slowed down now.')).toBeVisible()
  const after = await stranger.post('/api/users/login', {
    data: { email: 'throttled@example.org', password: 'throttled-password-1' },
  })
  expect(after.status()).toBe(200)
  await stranger.dispose()
  await staff.dispose()
})
