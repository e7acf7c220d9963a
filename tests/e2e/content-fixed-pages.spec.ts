import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

/**
 * The fixed pages (decision 057): staff edit the home page as a draft in
 * Payload's edit view and see it at /temp/homepagetemp while guests still see
 * the published page, then publish it; a preview link opens the draft to a
 * guest until it is revoked; without one every preview answers 404; /artlover
 * and /artists show their seeded words; non-staff are refused the editors.
 */

// The control panel's first views compile their client code on a cold server.
test.describe.configure({ timeout: 180_000 })

const shots = screenshotsOf('fixed', { phone: true })

const PUBLISHED = 'Open studios, open city'
const DRAFT = 'Forty studios open this weekend'
const PREVIEWS = ['/temp/homepagetemp', '/temp/artistspagetemp', '/temp/artlovertemp', '/temp/donorspagetemp']
const TOOLS = ['homepageeditor', 'artistspageeditor', 'artloverpageeditor', 'donorspageeditor']
const GLOBALS = ['home-page', 'artists-page', 'art-lover-page', 'donors-page']

let staff: APIRequestContext

async function guestPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  return { context, page: await context.newPage() }
}

/** Signs in at the control panel's own screen, waiting as long as a cold server on a busy machine needs. */
async function signIn(page: Page) {
  await page.goto('/cpanel/login')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/cpanel\/?$/, { timeout: 60_000 })
}

/** Waits for the edit view's save of the home page (its toast may come and go on a busy machine). */
async function savedHomePage(page: Page) {
  const response = await page.waitForResponse(
    (answer) => answer.url().includes('/api/globals/home-page') && answer.request().method() === 'POST',
  )
  expect(response.status()).toBe(200)
}

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
})

test.afterAll(async () => {
  // Specs share one database: the home page goes back to its seeded heading, published.
  const restored = await staff.post('/api/globals/home-page', { data: { heading: PUBLISHED, _status: 'published' } })
  expect(restored.status()).toBe(200)
  await staff.dispose()
})

test('staff draft the home page, preview it, and publish it', async ({ page, browser }) => {
  const guest = await guestPage(browser)
  await signIn(page)
  await page.goto('/cpanel/globals/home-page')
  const heading = page.getByLabel(/^Heading/)
  await expect(heading).toHaveValue(PUBLISHED)
  await heading.fill(DRAFT)
  await Promise.all([savedHomePage(page), page.getByRole('button', { name: 'Save draft' }).click()])

  // The preview in a second tab of the same staff session; the edit view stays open in the first.
  const tab = await page.context().newPage()
  const preview = await tab.goto('/temp/homepagetemp')
  expect(preview?.status()).toBe(200)
  expect(preview?.headers()['cache-control']).toContain('no-store')
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(tab.getByText('Preview — not published')).toBeVisible()
  await expect(tab.getByRole('heading', { level: 1, name: DRAFT })).toBeVisible()
  await tab.getByText('Preview links', { exact: true }).first().click()
  await shots(tab, 'home-preview')
  await expectAccessible(tab)

  await guest.page.goto('/')
  await expect(guest.page.getByRole('heading', { level: 1, name: PUBLISHED })).toBeVisible()

  await tab.close()
  await Promise.all([savedHomePage(page), page.getByRole('button', { name: 'Publish changes' }).click()])
  await guest.page.goto('/')
  await expect(guest.page.getByRole('heading', { level: 1, name: DRAFT })).toBeVisible()
  await guest.context.close()
})

