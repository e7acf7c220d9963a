import { expect, test, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Partners' perks and the membership card (decision 062): a partner proposes
 * a perk, staff approve it in reviewperks, an eligible member sees it with its
 * code on the dashboard and an ineligible member does not; a rejected perk
 * shows its reason to the partner; the card's QR code, decoded from a
 * screenshot, verifies as Valid and an unknown token as Not valid; non-staff
 * are refused reviewperks.
 */

const shot = screenshotsOf('perks', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const PASSWORD = 'perks-password-1'
const partner = { email: `framer-${run}@example.org`, name: `Mission Framing ${run}` }
const lover = { email: `lover-${run}@example.org`, name: `Lou Lover ${run}` }
const stranger = { email: `stranger-${run}@example.org`, name: `Stan Stranger ${run}` }
const perk = { title: `Framing for members ${run}`, code: `FRAME${run.toUpperCase()}` }
const rejected = { title: `Coffee for members ${run}` }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const [person, roles] of [
    [partner, ['partner']],
    [lover, []],
    [stranger, []],
  ] as const) {
    const created = await admin.post('/api/users', { data: { ...person, password: PASSWORD, roles } })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
})

async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 })
}

async function propose(page: Page, title: string, options: { code?: string }) {
  await page.goto('/addperks')
  await page.getByLabel('What the perk is').fill(title)
  await page.getByLabel('Description').fill('Any frame, any size, for members of the organisation.')
  await page.getByLabel('The discount').fill('15% off framing')
  if (options.code) {
    await page.getByLabel('They give a code, online or in the shop').check()
    await page.getByLabel(/^The code/).fill(options.code)
  }
  await page.getByLabel('Art lover members').check()
  await page.getByLabel('First day').fill('2020-01-01')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page).toHaveURL(/\/editperks\/\d+\?saved=submitted/, { timeout: 30_000 })
  await expect(page.getByText('Submitted for review')).toBeVisible()
}

test('a partner proposes perks; a form with problems says so beside each field', async ({ page }) => {
  await signIn(page, partner.email)
  await page.goto('/addperks')
  await expect(page.getByRole('heading', { level: 1, name: 'Offer a perk to our members' })).toBeVisible()
  await page.getByLabel('Business').fill(partner.name)
  await page.getByLabel('They give a code, online or in the shop').check()
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Enter what the perk is.')).toBeVisible()
  await expect(page.getByText('Enter the code members give you')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'add-refused')

  await propose(page, perk.title, { code: perk.code })
  await propose(page, rejected.title, {})
  await page.goto('/editperks')
  await expect(page.getByRole('listitem').filter({ hasText: perk.title })).toContainText('Waiting for review')
  await expectAccessible(page)
  await shot(page, 'editperks')
})

