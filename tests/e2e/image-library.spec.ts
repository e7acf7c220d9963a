import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { richTextShowing } from '../support/rich-text'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

const run = Math.random().toString(36).slice(2, 8)

const shot = screenshotsOf('image-library')

/** A PNG of one colour, as a camera would never make but a browser uploads all the same. */
async function picture(name: string, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

test('staff upload several images with alt text, find one, describe it, and delete an unused one', async ({ page }) => {
  await page.goto('/cpanel/login?redirect=%2Fcpanel')
  await signInToControlPanel(page)
  // The navigation (folded away at this width) links the library.
  await expect(page.locator('#nav-tool-imagelibrary')).toHaveAttribute('href', '/cpanel/imagelibrary')
  await page.goto('/cpanel/imagelibrary')
  await expect(page.getByRole('heading', { level: 1, name: 'Image library' })).toBeVisible()

  const files = [
    await picture(`lighthouse-${run}.png`, 220, 200, 40),
    await picture(`kiln-${run}.png`, 160, 60, 30),
    await picture(`loom-${run}.png`, 40, 120, 90),
  ]
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose images…' }).click()
  await (await chooser).setFiles(files)
  await expect(page.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(3)

  // Alt text is required before anything is sent, and the first missing one is where the cursor goes.
  await page.getByRole('button', { name: 'Upload 3 images' }).click()
  await expect(page.locator('.image-library__upload [role="alert"]')).toContainText(
    `lighthouse-${run}.png: Add alt text`,
  )
  await expect(page.getByLabel(`Alt text for lighthouse-${run}.png (required)`)).toBeFocused()
  await shot(page, 'queue-missing-alt')

  await page.getByLabel(`Alt text for lighthouse-${run}.png (required)`).fill(`A yellow lighthouse ${run}`)
  await page.getByLabel(`Credit for lighthouse-${run}.png`).fill('Photo: Ana Ruiz')
  await page.getByLabel(`Alt text for kiln-${run}.png (required)`).fill(`A red kiln ${run}`)
  await page.getByLabel(`Alt text for loom-${run}.png (required)`).fill(`A green loom ${run}`)
  await page.getByRole('button', { name: 'Upload 3 images' }).click()
  await expect(page.locator('.image-library__upload [role="status"]')).toHaveText('3 uploaded.', { timeout: 30_000 })
  await expect(page.getByRole('link', { name: `Open loom-${run}.png` })).toBeVisible()
  const bars = page.getByRole('list', { name: 'Images to upload' }).getByRole('progressbar')
  await expect(bars).toHaveCount(3)
  for (const progress of await bars.all()) {
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
  }
  // The grid below shows them once the page has refreshed itself.
  await expect(page.getByRole('link', { name: `A green loom ${run}` })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'after-upload')

  // A search lives in the address, so it can be shared; it works as a plain form.
  await page.getByLabel('Search alt text, caption, credit and file name').fill(`lighthouse ${run}`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=lighthouse/)
  await expect(page.locator('.image-library__grid > li')).toHaveCount(1)
  await expect(page.getByText('1 image match')).toBeVisible()

  await page.getByRole('link', { name: `A yellow lighthouse ${run}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `lighthouse-${run}.png` })).toBeVisible()
  await expect(page.getByText('Nowhere yet')).toBeVisible()
  await expect(page.getByLabel('Credit')).toHaveValue('Photo: Ana Ruiz')
  await page.getByLabel('Alt text (required)').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('#image-alt-error')).toContainText('Add alt text')
  await expect(page.getByLabel('Alt text (required)')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Alt text (required)').fill(`A yellow lighthouse on the cliff ${run}`)
  await page.getByLabel('Caption').fill('Painted for the spring show')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.image-library [role="status"]').filter({ hasText: 'Saved.' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Caption')).toHaveValue('Painted for the spring show')
  await expect(page.locator('figcaption')).toHaveText('Painted for the spring show')
  await expectAccessible(page)
  await shot(page, 'image')

  await page.getByRole('button', { name: 'Delete image' }).click()
  await expect(page).toHaveURL(/\/cpanel\/imagelibrary\/\d+$/)
  await page.getByLabel(`Yes, delete lighthouse-${run}.png for good`).check()
  await page.getByRole('button', { name: 'Delete image' }).click()
  await expect(page).toHaveURL(/\/cpanel\/imagelibrary\?deleted=\d+$/)
  await expect(page.getByText('The image was deleted.')).toBeVisible()
  await page.goto(`/cpanel/imagelibrary?q=lighthouse+${run}`)
  await expect(page.getByText('No image matches.')).toBeVisible()
})

test('an image in use shows where, and cannot be deleted from the library, REST or GraphQL', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const file = await picture(`used-${run}.png`, 90, 90, 200)
  const created = await admin.post('/api/images', {
    multipart: {
      file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer },
      _payload: JSON.stringify({ alt: `A blue square in use ${run}` }),
    },
  })
  expect(created.status()).toBe(201)
  const image = ((await created.json()) as { doc: { id: number } }).doc
  const policies = (await (await admin.get('/api/policies?where[path][equals]=privacypolicy')).json()) as {
    docs: { id: number; body: unknown }[]
  }
  const policy = policies.docs[0]!
  expect(
    (await admin.patch(`/api/policies/${policy.id}`, { data: { body: richTextShowing(image.id) } })).status(),
  ).toBe(200)

  try {
    await page.goto('/cpanel/login?redirect=%2Fcpanel')
    await signInToControlPanel(page)
    await page.goto(`/cpanel/imagelibrary/${image.id}`)
    await expect(page.getByRole('link', { name: /^Policy: / })).toHaveAttribute(
      'href',
      `/cpanel/collections/policies/${policy.id}`,
    )
    await expect(page.getByRole('button', { name: 'Delete image' })).toBeDisabled()
    await shot(page, 'in-use')

    const refused = await admin.delete(`/api/images/${image.id}`)
    expect(refused.status()).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain('This image is in use (Policy')
    const graphql = await admin.post('/api/graphql', {
      data: { query: `mutation { deleteImage(id: ${image.id}) { id } }` },
    })
    expect(JSON.stringify(await graphql.json())).toContain('This image is in use')
    expect((await admin.get(`/api/images/${image.id}`)).status()).toBe(200)
  } finally {
    await admin.patch(`/api/policies/${policy.id}`, { data: { body: policy.body } })
  }
  expect((await admin.delete(`/api/images/${image.id}`)).status()).toBe(200)
})

test('people who are not staff cannot open the library or change its images', async ({ playwright, page }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const member = { email: `library-member-${run}@example.org`, password: 'library-member-1' }
  expect((await admin.post('/api/users', { data: { ...member, roles: ['artist'] } })).status()).toBe(201)
  const artist = await signedInClient(playwright, member.email, member.password)
  const someImage = ((await (await admin.get('/api/images?limit=1&depth=0')).json()) as { docs: { id: number }[] })
    .docs[0]
  expect(someImage).toBeDefined()

  await page.goto('/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  for (const path of ['/cpanel/imagelibrary', `/cpanel/imagelibrary/${someImage!.id}`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
  }
  expect((await artist.delete(`/api/images/${someImage!.id}`)).status()).toBe(403)
  expect((await artist.patch(`/api/images/${someImage!.id}`, { data: { alt: 'Vandalised' } })).status()).toBe(403)
})
