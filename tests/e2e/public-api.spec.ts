import type { Server } from 'node:http'

import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { openApiChecker } from '../support/openapi'
import {
  E2E_ADMIN,
  expectAccessible,
  partnerSite,
  publishedArtist,
  screenshot,
  signedInClient,
  signInToControlPanel,
} from './helpers'

/**
 * The public API for partners' sites (decision 101): staff make a key in
 * `/cpanel/apikeys` (its secret shown once), a partner's page on another
 * origin reads artists with it in Chromium while a page on an origin the key
 * does not name cannot; the API answers with and without a key, at and over
 * the key's limit (429 with Retry-After), 304 to an ETag, 400 to a bad cursor,
 * and refuses the key once revoked (confirmed in words). Every answer is
 * checked against the served OpenAPI document. Members, artists, partners and
 * visitors are refused the tool. A key's page makes the partner's snippet, the
 * secret put in it in the browser only, with or without JavaScript. The page data of `/`, `/artists` and an
 * artist's page answer at `{path}/_payload.json`, cached like the pages.
 */

const shots = async (page: Page, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await expectAccessible(page)
    await screenshot(page, `public-api-${name}-${width}`)
  }
}

const run = Math.random().toString(36).slice(2, 8)
const KEY_NAME = `Mission tourism board ${run}`
const ARTIST = { slug: `partner-artist-${run}`, name: `Partner Artist ${run}` }

let partner: Server
let partnerPort = 0
let secret = ''
let check: ReturnType<typeof openApiChecker>

/** A partner's page: it reads five artists from the API with the key, and says what it got. */
function partnerPage(key: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main><h1>Artists near you</h1><p id="state">Loading</p><ul id="artists"></ul></main>
<script>
fetch(${JSON.stringify(`${baseURL}/api/public/v1/artists?limit=100`)}, { headers: { 'X-Api-Key': ${JSON.stringify(key)} } })
  .then((response) => response.json())
  .then((body) => {
    for (const artist of body.data) {
      const item = document.createElement('li')
      item.textContent = artist.name
      document.getElementById('artists').append(item)
    }
    document.getElementById('state').textContent = 'Loaded ' + body.data.length
  })
  .catch(() => { document.getElementById('state').textContent = 'Refused' })
</script></body></html>`
}

/** An answer of the API, checked against the document it serves. */
async function checked(response: APIResponse) {
  const text = await response.text()
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
  expect(check(new URL(response.url()).pathname, response.status(), body), response.url()).toEqual([])
  return body as { data?: unknown; next?: string | null; error?: { code: string } } | undefined
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  ;({ server: partner, port: partnerPort } = await partnerSite(partnerPage))
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await publishedArtist(admin, {
    name: ARTIST.name,
    slug: ARTIST.slug,
    password: 'partner-password-1',
    bio: 'Prints with found type.',
  })
  await admin.dispose()
  const anonymous = await playwright.request.newContext({ baseURL })
  const document = await anonymous.get('/api/public/v1/openapi.json')
  expect(document.status()).toBe(200)
  check = openApiChecker(await document.json())
  await anonymous.dispose()
})

test.afterAll(async () => {
  await new Promise((resolve) => partner?.close(resolve))
})

test('staff make a key for a partner, whose page on its origin reads the API and another origin’s cannot', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/apikeys')
  await page.getByLabel('Name').fill(KEY_NAME)
  await page.getByLabel('Requests a minute').fill('5')
  await page.getByLabel('Sites whose pages may use it (origins)').fill(`http://127.0.0.1:${partnerPort}`)
  await page.getByRole('button', { name: 'Make the key' }).click()
  const made = page.getByRole('status').filter({ hasText: 'shown only this once' })
  await expect(made).toBeVisible()
  secret = /vk_[A-Za-z0-9_-]{43}/.exec((await made.textContent()) ?? '')![0]
  await expect(page.getByRole('link', { name: KEY_NAME })).toBeVisible()
  await shots(page, 'tool')

  // The partner's page, on the origin the key names: read in Chromium across origins (a preflight, then the GET).
  const onPartner = await page.context().newPage()
  await onPartner.goto(`http://127.0.0.1:${partnerPort}/?key=${secret}`)
  await expect(onPartner.locator('#state')).toHaveText(/^Loaded \d+$/)
  await expect(onPartner.getByText(ARTIST.name)).toBeVisible()
  // The same page on another origin (localhost is not 127.0.0.1): the browser is refused the answer.
  await onPartner.goto(`http://localhost:${partnerPort}/?key=${secret}`)
  await expect(onPartner.locator('#state')).toHaveText('Refused')
  await onPartner.close()
})

