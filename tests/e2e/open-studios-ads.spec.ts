import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'
import { currentTestSeason, type TestSeason } from './open-studios-season'

/**
 * Guide ads (decision 053): a guest reads the rates and specs on /advertise;
 * a person buys an ad with the test provider and becomes an advertiser, has
 * a wrong-size file refused with the reason, sends a right one; staff ask for
 * changes in sfosaduploads, then approve a new file; the advertiser sees each
 * status. Another person is refused the ad's page and files; a member is
 * refused both tools. axe on every page. The sizes are this spec's own, in
 * the shared current season; its deadlines are left as they are.
 */

test.describe.configure({ mode: 'serial' })

const shots = screenshotsOf('os-ads', { phone: true })

const PASSWORD = 'ads-password-1'
const ADVERTISER = { email: 'ada.advertiser@example.org', password: PASSWORD, name: 'Ada Advertiser' }
const STRANGER = { email: 'sam.stranger@example.org', password: PASSWORD, name: 'Sam Stranger' }
const SIZE = 'E2E ads half page'
const BUSINESS = 'Valencia Frame Shop'

let staff: APIRequestContext
let season: TestSeason
let adOrder: number

const picture = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 160, alpha: 1 } } })
    .removeAlpha()
    .toColourspace('cmyk')
    .jpeg({ quality: 80 })
    .withDensity(300)
    .toBuffer()

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  season = await currentTestSeason(staff)
  for (const person of [ADVERTISER, STRANGER]) {
    const made = await staff.post('/api/users', { data: { ...person, roles: [] } })
    expect(made.status(), await made.text()).toBe(201)
  }
  for (const [name, quantity, position] of [
    [SIZE, 4, 1],
    ['E2E ads back cover', 0, 2],
  ] as const) {
    const made = await staff.post('/api/os-ad-sizes', {
      data: {
        season: season.id,
        name,
        trimWidthInches: 4,
        trimHeightInches: 5.5,
        bleedInches: 0.125,
        priceMinor: 45000,
        quantity,
        position,
      },
    })
    expect(made.status(), await made.text()).toBe(201)
  }
})

test.afterAll(async () => {
  await staff.dispose()
})

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
}

test('a guest reads the rates and specs on /advertise and is asked to sign in to buy', async ({ page }) => {
  await page.goto('/advertise')
  await expect(page.getByRole('heading', { level: 1, name: 'Advertise in the guide' })).toBeVisible()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SIZE }) })
  await expect(card).toContainText('$450.00')
  await expect(card).toContainText('4 × 5.5 in (101.6 × 139.7 mm)')
  await expect(card).toContainText('4.25 × 5.75 in (108 × 146.1 mm)')
  await expect(card).toContainText('1275 × 1725 px at 300 dpi')
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E ads back cover' })).toContainText('Sold out')
  await expect(page.getByText('Ad reservations close')).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'advertise')

  await page.getByLabel(new RegExp(`^${SIZE}`)).check()
  await page.getByLabel('Business name').fill(BUSINESS)
  await page.getByRole('button', { name: 'Buy this ad' }).click()
  await expect(page.locator('#buy-ad-message')).toContainText('Please sign in')
  await expectAccessible(page)
})

