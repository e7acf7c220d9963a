import { expect, test, type Request } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshot, signedInClient, signInToControlPanel } from './helpers'

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

test('staff read the dashboard of a seeded history: a chart and its table, a range from the address, the CSV; others are refused', async ({
  page,
  playwright,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  // 3,000 views over the last 60 days, then a turn of the jobs queue as if five minutes later: the roll-up job sums them.
  expect((await admin.post('/testing/analytics-history', { data: { events: 3000, days: 60 } })).status()).toBe(200)
  // The first turn may only schedule the job's next run (every five minutes); the next turn, as if then, runs it.
  // Earlier tests' page views may have been summed already: wait until the whole history is.
  const day = (msAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() - msAgo))
  const history = `from=${day(62 * 86_400_000)}&to=${day(0)}`
  await expect
    .poll(
      async () => {
        expect((await admin.post('/testing/run-due-jobs', { data: { minutesAhead: 5 } })).status()).toBe(200)
        const csv = await (await admin.get(`/api/analytics/export?${history}`)).text()
        return Number(/Site totals,[^,]+,views,(\d+)/.exec(csv)?.[1] ?? 0)
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(3000)

  const run = Math.random().toString(36).slice(2, 8)
  for (const roles of [['artlover'], ['artist']]) {
    const email = `analytics-${roles[0]}-${run}@example.org`
    const made = await admin.post('/api/users', {
      data: { email, name: 'Not Staff', password: 'analytics-pass-1', roles },
    })
    expect(made.status()).toBe(201)
    const person = await signedInClient(playwright, email, 'analytics-pass-1')
    expect((await person.get('/cpanel/analytics', { maxRedirects: 0 })).status()).toBe(403)
    expect((await person.get('/api/analytics/export')).status()).toBe(403)
    await person.dispose()
  }
  expect((await request.get('/api/analytics/export')).status()).toBe(401)
  expect([302, 303, 307, 403]).toContain((await request.get('/cpanel/analytics', { maxRedirects: 0 })).status())
  expect((await admin.get('/api/analytics/export?from=2026-02-30')).status()).toBe(400)
  await admin.dispose()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel')
  await signInToControlPanel(page)
  await page.goto('/cpanel/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  const chart = page.locator('svg[data-chart="site-views"]')
  await expect(chart).toBeVisible()
  await expect(page.getByRole('img', { name: /Views and visitors per day: chart/ })).toBeVisible()
  const figures = page.getByRole('region', { name: 'Views and visitors per day: the figures' })
  await expect(figures).toBeVisible()
  await expect(figures.getByRole('row')).toHaveCount(31)
  await expect(page.getByRole('table', { name: 'Top pages' }).getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Campaigns (utm_campaign)' })).toContainText('spring-show')
  await expect(page.getByRole('table', { name: 'Devices' })).toContainText('mobile')
  await screenshot(page, 'analytics-1280')
  await expectAccessible(page)

  // A range changed through the address: a year, drawn per month.
  await page.goto('/cpanel/analytics?from=2025-12-01&to=2026-11-30')
  await expect(page.getByLabel('From')).toHaveValue('2025-12-01')
  await expect(
    page.getByRole('region', { name: 'Views and visitors per month: the figures' }).getByRole('row'),
  ).toHaveCount(13)
  // A bad one is named, and the last 30 days shown instead.
  await page.goto('/cpanel/analytics?from=2026-13-01')
  await expect(page.getByRole('alert').filter({ hasText: 'This range cannot be shown' })).toContainText(
    '“from” must be a date written YYYY-MM-DD',
  )

  await page.goto('/cpanel/analytics?from=2026-11-01&to=2026-11-27')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('analytics-2026-11-01-to-2026-11-27.csv')
  const { readFile } = await import('node:fs/promises')
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv).toContain('Part,What,Measure,Figure')
  expect(csv).toMatch(/Site totals,2026-11-01 to 2026-11-27,views,\d+/)
  expect(csv).toContain('Campaigns (utm_campaign),spring-show,views,')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/cpanel/analytics')
  await expect(chart).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshot(page, 'analytics-390')
  await expectAccessible(page)
})
