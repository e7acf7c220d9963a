import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * A sale at the desk (`/cpanel/creditcardprocessor`, decision 045): staff
 * find a person, sell them a print and a workshop fee, take the card on the
 * test provider's page and come back to "Paid"; a second sale, to a walk-in
 * guest, is recorded as cash. Whoever is not staff is refused the tool and
 * its actions.
 */

/** Each step as staff see it on a desk's screen and on a phone. */
const shots = screenshotsOf('desk-sale', { phone: true })

const TOOL = '/cpanel/creditcardprocessor'

// Each step is checked with axe and photographed at two widths: longer than one page's default minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async ({ playwright }) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const product = await staff.post('/api/products', {
    data: { name: 'Desk harbour print', kind: 'merchandise', priceMinor: 3000, stock: 4, active: true },
  })
  expect(product.status(), await product.text()).toBe(201)
  for (const [email, name] of [
    ['grace.desk@example.org', 'Grace Deskhopper'],
    ['desk.member@example.org', 'Dee Member'],
  ]) {
    const person = await staff.post('/api/users', {
      data: { email, name, password: 'desk-password-1', roles: ['artlover'] },
    })
    expect(person.status(), await person.text()).toBe(201)
  }
  await staff.dispose()
})

test('staff sell a print and a workshop fee to a person found by name, and take the card', async ({ page }) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(TOOL)
  await expect(page.getByRole('heading', { level: 1, name: 'Desk sale' })).toBeVisible()
  await expect(page.getByText('Step 1 of 3: Who is paying')).toBeVisible()
  await expectAccessible(page)
  await shots(page, '1-person')

  await page.getByLabel('Name or email').fill('Deskhoper')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/\?q=Deskhoper/)
  await expect(page.getByRole('cell', { name: 'grace.desk@example.org' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, '1-found')
  await page.getByRole('link', { name: 'Sell to Grace Deskhopper' }).click()

  await expect(page.getByText('Step 2 of 3: What is paid for')).toBeVisible()
  await expect(page.getByText('Selling to Grace Deskhopper (grace.desk@example.org).')).toBeVisible()
  await page.getByLabel('Desk harbour print, $30.00').fill('2')
  await page.getByLabel('Other amount (USD)').fill('0.50')
  await page.getByLabel('What the amount is for').fill('Workshop fee')
  await page.getByRole('button', { name: 'Review the sale' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The amount must be at least $1.00. (for “Workshop fee”)' }),
  ).toBeVisible()
  await expectAccessible(page)
  await shots(page, '2-refused')
  await page.getByLabel('Other amount (USD)').fill('25')
  await page.getByRole('button', { name: 'Review the sale' }).click()

  await expect(page.getByText('Step 3 of 3: Payment')).toBeVisible()
  const sale = page.getByRole('table')
  await expect(sale.getByRole('row', { name: /Desk harbour print 2 \$30\.00 \$60\.00/ })).toBeVisible()
  await expect(sale.getByRole('row', { name: /Workshop fee 1 \$25\.00 \$25\.00/ })).toBeVisible()
  await expect(sale.getByRole('row', { name: /Total \$85\.00/ })).toBeVisible()
  await expectAccessible(page)
  await shots(page, '3-payment')

  await page.getByRole('button', { name: 'Take card: $85.00' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: 'Pay $85.00' }).click()
  await page.waitForURL(/\/cpanel\/creditcardprocessor\?order=V-\d{4}-\d{6}/)
  const number = /V-\d{4}-\d{6}/.exec(page.url())![0]
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Paid: $85.00.' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Open order ${number}` })).toHaveAttribute(
    'href',
    /\/cpanel\/collections\/orders\/\d+$/,
  )
  await expect(page.getByRole('link', { name: `The payments of order ${number}` })).toHaveAttribute(
    'href',
    `/cpanel/stripetrans?person=${number}`,
  )
  await expectAccessible(page)
  await shots(page, '4-paid')
})

test('a second sale, to a walk-in guest, is recorded as cash', async ({ page }) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(TOOL)
  await page.getByLabel('Guest’s name').fill('Walk-in Lin')
  await page.getByLabel('Guest’s email').fill('not an address')
  await page.getByRole('button', { name: 'Sell to this guest' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Give an email address for the receipt' })).toBeVisible()
  await page.getByLabel('Guest’s email').fill('lin.walkin@example.org')
  await page.getByRole('button', { name: 'Sell to this guest' }).click()

  await expect(page.getByText('Selling to Walk-in Lin (lin.walkin@example.org), a guest.')).toBeVisible()
  await page.getByLabel('Other amount (USD)').fill('40')
  await page.getByLabel('What the amount is for').fill('Donation')
  await page.getByRole('button', { name: 'Review the sale' }).click()
  await expect(page.getByRole('table').getByRole('row', { name: /Total \$40\.00/ })).toBeVisible()
  await page.getByLabel('Paid by').selectOption('cash')
  await page.getByLabel('Reference').fill('Till 2')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Record payment' }).click()
  await page.waitForURL(/\/cpanel\/creditcardprocessor\?order=V-\d{4}-\d{6}/)
  await expect(page.getByRole('status').filter({ hasText: 'Paid: $40.00.' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, '5-cash')
})

test('a member and a visitor who is not signed in are refused the tool and its actions', async ({
  playwright,
  request,
}) => {
  const member = await signedInClient(playwright, 'desk.member@example.org', 'desk-password-1')
  expect((await member.get(TOOL, { maxRedirects: 0 })).status()).toBe(403)
  const posted = await member.post(TOOL, {
    multipart: { guestName: 'Me', guestEmail: 'me@example.org', amount: '5', for: 'Mine', method: 'cash' },
    maxRedirects: 0,
  })
  expect(posted.status()).toBeGreaterThanOrEqual(400)
  expect((await member.get('/api/desk-amounts')).status()).toBe(403)
  await member.dispose()
  const visitor = await request.get(TOOL, { maxRedirects: 0 })
  expect(visitor.status()).not.toBe(200)
  expect((await request.get('/api/desk-amounts')).status()).toBe(403)
})
