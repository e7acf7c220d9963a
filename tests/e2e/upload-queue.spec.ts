import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshot, signedInClient } from './helpers'

/**
 * The one upload queue (`src/ui/UploadQueue.tsx`) by keyboard alone, as a
 * screen-reader user drives it: Tab to the file picker, Enter or Space opens
 * the chooser, each progress bar is found by its file's name, cancel and retry
 * work from the keyboard, and axe finds nothing serious while files are on their way.
 */
const MB = 1024 * 1024
const run = Math.random().toString(36).slice(2, 8)

/** Presses Tab until this control has focus; fails if it never does. */
async function tabTo(page: Page, name: string) {
  const target = page.getByRole('button', { name, exact: true })
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached the button “${name}”`)
}

async function signIn(page: Page, email: string, password: string, next: string) {
  await page.goto(`/login?next=${next}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
}

/** The queue's polite live region. */
const said = (page: Page) => page.locator('.upload-queue [aria-live="polite"]')

/** Holds every upload request to this path until `release` is called, so an upload stays under way. */
async function holdUploads(page: Page, path: RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') await released
      await route.continue().catch(() => {}) // the page may have aborted the request meanwhile
    },
  )
  return release
}

test('the test page’s queue by keyboard: choose, follow, cancel, retry', async ({ page, playwright }) => {
  test.setTimeout(90_000)
  // The test page uploads into the person's public artist folder, which only artists may write.
  const person = { email: `keyboard-${run}@example.org`, password: 'keyboard-password-1', roles: ['artist'] }
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  expect((await admin.post('/api/users', { data: person })).status()).toBe(201)
  await admin.dispose()
  await signIn(page, person.email, person.password, '/testing/upload')
  const release = await holdUploads(page, /^\/upload\/storage\/v1\//)

  // The picker is enabled once the page's script runs (CI under load once pressed Enter before that).
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled()
  // The drop zone's own control (for pasting) comes first, then the picker.
  await tabTo(page, 'Drop or paste files here')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused()
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  const buffer = Buffer.alloc(2 * MB, 7)
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(buffer)
  await (await chooser).setFiles({ name: `held-${run}.png`, mimeType: 'image/png', buffer })

  const bar = page.getByRole('progressbar', { name: `held-${run}.png` })
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/)
  await expect(said(page)).toHaveText(`Uploading held-${run}.png.`)
  await expectAccessible(page)
  await screenshot(page, 'upload-queue-test-page')

  // Pause, then Cancel, from the keyboard.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: `Pause held-${run}.png` })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: `Cancel held-${run}.png` })).toBeFocused()
  await page.keyboard.press('Enter')
  const row = page.getByRole('listitem', { name: `held-${run}.png` })
  await expect(row.getByText('Canceled')).toBeVisible()
  await expect(said(page)).toHaveText(`Upload of held-${run}.png canceled.`)
  // Focus moves on to what now applies rather than being lost.
  await expect(page.getByRole('button', { name: `Retry held-${run}.png` })).toBeFocused()

  release()
  await page.keyboard.press('Space')
  await expect(row.getByText('Uploaded')).toBeVisible({ timeout: 30_000 })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expectAccessible(page)
})

test('the artist’s images form by keyboard, checked with axe during an upload', async ({ page, playwright }) => {
  test.setTimeout(90_000)
  const email = `keyboard-artist-${run}@example.org`
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await staff.post('/api/users', { data: { email, password: 'keyboard-artist-1', roles: ['artist'] } })
  expect(created.status()).toBe(201)
  await staff.dispose()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('keyboard-artist-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  // Artworks hang on a profile: a draft with a name is enough.
  await page.goto('/dashboard/profile')
  await page.getByLabel('Display name').fill(`Keyboard Artist ${run}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#profile-outcome')).toContainText('Draft saved')
  await page.goto('/dashboard/artworks/new')
  await expect(page.getByRole('group', { name: 'Upload images' })).toBeVisible()
  const release = await holdUploads(page, /^\/api\/images$/)

  await expect(page.getByRole('button', { name: 'Choose images' })).toBeEnabled()
  await page.getByLabel('Title').focus()
  await tabTo(page, 'Choose images')
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer })

  // Sending without alt text says so, and puts the cursor where it is missing.
  await tabTo(page, 'Upload 1 picture')
  await page.keyboard.press('Enter')
  const alt = page.getByLabel('Alt text for harbour.png (required)')
  await expect(alt).toBeFocused()
  await expect(alt).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('.upload-queue [role="alert"]')).toContainText('Add alt text for harbour.png')
  await page.keyboard.type(`The harbour at noon ${run}`)
  await tabTo(page, 'Upload 1 picture')
  await page.keyboard.press('Enter')

  const bar = page.getByRole('progressbar', { name: 'harbour.png' })
  await expect(bar).toBeVisible()
  await expect(said(page)).toHaveText('Uploading harbour.png (1 of 1).')
  await expectAccessible(page)
  await page.getByRole('group', { name: 'Upload images' }).scrollIntoViewIfNeeded()
  await screenshot(page, 'upload-queue-artist-images')

  release()
  await expect(page.getByRole('img', { name: `The harbour at noon ${run}` })).toBeVisible()
  await expect(said(page)).toHaveText('1 image uploaded. Save to keep it.')
  await expectAccessible(page)
})
