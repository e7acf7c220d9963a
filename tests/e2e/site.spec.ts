import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
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
    // The home page's words name no season: the dates are the season's own (none on this site yet).
    await expect(page.getByText(/every autumn/i)).toHaveCount(0)
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

  test('on a phone the sections are behind a Menu button, for the keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const menu = page.locator('header summary', { hasText: 'Menu' })
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main).toBeHidden()
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(main.getByRole('link', { name: 'Artists', exact: true })).toBeVisible()
    // The last section, whichever it is, is on screen, and the next stop of the keyboard is the first one.
    await expect(main.getByRole('link').last()).toBeInViewport()
    await page.keyboard.press('Tab')
    await expect(main.getByRole('link').first()).toBeFocused()
    await expectAccessible(page)
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape')
    await expect(main).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await main.getByRole('link', { name: 'Artists', exact: true }).click()
    await expect(page).toHaveURL(/\/artists$/)
    await expect(main).toBeHidden()
  })

  test('the Menu button opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/')
    const main = page.getByRole('navigation', { name: 'Main' })
    await expect(main).toBeHidden()
    await page.locator('header summary', { hasText: 'Menu' }).click()
    await main.getByRole('link', { name: 'Artists', exact: true }).click()
    await expect(page).toHaveURL(/\/artists$/)
    await context.close()
  })

  test('text and headings are in the site’s own typefaces, preloaded, swapped in', async ({ page }) => {
    const response = await page.goto('/')
    const html = (await response?.text()) ?? ''
    // Two files, preloaded from the first bytes of the page: one per typeface, Latin only.
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*type="font\/woff2"/g)]
    expect(preloaded.map((match) => match[1]!.replace(/.*\/media\/([a-z]+)_latin_wght.*/, '$1')).sort()).toEqual([
      'fraunces',
      'inter',
    ])
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready
      const bare = (family: string) => family.trim().replace(/^["']|["']$/g, '')
      const first = (element: Element) => bare(getComputedStyle(element).fontFamily.split(',')[0]!)
      const face = (family: string) =>
        [...document.fonts].find((font) => bare(font.family) === family && font.status === 'loaded')
      const body = face(first(document.body))
      const heading = face(first(document.querySelector('h1')!))
      return {
        body: body?.display,
        heading: heading?.display,
        different: first(document.body) !== first(document.querySelector('h1')!),
      }
    })
    expect(fonts).toEqual({ body: 'swap', heading: 'swap', different: true })
  })

  test('another name of the site sends a page to PUBLIC_URL before anyone signs in', async ({ page, request }) => {
    const elsewhere = baseURL.replace('127.0.0.1', 'localhost')
    await page.goto(`${elsewhere}/login?next=%2Fdashboard`)
    await expect(page).toHaveURL(`${baseURL}/login?next=%2Fdashboard`)
    await expect(page.getByLabel('Email')).toBeVisible()
    // Machines keep the address they used: the API is never sent elsewhere.
    const health = await request.get(`${elsewhere}/api/health`, { maxRedirects: 0 })
    expect(health.status()).toBe(200)
    const moved = await request.get(`${elsewhere}/artists`, { maxRedirects: 0 })
    expect([moved.status(), moved.headers()['location']]).toEqual([307, `${baseURL}/artists`])
  })

  test('the about page a new site starts with has words of its own', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'What we do' })).toBeVisible()
    await expect(page.getByText(/soon/i)).toHaveCount(0)
    await expectAccessible(page)
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
    await expect(page).toHaveTitle('Page not found · Vernissage')
    expect(await response?.text()).toContain('<title>Page not found · Vernissage</title>')
    await expect(page.getByTestId('error-status-code')).toHaveText('404')
    await expect(page.getByTestId('error-status-message')).toHaveText('Page Not Found')
    await expect(page.getByTestId('error-description')).toHaveText('Page not found: /no/such/page')
    await expectAccessible(page)
    // A page that finds nothing: the same once the browser has taken the page over.
    expect((await page.goto('/artist/no-such-artist'))?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found · Vernissage')
    await expect(page.getByTestId('error-description')).toHaveText('Page not found: /artist/no-such-artist')
    await expect(page.getByTestId('error-description')).toHaveCount(1)
    await expectAccessible(page)
  })

  test('a 404 is whole in the server’s HTML: an unmatched address, and a page that finds nothing', async ({
    browser,
    request,
  }) => {
    // An unmatched address, an unknown artist, event, built page and product (decision 081).
    const paths = [
      '/no/such/page',
      '/artist/no-such-artist',
      '/events/no-such-event',
      '/no-such-page',
      '/shop/no-such-thing',
    ]
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page).toHaveTitle('Page not found · Vernissage')
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
      await expect(page.getByTestId('error-description')).toHaveText(`Page not found: ${path}`)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
      // The second answer is the cached page's: the same.
      const again = await request.get(path)
      expect(again.status(), path).toBe(404)
      const html = await again.text()
      expect(html, path).toContain('<title>Page not found · Vernissage</title>')
      expect(html, path).toContain(`Page not found: ${path}</p>`)
      expect(html, path).not.toContain('id="__next_error__"')
    }
    await context.close()
    // Every other cached page that finds nothing, as the server sends it (decision 081): the HTML suffices.
    const more = [
      '/art/no-such-artwork',
      '/calendar/not-a-month',
      '/calendar/2027-03/grid/no-such-tag',
      '/about/no-such-page',
      '/programs/no-such-program',
      '/donors/no-such-campaign',
      '/nosuchplanmembership',
      '/artists/no-such-section',
      '/artlover/no-such-person',
    ]
    for (const path of more) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('<title>Page not found · Vernissage</title>')
      expect(html, path).toMatch(/<h1 [^>]*>Page Not Found<\/h1>/)
      expect(html, path).toContain(`Page not found: ${path}</p>`)
      expect(html, path).not.toContain('id="__next_error__"')
    }
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
