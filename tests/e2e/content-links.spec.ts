import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Short links, redirects and favourites (decision 059): staff add a short
 * link to a page of the site and one to another site (a stand-in server
 * started here), a guest follows both — the other site by a full page load —
 * and the tool shows today's hit; a 301 rule answers; a redirect loop is
 * refused in the tool with its words; a guest is refused the tool. An art
 * lover hearts an artist with JavaScript off, finds it on the dashboard,
 * turns their public page on and /artlover/{id} shows the artist. axe on the
 * tool and the public page; screenshots at 1280 and 390 wide.
 */

// Each journey does a lot on a machine shared with other work: time enough for it.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const shots = screenshotsOf('content-links', { phone: true })

const LOVER = { email: 'lena.lover@example.org', password: 'lena-password-1' }
type Created = { id: number; slug: string }

let staff: APIRequestContext
let elsewhere: Server
let elsewhereUrl: string
let artist: Created
let artwork: Created
let lover: Created

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Created> {
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Created }).doc
}

test.beforeAll(async ({ playwright }) => {
  elsewhere = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><html lang="en"><title>Partner gallery</title><h1>Partner gallery ${request.url}</h1></html>`,
    )
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/welcome`

  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const owner = await created(
    await staff.post('/api/users', {
      data: { email: 'harriet.heart@example.org', password: 'harriet-pass-1', roles: ['artist'] },
    }),
  )
  artist = await created(
    await staff.post('/api/artist-profiles', {
      data: { displayName: 'Harriet Hartley', owner: owner.id, bio: 'Paints hearts in ink.' },
    }),
  )
  const published = await staff.patch(`/api/artist-profiles/${artist.id}`, {
    data: { status: 'published', _status: 'published' },
  })
  expect(published.status(), await published.text()).toBe(200)
  artwork = await created(
    await staff.post('/api/artworks', {
      data: { artist: artist.id, title: 'Inked Heart', status: 'published', availability: 'available' },
    }),
  )
  lover = await created(await staff.post('/api/users', { data: { ...LOVER, roles: ['artlover'] } }))
})

test.afterAll(async () => {
  await staff.dispose()
  await new Promise((resolve) => elsewhere.close(resolve))
})

async function openTool(page: Page) {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/shorturl')
  await expect(page.getByRole('heading', { level: 2, name: 'Short links' })).toBeVisible()
}

async function addShortLink(page: Page, code: string, target: string) {
  const form = page.locator('form').filter({ has: page.locator('#new-link-code') })
  await form.getByLabel('Code').fill(code)
  await form.getByLabel('Sends to').fill(target)
  await form.getByRole('button', { name: 'Add the short link' }).click()
  await expect(form.getByRole('status')).toContainText(`Added /${code}`)
}

async function addRedirect(page: Page, from: string, to: string, kind: '301' | '302' = '301') {
  const form = page.locator('form').filter({ has: page.locator('#new-redirect-from') })
  await form.getByLabel(/^From/).fill(from)
  await form.getByLabel(/^To$/).fill(to)
  await form.getByLabel('Kind').selectOption(kind)
  await form.getByRole('button', { name: 'Add the redirect' }).click()
  return form
}

