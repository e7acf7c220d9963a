import { expect, test } from '@playwright/test'

import { signInToControlPanel } from './helpers'

/**
 * Orders, payments and refunds in the control panel (decision 044, slice 1):
 * staff list them; nobody creates one there, since only commerce's services
 * write money.
 */
test('staff list orders, payments and refunds, with no way to create one', async ({ page }) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  // Where staff may create (people), the list offers it: so its absence below means something.
  await page.goto('/cpanel/collections/users')
  await expect(page.getByRole('link', { name: /create new/i }).first()).toBeVisible()
  for (const [slug, heading] of [
    ['orders', 'Orders'],
    ['payments', 'Payments'],
    ['refunds', 'Refunds'],
  ] as const) {
    await page.goto(`/cpanel/collections/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('link', { name: /create new/i })).toHaveCount(0)
  }
})
