import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshot, signedInClient } from './helpers'

const MB = 1024 * 1024
// A worker that starts again after a failure runs `beforeAll` again: a new address each time.
const run = Math.random().toString(36).slice(2, 8)
const member = { email: `uploader-${run}@example.org`, password: 'uploader-password-1', roles: ['artist'] }
const other = { email: `other-${run}@example.org`, password: 'other-password-1' }

/** How each kind of file begins: the server checks that the bytes are what the type says (decision 029). */
const SIGNATURES: Record<string, Buffer> = {
  'image/png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  'application/pdf': Buffer.from('%PDF-1.7\n'),
}

/** A file of this many bytes, as the file chooser gives it. */
function fileOf(name: string, mimeType: string, size: number) {
  const buffer = Buffer.alloc(size, 7)
  SIGNATURES[mimeType]?.copy(buffer)
  return { name, mimeType, buffer }
}

/** Opens the picker with the visible button, as a person would, and chooses these files. */
async function choose(page: Page, ...files: ReturnType<typeof fileOf>[]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose files' }).click()
  await (await chooser).setFiles(files)
}

/** The polite live region, once it says this. */
function announced(page: Page, text: string) {
  return page.locator('[aria-live="polite"]').filter({ hasText: text })
}

/** The bytes sent so far, from "1.5 MB of 3.0 MB". */
async function sentText(page: Page, name: string) {
  const text = await page.getByRole('listitem', { name }).getByText(/ of /).textContent()
  return text?.split(' of ')[0] ?? ''
}