test('a signed-in person who is not a partner is told how to become one', async ({ page }) => {
  await signIn(page, stranger.email)
  await page.goto('/addperks')
  await expect(page.getByRole('heading', { name: 'Perks are offered by partner businesses' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0)
  await expectAccessible(page)
})

test('staff approve the ticked perk from the list and reject the other with a reason, confirmed', async ({
  page,
  playwright,
}) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/reviewperks?sort=-title')
  await expect(page.getByRole('columnheader', { name: /Perk/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('checkbox', { name: `Select ${perk.title}` })).toBeVisible({ timeout: 30_000 })
  await expectAccessible(page)
  await shot(page, 'review-list')
  // Nothing ticked: said, nothing done.
  await page.getByRole('button', { name: 'Approve selected' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Select at least one perk first' })).toBeVisible()
  await page.getByRole('checkbox', { name: `Select ${perk.title}` }).check()
  await page.getByRole('button', { name: 'Approve selected' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `“${perk.title}” is published; its partner is told.` }),
  ).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('row').filter({ hasText: perk.title })).toHaveCount(0)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const mails = await admin.get(`/api/outbox?where[to][equals]=${encodeURIComponent(partner.email)}`)
  expect(((await mails.json()) as { docs: { subject: string }[] }).docs.map((mail) => mail.subject)).toContain(
    `Your perk “${perk.title}” is published`,
  )
  await admin.dispose()

  await page.getByRole('link', { name: rejected.title }).click()
  await page.getByLabel('Why it is not approved').fill('Say which of your shops take it.')
  await page.getByRole('button', { name: 'Reject…' }).click()
  await expect(
    page.getByText(
      `This will turn down “${rejected.title}” and mail ${partner.email} the reason: “Say which of your shops take it.”`,
    ),
  ).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'reject-confirm')
  await page.getByRole('button', { name: 'Confirm the rejection' }).click()
  await expect(page.getByRole('heading', { name: `${rejected.title}: Not approved` })).toBeVisible({ timeout: 30_000 })

  // The member in this journey is an art lover: staff give a free term as membership's tool does.
  await page.goto('/cpanel/membershiper')
  await page.getByLabel('Person’s name or email').fill(lover.email)
  await page.getByRole('button', { name: 'Find person' }).click()
  await page.getByRole('link', { name: lover.name }).click()
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Give the free term' }) })
  const artLover = await form.locator('option', { hasText: /^Art lover \(Art lover/ }).getAttribute('value')
  await form.getByLabel('Plan', { exact: true }).selectOption(artLover!)
  await form.getByRole('button', { name: 'Give the free term' }).click()
  await expect(page.getByText(`${lover.name} has a free Art lover term from`)).toBeVisible({ timeout: 30_000 })
})

test('the partner sees why a perk was rejected', async ({ page }) => {
  await signIn(page, partner.email)
  await page.goto('/editperks')
  const line = page.getByRole('listitem').filter({ hasText: rejected.title })
  await expect(line).toContainText('Not approved')
  await expect(line).toContainText('Say which of your shops take it.')
  await line.getByRole('link', { name: rejected.title }).click()
  await expect(page.getByRole('heading', { name: 'Why it was not approved' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'rejected')
})

test('an eligible member sees the perk with its code; someone else sees none, and no visitor sees a code', async ({
  page,
  browser,
}) => {
  await signIn(page, lover.email)
  const section = page.locator('#perks')
  await expect(section.getByRole('heading', { name: perk.title })).toBeVisible()
  await expect(section).toContainText(perk.code)
  await expect(section).not.toContainText(rejected.title)
  await shot(page, 'dashboard')
  // The art lovers' page is the same cached page for everyone; a line drawn in the browser tells the member.
  await page.goto('/artlover')
  await expect(page.getByText('You may use one of these')).toBeVisible()
  expect(await page.content()).not.toContain(perk.code)
  await expectAccessible(page)
  await shot(page, 'artlover')

  const other = await browser.newPage()
  await signIn(other, stranger.email)
  await expect(other.locator('#perks')).toContainText('Members in good standing get discounts')
  await expect(other.locator('#perks')).not.toContainText(perk.title)
  await other.goto('/artlover')
  await expect(other.getByRole('heading', { name: perk.title })).toBeVisible()
  await expect(other.getByText('You may use')).toHaveCount(0)
  await other.close()

  const visitor = await browser.newPage()
  await visitor.goto('/artlover')
  await expect(visitor.getByRole('heading', { name: 'Perks from our partners' })).toBeVisible()
  await expect(visitor.getByRole('heading', { name: perk.title })).toBeVisible()
  expect(await visitor.content()).not.toContain(perk.code)
  await visitor.close()
})

test('the membership card’s QR code verifies as Valid, and an unknown token as Not valid', async ({
  page,
  request,
}) => {
  await signIn(page, lover.email)
  await page.goto('/dashboard/card')
  await expect(page.getByRole('heading', { level: 2, name: lover.name })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'card')
  const code = page.getByRole('img', { name: 'QR code of the card’s verification address' })
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  expect(decoded?.data).toMatch(/\/membership\/verify\/[A-Za-z0-9_-]{32}$/)
  const verify = new URL(decoded!.data).pathname

  const answer = await request.get(verify)
  expect(answer.headers()['cache-control']).toContain('no-store')
  // As a partner's phone asks it, signed out: the answer names nobody.
  const body = await answer.text()
  expect(body).toContain('Valid')
  expect(body).not.toContain(lover.name)
  expect(body).not.toContain(lover.email)
  await page.goto(verify)
  await expect(page.getByText('Valid', { exact: true })).toBeVisible()
  await expect(page.getByText('Art lover membership, in good standing today.')).toBeVisible()
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  await expectAccessible(page)
  await shot(page, 'verify-valid')

  await page.goto(`/membership/verify/${'A'.repeat(32)}`)
  await expect(page.getByText('Not valid', { exact: true })).toBeVisible()
  await expectAccessible(page)

  // A new card: the old code no longer verifies.
  await page.goto('/dashboard/card')
  await page.getByRole('button', { name: 'Issue a new card' }).click()
  await expect(page.getByText('A new card is issued')).toBeVisible()
  await page.goto(verify)
  await expect(page.getByText('Not valid', { exact: true })).toBeVisible()
})

test('a partner withdraws the perk and members stop seeing it', async ({ page, browser }) => {
  await signIn(page, partner.email)
  await page.goto('/editperks')
  await page.getByRole('link', { name: perk.title }).click()
  await page.getByRole('button', { name: 'Withdraw this perk' }).click()
  await expect(page.getByText('Withdrawn: members no longer see it.')).toBeVisible()
  const member = await browser.newPage()
  await signIn(member, lover.email)
  await expect(member.locator('#perks')).not.toContainText(perk.title)
  await member.close()
})

test('non-staff are refused reviewperks, and nobody reads cards or codes through the API', async ({
  playwright,
  request,
}) => {
  for (const who of [partner, lover]) {
    const client = await signedInClient(playwright, who.email, PASSWORD)
    expect((await client.get('/cpanel/reviewperks', { maxRedirects: 0 })).status()).toBe(403)
    expect((await client.get('/api/membership-cards')).status()).toBe(403)
    await client.dispose()
  }
  const lovers = await signedInClient(playwright, lover.email, PASSWORD)
  expect(await (await lovers.get('/api/perks')).text()).not.toContain(perk.code)
  await lovers.dispose()
  expect(await (await request.get('/api/perks')).text()).not.toContain(perk.code)
})