test('staff make the partner’s snippet on the key’s page, put the secret in it in their browser only, and copy it', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/apikeys')
  await page.getByRole('link', { name: KEY_NAME }).click()
  const form = page.getByRole('form', { name: 'What the snippet shows' })
  const snippet = page.getByLabel('The snippet', { exact: true })
  await expect(snippet).toHaveValue(/<vernissage-artists key="PASTE-THE-KEY-HERE"><\/vernissage-artists>$/)
  await form.getByLabel('Component').selectOption('events')
  await form.getByRole('button', { name: 'Make the snippet' }).click()
  await expect(page).toHaveURL(/component=events/)
  await form.getByLabel('How many to show (1–100)').fill('500')
  await form.getByLabel('Accent colour (#rrggbb)').fill('#8A3B12')
  await form.getByRole('button', { name: 'Make the snippet' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Left out of the snippet' })).toContainText(
    'how many to show must be a whole number from 1 to 100, not “500”',
  )
  await expect(snippet).toHaveValue(
    `<script src="${baseURL}/embed/v1.js" async></script>\n` +
      '<vernissage-events key="PASTE-THE-KEY-HERE" style="--vernissage-accent: #8a3b12"></vernissage-events>',
  )
  await form.getByLabel('How many to show (1–100)').fill('5')
  await form.getByRole('button', { name: 'Make the snippet' }).click()
  await expect(snippet).toHaveValue(/<vernissage-events key="PASTE-THE-KEY-HERE" limit="5" style=/)
  await expectAccessible(page)

  // The secret goes into the snippet in this browser: the address, and so the server, never hold it.
  await page.getByLabel('The key’s secret').fill(secret)
  await expect(snippet).toHaveValue(new RegExp(`<vernissage-events key="${secret}" limit="5"`))
  await page.getByRole('button', { name: 'Copy the snippet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied, with the key.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`key="${secret}" limit="5"`)
  expect(page.url()).not.toContain(secret)
  await shots(page, 'snippet')

  // Without JavaScript: the same snippet to select and copy by hand, the key's place named in it.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto(page.url())
  await expect(noScript.getByLabel('The snippet', { exact: true })).toHaveValue(
    /<vernissage-events key="PASTE-THE-KEY-HERE" limit="5" style=/,
  )
  await expect(noScript.getByLabel('The key’s secret')).toHaveCount(0)
  await expect(noScript.getByRole('button', { name: 'Copy the snippet' })).toHaveCount(0)
  await plain.close()
})

test('the API with and without a key, at and over its limit, with ETags, cursors and refusals', async ({
  playwright,
  page,
}) => {
  test.setTimeout(120_000)
  const api = await playwright.request.newContext({ baseURL })
  const withKey = { 'X-Api-Key': secret }
  // The partner's page used one of the key's five requests this minute (a preflight is not counted).
  const first = await api.get('/api/public/v1/artists?limit=1', { headers: withKey })
  expect(first.status()).toBe(200)
  expect(first.headers()['x-ratelimit-limit']).toBe('5')
  await checked(first)
  const again = await api.get('/api/public/v1/artists?limit=1', {
    headers: { ...withKey, 'If-None-Match': first.headers()['etag']! },
  })
  expect(again.status()).toBe(304)
  await checked(again)
  const refusedOrigin = await api.get('/api/public/v1/artists', {
    headers: { ...withKey, Origin: 'https://elsewhere.example' },
  })
  expect(refusedOrigin.status()).toBe(403)
  expect(refusedOrigin.headers()['access-control-allow-origin']).toBeUndefined()
  expect((await checked(refusedOrigin))?.error?.code).toBe('origin-refused')
  // At the limit, then over it: the key allows five a minute (the partner's page used some of them).
  const statuses: number[] = []
  for (let n = 0; n < 6 && !statuses.includes(429); n += 1) {
    const response = await api.get('/api/public/v1/events?limit=1', { headers: withKey })
    statuses.push(response.status())
    const body = await checked(response)
    if (response.status() === 429) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
      expect(body?.error?.code).toBe('too-many-requests')
    }
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)

  // Without a key: the anonymous limit, every list and the artist, pages by cursor.
  for (const path of ['studios', 'season', 'weekends', 'events?limit=2', 'programs', `artists/${ARTIST.slug}`]) {
    const response = await api.get(`/api/public/v1/${path}`)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['x-ratelimit-limit']).toBe('30')
    await checked(response)
  }
  const firstPage = await checked(await api.get('/api/public/v1/artists?limit=1'))
  if (firstPage?.next) {
    const second = await api.get(`/api/public/v1/artists?limit=1&cursor=${firstPage.next}`)
    expect(second.status()).toBe(200)
    await checked(second)
  }
  for (const [path, code] of [
    ['artists?cursor=nonsense', 'bad-cursor'],
    ['artists?limit=0', 'bad-limit'],
    ['artists/nobody-at-all', 'not-found'],
  ]) {
    const response = await api.get(`/api/public/v1/${path}`)
    expect(response.status(), path).toBe(code === 'not-found' ? 404 : 400)
    expect((await checked(response))?.error?.code).toBe(code)
  }
  const unknown = await api.get('/api/public/v1/artists', { headers: { 'X-Api-Key': 'vk_not-a-key' } })
  expect(unknown.status()).toBe(401)
  expect((await checked(unknown))?.error?.code).toBe('bad-key')

  // Staff revoke the key, confirmed in words; the API refuses it from then on.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/apikeys')
  await page.getByRole('link', { name: KEY_NAME }).click()
  await page.getByRole('link', { name: 'Revoke this key…' }).click()
  await expect(page.getByText(/every site using it stops getting answers at once/)).toBeVisible()
  await shots(page, 'revoke')
  await page.getByRole('button', { name: 'Confirm: revoke the key' }).click()
  await expect(page.getByText('The key is revoked: the API refuses it from now on.')).toBeVisible()
  const revoked = await api.get('/api/public/v1/artists', { headers: withKey })
  expect(revoked.status()).toBe(401)
  expect((await checked(revoked))?.error?.code).toBe('revoked-key')
  await api.dispose()
})