test('staff add short links, a guest follows both, and the tool counts the hit', async ({ page, browser }) => {
  await openTool(page)
  await addShortLink(page, 'spring-show', '/artists')
  await addShortLink(page, 'partner', elsewhereUrl)

  const guest = await browser.newContext()
  const visitor = await guest.newPage()
  await visitor.goto('/spring-show')
  await expect(visitor).toHaveURL(/\/artists$/)
  // Another site: the browser leaves ours (a full page load, not a client-side navigation).
  await visitor.goto('/partner')
  await expect(visitor).toHaveURL(elsewhereUrl)
  await expect(visitor.getByRole('heading', { name: 'Partner gallery /welcome' })).toBeVisible()
  const answer = await visitor.request.get('/partner', { maxRedirects: 0 })
  expect(answer.status()).toBe(302)
  expect(answer.headers()['location']).toBe(elsewhereUrl)
  expect(answer.headers()['cache-control']).toContain('no-store')
  await guest.close()

  await page.reload()
  const row = page.locator('tr[data-link="spring-show"]')
  await expect(row.locator('[data-hits-today]')).toHaveText('1')
  await expect(row.locator('[data-hits-total]')).toHaveText('1')
  await expect(page.locator('tr[data-link="partner"] [data-hits-today]')).toHaveText('2')
  await expect(row.getByRole('img', { name: /1 in 30 days/ })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'tool')

  // Sorted by a heading and paged, the address keeping both (decision 087): more links than a page holds.
  const stamp = Date.now().toString(36)
  for (let index = 0; index < 51; index++) {
    const made = await staff.post('/api/short-links', {
      data: { code: `poster-${stamp}-${String(index).padStart(2, '0')}`, target: '/artists' },
    })
    expect(made.status(), await made.text()).toBe(201)
  }
  await page.goto('/cpanel/shorturl')
  const list = page.getByRole('table', { name: 'Short links with their hits' })
  // Sorted by code already: its heading turns the order round.
  await list.getByRole('link', { name: /^Short link.*sort the other way/ }).click()
  await expect(page).toHaveURL(/sort=-code$/)
  await expect(page.getByRole('columnheader', { name: /^Short link/ })).toHaveAttribute('aria-sort', 'descending')
  const pages = page.getByRole('navigation', { name: 'Pages of short links' })
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/sort=-code&page=2$/)
  await expect(page.getByRole('heading', { level: 2, name: /Short links \(page 2 of \d+\)/ })).toBeVisible()
  // Z to A: the first of the batch made is on the second page, the last on the first.
  await expect(list.getByRole('link', { name: `/poster-${stamp}-00` })).toBeVisible()
  await pages.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/\/cpanel\/shorturl\?sort=-code$/)
  await expect(list.getByRole('link', { name: `/poster-${stamp}-00` })).toHaveCount(0)

  // A link's page holds its actions; its deletion says what it does first.
  await list.getByRole('link', { name: `/poster-${stamp}-50` }).click()
  await expect(page).toHaveURL(/shorturl\?link=\d+$/)
  await page.getByRole('link', { name: 'Delete the short link…' }).click()
  await expect(page.getByText(`This will delete /poster-${stamp}-50 for good, with its 0 hits`)).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'delete-link')
  await page.getByRole('button', { name: 'Confirm: delete the short link' }).click()
  await expect(page.locator('.cpanel-tool').getByRole('status')).toContainText('The short link was deleted', {
    timeout: 30_000,
  })
  await expect(page).toHaveURL(/\/cpanel\/shorturl\?deleted=link$/)
  expect((await page.request.get(`/poster-${stamp}-50`, { maxRedirects: 0 })).status()).toBe(404)
})

