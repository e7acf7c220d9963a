import { expect, test, type Request } from '@playwright/test'

import { E2E_ADMIN, signedInClient } from './helpers'

function pageViews(requests: Request[]) {
  return requests
    .filter((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics')
    .map((request) => JSON.parse(request.postData() ?? '{}') as { type: string; path: string })
}

test('exactly one page_view per page load, none for a form answered on the same page', async ({ page, playwright }) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const stored = async () => {
    const response = await staff.get('/api/analytics-events?sort=createdAt&limit=1000')
    return ((await response.json()) as { docs: { path: string }[] }).docs.map((doc) => doc.path)
  }
  const before = (await stored()).length
  const sent: Request[] = []
  page.on('request', (request) => sent.push(request))

  await page.goto('/')
  await expect.poll(() => pageViews(sent).length).toBe(1)

  const legal = page.getByRole('navigation', { name: 'Legal' })
  await legal.getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await legal.getByRole('link', { name: 'Copyright notice' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Copyright notice' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // A form answered on the same full path (the server action's error, no new address): no new page view.
  await page.getByLabel('Email').fill('nobody-counted@example.org')
  await page.getByLabel('Password').fill('not-the-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('#sign-in-error')).toHaveText('The email or password is incorrect.')
  await page.waitForTimeout(1000)

  expect(pageViews(sent)).toEqual([
    { type: 'page_view', path: '/' },
    { type: 'page_view', path: '/privacypolicy' },
    { type: 'page_view', path: '/copyrightnotice' },
    { type: 'page_view', path: '/login' },
  ])

  await expect
    .poll(async () => (await stored()).slice(before))
    .toEqual(['/', '/privacypolicy', '/copyrightnotice', '/login'])
  await staff.dispose()
})

test('a browser that asks not to be tracked sends nothing', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } })
  const page = await context.newPage()
  await page.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }))
  const sent: Request[] = []
  page.on('request', (request) => sent.push(request))
  await page.goto('/privacypolicy')
  await page.waitForTimeout(1000)
  expect(pageViews(sent)).toEqual([])
  await context.close()
})
