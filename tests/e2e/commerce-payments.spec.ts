import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Paying through the test provider and giving money back (decision 044): a
 * declined card says so and leaves the order to try again; a card that needs
 * authentication is confirmed; staff then find the payment in `stripetrans`
 * and refund part of it. Whoever is not staff is refused the tool, its
 * export and its refund.
 */

const shot = screenshotsOf('payments')

let orderNumber = ''

test.describe.configure({ mode: 'serial' })

test('a guest’s declined card says so; the card that needs authentication then pays', async ({ page, playwright }) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const made = await staff.post('/api/products', {
    data: { name: 'Harbour linocut', kind: 'merchandise', priceMinor: 4200, stock: 3 },
  })
  expect(made.status(), await made.text()).toBe(201)
  await staff.dispose()

  await page.goto('/shop/harbour-linocut')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: 'Check out' }).click()
  await page.getByLabel('Email').fill('lin@example.org')
  await page.getByLabel('Name').fill('Lin Guest')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await expect(page.getByText('No real money is taken')).toBeVisible()
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
  await expectAccessible(page)
  await shot(page, 'testpay')

  await page.getByRole('button', { name: 'Decline the card' }).click()
  // Next's route announcer is an alert too: the message is the one that says what happened.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The card was declined. Nothing was charged: try again' }),
  ).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'declined')

  await page.getByRole('button', { name: 'Card needs authentication' }).click()
  await expect(page.getByText('Your bank asks you to confirm this payment of $42.00.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm the payment' }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}\?key=/)
  orderNumber = /V-\d{4}-\d{6}/.exec(page.url())![0]
})

test('staff find the payment in stripetrans and refund part of it', async ({ page }) => {
  expect(orderNumber).not.toBe('')
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/stripetrans?person=${orderNumber}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  // The declined try and the payment are both there; the totals count only the money taken.
  const rows = page.getByRole('row').filter({ hasText: orderNumber })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Failed' })).toHaveCount(1)
  await expect(page.getByText('2 payments; taken $42.00, refunded $0.00, net $42.00')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'stripetrans')

  // Sorted by amount, largest first, in the address; the payment's own page is where it is refunded.
  await page.getByRole('link', { name: /^Amount/ }).click()
  await expect(page).toHaveURL(/[?&]sort=amount/)
  await page.getByRole('link', { name: /^Amount/ }).click()
  await expect(page).toHaveURL(/[?&]sort=-amount/)
  await expect(page.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(rows).toHaveCount(2)
  await rows
    .filter({ hasText: 'Succeeded' })
    .getByRole('link', { name: `payment of ${orderNumber}` })
    .click()
  await expect(page.getByRole('heading', { name: `Payment of order ${orderNumber}`, exact: true })).toBeVisible()
  await expect(page.getByText('Nothing has been given back of this payment.')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Refund the payment of order ${orderNumber}` })).toBeVisible()
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('42.00')
  await page.getByLabel('Amount (USD)').fill('50')
  await page.getByLabel('Reason').fill('Frame cracked in the post')
  await page.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'At most $42.00' })).toBeVisible()
  await page.getByLabel('Amount (USD)').fill('12.50')
  await page.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Refunded 12\.50 \(test_re_/ })).toBeVisible()
  await expectAccessible(page)
  await page.reload()
  await expect(page.getByRole('table', { name: 'Refunds of this payment' })).toContainText('Frame cracked in the post')
  await shot(page, 'payment')
  await page.goto(`/cpanel/stripetrans?person=${orderNumber}`)
  await expect(page.getByText('2 payments; taken $42.00, refunded $12.50, net $29.50')).toBeVisible()
  await expect(rows.filter({ hasText: 'Succeeded' })).toContainText('$12.50')
  await shot(page, 'refunded')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export these payments (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(readFileSync(await download.path(), 'utf8')).toContain(`${orderNumber},partly-refunded,`)
})

test('a person who is not staff is refused stripetrans, its export and its refund', async ({ playwright, request }) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await staff.post('/api/users', {
    data: { email: 'penny@example.org', password: 'penny-password-1', roles: ['artlover'] },
  })
  expect(created.status()).toBe(201)
  await staff.dispose()
  const member = await signedInClient(playwright, 'penny@example.org', 'penny-password-1')
  expect((await member.get('/cpanel/stripetrans', { maxRedirects: 0 })).status()).toBe(403)
  expect((await member.get('/api/payments/export')).status()).toBe(403)
  expect((await request.get('/api/payments/export')).status()).toBe(401)
  const posted = await member.post('/cpanel/stripetrans', {
    multipart: { payment: '1', amount: '1', reason: 'mine now' },
    maxRedirects: 0,
  })
  expect(posted.status()).toBeGreaterThanOrEqual(400)
  expect((await member.get('/api/refunds')).status()).toBe(403)
  await member.dispose()
})