test('a redirect rule answers with its 301, and a loop is refused in the tool with its words', async ({
  page,
  request,
}) => {
  await openTool(page)
  await page.getByRole('link', { name: /^Redirect rules/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Redirect rules' })).toBeVisible()
  const form = await addRedirect(page, '/old-exhibition', '/artists')
  await expect(form.getByRole('status')).toContainText('Added /old-exhibition → /artists (301)')
  const moved = await request.get('/old-exhibition', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers()['location']).toBe('/artists')

  await expect((await addRedirect(page, '/old-a', '/old-b')).getByRole('status')).toContainText('Added /old-a')
  await expect((await addRedirect(page, '/old-b-2', '/old-a')).locator('#new-redirect-to-error')).toContainText(
    'the redirect from /old-a',
  )
  const loop = await addRedirect(page, '/old-b', '/old-a')
  await expect(loop.locator('#new-redirect-to-error')).toContainText('That would make a loop: /old-b → /old-a → /old-b')
  await shots(page, 'loop-refused')
  const claimed = await addRedirect(page, '/dashboard', '/artists')
  await expect(claimed.locator('#new-redirect-from-error')).toContainText('/dashboard belongs to a page or route')
  await expectAccessible(page)
  expect((await request.get('/old-b', { maxRedirects: 0 })).status()).toBe(404)

  // A rule's page deletes it once confirmed; the list says what was done.
  await page.reload()
  await page.getByRole('table', { name: 'Redirect rules' }).getByRole('link', { name: '/old-a', exact: true }).click()
  await page.getByRole('link', { name: 'Delete the redirect…' }).click()
  await expect(page.getByText('This will delete the redirect from /old-a for good')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm: delete the redirect' }).click()
  await expect(page.locator('.cpanel-tool').getByRole('status')).toContainText('The redirect rule was deleted', {
    timeout: 30_000,
  })
  await expect(page).toHaveURL(/shorturl\?show=redirects&deleted=rule$/)
  expect((await request.get('/old-a', { maxRedirects: 0 })).status()).toBe(404)
})

test('a guest is refused the tool and the APIs', async ({ page, request }) => {
  await page.goto('/cpanel/shorturl')
  await expect(page).toHaveURL(/\/cpanel\/login/)
  expect((await request.get('/api/short-links')).status()).toBe(403)
  expect((await request.get('/api/redirects')).status()).toBe(403)
  expect((await request.get('/api/content/link-table')).status()).toBe(404)
})

test('an art lover hearts an artist without JavaScript, finds it on the dashboard and shows it on their page', async ({
  browser,
}) => {
  const signingIn = await browser.newContext()
  const first = await signingIn.newPage()
  await first.goto('/login')
  await first.getByLabel('Email').fill(LOVER.email)
  await first.getByLabel('Password').fill(LOVER.password)
  await first.getByRole('button', { name: 'Sign in' }).click()
  await expect(first).toHaveURL(/\/dashboard/)
  const state = await signingIn.storageState()
  await signingIn.close()

  const withoutScript = await browser.newContext({ javaScriptEnabled: false, storageState: state })
  const plain = await withoutScript.newPage()
  await plain.goto(`/artist/${artist.slug}`)
  await plain.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(plain).toHaveURL(new RegExp(`/artist/${artist.slug}$`))
  await plain.goto('/dashboard')
  const section = plain.getByRole('region', { name: 'Your favourites' })
  await expect(section.getByRole('link', { name: 'Harriet Hartley' })).toHaveAttribute('href', `/artist/${artist.slug}`)
  await withoutScript.close()

  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  await page.goto(`/artist/${artist.slug}`)
  await expect(page.getByRole('button', { name: 'In your favourites' })).toHaveAttribute('aria-pressed', 'true')
  await shots(page, 'artist-heart')
  await page.goto(`/art/${artwork.slug}`)
  // The heart fills at once; the reload waits for the server action that stores it.
  const stored = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(page.getByRole('button', { name: 'In your favourites' })).toHaveAttribute('aria-pressed', 'true')
  await stored
  await page.reload()
  await expect(page.getByRole('button', { name: 'In your favourites' })).toHaveAttribute('aria-pressed', 'true')

  expect((await page.request.get(`/artlover/${lover.id}`)).status()).toBe(404)
  await page.goto('/dashboard')
  const favourites = page.getByRole('region', { name: 'Your favourites' })
  await expect(favourites.getByText('Off: nobody else sees your favourites.')).toBeVisible()
  await favourites.getByLabel(/Show my favourites on a public page/).check()
  await favourites.getByRole('button', { name: 'Save' }).click()
  await expect(favourites.getByRole('alert')).toContainText('Give the name your public page shows')
  await favourites.getByLabel('Name shown on the page').fill('Lena')
  await favourites.getByRole('button', { name: 'Save' }).click()
  await expect(favourites.getByRole('status')).toContainText('Your public page is on.')
  await expectAccessible(page)
  await shots(page, 'dashboard')

  await page.goto(`/artlover/${lover.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Lena’s favourites' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Harriet Hartley' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Inked Heart' })).toHaveAttribute('href', `/art/${artwork.slug}`)
  await expectAccessible(page)
  await shots(page, 'public-page')

  // Unhearted on the dashboard: the public page, cached whole, no longer shows the artist.
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Remove Harriet Hartley from your favourites' }).click()
  await expect(page.getByRole('region', { name: 'Your favourites' }).getByText('No artist yet.')).toBeVisible()
  await page.goto(`/artlover/${lover.id}`)
  await expect(page.getByText('No favourite artist yet.')).toBeVisible()
  await context.close()

  const guest = await browser.newContext()
  const visitor = await guest.newPage()
  await visitor.goto(`/artist/${artist.slug}`)
  // A guest's heart asks them to sign in, and brings them back.
  await visitor.getByRole('button', { name: 'Add to favourites' }).click()
  await expect(visitor).toHaveURL(`/login?next=${encodeURIComponent(`/artist/${artist.slug}`)}`)
  expect((await visitor.request.get('/artlover/999999')).status()).toBe(404)
  await guest.close()
})