test('members, artists, partners and visitors are refused the keys tool', async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = (['artlover', 'artist', 'partner'] as const).map((role) => ({
    email: `apikeys-${role}-${run}@example.org`,
    password: 'apikeys-password-1',
    roles: [role],
  }))
  for (const person of people) {
    const created = await admin.post('/api/users', { data: person })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
  for (const person of people) {
    const client = await signedInClient(playwright, person.email, person.password)
    const refused: APIRequestContext = client
    expect((await refused.get('/cpanel/apikeys', { maxRedirects: 0 })).status(), person.email).toBe(403)
    await client.dispose()
  }
  const visitor = await playwright.request.newContext({ baseURL })
  const asVisitor = await visitor.get('/cpanel/apikeys', { maxRedirects: 0 })
  expect([302, 303, 307]).toContain(asVisitor.status())
  expect(asVisitor.headers()['location']).toMatch(/login/)
  await visitor.dispose()
})

test('the page data of /, /artists and an artist’s page at {path}/_payload.json, cached like the pages', async ({
  request,
}) => {
  for (const path of ['/_payload.json', '/artists/_payload.json', `/artist/${ARTIST.slug}/_payload.json`]) {
    await request.get(path)
    const again = await request.get(path)
    expect(again.status(), path).toBe(200)
    expect(again.headers()['content-type'], path).toContain('application/json')
    expect(['HIT', 'STALE'], path).toContain(again.headers()['x-nextjs-cache'])
    expect(again.headers()['cache-control'], path).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/)
  }
  expect(await (await request.get('/_payload.json')).json()).toMatchObject({ path: '/', heading: expect.any(String) })
  expect(await (await request.get('/artists/_payload.json')).json()).toMatchObject({ path: '/artists' })
  const artist = await (await request.get(`/artist/${ARTIST.slug}/_payload.json`)).json()
  expect(artist).toMatchObject({ artist: { name: ARTIST.name, bio: 'Prints with found type.' } })
  expect(JSON.stringify(artist)).not.toContain('@example.org')
  expect((await request.get('/artist/nobody-at-all/_payload.json')).status()).toBe(404)
})