test('a preview link opens the draft to a guest until staff revoke it', async ({ page, browser }) => {
  const saved = await staff.post('/api/globals/home-page?draft=true', { data: { heading: 'A draft for the board' } })
  expect(saved.status()).toBe(200)
  await signIn(page)
  await page.goto('/cpanel/homepageeditor')
  await expect(page.getByText(/waits to be published/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    '/cpanel/globals/home-page',
  )
  await page.getByLabel(/Days the link lasts/).fill('40')
  await page.getByRole('button', { name: 'Make a preview link' }).click()
  await expect(page.getByText('A preview link lasts from 1 to 30 days.')).toBeVisible()
  await page.getByLabel(/Days the link lasts/).fill('3')
  await page.getByRole('button', { name: 'Make a preview link' }).click()
  const link = page.locator('[data-preview-link]')
  await expect(link).toBeVisible()
  const address = new URL((await link.getAttribute('href'))!)
  expect(address.pathname).toBe('/temp/homepagetemp')
  await shots(page, 'home-tool')

  const guest = await guestPage(browser)
  const opened = await guest.page.goto(address.pathname + address.search)
  expect(opened?.status()).toBe(200)
  await expect(guest.page.getByRole('heading', { level: 1, name: 'A draft for the board' })).toBeVisible()
  await expect(guest.page.getByText('Preview — not published')).toBeVisible()
  await expect(guest.page.getByRole('button', { name: 'Make a preview link' })).toHaveCount(0)
  await expectAccessible(guest.page)
  // A link opens only its own page's preview.
  expect((await guest.page.goto(`/temp/artlovertemp${address.search}`))?.status()).toBe(404)

  await page.reload()
  await page
    .getByRole('button', { name: /^Revoke/ })
    .first()
    .click()
  await expect(page.getByText(/^Revoked /).first()).toBeVisible()
  expect((await guest.page.goto(address.pathname + address.search))?.status()).toBe(404)
  await guest.context.close()
})

test('without a link or a staff account every preview answers 404', async ({ request }) => {
  for (const path of PREVIEWS) {
    expect((await request.get(path)).status(), path).toBe(404)
    expect((await request.get(`${path}?token=made-up`)).status(), path).toBe(404)
  }
})

test('/artlover, /artists and a section page show their seeded words', async ({ page }) => {
  await page.goto('/artlover')
  await expect(page.getByRole('heading', { level: 1, name: 'Art lovers' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What members get' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the plan and join' })).toHaveAttribute('href', '/artlovermembership')
  await expectAccessible(page)
  await shots(page, 'artlover')

  await page.goto('/artists')
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible()
  await expect(page.getByText(/Painters, printmakers, sculptors/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'How to join' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'How to join' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '2. Build your profile' })).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find an artist' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'home')

  await page.goto('/donors')
  await expect(page.getByRole('heading', { level: 1, name: 'Our donors' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'donors')
})

test('staff preview the artists and donors pages: content’s words around the other domain’s parts', async () => {
  // Content composes both pages (decision 082): the draft's words, the artists' search box, the donors' levels.
  const artists = await staff.get('/temp/artistspagetemp')
  expect(artists.status()).toBe(200)
  const landing = await artists.text()
  expect(landing).toContain('Preview — not published')
  expect(landing).toContain('Search artists and artworks')
  expect(landing).toContain('Resources for artists')
  const section = await staff.get('/temp/artistspagetemp?section=howtojoin')
  expect(section.status()).toBe(200)
  expect(await section.text()).toContain('2. Build your profile')
  const donors = await staff.get('/temp/donorspagetemp')
  expect(donors.status()).toBe(200)
  expect(await donors.text()).toMatch(/Preview — not published[\s\S]*Our donors/)
})

test('members, artists and guests are refused the editors and their globals', async ({ playwright, request }) => {
  const people = [
    { email: 'fixed-member@example.org', password: 'member-password-15', roles: ['artlover'] },
    { email: 'fixed-artist@example.org', password: 'artist-password-15', roles: ['artist'] },
  ]
  for (const person of people) {
    const created = await staff.post('/api/users', { data: person })
    expect(created.status(), await created.text()).toBe(201)
  }
  for (const person of people) {
    const client = await signedInClient(playwright, person.email, person.password)
    for (const tool of TOOLS) {
      expect((await client.get(`/cpanel/${tool}`, { maxRedirects: 0 })).status(), tool).toBe(403)
    }
    for (const slug of GLOBALS) {
      const answer = await client.post(`/api/globals/${slug}`, { data: { heading: 'Taken over' } })
      expect(answer.status(), slug).toBe(403)
    }
    await client.dispose()
  }
  for (const slug of GLOBALS) {
    const answer = await request.post(`/api/globals/${slug}`, { data: { heading: 'Taken over' } })
    expect([401, 403], slug).toContain(answer.status())
  }
  for (const tool of TOOLS) {
    expect((await request.get(`/cpanel/${tool}`, { maxRedirects: 0 })).status(), tool).not.toBe(200)
  }
})
