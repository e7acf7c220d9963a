import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * `membershiper` and `pricingartlovers` (decisions 048, 087): staff make a
 * plan and retire it from its page (confirmed), give people free terms, sort
 * the members, export them and cancel a membership (confirmed), and change
 * the art lover prices on one form; a member, an artist and a partner are
 * refused both tools and the export. The first plans are the ones the
 * server seeds on its first run (Artist, Art lover, Household).
 */

const shot = screenshotsOf('membership', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const PASSWORD = 'membership-password-1'
const fay = { email: `fay-${run}@example.org`, name: `Fay Friend ${run}` }
const mo = { email: `mo-${run}@example.org`, name: `Mo Member ${run}` }
const plan = { name: `Studio friend ${run}`, slug: `studio${run}` }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const person of [fay, mo]) {
    const roles = person === mo ? ['artlover'] : []
    const created = await admin.post('/api/users', { data: { ...person, password: PASSWORD, roles } })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
})

test('staff make a plan, are refused a taken slug, and retire the plan', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/membershiper?show=plans')
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '/artlovermembership' })).toContainText('$60.00')

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Make the plan' }) })
  await form.getByLabel('Name', { exact: true }).fill(plan.name)
  await form.getByLabel('Slug').fill('artlover')
  await form.getByLabel(/^Price/).fill('75.005')
  await form.getByLabel(/^Reduced price/).fill('50')
  await form.getByLabel('Who qualifies for the reduced price').fill('Students')
  await form.getByLabel('Benefits').fill('Studio visits\nThe newsletter')
  await form.getByRole('button', { name: 'Make the plan' }).click()
  await expect(form.getByText('USD has 2 decimal places at most.')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'plan-refused')

  await form.getByLabel(/^Price/).fill('75')
  await form.getByRole('button', { name: 'Make the plan' }).click()
  await expect(form.getByText('The slug “artlover” is taken by the plan Art lover.')).toBeVisible()
  await form.getByLabel('Slug').fill(plan.slug)
  await form.getByRole('button', { name: 'Make the plan' }).click()
  await expect(page.getByText(`The ${plan.name} plan is made and offered.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: plan.name })
  await expect(row).toContainText('$75.00')
  await expect(row).toContainText('$50.00')
  await expect(row).toContainText('Offered')

  await row.getByRole('link', { name: plan.name }).click()
  await expect(page.getByRole('heading', { level: 2, name: `The ${plan.name} plan`, exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Retire the plan…' }).click()
  await expect(page.getByText(`This will stop selling the ${plan.name} plan`)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'plan-retire')
  await page.getByRole('link', { name: 'Back, change nothing' }).click()
  await expect(page.getByText('Offered.')).toBeVisible()
  await page.getByRole('link', { name: 'Retire the plan…' }).click()
  await page.getByRole('button', { name: 'Confirm: retire the plan' }).click()
  await expect(page.locator('.cpanel-tool').getByRole('status')).toContainText(`The ${plan.name} plan is retired`)
  await expect(page.getByRole('button', { name: 'Offer the plan again' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the plans' }).click()
  await expect(page.getByRole('row').filter({ hasText: plan.name })).toContainText('Retired')
  await expectAccessible(page)
  await shot(page, 'plans')
})

test('staff give a person a free term, see it on their page and export the members', async ({ page }) => {
  // Two members, a list sorted both ways, an export and a cancellation: longer than a journey's minute on a busy machine.
  test.slow()
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/membershiper')
  await page.getByLabel('Person’s name or email').fill(fay.email)
  await page.getByRole('button', { name: 'Find person' }).click()
  await page.getByRole('link', { name: fay.name }).click()
  await expect(page.getByRole('heading', { level: 2, name: fay.name, exact: true })).toBeVisible()
  await expect(page.getByText(`${fay.name} has no membership yet.`)).toBeVisible()

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Give the free term' }) })
  const artLover = await form.locator('option', { hasText: /^Art lover \(Art lover/ }).getAttribute('value')
  await form.getByLabel('Plan', { exact: true }).selectOption(artLover!)
  await form.getByLabel('Reason').fill('Volunteer of the year')
  await form.getByRole('button', { name: 'Give the free term' }).click()
  await expect(page.getByText(`${fay.name} has a free Art lover term from`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Art lover membership: Active' })).toBeVisible()
  const term = page.getByRole('row').filter({ hasText: 'Given by' })
  await expect(term).toContainText('Free term from staff')
  await expect(term).toContainText('Volunteer of the year')
  await expect(page.getByRole('cell', { name: 'Role granted' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'member')

  // A second member, ending later, so the list's order shows.
  await page.goto('/cpanel/membershiper')
  await page.getByLabel('Person’s name or email').fill(mo.email)
  await page.getByRole('button', { name: 'Find person' }).click()
  await page.getByRole('link', { name: mo.name }).click()
  await form.getByLabel('Plan', { exact: true }).selectOption(artLover!)
  await form.getByLabel('Ends on (optional)').fill('2031-01-01')
  await form.getByLabel('Reason').fill('Founding member')
  await form.getByRole('button', { name: 'Give the free term' }).click()
  await expect(page.getByText(`${mo.name} has a free Art lover term from`)).toBeVisible()

  await page.goto(`/cpanel/membershiper?search=${encodeURIComponent(`-${run}@example.org`)}`)
  const names = page.getByRole('table', { name: 'Memberships' }).locator('tbody tr td:first-child a')
  await expect(names).toHaveText([fay.name, mo.name]) // the soonest end first
  await page.getByRole('link', { name: 'Member', exact: true }).click()
  await expect(page).toHaveURL(/sort=member/)
  await page.getByRole('link', { name: /^Member \(sort the other way\)/ }).click()
  await expect(page).toHaveURL(/sort=-member/)
  await expect(page.getByRole('columnheader', { name: /^Member/ }).first()).toHaveAttribute('aria-sort', 'descending')
  await expect(names).toHaveText([mo.name, fay.name])
  await expect(page.getByRole('row').filter({ hasText: fay.name })).toContainText('Active')
  await expectAccessible(page)
  await shot(page, 'members')
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export these members (CSV)' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(readFileSync(await csv.path(), 'utf8')).toContain(`,${fay.name},${fay.email},Art lover,Art lover,Active,no,`)

  // Cancelling is confirmed in words on the member's page first.
  await page.getByRole('link', { name: fay.name }).click()
  await page.getByRole('link', { name: /^Cancel the membership…/ }).click()
  await expect(page.getByText(`This will cancel the Art lover membership of ${fay.name}`)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'cancel')
  await page.getByLabel('Reason for cancelling (optional)').fill('Moved abroad')
  await page.getByRole('button', { name: /^Confirm the cancellation/ }).click()
  await expect(page.locator('.cpanel-tool').getByRole('status')).toContainText(
    `The Art lover membership of ${fay.name} is cancelled`,
  )
  await expect(page.getByRole('heading', { name: 'Art lover membership: Active, cancelled' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cancel the membership…/ })).toHaveCount(0)
})

test('staff change the art lover prices together; a wrong one saves nothing', async ({ page }) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/pricingartlovers')
  await expect(page.getByRole('heading', { level: 1, name: 'Art lover prices' })).toBeVisible()
  await expect(page.getByText('takes effect for new orders only')).toBeVisible()
  await page.getByLabel('Art lover: price (USD)').fill('62')
  await page.getByLabel('Household: price (USD)').fill('90.001')
  await page.getByRole('button', { name: 'Save the prices' }).click()
  await expect(page.getByText('Household: USD has 2 decimal places at most.')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'prices-refused')
  await page.reload()
  await expect(page.getByText('Now $60.00, at /artlovermembership.')).toBeVisible()

  await page.getByLabel('Art lover: price (USD)').fill('62')
  await page.getByLabel('Art lover: reduced price (USD, optional)').fill('37.50')
  await page.getByRole('button', { name: 'Save the prices' }).click()
  await expect(page.getByText('Saved the prices of Art lover')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Now $62.00, at /artlovermembership.')).toBeVisible()
  await expect(page.getByText('Now $37.50; for Students and seniors. Leave empty for no reduced price.')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'prices')

  // The seeded prices back, for the specs that share this server (membership.spec.ts joins at them).
  await page.getByLabel('Art lover: price (USD)').fill('60')
  await page.getByLabel('Art lover: reduced price (USD, optional)').fill('35')
  await page.getByRole('button', { name: 'Save the prices' }).click()
  await expect(page.getByText('Saved the prices of Art lover')).toBeVisible()
})

test('a member, an artist and a partner are refused both tools and the export; a guest the export', async ({
  playwright,
  request,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const roles of [['artist'], ['partner']]) {
    const created = await admin.post('/api/users', {
      data: { email: `${roles[0]}-ms-${run}@example.org`, password: PASSWORD, roles },
    })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
  for (const email of [mo.email, `artist-ms-${run}@example.org`, `partner-ms-${run}@example.org`]) {
    const client = await signedInClient(playwright, email, PASSWORD)
    for (const path of [
      '/cpanel/membershiper',
      '/cpanel/pricingartlovers',
      '/cpanel/membershiper?member=1',
      '/cpanel/membershiper?show=plans&plan=1&retire=1',
    ]) {
      expect((await client.get(path, { maxRedirects: 0 })).status(), `${email} ${path}`).toBe(403)
    }
    expect((await client.get('/api/membership/export')).status(), email).toBe(403)
    expect((await client.patch('/api/membership-plans/1', { data: { priceMinor: 1 } })).status(), email).toBe(403)
    await client.dispose()
  }
  expect((await request.get('/api/membership/export')).status()).toBe(401)
  expect((await request.get('/cpanel/membershiper', { maxRedirects: 0 })).status()).not.toBe(200)
})
