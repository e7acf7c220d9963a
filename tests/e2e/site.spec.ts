import { expect, test } from '@playwright/test'

import { expectAccessible } from './helpers'

test.describe('the public site', () => {
  test('home renders its content from the control panel, with navigation and footer', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Open studios, open city' })).toBeVisible()
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link', { name: 'Artists', exact: true })).toBeVisible()
    // A section is linked once its page exists: every link of the header leads to a page.
    for (const href of await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect([href, (await page.request.get(href!)).status()]).toEqual([href, 200])
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    const legal = page.getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacypolicy')
    await expect(legal.getByRole('link', { name: 'Copyright notice' })).toHaveAttribute('href', '/copyrightnotice')
    await expectAccessible(page)
  })

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })

  test('policies are rendered from their seeded content', async ({ page }) => {
    await page.goto('/privacypolicy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect(page.getByText('Do Not Track and Global Privacy Control')).toBeVisible()
    await page.goto('/copyrightnotice')
    await expect(page.getByRole('heading', { level: 1, name: 'Copyright notice' })).toBeVisible()
    await expectAccessible(page)
  })

  test('works on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    // The last section of the header, whichever it is, is still on screen.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').last()).toBeVisible()
  })

  test('sends the security headers and answers the health check', async ({ request }) => {
    const home = await request.get('/')
    const csp = home.headers()['content-security-policy']
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(home.headers()['x-content-type-options']).toBe('nosniff')
    expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'reachable' })
  })
})

test.describe('error pages', () => {
  test('an unmatched route answers 404 with the path in the message', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-status-code')).toHaveText('404')
    await expect(page.getByTestId('error-status-message')).toHaveText('Page Not Found')
    await expect(page.getByTestId('error-description')).toHaveText('Page not found: /no/such/page')
    await expectAccessible(page)
  })

  test('an exception while loading a page answers 500 with the other variant', async ({ page }) => {
    const response = await page.goto('/testing/throw-on-load')
    expect(response?.status()).toBe(500)
    await expect(page.getByTestId('error-status-code')).toHaveText('500')
    await expect(page.getByTestId('error-status-message')).toHaveText('Internal Server Error')
    await expect(page.getByTestId('error-description')).toContainText('Something went wrong')
    await expectAccessible(page)
  })
})
