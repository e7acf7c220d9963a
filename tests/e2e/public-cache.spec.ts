import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './helpers'

/**
 * Public pages are served whole from Next's cache to everyone, and what
 * depends on the person is drawn in the browser from `/api/session`
 * (decision 039).
 */
const PUBLIC_PAGES = [
  '/',
  '/artists',
  '/artists/artistresources',
  '/privacypolicy',
  '/copyrightnotice',
  '/art/artists?letter=B',
  '/about',
  '/programs',
]

test('public pages are rendered once and then served from cache, cacheable by a CDN', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    await request.get(path)
    const again = await request.get(path)
    expect(again.status(), path).toBe(200)
    // STALE: served from cache while a fresh copy renders (a minute has passed).
    expect(['HIT', 'STALE'], path).toContain(again.headers()['x-nextjs-cache'])
    expect(again.headers()['cache-control'], path).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/)
    expect(again.headers()['set-cookie'], path).toBeUndefined()
    // The colour-scheme hint (the control panel's) would make a browser load the page twice and a CDN split it.
    expect(again.headers()['critical-ch'], path).toBeUndefined()
    expect(again.headers()['vary'] ?? '', path).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  }
  const controlPanel = await request.get('/cpanel/login')
  expect(controlPanel.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('each letter and page of the A–Z index is its own cached page', async ({ request }) => {
  const b = await request.get('/art/artists?letter=B')
  const c = await request.get('/art/artists?letter=C')
  expect(await b.text()).toMatch(/aria-current="page"[^>]*><span aria-hidden="true">B</)
  expect(await c.text()).toMatch(/aria-current="page"[^>]*><span aria-hidden="true">C</)
})

test('a signed-in person gets the same cached page, and the header learns who they are in the browser', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)

  await page.request.get('/artists')
  const response = await page.goto('/artists')
  expect(['HIT', 'STALE']).toContain(response?.headers()['x-nextjs-cache'])
  const html = await response!.text()
  expect(html).not.toContain(E2E_ADMIN.email)
  expect(html).not.toContain('Signed in as')
  await expect(page.getByText('Signed in as')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Control panel' })).toBeVisible()

  // Asked from the page, as the header does: the browser's CSRF signals make Payload trust the cookie.
  const session = await page.evaluate(async () => {
    const response = await fetch('/api/session')
    return { cacheControl: response.headers.get('cache-control'), body: await response.json() }
  })
  expect(session.cacheControl).toBe('private, no-store')
  expect((session.body as { person: { email: string } }).person.email).toBe(E2E_ADMIN.email)

  // Pages that carry a person's data are never cacheable.
  const dashboard = await page.goto('/dashboard')
  expect(dashboard?.headers()['cache-control']).toContain('no-store')
  expect(dashboard?.headers()['x-nextjs-cache']).toBeUndefined()

  // Signing out on the home page shows the sign-in link at once, though the address does not change.
  await page.goto('/')
  await expect(page.getByText('Signed in as')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText('Signed in as')).toHaveCount(0)
})

test('an anonymous visitor is answered without a session, and nothing is cached for them', async ({ request }) => {
  const session = await request.get('/api/session')
  expect(session.status()).toBe(200)
  expect(session.headers()['cache-control']).toBe('private, no-store')
  expect(await session.json()).toEqual({ person: null, administrator: null })
})
