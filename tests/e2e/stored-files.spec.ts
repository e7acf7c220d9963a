import { Storage as GcsClient } from '@google-cloud/storage'
import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN } from './helpers'

/**
 * Uploaded files are data (decision 029): people's folders take only the
 * types declared for them, checked in the bytes; whatever is stored is served
 * so that nothing in it runs in the site's origin; downloads reach the
 * official client exactly as stored, through the application's own server.
 */
const run = Math.random().toString(36).slice(2, 8)
const artist = { email: `files-${run}@example.org`, password: 'files-password-1', roles: ['artist'] }
const SCRIPT = `<script>fetch('/e2e-script-ran'); parent.postMessage('ran', '*'); document.title = 'ran'</script>`
const PAGE = `<!doctype html><title>stored</title><p>A stored page</p>${SCRIPT}`
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/e2e-script-ran')">${SCRIPT}</svg>`

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

function gcs(token: string): GcsClient {
  const client = new GcsClient({ apiEndpoint: baseURL, projectId: 'vernissage-e2e' })
  client.interceptors.push({
    request: (options) => ({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }) as never,
  })
  return client
}

let staffToken: string
let artistToken: string
let artistId: number

test.beforeAll(async () => {
  staffToken = await tokenOf(E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
    body: JSON.stringify(artist),
  })
  expect(created.status).toBe(201)
  artistId = ((await created.json()) as { doc: { id: number } }).doc.id
  artistToken = await tokenOf(artist.email, artist.password)
})

test("an artist's HTML page and scripted SVG are refused with the reason", async () => {
  for (const [name, type, body] of [
    ['x.html', 'text/html', PAGE],
    ['x.svg', 'image/svg+xml', SCRIPTED_SVG],
    ['disguised.png', 'image/png', PAGE],
  ] as const) {
    const response = await fetch(
      `${baseURL}/upload/storage/v1/b/public/o?uploadType=media&name=artists/${artistId}/${name}`,
      { method: 'POST', headers: { authorization: `Bearer ${artistToken}`, 'content-type': type }, body },
    )
    expect([name, response.status]).toEqual([name, 400])
    const { error } = (await response.json()) as { error: { message: string } }
    expect(error.message).toContain(`artists/${artistId}/${name}`)
    const stored = await fetch(`${baseURL}/files/public/artists/${artistId}/${name}`)
    expect([name, stored.status]).toEqual([name, 404])
  }
})

test("a person's private folder refuses a page too, and takes a picture", async () => {
  const upload = (name: string, type: string, body: BodyInit) =>
    fetch(`${baseURL}/upload/storage/v1/b/private/o?uploadType=media&name=users/${artistId}/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${artistToken}`, 'content-type': type },
      body,
    })
  const page = await upload('notes.html', 'text/html', PAGE)
  expect(page.status).toBe(400)
  expect(((await page.json()) as { error: { message: string } }).error.message).toContain(
    `"users/${artistId}/notes.html" is text/html`,
  )
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  expect((await upload('me.png', 'image/png', new Uint8Array(png))).status).toBe(200)
})

test("a page stored before the rules is a sandboxed download: its script does not run in the site's origin", async ({
  page,
}) => {
  // Outside people's folders staff may store any type, as anything stored before this change was.
  const file = gcs(staffToken).bucket('public').file(`site/${run}/old.html`)
  await file.save(PAGE, { resumable: false, metadata: { contentType: 'text/html' } })
  const address = `/files/public/site/${run}/old.html`

  const answer = await page.request.get(address)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-security-policy']).toMatch(/^sandbox;/)
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  expect(answer.headers()['content-disposition']).toBe("attachment; filename*=UTF-8''old.html")

  const ran: string[] = []
  await page.route('**/e2e-script-ran', async (route) => {
    ran.push(route.request().url())
    await route.fulfill({ status: 204 })
  })
  await page.goto('/')
  await page.evaluate(() =>
    window.addEventListener('message', (event) => document.body.setAttribute('data-heard', String(event.data))),
  )
  // Opened directly, it downloads instead of showing; framed, it shows nothing that can act.
  const download = page.waitForEvent('download')
  await page.evaluate((href) => {
    const link = document.createElement('a')
    link.href = href
    link.textContent = 'stored page'
    document.body.append(link)
    link.click()
  }, address)
  expect((await download).suggestedFilename()).toBe('old.html')
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    frame.title = 'stored page'
    document.body.append(frame)
  }, address)
  await page.waitForTimeout(1_500)
  expect(ran).toEqual([])
  expect(await page.locator('body').getAttribute('data-heard')).toBeNull()
  expect(await page.title()).not.toBe('ran')
})

test('the official client downloads text, JSON and SVG with its hash check, through the application server', async () => {
  const bucket = gcs(staffToken).bucket('public')
  const objects = [
    ['notes.txt', 'text/plain', 'An open studio, a kiln, a courtyard. '.repeat(400)],
    [
      'map.json',
      'application/json',
      JSON.stringify({ studios: Array.from({ length: 300 }, (_, i) => ({ i, name: `Studio ${i}` })) }),
    ],
    [
      'logo.svg',
      'image/svg+xml',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(300)}</svg>`,
    ],
  ] as const
  for (const [name, contentType, text] of objects) {
    const file = bucket.file(`site/${run}/${name}`)
    await file.save(text, { resumable: false, metadata: { contentType } })
    const [bytes] = await file.download({ validation: 'crc32c' })
    expect([name, bytes.toString()]).toEqual([name, text])
    const [again] = await file.download({ validation: 'md5' })
    expect(again.toString()).toBe(text)
    // A range is never compressed either.
    const [part] = await file.download({ start: 10, end: 99 })
    expect(part.toString()).toBe(text.slice(10, 100))
  }
})
