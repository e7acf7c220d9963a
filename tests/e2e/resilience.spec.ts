import { expect, test } from '@playwright/test'

import { signInToControlPanel, wakeFramework } from './helpers'

test.describe('client resilience', () => {
  test('the build manifest is served for the running build', async ({ request }) => {
    const latest = await request.get(`/builds/latest.json?${Date.now()}`)
    expect(latest.status()).toBe(200)
    const { id, timestamp } = (await latest.json()) as { id: string; timestamp: number }
    expect(typeof id).toBe('string')
    expect(timestamp).toBeGreaterThan(0)
    const meta = await request.get(`/builds/meta/${id}.json`)
    expect(await meta.json()).toMatchObject({ id, timestamp })
  })

  test('a visitor page links with plain anchors: each link loads the whole page, with no router to start', async ({
    page,
  }) => {
    await page.goto('/')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBeUndefined()
  })

  test('control panel links navigate client-side until a newer build is out, then load the full page', async ({
    page,
  }) => {
    await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
    await signInToControlPanel(page)
    const toolLink = page.locator('a.nav__link[href="/cpanel/verifier"]')
    const openTool = async () => {
      // The panel's navigation may be folded away (inert) behind its menu button.
      const menu = page.getByRole('button', { name: 'Open Menu' })
      if (await menu.isVisible()) await menu.click()
      await toolLink.click()
    }
    // The build check runs once the page is hydrated: a click before that would be a full load anyway.
    let hydrated = page.waitForRequest(/\/builds\/latest\.json/)
    await page.goto('/cpanel')
    await hydrated
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await openTool()
    await expect(page).toHaveURL(/\/cpanel\/verifier$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Verification queue' })).toBeVisible()
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)

    const checks: string[] = []
    await page.route('**/builds/latest.json*', async (route) => {
      checks.push(route.request().url())
      await route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
    })
    hydrated = page.waitForRequest(/\/builds\/latest\.json/)
    await page.goto('/cpanel')
    await hydrated
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await expect.poll(() => checks.length, { timeout: 5000 }).toBe(1)
    expect(checks[0]).toMatch(/\/builds\/latest\.json\?\d{13}$/)
    await openTool()
    await expect(page.getByRole('heading', { level: 1, name: 'Verification queue' })).toBeVisible()
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBeUndefined()
  })

  test('a chunk that fails to load reloads the page once, not in a loop', async ({ page }) => {
    await page.goto('/')
    await wakeFramework(page)
    let loads = 0
    page.on('load', () => loads++)
    const breakChunk = () =>
      page.evaluate(() => {
        const script = document.createElement('script')
        script.src = `/_next/static/chunks/missing-${Date.now()}.js`
        document.head.append(script)
      })
    await breakChunk()
    await expect.poll(() => loads).toBe(1)
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => sessionStorage.getItem('vernissage:chunk-reload'))).toMatch(/^\d+$/)

    await wakeFramework(page)
    await breakChunk()
    await page.waitForTimeout(1500)
    expect(loads).toBe(1)
  })
})
