import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

const run = Math.random().toString(36).slice(2, 8)

const shot = screenshotsOf('artist-dashboard')

async function picture(name: string, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

async function person(staff: APIRequestContext, email: string, roles: string[]) {
  const created = await staff.post('/api/users', { data: { email, password: 'artists-password-1', roles } })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

async function signIn(page: Page, email: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('artists-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Chooses files in an images field's drop zone, gives each its alt text, uploads, and waits until they are in the list. */
async function upload(
  page: Page,
  label: string,
  files: { name: string; alt: string; rgb: [number, number, number] }[],
) {
  const chooser = page.waitForEvent('filechooser')
  await page
    .getByRole('group', { name: label })
    .getByRole('button', { name: /^Choose/ })
    .click()
  await (await chooser).setFiles(await Promise.all(files.map((file) => picture(file.name, ...file.rgb))))
  for (const file of files) await page.getByLabel(`Alt text for ${file.name} (required)`).fill(file.alt)
  await page.getByRole('button', { name: /^Upload \d+ pictures?$/ }).click()
  for (const file of files) await expect(page.getByRole('img', { name: file.alt })).toBeVisible()
}

test('an artist builds a profile with two artworks, previews it and submits it; it waits for staff, unseen', async ({
  page,
  playwright,
}) => {
  // A long journey: two people, three artworks, four uploads, each page checked with axe.
  test.setTimeout(180_000)
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const medium = async (name: string) =>
    ((await (await staff.post('/api/mediums', { data: { name } })).json()) as { doc: { id: number } }).doc.id
  await medium(`Ceramics ${run}`)
  await medium(`Painting ${run}`)
  await staff.post('/api/neighbourhoods', { data: { name: `Harbourside ${run}` } })
  const email = `elena-${run}@example.org`
  const elenaId = await person(staff, email, ['artist'])

  await signIn(page, email)
  const section = page.getByRole('region', { name: 'Your artist profile' })
  await expect(section).toContainText('No profile yet')
  await expectAccessible(page)
  await section.getByRole('link', { name: 'Create your profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Status: No profile yet' })).toBeVisible()

  // Submitting an empty profile says what is missing, beside each field.
  await page.getByRole('button', { name: 'Submit for verification' }).click()
  await expect(page.locator('#profile-outcome')).toBeVisible()
  await expect(page.locator('#field-displayName-error')).not.toBeEmpty()

  await page.getByLabel('Display name').fill(`Elena Márquez ${run}`)
  await page.getByLabel('Statement').fill('I paint the bay at dawn.\n\nThen I throw bowls the colour of it.')
  await page.getByLabel(`Ceramics ${run}`).check()
  await page.getByLabel('Neighbourhood').selectOption({ label: `Harbourside ${run}` })
  await page.getByLabel('Street and number').fill('12 Pier Road')
  await page.getByLabel('City', { exact: true }).fill('Harbour City')
  await page.getByLabel('Link 1: address').fill(`https://elena-${run}.example`)
  await page.getByLabel('Link 2: kind').selectOption('instagram')
  await page.getByLabel('Link 2: address').fill('not a link')
  // A portrait chosen without its alt text stops the form, which says so; nothing is sent and the file stays chosen.
  await page.getByLabel('Choose a portrait').setInputFiles(await picture('portrait.png', 200, 120, 80))
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#field-portraitAlt-error')).toContainText('Add alt text for your portrait')
  await expect(page.locator('#portrait-outcome')).toContainText('Nothing was saved yet.')
  await expect(page.getByRole('heading', { level: 2, name: 'Status: No profile yet' })).toBeVisible()
  await expect(page.getByLabel('Choose a portrait')).toHaveJSProperty('files.length', 1)
  // With it, the portrait goes with the form: the save is refused for the link, and the portrait is kept.
  await page.getByLabel('What the new portrait shows').fill(`Elena in her studio ${run}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#field-links-1-url-error')).toContainText('not a web address')
  // What was typed and uploaded is still there after the refusal.
  await expect(page.getByLabel('Display name')).toHaveValue(`Elena Márquez ${run}`)
  await expect(page.getByRole('img', { name: `Elena in her studio ${run}` })).toBeVisible()
  await page.getByLabel('Link 2: address').fill(`https://instagram.com/elena${run}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#profile-outcome')).toContainText('Draft saved')
  await expect(page.getByRole('heading', { level: 2, name: 'Status: Draft' })).toBeVisible()
  await expect(page.getByText('0 of 600 characters')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'profile')

  // Two artworks, each with images uploaded here.
  await page.goto('/dashboard/artworks')
  await expect(page.getByText('No artworks yet.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Add an artwork' }).click()
  await page.getByLabel('Title').fill(`Blue bowl ${run}`)
  await page.getByLabel('Year').fill('last spring')
  await page.getByRole('button', { name: 'Add artwork' }).click()
  await expect(page.locator('#field-year-error')).toHaveText('Give the year as four digits, like 2024.')
  await page.getByLabel('Year').fill('2024')
  await page.getByLabel('Medium').selectOption({ label: `Ceramics ${run}` })
  await page.getByLabel('Height').fill('12')
  await page.getByLabel('Width').fill('30')
  await page.getByLabel('Price (USD)').fill('450')
  await page.getByLabel('Tags').fill('blue, bowl, glaze')
  await page.getByLabel('Status').selectOption('published')
  await upload(page, 'Upload images', [
    { name: 'bowl-top.png', alt: `Blue bowl from above ${run}`, rgb: [30, 60, 200] },
    { name: 'bowl-side.png', alt: `Blue bowl from the side ${run}`, rgb: [40, 80, 160] },
  ])
  // The second becomes the main image.
  await page.getByRole('button', { name: `Move up Blue bowl from the side ${run}` }).click()
  await expect(page.getByRole('list', { name: 'Images of the work' }).getByRole('listitem').first()).toContainText(
    `Main image: Blue bowl from the side ${run}`,
  )
  await expectAccessible(page)
  await shot(page, 'artwork-new')
  await page.getByRole('button', { name: 'Add artwork' }).click()
  await expect(page).toHaveURL(/\/dashboard\/artworks\/\d+\?added=1$/)
  await expect(page.getByText(`“Blue bowl ${run}” added.`)).toBeVisible()
  await expect(page.getByLabel('Tags')).toHaveValue('blue, bowl, glaze')
  await expect(page.getByRole('list', { name: 'Images of the work' }).getByRole('listitem').first()).toContainText(
    `Blue bowl from the side ${run}`,
  )
  const firstArtwork = page.url().replace(/\?.*$/, '')
  await expectAccessible(page)

  await page.goto('/dashboard/artworks/new')
  await page.getByLabel('Title').fill(`Tide ${run}`)
  await page.getByLabel('Price on request').check()
  await page.getByLabel('Status').selectOption('published')
  await upload(page, 'Upload images', [{ name: 'tide.png', alt: `Grey waves ${run}`, rgb: [120, 130, 140] }])
  await page.getByRole('button', { name: 'Add artwork' }).click()
  await expect(page).toHaveURL(/\/dashboard\/artworks\/\d+\?added=1$/)
  await page.getByLabel('Description').fill('Oil on linen.')
  await page.getByRole('button', { name: 'Save artwork' }).click()
  await expect(page.locator('#artwork-outcome')).toHaveText(`“Tide ${run}” saved.`)

  await page.goto('/dashboard/artworks')
  await expect(page.getByRole('list', { name: 'Your artworks' }).getByRole('listitem')).toHaveCount(2)
  await shot(page, 'artworks')

  // The preview: the newest draft as the public will see it.
  await page.goto('/dashboard/profile/preview')
  await expect(page.getByText('Preview — not public yet')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `Elena Márquez ${run}` })).toBeVisible()
  await expect(page.getByText('Then I throw bowls the colour of it.')).toBeVisible()
  await expect(page.getByRole('img', { name: `Blue bowl from the side ${run}` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 4, name: `Tide ${run}` })).toBeVisible()
  await expect(page.getByText('Price on request')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'preview')

  // Submitting needs a short bio too.
  await page.goto('/dashboard/profile')
  await page.getByRole('button', { name: 'Submit for verification' }).click()
  await expect(page.locator('#field-bio-error')).toHaveText('Write a short bio before you submit the profile.')
  await page.getByLabel('Short bio').fill('Painter and potter of the harbour.')
  await expect(page.getByText('34 of 600 characters')).toBeVisible()
  await page.getByRole('button', { name: 'Submit for verification' }).click()
  await expect(page.locator('#profile-outcome')).toContainText('Submitted for verification')
  await expect(page.getByRole('heading', { level: 2, name: 'Status: Submitted' })).toBeVisible()

  // Staff see it waiting; the public sees nothing.
  const pending = await staff.get(`/api/artist-profiles?draft=true&where[owner][equals]=${elenaId}&depth=0`)
  const [profile] = ((await pending.json()) as { docs: { id: number; status: string; slug: string }[] }).docs
  expect(profile.status).toBe('pending')
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const seen = await anonymous.get(`/api/artist-profiles?where[slug][equals]=${profile.slug}`)
  expect(((await seen.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await anonymous.dispose()
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Your artist profile' })).toContainText('Submitted')
  await expect(page.getByRole('link', { name: 'Your artworks (2 artworks)' })).toBeVisible()

  // Another artist can neither open nor change the first one's artwork.
  const other = `oskar-${run}@example.org`
  await person(staff, other, ['artist'])
  await signIn(page, other)
  await page.goto('/dashboard/profile')
  await page.getByLabel('Display name').fill(`Oskar ${run}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#profile-outcome')).toContainText('Draft saved')
  const opened = await page.goto(firstArtwork)
  expect(opened?.status()).toBe(404)
  await expect(page.getByTestId('error-status-code')).toHaveText('404')
  // Posting the first artist's artwork id to one's own form is refused in words.
  await page.goto('/dashboard/artworks/new')
  const firstId = firstArtwork.split('/').pop()!
  // Once React has taken the page over (the upload shows only then).
  await expect(page.getByLabel('Upload images')).toBeVisible()
  await page.getByLabel('Title').fill('Taken over')
  await page.locator('form:has(#field-title)').evaluate((form, id) => {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = 'id'
    input.value = id
    form.appendChild(input)
  }, firstId)
  await page.getByRole('button', { name: 'Add artwork' }).click()
  await expect(page.locator('#artwork-outcome')).toHaveText('There is no such artwork of yours.')
  const still = await staff.get(`/api/artworks/${firstId}?depth=0`)
  expect(((await still.json()) as { title: string }).title).toBe(`Blue bowl ${run}`)

  // Deleting one's own artwork asks for a confirmation.
  await page.goto('/dashboard/artworks/new')
  await page.getByLabel('Title').fill(`Sketch ${run}`)
  await page.getByRole('button', { name: 'Add artwork' }).click()
  await expect(page).toHaveURL(/\?added=1$/)
  await page.getByRole('button', { name: 'Delete artwork' }).click()
  await expect(page.locator('#field-confirm-error')).toContainText('Tick the box to confirm')
  await page.getByLabel(`Yes, delete “Sketch ${run}” for good`).check()
  await page.getByRole('button', { name: 'Delete artwork' }).click()
  await expect(page).toHaveURL(/\/dashboard\/artworks\?deleted=/)
  await expect(page.getByText(`“Sketch ${run}” deleted.`)).toBeVisible()
  await expect(page.getByText('No artworks yet.')).toBeVisible()
  await staff.dispose()
})

test('without JavaScript the portrait goes with the form, and the server refuses it without its alt text', async ({
  browser,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const email = `noscript-${run}@example.org`
  await person(staff, email, ['artist'])
  await staff.dispose()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signIn(page, email)
  await page.goto('/dashboard/profile')
  await page.getByLabel('Display name').fill(`Noor Haddad ${run}`)
  await page.getByLabel('Choose a portrait').setInputFiles(await picture('noor.png', 90, 140, 60))
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#field-portraitAlt-error')).toContainText('Add alt text for your portrait')
  await expect(page.locator('#profile-outcome')).toContainText('Nothing was saved yet.')
  await expect(page.getByRole('heading', { level: 2, name: 'Status: No profile yet' })).toBeVisible()
  await page.getByLabel('Choose a portrait').setInputFiles(await picture('noor.png', 90, 140, 60))
  await page.getByLabel('What the new portrait shows').fill(`Noor at her loom ${run}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('#profile-outcome')).toContainText('Draft saved')
  await expect(page.getByRole('img', { name: `Noor at her loom ${run}` })).toBeVisible()
  await context.close()
})

test('a member who is not an artist is told how to become one instead of getting the editor', async ({
  page,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await person(staff, `mia-${run}@example.org`, [])
  await staff.dispose()
  await signIn(page, `mia-${run}@example.org`)
  const section = page.getByRole('region', { name: 'Showing your art' })
  await expect(section).toContainText('To become one, choose “Artist” when you join')
  await expect(page.getByRole('link', { name: 'Create your profile' })).toHaveCount(0)
  for (const path of [
    '/dashboard/profile',
    '/dashboard/artworks',
    '/dashboard/artworks/new',
    '/dashboard/profile/preview',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('region', { name: /Only artists|Nothing to preview/ })).toContainText('To become one')
    await expect(page.getByLabel('Display name')).toHaveCount(0)
  }
  await expectAccessible(page)
  await shot(page, 'member')
})
