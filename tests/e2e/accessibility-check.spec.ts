import { expect, test } from '@playwright/test'

import { expectAccessible } from './helpers'

// The check every journey leans on must itself fail: in the page, in a frame, and not where it is told to look away.
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`
const unnamedImage = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'

test('the accessibility check finds a grave fault in the page and in its frames, and skips what it is told to', async ({
  page: tab,
}) => {
  await tab.setContent(page('<p>Nothing wrong here.</p>'))
  await expectAccessible(tab)

  await tab.setContent(page(unnamedImage))
  await expect(expectAccessible(tab)).rejects.toThrow(/image-alt/)
  await expectAccessible(tab, { exclude: 'img' })

  const framed = page(unnamedImage).replaceAll('"', '&quot;')
  await tab.setContent(page(`<section id="preview"><iframe title="A preview" srcdoc="${framed}"></iframe></section>`))
  await expect(tab.frameLocator('iframe').getByRole('heading', { name: 'Check' })).toBeVisible()
  await expect(expectAccessible(tab)).rejects.toThrow(/image-alt/)
  await expectAccessible(tab, { exclude: '#preview' })
})
