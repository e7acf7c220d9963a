import { expect, test, type Request } from '@playwright/test'

import { E2E_ADMIN, signedInClient } from './helpers'

function pageViews(requests: Request[]) {
  return requests
    .filter((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics')
    .map((request) => JSON.parse(request.postData() ?? '{}') as { type: string; path: string })
}

test('exactly one page_view per first load and per navigation to a different full path', async ({
  page,
  playwright,
}) => {
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
  // The same full path again: no new page view.
  await legal.getByRole('link', { name: 'Copyright notice' }).click()
  await page.waitForTimeout(1000)

  expect(pageViews(sent)).toEqual([
    { type: 'page_view', path: '/' },
    { type: 'page_view', path: '/privacypolicy' },
    { type: 'page_view', path: '/copyrightnotice' },
  ])

  await expect.poll(async () => (await stored()).slice(before)).toEqual(['/', '/privacypolicy', '/copyrightnotice'])
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