test('a person buys an ad, becomes an advertiser, and has a wrong-size file refused before a right one', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, ADVERTISER)
  await page.goto('/advertise')
  await page.getByLabel(new RegExp(`^${SIZE}`)).check()
  await page.getByLabel('Business name').fill(BUSINESS)
  await page.getByRole('button', { name: 'Buy this ad' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: 'Pay $450.00' }).click()
  await page.waitForURL(/\/adportal\/\d+$/)
  adOrder = Number(new URL(page.url()).pathname.split('/').at(-1))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SIZE} ad for ${BUSINESS}`)
  await expect(page.getByRole('heading', { name: 'Status: Awaiting artwork' })).toBeVisible()
  const found = await staff.get(`/api/users?where[email][equals]=${encodeURIComponent(ADVERTISER.email)}&depth=0`)
  const [account] = ((await found.json()) as { docs: { roles: string[] }[] }).docs
  expect(account?.roles).toContain('advertiser')
  await expectAccessible(page)
  await shots(page, 'portal-paid')

  await page.getByLabel('Artwork file').setInputFiles({
    name: 'too-small.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1200, 1800),
  })
  await page.getByRole('button', { name: 'Send the artwork' }).click()
  await expect(page.locator('#upload-message')).toContainText('This file was not accepted.')
  await expect(page.locator('#upload-message')).toContainText(
    'The artwork is 1200 × 1800 pixels; a e2e ads half page with bleed needs 1275 × 1725 at 300 dpi',
  )
  await expectAccessible(page)
  await shots(page, 'portal-refused')

  await page.getByLabel('Artwork file').setInputFiles({
    name: 'valencia-half-page.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1275, 1725),
  })
  await page.getByRole('button', { name: 'Send the artwork' }).click()
  await expect(page.locator('#upload-message')).toContainText('passed the print checks')
  await expect(page.getByRole('heading', { name: 'Status: Artwork in review' })).toBeVisible()
  const preview = page.getByRole('img', { name: `Preview of the artwork of ${BUSINESS}` })
  await expect(preview).toBeVisible()
  // Visible as soon as it is laid out; its bytes may still be on their way.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: 'valencia-half-page.jpg' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'portal-sent')
})

test('another person is refused the ad’s page, its files and its upload', async ({ page, playwright }) => {
  await signIn(page, STRANGER)
  const answer = await page.goto(`/adportal/${adOrder}`)
  expect(answer?.status()).toBe(404)
  const stranger = await signedInClient(playwright, STRANGER.email, STRANGER.password)
  for (const which of ['original', 'preview']) {
    expect((await stranger.get(`/api/open-studios/ads/${adOrder}/artwork?file=${which}`)).status()).toBe(404)
  }
  expect((await stranger.get(`/api/os-ad-orders/${adOrder}`)).status()).toBe(404)
  const upload = await stranger.post(`/api/open-studios/ads/${adOrder}/artwork`, {
    multipart: { artwork: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await picture(1275, 1725) } },
    maxRedirects: 0,
  })
  expect(upload.status()).toBe(404)
  expect((await page.request.get(`/api/open-studios/ads/${adOrder}/artwork?file=original`)).status()).toBe(404)
  await stranger.dispose()
})

test('staff ask for changes, then approve a new file; the advertiser sees each status', async ({ page, browser }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/sfosaduploads')
  await expect(page.getByRole('heading', { level: 1, name: 'Guide ad artwork' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'uploads')
  await page.getByLabel('Business or email').fill('Valencia')
  await page.getByRole('button', { name: 'Find' }).click()
  // The found list first: a click on the row while the search still loads is undone by the search's page.
  await expect(page.getByRole('heading', { name: 'One ad' })).toBeVisible()
  await expect(page).toHaveURL(/search=Valencia/)
  await page.getByRole('link', { name: BUSINESS }).click()
  await expect(page.getByRole('img', { name: `Preview of the artwork of ${BUSINESS}` })).toBeVisible()
  await expect(page.getByText('CMYK')).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'uploads-order')
  await page.getByRole('button', { name: 'Ask for changes' }).click()
  await expect(page.getByText('Say what must change')).toBeVisible()
  await page.getByLabel('What must change').fill('The phone number runs into the bleed: move it inside the trim.')
  await page.getByRole('button', { name: 'Ask for changes' }).click()
  // The review's form goes with the review: the ad's state says what was done.
  await expect(page.getByRole('definition').filter({ hasText: 'Changes requested' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'The phone number runs into the bleed' })).toBeVisible()

  const context = await browser.newContext()
  const advertiser = await context.newPage()
  await signIn(advertiser, ADVERTISER)
  await advertiser.goto(`/adportal/${adOrder}`)
  await expect(advertiser.getByRole('heading', { name: 'Status: Changes requested' })).toBeVisible()
  await expect(advertiser.getByText('The phone number runs into the bleed')).toBeVisible()
  await advertiser.getByLabel('Artwork file').setInputFiles({
    name: 'valencia-half-page-2.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(2550, 3450),
  })
  await advertiser.getByRole('button', { name: 'Send the artwork' }).click()
  await expect(advertiser.getByRole('heading', { name: 'Status: Artwork in review' })).toBeVisible()

  await page.goto(`/cpanel/sfosaduploads?order=${adOrder}`)
  await page.getByRole('button', { name: 'Approve the artwork' }).click()
  await expect(page.getByRole('definition').filter({ hasText: /^Approved$/ })).toBeVisible()

  await advertiser.reload()
  await expect(advertiser.getByRole('heading', { name: 'Status: Approved' })).toBeVisible()
  await expect(advertiser.getByRole('heading', { name: 'Send a new file' })).toBeVisible()
  await expect(advertiser.getByText('The artwork of this ad is approved')).toBeVisible()
  await expectAccessible(advertiser)
  await shots(advertiser, 'portal-approved')
  await context.close()

  const outbox = await staff.get(`/api/outbox?where[to][equals]=${encodeURIComponent(ADVERTISER.email)}`)
  const subjects = ((await outbox.json()) as { docs: { subject: string }[] }).docs.map((doc) => doc.subject)
  expect(subjects.filter((subject) => subject === 'Your guide ad needs a change')).toHaveLength(1)
  expect(subjects.filter((subject) => subject === 'Your guide ad is approved')).toHaveLength(1)
})

test('staff see each size’s needs and sales in sfosadpricing, and cannot remove a size that was sold', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/sfosadpricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Guide ad sizes' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: SIZE })
  await expect(row).toContainText('1275 × 1725 px')
  await expect(row).toContainText('108 × 146.1 mm')
  await expectAccessible(page)
  await shots(page, 'pricing')
  // A size's removal is on its own page, said before it is done.
  await row.getByRole('link', { name: SIZE }).click()
  await page.getByRole('link', { name: 'Remove this size…' }).click()
  await expect(page.getByText(`This will remove the size ${SIZE}`)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm the removal' }).click()
  await expect(page.getByText(`${SIZE} cannot be removed: one ad order uses it.`)).toBeVisible()
  await page.getByRole('link', { name: 'Add a new size instead' }).click()

  await page.getByLabel('Name', { exact: true }).fill('E2E ads quarter page')
  await page.getByLabel('Trim width (inches)').fill('4')
  await page.getByLabel('Trim height (inches)').fill('2.6')
  await page.getByLabel('Price (USD)').fill('12.345')
  await page.getByLabel('How many are for sale').fill('6')
  await page.getByRole('button', { name: 'Add the size' }).click()
  await expect(page.getByText('USD has 2 decimal places at most.')).toBeVisible()
  await page.getByLabel('Price (USD)').fill('250')
  await page.getByRole('button', { name: 'Add the size' }).click()
  await expect(page.getByText('E2E ads quarter page is added.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: 'E2E ads quarter page' })).toContainText('$250.00')
  await expectAccessible(page)
})

test('a member is refused both tools', async ({ playwright }) => {
  const member = await signedInClient(playwright, STRANGER.email, STRANGER.password)
  for (const path of ['/cpanel/sfosadpricing', '/cpanel/sfosaduploads', `/cpanel/sfosaduploads?order=${adOrder}`]) {
    expect((await member.get(path, { maxRedirects: 0 })).status(), path).toBe(403)
  }
  expect((await member.post('/api/os-ad-sizes', { data: { name: 'x' } })).status()).toBe(403)
  await member.dispose()
})
