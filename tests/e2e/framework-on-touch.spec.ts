import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from './helpers'

/**
 * A visitor's public page runs Next's and React's scripts on the first touch,
 * not while it loads; a press on a scripted button before then is replayed
 * (decision 117).
 */

const FRAMEWORK_SCRIPT_TAG = /<script src="\/_next\/static\/[^"]+\.js" async="">/
// Next's client entry marks the window once it has run.
const frameworkRan = (page: Page) => page.evaluate(() => 'next' in window)

test('a visitor’s cached page runs no framework until a first touch; a signed-in person’s is Next’s own', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.request.get('/privacypolicy')
  expect(await (await page.request.get('/privacypolicy')).text()).not.toMatch(FRAMEWORK_SCRIPT_TAG)

  await page.goto('/privacypolicy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  // Fetched once the page is idle, so a touch does not wait for the network; not run.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"][as="script"]').length))
    .toBeGreaterThan(0)
  expect(await frameworkRan(page)).toBe(false)

  await page.mouse.move(40, 40)
  await expect.poll(() => frameworkRan(page)).toBe(true)

  // Signed in, the same address answers with Next's scripts in the page.
  await page.goto('/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  expect(await (await page.request.get('/privacypolicy')).text()).toMatch(FRAMEWORK_SCRIPT_TAG)
  await context.close()
})

test('a press on a scripted button before the framework runs is answered once it does', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/artists/artsearch')
  const filters = page.getByRole('button', { name: /^Filters/ })
  await expect(filters).toBeVisible()
  expect(await frameworkRan(page)).toBe(false)

  await filters.click()
  await expect(page.getByRole('dialog', { name: /^Filters/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show the results' })).toBeFocused()
  expect(await frameworkRan(page)).toBe(true)
  await context.close()
})