test.describe('the upload component (/testing/upload)', () => {
  let memberId: number

  test.beforeAll(async ({ playwright }) => {
    const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
    const created = await admin.post('/api/users', { data: member })
    expect(created.status()).toBe(201)
    memberId = ((await created.json()) as { doc: { id: number } }).doc.id
    await admin.dispose()
  })

  test('signed out, it asks the visitor to sign in', async ({ page }) => {
    const response = await page.goto('/testing/upload')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=/testing/upload',
    )
    await expect(page.getByRole('button', { name: 'Choose files' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('uploads with pause and resume, cancels, and refuses files in words', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/login?next=/testing/upload')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/testing\/upload$/)
    await expect(page.getByText(`public/artists/${memberId}/uploads/`)).toBeVisible()
    await expectAccessible(page)

    // Slow the chunks down so that there is time to pause between them.
    await page.route('**/upload/storage/v1/**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue().catch(() => {}) // the page may have aborted the request meanwhile
    })

    // Pause while running: the bytes stop; resume: it finishes.
    await choose(page, fileOf('big.png', 'image/png', 3 * MB))
    const big = page.getByRole('listitem', { name: 'big.png' })
    await expect(big.getByText('Uploading')).toBeVisible()
    await expect(big.getByRole('button', { name: 'Resume' })).toBeDisabled()
    await expect.poll(() => sentText(page, 'big.png')).not.toBe('0 bytes')
    await big.getByRole('button', { name: 'Pause' }).click()
    await expect(big.getByText('Paused', { exact: true })).toBeVisible()
    await expect(announced(page, 'big.png paused.')).toHaveCount(1)
    await expect(big.getByRole('button', { name: 'Pause' })).toBeDisabled()
    await expect(big.getByRole('button', { name: 'Resume' })).toBeEnabled()
    await expect(big.getByRole('button', { name: 'Resume' })).toBeFocused()
    await expect(big.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    const whilePaused = await sentText(page, 'big.png')
    await page.waitForTimeout(2_000)
    expect(await sentText(page, 'big.png')).toBe(whilePaused)
    expect(whilePaused).not.toBe('3.0 MB')
    await expectAccessible(page)
    await screenshot(page, 'upload-paused')

    await big.getByRole('button', { name: 'Resume' }).click()
    await expect(big.getByText('Uploaded')).toBeVisible({ timeout: 60_000 })
    await expect(big.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    await expect(big.getByText('3.0 MB of 3.0 MB')).toBeVisible()
    await expect(announced(page, 'big.png uploaded.')).toHaveCount(1)
    for (const control of ['Pause', 'Resume', 'Cancel']) {
      await expect(big.getByRole('button', { name: control })).toBeDisabled()
    }
    const name = `artists/${memberId}/uploads/big.png`
    await expect(page.getByText(`public/${name} (3.0 MB)`)).toBeVisible()
    const stored = await page.request.get(`/storage/v1/b/public/o/${encodeURIComponent(name)}`)
    expect(stored.status()).toBe(200)
    expect(await stored.json()).toMatchObject({ name, size: String(3 * MB), contentType: 'image/png' })

    // Cancel another upload, running then paused.
    await choose(page, fileOf('gone.png', 'image/png', 3 * MB))
    const gone = page.getByRole('listitem', { name: 'gone.png' })
    await expect(gone.getByText('Uploading')).toBeVisible()
    await gone.getByRole('button', { name: 'Pause' }).click()
    await expect(gone.getByText('Paused', { exact: true })).toBeVisible()
    await gone.getByRole('button', { name: 'Cancel' }).click()
    await expect(gone.getByText('Canceled')).toBeVisible()
    await expect(announced(page, 'Upload of gone.png canceled.')).toHaveCount(1)
    await expect(gone.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    const missing = await page.request.get(
      `/storage/v1/b/public/o/${encodeURIComponent(`artists/${memberId}/uploads/gone.png`)}`,
    )
    expect(missing.status()).toBe(404)

    // A wrong type and an oversize file are refused before upload, in words.
    await choose(page, fileOf('notes.txt', 'text/plain', 100), fileOf('huge.png', 'image/png', 6 * MB))
    await expect(page.getByRole('listitem', { name: 'notes.txt' })).toContainText(
      'This type of file is not accepted here. Choose images or PDF files.',
    )
    await expect(page.getByRole('listitem', { name: 'huge.png' })).toContainText(
      'This file is 6.0 MB; files may be at most 5.0 MB.',
    )
    await expect(announced(page, 'notes.txt not uploaded')).toHaveCount(1)
    await expectAccessible(page)

    // A phone's width.
    await page.setViewportSize({ width: 375, height: 800 })
    await screenshot(page, 'upload-phone')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
  })

  test('a file dropped on the drop zone uploads too', async ({ page }) => {
    await page.goto('/login?next=/testing/upload')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/testing\/upload$/)
    const zone = page.getByRole('group', { name: 'Upload images or PDFs' })
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      const bytes = new Uint8Array(2000)
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
      transfer.items.add(new File([bytes], 'dropped.pdf', { type: 'application/pdf' }))
      return transfer
    })
    await zone.dispatchEvent('dragenter', { dataTransfer: dropped })
    await zone.dispatchEvent('drop', { dataTransfer: dropped })
    const row = page.getByRole('listitem', { name: 'dropped.pdf' })
    await expect(row.getByText('Uploaded')).toBeVisible()
    await expect(announced(page, 'dropped.pdf uploaded.')).toHaveCount(1)
    const name = `artists/${memberId}/uploads/dropped.pdf`
    expect((await page.request.get(`/storage/v1/b/public/o/${encodeURIComponent(name)}`)).status()).toBe(200)
  })

  test('another person may not upload into this folder', async ({ page, playwright }) => {
    const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
    expect((await admin.post('/api/users', { data: other })).status()).toBe(201)
    await admin.dispose()
    await page.goto('/login?next=/testing/upload')
    await page.getByLabel('Email').fill(other.email)
    await page.getByLabel('Password').fill(other.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/testing\/upload$/)
    // The page uploads into the signed-in person's own folder; point its uploads at the first member's instead.
    await page.route('**/upload/storage/v1/**', async (route) => {
      const url = new URL(route.request().url())
      const name = url.searchParams.get('name')
      if (name) url.searchParams.set('name', name.replace(/^artists\/\d+\//, `artists/${memberId}/`))
      const body = route.request().postData()
      await route.continue({
        url: url.toString(),
        postData: body?.replace(/"artists\/\d+\//, `"artists/${memberId}/`),
      })
    })
    await choose(page, fileOf('intruder.png', 'image/png', 1000))
    await expect(page.getByRole('listitem', { name: 'intruder.png' })).toContainText('You may not upload here.')
  })
})
