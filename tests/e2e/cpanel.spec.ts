import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, signedInClient, signInToControlPanel } from './helpers'

test.describe('the control panel', () => {
  test('an anonymous request is redirected to sign in by the server', async ({ request }) => {
    for (const path of ['/cpanel', '/cpanel/collections/users', '/cpanel/globals/home-page']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(303)
      expect(response.headers()['location']).toBe(`/cpanel/login?redirect=${encodeURIComponent(path)}`)
    }
  })

  test('the sign-in page is accessible', async ({ page }) => {
    await page.goto('/cpanel/login')
    await expect(page.getByRole('button', { name: /login|sign in/i })).toBeVisible()
    await expectAccessible(page)
  })

  test('an administrator signs in and sees the staff home', async ({ page }) => {
    await page.goto('/cpanel')
    await expect(page).toHaveURL(/\/cpanel\/login\?redirect=%2Fcpanel/)
    await signInToControlPanel(page)
    // The staff home (decision 086) in place of Payload's card per collection, and the navigation to the site's content.
    await expect(page.getByRole('heading', { level: 1, name: 'Staff home' })).toBeVisible()
    await expect(page.locator('#card-users')).toHaveCount(0)
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home page', exact: true })).toBeVisible()
  })

  test('staff edit the home page in the control panel and the site shows it at once', async ({ page, playwright }) => {
    await page.goto('/cpanel/login')
    await signInToControlPanel(page)
    await page.goto('/cpanel/globals/home-page')
    const heading = page.getByLabel(/^Heading/)
    await expect(heading).toHaveValue('Open studios, open city')
    await heading.fill('Forty studios this weekend')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    try {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Forty studios this weekend' })).toBeVisible()
    } finally {
      const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
      await admin.post('/api/globals/home-page', { data: { heading: 'Open studios, open city', _status: 'published' } })
      await admin.dispose()
    }
  })

  test('a signed-in member without a staff role is refused with 403', async ({ playwright }) => {
    const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
    const created = await admin.post('/api/users', {
      data: { email: 'member@example.org', password: 'member-password-1', roles: [] },
    })
    expect(created.status()).toBe(201)
    await admin.dispose()

    const member = await signedInClient(playwright, 'member@example.org', 'member-password-1')
    const response = await member.get('/cpanel', { maxRedirects: 0 })
    expect(response.status()).toBe(403)
    expect(await response.text()).toContain('Forbidden')
    await member.dispose()
  })
})
