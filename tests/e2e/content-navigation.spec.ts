import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * The navigation, footer and sub-navigation as content, and the policies with
 * their versions (decision 058): staff add a header item in the control panel
 * and a guest sees it on the next load of cached pages; a link to a page that
 * does not exist is refused with its name; a dropdown opens without
 * JavaScript; the privacy policy's "Last updated" follows an edit and staff
 * read the version before it. The navigation and policy are restored at the
 * end: specs share one database.
 */

const shot = screenshotsOf('content-navigation', { phone: true })

type Saved = Record<string, unknown>
let staff: APIRequestContext
let navigation: Saved
let sections: Saved

const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'globalType'].includes(key))
            .map(([key, inner]) => [key, withoutIds(inner)]),
        )
      : value

async function saveGlobal(slug: string, data: unknown) {
  const response = await staff.post(`/api/globals/${slug}`, { data })
  expect(response.status(), await response.text()).toBe(200)
}

// Each journey signs in, saves and takes screenshots at two widths: longer than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  navigation = withoutIds(await (await staff.get('/api/globals/navigation?depth=0')).json()) as Saved
  sections = withoutIds(await (await staff.get('/api/globals/section-navigation?depth=0')).json()) as Saved
})

test.afterAll(async () => {
  await saveGlobal('navigation', navigation)
  await saveGlobal('section-navigation', sections)
  await staff.dispose()
})

test('staff add a header item in the control panel; a guest sees it on the next load; a 404 address is refused', async ({
  page,
  browser,
}) => {
  const guest = await browser.newPage()
  // Both pages cached before the edit.
  for (const path of ['/', '/artists']) {
    await guest.goto(path)
    await guest.goto(path)
    await expect(guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Artists' })).toBeVisible()
  }

  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/navandfooter')
  await expect(page.getByRole('heading', { level: 1, name: 'Navigation and footer' })).toBeVisible()
  await expect(page.getByText(/All \d+ links lead to a page\./)).toBeVisible()
  await shot(page, 'tool')
  await page.getByRole('link', { name: 'Edit the navigation and footer' }).click()
  await expect(page).toHaveURL(/\/cpanel\/globals\/navigation/)

  const rows = await page.locator('[id^="header-row-"]').count()
  await page.getByRole('button', { name: 'Add Header item' }).first().click()
  await page.locator(`#field-header__${rows}__label`).fill('Prints for sale')
  await page.locator(`#field-header__${rows}__address`).fill('/no-such-page')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const refusal = '“Prints for sale” in the header links to /no-such-page — it answers 404: there is no such page.'
  await expect(page.getByText(refusal).first()).toBeVisible()
  await shot(page, 'refused')

  await page.locator(`#field-header__${rows}__address`).fill('/shop')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully|saved successfully/i).first()).toBeVisible()

  for (const path of ['/', '/artists']) {
    await guest.goto(path)
    await expect(
      guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prints for sale' }),
    ).toHaveAttribute('href', '/shop')
  }
  await guest.close()
})

test('a dropdown opens without JavaScript; the footer shows the organisation; a section shows its sub-navigation', async ({
  browser,
}) => {
  const current = (await (await staff.get('/api/globals/navigation?depth=0')).json()) as { header: unknown[] }
  await saveGlobal('navigation', {
    header: [
      ...current.header,
      {
        label: 'Visit',
        address: '/openstudios',
        children: [
          { label: 'Open Studios map', address: '/openstudios' },
          { label: 'Resources for artists', address: '/artists/artistresources' },
        ],
      },
    ],
    organisation: {
      name: 'Vernissage',
      tagline: 'Open Studios, the artist directory and more — run by artists, for the city.',
      address: '12 Harbour Road\nPort City 40100',
      email: 'office@example.org',
      phone: '+1 555 0100',
    },
    social: [{ kind: 'instagram', url: 'https://www.instagram.com/vernissage' }],
  })
  await saveGlobal('section-navigation', {
    artists: [
      { label: 'Artists', address: '/artists' },
      { label: 'Studio tips', address: '/artists/artistresources' },
    ],
  })

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/artists')
  const main = page.getByRole('navigation', { name: 'Main' })
  await expect(main.getByRole('link', { name: 'Open Studios map' })).toBeHidden()
  await shot(page, 'menu-closed')
  await main.locator('summary', { hasText: 'Visit' }).click()
  await expect(main.getByRole('link', { name: 'Open Studios map' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Resources for artists' })).toHaveAttribute(
    'href',
    '/artists/artistresources',
  )
  await shot(page, 'menu-open')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('12 Harbour Road')).toBeVisible()
  await expect(footer.getByText('Port City 40100')).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/vernissage',
  )
  await expect(
    page.getByRole('navigation', { name: 'Artists section' }).getByRole('link', { name: 'Studio tips' }),
  ).toBeVisible()
  await context.close()
})

