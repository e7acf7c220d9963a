import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Consent to marketing mail (decision 090), from a mail in the outbox: its
 * List-Unsubscribe address answers RFC 8058's one-click POST (no cookie, no
 * CSRF token; 200, twice as once; a bad token 400); opened in a browser without
 * JavaScript it asks before it unsubscribes; the preference page keeps the
 * topics ticked; staff see and change the suppression list, which members and
 * artists are refused.
 */

const shot = screenshotsOf('consent')

const run = Math.random().toString(36).slice(2, 8)
const PASSWORD = 'consent-password-1'
const ana = `ana-${run}@example.org`
const bo = `bo-${run}@example.org`

test.describe.configure({ mode: 'serial' })

/** The List-Unsubscribe address and the preference link of the newest mail to `to`, read from the outbox. */
async function consentLinks(admin: APIRequestContext, to: string) {
  const sent = await admin.post('/testing/marketing-mail', { data: { email: to, topic: 'news', mailing: `m-${run}` } })
  expect(sent.status(), await sent.text()).toBe(200)
  const found = await admin.get(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1`)
  const [mail] = ((await found.json()) as { docs: { raw: string; text: string }[] }).docs
  const headers = mail!.raw.split(/\n\n/)[0]!.replace(/\n[ \t]+/g, ' ')
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  const unsubscribe = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!.replace(/ /g, ''))
  const preferences = new URL(/https?:\/\/\S+\/mail\/preferences\?token=\S+/.exec(mail!.text)![0])
  return {
    unsubscribe: unsubscribe.pathname + unsubscribe.search,
    preferences: preferences.pathname + preferences.search,
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('one click from the mail unsubscribes with no cookie, twice as once; a bad token is a 400', async ({
    playwright,
  }) => {
    const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
    const { unsubscribe } = await consentLinks(admin, bo)
    await admin.dispose()
    const client = await playwright.request.newContext({ baseURL })
    for (let time = 0; time < 2; time++) {
      const answer = await client.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 })
      expect(answer.status(), await answer.text()).toBe(200)
    }
    const page = await client.get(unsubscribe)
    expect(await page.text()).toContain('You are unsubscribed')
    const forged = unsubscribe.replace(/token=.{6}/, 'token=AAAAAA')
    expect((await client.post(forged, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400)
    expect((await client.post(unsubscribe, { form: { 'List-Unsubscribe': 'Nope' } })).status()).toBe(400)
    const bad = await client.get(forged)
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain('This link is not valid')
    await client.dispose()
  })

  test('the unsubscribe page asks first; the preference page keeps the topics chosen', async ({ page, playwright }) => {
    test.setTimeout(120_000)
    const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
    const links = await consentLinks(admin, ana)
    await admin.dispose()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(links.unsubscribe)
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
    await expect(page.getByText(`Stop every newsletter to ${ana}?`)).toBeVisible()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()

    await page.goto(links.preferences)
    await expect(page.getByText('You are unsubscribed from every newsletter.')).toBeVisible()
    await page.getByLabel('News').check()
    await page.getByLabel('Events').check()
    await page.getByRole('button', { name: 'Save my choice' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `Saved: ${ana} will get the newsletters ticked.` }),
    ).toBeVisible()
    await page.goto(links.preferences)
    await expect(page.getByLabel('News')).toBeChecked()
    await expect(page.getByLabel('Events')).toBeChecked()
    await expect(page.getByLabel('Open Studios')).not.toBeChecked()
    await expect(page.getByText('You are unsubscribed from every newsletter.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Unsubscribe from all' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Unsubscribed: ${ana}` })).toBeVisible()
  })
})

// Axe runs in the page: these look at the same pages with JavaScript on, at a phone's width and a desktop's.
test('the consent pages have no serious accessibility issue, at 390 and 1280 px', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const links = await consentLinks(admin, `dee-${run}@example.org`)
  await admin.dispose()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, address] of [
      ['unsubscribe', links.unsubscribe],
      ['preferences', links.preferences],
      ['bad-link', `${links.preferences}x`],
    ] as const) {
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
      await shot(page, `${name}-${width}`)
    }
  }
})

test('staff find, add and take off addresses on the suppression list; members and artists are refused', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const [email, roles] of [
    [`mia-${run}@example.org`, ['artlover']],
    [`art-${run}@example.org`, ['artist']],
  ] as const) {
    const created = await admin.post('/api/users', { data: { email, name: email, password: PASSWORD, roles } })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/suppressions?q=${run}`)
  const row = page.getByRole('row').filter({ hasText: bo })
  await expect(row).toContainText('Unsubscribed')
  await expect(row).toContainText(`m-${run}`)
  await expectAccessible(page)
  await shot(page, '3-tool-1280')

  await page.getByLabel('Email address').fill(`cy-${run}@example.org`)
  await page.getByLabel('Note').fill('Phoned to say our mail is spam')
  await page.getByRole('button', { name: 'Add to the list' }).click()
  await expect(page.getByRole('status').filter({ hasText: `cy-${run}@example.org is on the list` })).toBeVisible()
  await page.goto(`/cpanel/suppressions?q=${run}&sort=email`)
  await expect(page.getByRole('row').filter({ hasText: `cy-${run}@example.org` })).toContainText('Complaint')

  await page.getByRole('link', { name: bo }).click()
  await page.getByRole('link', { name: 'Take it off the list…' }).click()
  await expect(page.getByText(`This will take ${bo} off the suppression list`)).toBeVisible()
  await page.getByLabel('Why (kept in the audit log)').fill('Asked by phone to have the newsletter again')
  await page.getByRole('button', { name: 'Confirm the removal' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${bo} was taken off the list` })).toBeVisible()
  await page.goto(`/cpanel/suppressions?q=${run}`)
  await expect(page.getByRole('row').filter({ hasText: bo })).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  await shot(page, '3-tool-390')

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add to the list' }) })
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  for (const email of [`mia-${run}@example.org`, `art-${run}@example.org`]) {
    const other = await signedInClient(playwright, email, PASSWORD)
    expect((await other.get('/cpanel/suppressions', { maxRedirects: 0 })).status()).toBe(403)
    const posted = await other.post('/cpanel/suppressions', {
      multipart: { ...hidden, email: `evil-${run}@example.org`, note: 'x' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBeGreaterThanOrEqual(400)
    await other.dispose()
  }
  const guest = await playwright.request.newContext({ baseURL })
  expect((await guest.get('/cpanel/suppressions', { maxRedirects: 0 })).status()).toBe(303)
  await guest.dispose()
  await page.goto(`/cpanel/suppressions?q=evil-${run}`)
  await expect(page.getByText('No address matches.')).toBeVisible()
})
