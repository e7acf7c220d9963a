import { expect, test } from '@playwright/test'

import { signInToControlPanel } from './helpers'

declare global {
  interface Window {
    shifted: number
  }
}

// Decision 111: on a laptop-sized window Payload showed its menu for a moment while waking up, and a
// click in that moment landed 275 px beside its aim. A slow phone or a busy laptop is four times slower.
test('the control panel keeps still while it wakes up, and its menu button still opens the menu', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await context.addInitScript(() => {
    window.shifted = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.shifted += (entry as PerformanceEntry & { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  for (const path of ['/cpanel', '/cpanel/shorturl']) {
    await page.goto(path)
    const main = page.locator('.template-default__wrap')
    const before = await main.boundingBox()
    await expect(page.locator('.template-default--nav-hydrated')).toHaveCount(1)
    // A frame or two after waking up, when the menu used to show.
    await page.waitForTimeout(500)
    expect(await main.boundingBox(), path).toEqual(before)
    expect(await page.evaluate(() => window.shifted), path).toBeLessThan(0.01)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

  await page.getByRole('button', { name: 'Open Menu' }).click()
  await expect(page.locator('.template-default--nav-open')).toHaveCount(1)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home page', exact: true })).toBeVisible()
})
