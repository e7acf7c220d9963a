import { readFileSync } from 'node:fs'
import { buffer } from 'node:stream/consumers'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import yauzl from 'yauzl'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'
import { currentTestSeason, dayFromToday, openDeadlines, setDeadlines, type TestSeason } from './open-studios-season'

/**
 * Guide listings (decision 052): a registered artist edits their listing
 * with live character counts and submits it; once the materials deadline has
 * passed the page says since when and a write is refused; staff ask for
 * changes (the artist is mailed), approve, and export the guide ZIP, read
 * back here; another artist is refused the listing, its proof and the tool.
 */

const shot = screenshotsOf('listings', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const PASSWORD = 'listings-password-1'
const ana = { email: `ana-${run}@example.org`, name: `Ana Lister ${run}` }
const ben = { email: `ben-${run}@example.org`, name: `Ben Other ${run}` }
let staff: APIRequestContext
let season: TestSeason
let listingId = 0

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  season = await currentTestSeason(staff)
  await setDeadlines(staff, season, openDeadlines())
  for (const [index, artist] of [ana, ben].entries()) {
    const created = await staff.post('/api/users', { data: { ...artist, password: PASSWORD, roles: ['artist'] } })
    expect(created.status(), await created.text()).toBe(201)
    const registered = await staff.post('/testing/os-registration', {
      data: { email: artist.email, weekends: [index + 1], studio: { address: `${index + 10} Listing Lane ${run}` } },
    })
    expect(registered.status(), await registered.text()).toBe(200)
  }
})

test.afterAll(async () => {
  await setDeadlines(staff, season, openDeadlines())
  await staff.dispose()
})

async function signIn(page: Page, email: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

test('an artist edits the listing with live counts, is refused what is over, and submits it', async ({ page }) => {
  await signIn(page, ana.email)
  await page.goto('/listingsportal')
  await expect(page.getByRole('heading', { level: 1, name: 'Your guide listings' })).toBeVisible()
  const entry = page.getByRole('listitem').filter({ hasText: 'Weekend 1' })
  await expect(entry).toContainText('Draft')
  await expect(entry).toContainText('Editable until')
  // Its weekend in words, never as 2027-03-06.
  await expect(entry).toContainText(
    /Weekend 1, [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} to [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/,
  )
  await expect(entry).not.toContainText(/\d{4}-\d{2}-\d{2}/)
  await expectAccessible(page)
  await shot(page, 'portal')

  await entry.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/listingsportal\/\d+$/)
  listingId = Number(page.url().split('/').pop())
  await expect(page.getByText(/needs at least 600 × 600 pixels/)).toBeVisible()

  const description = page.getByLabel('Description', { exact: true })
  await description.fill('Ceramics 👍🏽')
  await expect(page.getByText('10 of 165 characters')).toBeVisible()
  await description.fill('x'.repeat(170))
  await expect(page.getByText('170 of 165 characters — 5 over')).toBeVisible()
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(
    page.getByText('The description has 170 characters; the guide prints at most 165. Take out 5 characters.'),
  ).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'editor-refused')

  const small = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c05020' } })
    .jpeg()
    .toBuffer()
  await description.fill('Stoneware and porcelain from the wheel, glazed with ash from the studio stove.')
  await page.getByLabel('Directions', { exact: true }).fill('Ring bell 3; the studio is up one flight.')
  await page
    .getByLabel('Or upload a new picture')
    .setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: small })
  await page.getByLabel('What the new picture shows').fill('A small blue bowl')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/The picture has 400 × 400 pixels; .* needs at least 600 × 600 pixels/)).toBeVisible()

  const large = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2050c0' } })
    .jpeg()
    .toBuffer()
  await page
    .getByLabel('Or upload a new picture')
    .setInputFiles({ name: 'large.jpg', mimeType: 'image/jpeg', buffer: large })
  await page.getByLabel('What the new picture shows').fill('A tall blue vase')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Submitted for review: staff will approve it or ask for changes.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('radio', { name: /A tall blue vase/ })).toBeChecked()
  await expect(page.getByText('900 × 700 px: prints sharply')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'editor')

  const [proof] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the printable proof (PDF)' }).click(),
  ])
  expect(proof.suggestedFilename()).toMatch(/^guide-proof-\d{4}-\d+\.pdf$/)
  const pdf = readFileSync(await proof.path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
})