test('the dropdown works with the keyboard, and the header passes axe at desktop and phone widths', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/')
    // On a phone the sections are behind the Menu button first.
    if (width < 768) await page.locator('header summary', { hasText: 'Menu' }).click()
    const summary = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Visit' })
    await summary.focus()
    await page.keyboard.press('Enter')
    const first = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Visit', exact: true })
    await expect(first).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(first).toBeHidden()
    await expect(summary).toBeFocused()
    await expectAccessible(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(overflow).toBeLessThanOrEqual(width)
  }
})

test('staff edit the privacy policy, its page shows the new "Last updated", and staff read the version before', async ({
  page,
}) => {
  const guest = await page.context().browser()!.newPage()
  await guest.goto('/privacypolicy')
  const before = await guest.locator('time').first().getAttribute('datetime')

  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/policyedit')
  await expect(page.getByRole('cell', { name: 'Privacy policy', exact: true })).toBeVisible()
  await shot(page, 'policies')
  // A policy's row opens its page, where its actions are (decision 087).
  await page.getByRole('link', { name: 'Privacy policy', exact: true }).click()
  await expect(page).toHaveURL(/policyedit\?policy=privacypolicy/)
  await expectAccessible(page)
  await shot(page, 'policy')
  await page.getByRole('link', { name: 'Edit the policy' }).click()
  const summary = page.locator('#field-summary')
  const oldSummary = await summary.inputValue()
  await summary.fill('What we collect, why, and how long we keep it — revised.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully|saved successfully/i).first()).toBeVisible()

  await guest.goto('/privacypolicy')
  await expect(guest.getByText('What we collect, why, and how long we keep it — revised.')).toBeVisible()
  const after = await guest.locator('time').first().getAttribute('datetime')
  expect(after).not.toBe(before)
  const today = new Date(after!).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'America/Los_Angeles' })
  await expect(guest.getByText(`Last updated ${today}`)).toBeVisible()

  await page.goto('/cpanel/policyedit?policy=privacypolicy')
  await page.getByRole('link', { name: 'Earlier versions' }).click()
  await expect(page).toHaveURL(/\/cpanel\/collections\/policies\/\d+\/versions/)
  await shot(page, 'history')
  const id = page.url().match(/policies\/(\d+)\/versions/)![1]
  const versions = (await (
    await staff.get(`/api/policies/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0`)
  ).json()) as { docs: { id: number; version: { summary?: string } }[] }
  // The newest version with the summary before the edit (other specs save the policy too, with other changes),
  // every field shown: Payload shows only what differs from the version before it by default.
  const earlier = versions.docs.find((version) => version.version.summary === oldSummary)
  expect(earlier, JSON.stringify(versions.docs.map((version) => version.id))).toBeDefined()
  await page.goto(`/cpanel/collections/policies/${id}/versions/${earlier!.id}?modifiedOnly=false`)
  await expect(page.getByText(oldSummary).first()).toBeVisible()
  await shot(page, 'previous-version')

  const restored = await staff.patch(`/api/policies/${id}`, { data: { summary: oldSummary } })
  expect(restored.status()).toBe(200)
  await guest.close()
})
