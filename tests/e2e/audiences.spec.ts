import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Saved audiences (issue 39) in `/cpanel/audiences`: staff build one — art lovers, then all of
 * art lovers and recent donors — and see the count change as they go, the first people listed,
 * save it and find it in the list with its count; without JavaScript the buttons count too; a
 * member is refused the page, its actions and the API. Gifts come from `/testing/paid-gift`.
 */

const shot = screenshotsOf('audiences')

const run = Math.random().toString(36).slice(2, 8)
const PASSWORD = 'audiences-password-1'
const giver = { email: `gia-${run}@example.org`, name: `Gia Giver ${run}` }
const lover = { email: `lou-${run}@example.org`, name: `Lou Lover ${run}` }
const name = `Art-loving donors ${run}`
// The gift is paid now: a day before today in any zone is on or before it.
const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10)

const countOf = async (page: Page) => {
  const words = await page.locator('#audience-count').innerText()
  const match = /^([\d,]+) (people|person)$/.exec(words.trim())
  return match ? Number(match[1]!.replace(/,/g, '')) : null
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const person of [giver, lover]) {
    const created = await admin.post('/api/users', { data: { ...person, password: PASSWORD, roles: ['artlover'] } })
    expect(created.status(), await created.text()).toBe(201)
  }
  const gift = await admin.post('/testing/paid-gift', {
    data: { email: giver.email, amountMinor: 2_500, campaign: `Audience fund ${run}` },
  })
  expect(gift.status(), await gift.text()).toBe(200)
  await admin.dispose()
})

test('staff build an audience and see its count change, save it, and count without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/audiences')
  await page.getByRole('link', { name: 'New audience' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'A new audience' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(name)

  await page.getByLabel('Who', { exact: true }).selectOption({ label: 'Art lovers' })
  await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(2)
  const artLovers = (await countOf(page))!

  await page.getByRole('button', { name: 'Add a rule' }).click()
  const second = page.getByRole('group', { name: 'Rule 2' })
  await second.getByLabel('Who', { exact: true }).selectOption({ label: 'Donors' })
  await expect(second.getByLabel('Last gift on or after')).toBeVisible()
  await second.getByLabel('Last gift on or after').fill(yesterday)
  // Debounced in the browser, counted on the server: fewer than all art lovers, the giver among them.
  await expect.poll(() => countOf(page)).toBeLessThan(artLovers)
  await expect(page.getByRole('cell', { name: giver.email, exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: lover.email, exact: true })).toHaveCount(0)
  const artLovingDonors = (await countOf(page))!
  expect(artLovingDonors).toBeGreaterThanOrEqual(1)
  await expectAccessible(page)
  await shot(page, '1-builder-1280')

  await page.getByRole('button', { name: 'Save the audience' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The audience was saved.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  const saved = page.url()
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  await shot(page, '2-saved-390')

  await page.getByRole('link', { name: 'All audiences' }).click()
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(artLovingDonors))
  await expectAccessible(page)
  await shot(page, '3-list-390')
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, '4-list-1280')

  // Without JavaScript every button posts the form and the page comes back counted.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto(saved)
  await noScript.getByRole('button', { name: 'Add a “but not” rule' }).click()
  const except = noScript.getByRole('group', { name: 'But not 1' })
  await except.getByLabel('Who', { exact: true }).selectOption({ label: 'Donors' })
  await noScript.getByRole('button', { name: 'Count', exact: true }).click()
  await expect(noScript.locator('#audience-count')).toHaveText('0 people')
  await plain.close()
})

test('a member is refused the tool, its actions and the API', async ({ page, playwright }) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/audiences?id=new')
  const form = page.locator('form.audience-builder')
  await expect(form).toBeVisible()
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  expect(Object.keys(hidden).some((field) => field.startsWith('$ACTION'))).toBe(true)

  const asMember = await signedInClient(playwright, lover.email, PASSWORD)
  expect((await asMember.get('/cpanel/audiences', { maxRedirects: 0 })).status()).toBe(403)
  for (const intent of ['count', 'save']) {
    const posted = await asMember.post('/cpanel/audiences?id=new', {
      multipart: { ...hidden, name: `Hijacked ${run}`, match: 'all', 'rules.0.source': 'artLovers', intent },
      maxRedirects: 0,
    })
    expect(posted.status(), intent).toBeGreaterThanOrEqual(400)
    expect(await posted.text()).not.toContain(giver.email)
  }
  expect((await asMember.get('/api/audiences')).status()).toBe(403)
  expect(
    (
      await asMember.post('/api/audiences', {
        data: { name: `Hijacked ${run}`, definition: { rules: [{ source: 'artLovers' }] } },
      })
    ).status(),
  ).toBe(403)
  await asMember.dispose()

  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const found = await admin.get(`/api/audiences?where[name][equals]=${encodeURIComponent(`Hijacked ${run}`)}`)
  expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await admin.dispose()
})