test('after the materials deadline the listing is locked: the page says since when, and a write is refused', async ({
  page,
}) => {
  await signIn(page, ana.email)
  await page.goto(`/listingsportal/${listingId}`)
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible()
  await setDeadlines(staff, season, { materialsDue: dayFromToday(-1) })
  // The form was loaded before the deadline moved: the server refuses it now.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/listings are locked since/)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/Locked since .* (PST|PDT)\./)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
  await expect(page.getByText('Stoneware and porcelain from the wheel')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'locked')
})

test('another artist is refused the listing, its proof and the staff tool; a guest too', async ({
  page,
  playwright,
  request,
}) => {
  await signIn(page, ben.email)
  const other = await page.goto(`/listingsportal/${listingId}`)
  expect(other?.status()).toBe(404)
  await page.goto('/listingsportal')
  await expect(page.getByRole('listitem').filter({ hasText: 'Weekend 2' })).toBeVisible()
  await expect(page.locator(`a[href="/listingsportal/${listingId}"]`)).toHaveCount(0)
  await expectAccessible(page)

  const client = await signedInClient(playwright, ben.email, PASSWORD)
  expect((await client.get(`/api/open-studios/listings/${listingId}/proof`)).status()).toBe(404)
  expect((await client.get(`/api/os-listings/${listingId}`)).status()).toBe(404)
  expect((await client.get('/cpanel/sfoslistings', { maxRedirects: 0 })).status()).toBe(403)
  const graph = await client.post('/api/graphql', { data: { query: `query { OsListing(id: ${listingId}) { id } }` } })
  expect(((await graph.json()) as { data?: { OsListing?: unknown } }).data?.OsListing ?? null).toBeNull()
  await client.dispose()
  expect((await request.get(`/api/open-studios/listings/${listingId}/proof`)).status()).toBe(401)
  expect((await request.get(`/api/os-listings/${listingId}`)).status()).toBe(403)
})

type Zipped = { name: string; data: Buffer }

function readZip(zip: Buffer): Promise<Zipped[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error)
      const entries: Zipped[] = []
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, async (failure, stream) => {
          if (failure || !stream) return reject(failure)
          entries.push({ name: entry.fileName, data: await buffer(stream) })
          file.readEntry()
        })
      })
      file.on('end', () => resolve(entries))
      file.on('error', reject)
      file.readEntry()
    })
  })
}