/** A cached page's data: asked twice, the second answer from the cache, as JSON. */
async function cachedPageData(request: APIRequestContext, address: string) {
  const [path, query] = address.split('?')
  const asked = `${path === '/' ? '' : path}/_payload.json${query ? `?${query}` : ''}`
  await request.get(asked)
  const again = await request.get(asked)
  expect(again.headers()['content-type'], asked).toContain('application/json')
  if (again.status() === 200) expect(['HIT', 'STALE'], asked).toContain(again.headers()['x-nextjs-cache'])
  return again
}

test('every cached public page answers its data where the page answers, and nothing for a page that is not public (decision 114)', async ({
  request,
  playwright,
}) => {
  test.setTimeout(120_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const { artist } = (await (await request.get(`/artist/${ARTIST.slug}/_payload.json`)).json()) as {
    artist: { id: number }
  }
  for (const [title, status] of [
    [`Partner print ${run}`, 'published'],
    [`Partner sketch ${run}`, 'draft'],
  ] as const) {
    const made = await admin.post('/api/artworks', {
      data: {
        title,
        slug: `${title.toLowerCase().replaceAll(' ', '-')}`,
        status,
        availability: 'available',
        artist: artist.id,
      },
    })
    expect(made.status(), await made.text()).toBe(201)
  }
  const month = new Date().toISOString().slice(0, 7)
  const pages = [
    '/',
    '/artists',
    `/artist/${ARTIST.slug}`,
    '/art/artists?letter=P',
    '/art/artists?letter=P&page=2',
    `/art/partner-print-${run}`,
    `/art/partner-print-${run}?image=1`,
    '/about',
    '/privacypolicy',
    '/copyrightnotice',
    '/artistmembership',
    '/artlovermembership',
    '/calendar',
    `/calendar/${month}/list`,
    `/calendar?month=${month}&view=list`,
    '/programs',
    '/openstudios',
    '/shop',
    '/donors',
    '/newsletters',
    '/newsletters?page=2',
    '/artlover',
    '/advertise',
    '/artists/artistresources',
    `/art/partner-sketch-${run}`,
    '/no-such-page-at-all',
  ]
  for (const address of pages) {
    const page = await request.get(address)
    const data = await cachedPageData(request, address)
    // The data answers exactly where the page does: 200 with the page, 404 (in JSON, naming the problem) without.
    expect(data.status(), address).toBe(page.status())
    if (data.status() === 404) expect(await data.json(), address).toMatchObject({ error: { code: 'not-found' } })
    else expect(JSON.stringify(await data.json()), address).not.toContain('@example.org')
  }
  expect((await request.get(`/art/partner-sketch-${run}/_payload.json`)).status()).toBe(404)
  expect(await (await request.get(`/art/partner-print-${run}/_payload.json`)).json()).toMatchObject({
    title: `Partner print ${run}`,
    artist: { displayName: ARTIST.name },
  })

  // The A–Z page's names are the names its data gives.
  const names = async () =>
    (
      (await (await request.get('/art/artists/_payload.json?letter=P')).json()) as { artists: { name: string }[] }
    ).artists.map((entry) => entry.name)
  const html = await (await request.get('/art/artists?letter=P')).text()
  expect(await names()).toContain(ARTIST.name)
  for (const name of await names()) expect(html).toContain(name)

  // After an edit the data changes at once, as the page does: by tag (a new artist) and by path (a policy).
  const newcomer = { name: `Partner Newcomer ${run}`, slug: `partner-newcomer-${run}`, password: 'partner-password-2' }
  expect(await names()).not.toContain(newcomer.name)
  await publishedArtist(admin, newcomer)
  expect(await names()).toContain(newcomer.name)
  const policies = (await (await admin.get('/api/policies?where[path][equals]=privacypolicy')).json()) as {
    docs: { id: number; title: string }[]
  }
  const policy = policies.docs[0]!
  const title = `Privacy policy ${run}`
  const edited = await admin.patch(`/api/policies/${policy.id}`, { data: { title } })
  expect(edited.status(), await edited.text()).toBe(200)
  expect(await (await request.get('/privacypolicy/_payload.json')).json()).toMatchObject({ title })
  // The policy is the whole site's: its title back as other specs know it.
  const restored = await admin.patch(`/api/policies/${policy.id}`, { data: { title: policy.title } })
  expect(restored.status(), await restored.text()).toBe(200)
  expect(await (await request.get('/privacypolicy/_payload.json')).json()).toMatchObject({ title: policy.title })
  await admin.dispose()
})