test('staff ask for changes (the artist is mailed), approve, and export the guide ZIP', async ({
  page,
  playwright,
  request,
}) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/sfoslistings?q=${encodeURIComponent(ana.email)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Guide listings' })).toBeVisible()
  // The row opens the listing's own page, where its actions are (decision 087).
  await page.getByRole('link', { name: ana.name, exact: true }).click()
  await expect(page.getByRole('heading', { name: `Review: ${ana.name}` })).toBeVisible()
  await expect(page.getByText(/Print check: passed — 900 × 700 pixels, needs 600 × 600/)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'review')

  await page.getByLabel('What should change').fill('Please show the whole vase, not a detail.')
  await page.getByRole('button', { name: 'Ask for changes' }).click()
  await expect(page.getByText(`Changes requested; ${ana.name} is mailed.`)).toBeVisible()
  await expect
    .poll(async () => {
      const mails = await staff.get(`/api/outbox?where[to][equals]=${encodeURIComponent(ana.email)}`)
      const { docs } = (await mails.json()) as { docs: { text: string }[] }
      return docs.filter((doc) => doc.text.includes('Please show the whole vase, not a detail.')).length
    })
    .toBe(1)

  // Bulk approval from the list: all or nothing, naming what kept it from being done; then the ticked as CSV.
  await page.goto(`/cpanel/sfoslistings?q=${run}&sort=artist`)
  const select = (name: string) => page.getByRole('checkbox', { name: `Select the listing of ${name}` })
  await select(ana.name).check()
  await select(ben.name).check()
  await page.getByRole('button', { name: 'Approve selected' }).click()
  await expect(
    page.getByRole('alert').filter({
      hasText: `Nothing was approved. ${ben.name}: The listing has no picture yet: ask for changes instead.`,
    }),
  ).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: ana.name })).toContainText('Changes requested')
  await expectAccessible(page)
  await shot(page, 'bulk-refused')
  const [selected] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export selected as CSV' }).click(),
  ])
  expect(selected.suggestedFilename()).toMatch(/^guide-listings-\d{4}-selected\.csv$/)
  const exported = readFileSync(await selected.path(), 'utf8')
    .split('\r\n')
    .filter(Boolean)
  expect(exported).toHaveLength(3)
  expect(exported.slice(1).map((one) => one.split(',')[2])).toEqual(expect.arrayContaining([ana.name, ben.name]))
  await select(ben.name).uncheck()
  await page.getByRole('button', { name: 'Approve selected' }).click()
  await expect(page.getByRole('status').filter({ hasText: `One listing approved: ${ana.name}.` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: ana.name })).toContainText('Approved')

  await page.getByRole('button', { name: 'Start the export' }).click()
  await expect(page.getByText(/Export \d+, started/).first()).toBeVisible()
  await shot(page, 'export')
  const download = page.getByRole('link', { name: /Download the guide ZIP/ }).first()
  await expect(download).toBeVisible({ timeout: 90_000 })
  await expectAccessible(page)
  const href = await download.getAttribute('href')
  const [zip] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(zip.suggestedFilename()).toMatch(/^open-studios-\d{4}-guide-\d+\.zip$/)
  const entries = await readZip(readFileSync(await zip.path()))
  expect(entries[0]!.name).toBe('guide.csv')
  const csv = entries[0]!.data.toString('utf8')
  const line = csv.split('\r\n').find((one) => one.includes(ana.name))!
  expect(line).toContain('Stoneware and porcelain from the wheel')
  expect(line).toContain('Approved')
  const pictureName = line.split(',').find((cell) => cell.startsWith('pictures/'))!
  const picture = entries.find((entry) => entry.name === pictureName)!
  expect(await sharp(picture.data).metadata()).toMatchObject({ width: 600, height: 600, density: 300, format: 'jpeg' })

  // The artist is refused the download and the tool; a guest the download.
  const artist = await signedInClient(playwright, ana.email, PASSWORD)
  expect((await artist.get(href!)).status()).toBe(403)
  expect((await artist.get('/cpanel/sfoslistings', { maxRedirects: 0 })).status()).toBe(403)
  await artist.dispose()
  expect((await request.get(href!)).status()).toBe(401)
  await signIn(page, ana.email)
  await page.goto(`/listingsportal/${listingId}`)
  await expect(page.getByText('Approved').first()).toBeVisible()
})

test('staff cancel a registration from its own page, after a confirmation that says what will happen', async ({
  page,
}) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/sfosregistrations?search=${encodeURIComponent(ben.email)}`)
  await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'registrations')
  await page.getByRole('link', { name: ben.name, exact: true }).click()
  await expect(page.getByRole('heading', { name: new RegExp(`^${ben.name}: `) })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel the registration…' }).click()
  await expect(page.getByText('Say why the registration is cancelled: the artist is told.')).toBeVisible()
  await page.getByLabel('Reason (the artist sees it)').fill('The studio is closed for repairs this year.')
  await page.getByLabel('Refund').selectOption('none')
  await page.getByRole('button', { name: 'Cancel the registration…' }).click()
  const confirm = page.getByRole('region', { name: 'Confirm the cancellation' })
  await expect(confirm).toContainText(`This will cancel ${ben.name}’s registration for`)
  await expect(confirm).toContainText('refund nothing')
  await expect(confirm).toContainText('“The studio is closed for repairs this year.”')
  await expectAccessible(page)
  await shot(page, 'registration-confirm')
  await confirm.getByRole('button', { name: 'Confirm the cancellation' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible()
  await expect(
    page.getByRole('definition').filter({ hasText: 'Cancelled — The studio is closed for repairs' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Confirm the cancellation' })).toHaveCount(0)
  await expectAccessible(page)
})
