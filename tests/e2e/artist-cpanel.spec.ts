import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/** The artist tools of the control panel (decision 027) and the public pages of the artists section they feed. */

const PASSWORD = 'a-fine-password-1'
const shot = screenshotsOf('artist-cpanel')
const tool = (page: Page) => page.locator('.cpanel-tool')

async function created(client: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await client.post(path, { data })
  expect(response.status(), `${path} ${await response.text()}`).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** An artist with a submitted profile, made through REST as the artist themselves. */
async function submittedArtist(
  playwright: Parameters<typeof signedInClient>[0],
  admin: APIRequestContext,
  email: string,
  name: string,
  medium: number,
) {
  await created(admin, '/api/users', { email, name, password: PASSWORD, roles: ['artist'] })
  const artist = await signedInClient(playwright, email, PASSWORD)
  const id = await created(artist, '/api/artist-profiles', {
    displayName: name,
    bio: `${name} works in glass.`,
    mediums: [medium],
  })
  const submitted = await artist.patch(`/api/artist-profiles/${id}`, { data: { status: 'pending' } })
  expect(submitted.status()).toBe(200)
  await artist.dispose()
  return id
}

test('staff verify a profile side by side, feature two artists in order, and publish a resource', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000) // a long journey: verification, featuring, a resource added, sorted and deleted
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const glass = await created(admin, '/api/mediums', { name: 'Stained glass' })
  const ida = await submittedArtist(playwright, admin, 'ida@example.org', 'Ida Lindqvist', glass)
  const jo = await submittedArtist(playwright, admin, 'jo@example.org', 'Jo Amari', glass)
  // Jo is approved through REST; Ida through the verifier.
  expect(
    (await admin.patch(`/api/artist-profiles/${jo}`, { data: { status: 'published', _status: 'published' } })).status(),
  ).toBe(200)

  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page)
  await page.goto('/cpanel/verifier?kind=artist-profile')
  // The profile's own page, from its row: what was submitted beside what is public, and the decision.
  await tool(page)
    .getByRole('row', { name: /New profile “Ida Lindqvist”/ })
    .getByRole('link')
    .click()
  const card = tool(page).getByRole('region', { name: /beside the submitted one/ })
  await expect(page.getByRole('heading', { name: /: New profile “Ida Lindqvist”/ })).toBeVisible()
  const bio = card.getByRole('row', { name: /Short bio/ })
  await expect(bio.getByRole('cell')).toHaveText(['—', 'Ida Lindqvist works in glass.', 'Changed'])
  await expect(
    card
      .getByRole('row', { name: /Mediums/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Stained glass')
  await expectAccessible(page)
  await shot(page, 'verifier')
  await tool(page).getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(tool(page).getByRole('status')).toContainText('Approved: ida@example.org.')
  const anonymous = await playwright.request.newContext({ baseURL })
  const publicProfile = await anonymous.get(`/api/artist-profiles/${ida}`)
  expect(publicProfile.status()).toBe(200)
  expect(await publicProfile.json()).toMatchObject({ displayName: 'Ida Lindqvist', verified: true })

  // A new selection, then the featured one /artists shows, seeded on the first run.
  await page.goto('/cpanel/selections')
  await tool(page).getByLabel('Title').fill('Exhibition picks')
  await tool(page).getByLabel('Slug').fill('Not a slug')
  await tool(page).getByRole('button', { name: 'Create selection' }).click()
  await expect(tool(page).locator('#new-selection-slug-error')).toContainText('lower-case letters')
  await tool(page).getByLabel('Slug').fill('exhibition-picks')
  await tool(page).getByRole('button', { name: 'Create selection' }).click()
  await expect(tool(page).getByRole('status')).toContainText('The selection was created')
  await page.goto('/cpanel/selections')
  await expectAccessible(page)
  await shot(page, 'selections')
  // A selection's page deletes it once it has said what that does (decision 087).
  await tool(page).getByRole('link', { name: 'Exhibition picks' }).click()
  await tool(page).getByRole('link', { name: 'Delete the selection…' }).click()
  await expect(tool(page).getByText('This will delete “Exhibition picks” (exhibition-picks) for good')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'selection-delete')
  await tool(page).getByRole('button', { name: 'Confirm: delete the selection' }).click()
  await expect(tool(page).getByRole('status')).toContainText('The selection was deleted', { timeout: 30_000 })
  await expect(tool(page).getByRole('link', { name: 'Exhibition picks' })).toHaveCount(0)
  await tool(page).getByRole('link', { name: 'Featured on home' }).click()
  for (const name of ['Ida', 'Jo Am']) {
    await tool(page).getByLabel('Artist’s name or artwork’s title').fill(name)
    await tool(page).getByRole('button', { name: 'Find' }).click()
    await tool(page)
      .getByRole('button', { name: new RegExp(`^Add ${name}`) })
      .click()
    await expect(tool(page).getByRole('status')).toContainText('Added')
  }
  const items = tool(page).getByRole('list', { name: 'Items of Featured on home' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.first()).toContainText('Ida Lindqvist')
  await tool(page).getByRole('button', { name: 'Move up Jo Amari' }).click()
  await expect(items.first()).toContainText('Jo Amari')
  await expectAccessible(page)
  await shot(page, 'selection')

  await page.goto('/artists')
  await expect(page.getByRole('list', { name: 'Featured artists and works' }).getByRole('heading')).toHaveText([
    'Jo Amari',
    'Ida Lindqvist',
  ])
  await expect(page.getByRole('link', { name: 'Stained glass' })).toHaveAttribute(
    'href',
    '/artists/artsearch?medium=stained-glass',
  )
  await expectAccessible(page)
  await shot(page, 'landing')

  await page.goto('/cpanel/resources')
  const form = tool(page).locator('section', { has: page.getByRole('heading', { name: 'Add a resource' }) })
  await form.getByLabel('Title').fill('Open Studios guide')
  await form.getByLabel('Category').selectOption({ label: 'Open Studios' })
  await form.getByRole('button', { name: 'Add resource' }).click()
  await expect(form.locator('#new-resource-link-error')).toContainText('Give a web address')
  await form.getByLabel('Link').fill('https://example.org/guide')
  await form.getByRole('button', { name: 'Add resource' }).click()
  await expect(tool(page).getByRole('status')).toContainText('The resource was added')
  await expectAccessible(page)
  await shot(page, 'resources')

  await page.goto('/artists/artistresources')
  await expect(page.getByRole('heading', { level: 2, name: 'Open Studios' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open Studios guide' })).toHaveAttribute(
    'href',
    'https://example.org/guide',
  )
  await expectAccessible(page)
  await shot(page, 'artistresources')

  // The list sorts in the address; a resource's page deletes it once confirmed in words.
  await page.goto('/cpanel/resources')
  await tool(page).getByRole('link', { name: 'Title', exact: true }).click()
  await expect(page).toHaveURL(/sort=title/)
  await expect(tool(page).getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending')
  await tool(page).getByRole('link', { name: 'Open Studios guide' }).click()
  await tool(page).getByRole('link', { name: 'Delete the resource…' }).click()
  await expect(tool(page).getByText('This will delete “Open Studios guide” for good')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'resource-delete')
  const desktop = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  await shot(page, 'resource-delete-390')
  await page.setViewportSize(desktop)
  await tool(page).getByRole('button', { name: 'Confirm: delete the resource' }).click()
  await expect(tool(page).getByRole('status')).toContainText('The resource was deleted', { timeout: 30_000 })
  await expect(tool(page).getByRole('link', { name: 'Open Studios guide' })).toHaveCount(0)

  await page.goto('/artists/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Questions artists ask' })).toBeVisible()
  await expectAccessible(page)
  expect((await anonymous.get('/artists/no-such-page')).status()).toBe(404)
  await anonymous.dispose()
  await admin.dispose()
})

test('an artist, a member and a partner are refused the artist tools and their actions', async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await created(admin, '/api/users', { email: 'kit@example.org', password: PASSWORD, roles: ['artist'] })
  await created(admin, '/api/users', { email: 'kit-member@example.org', password: PASSWORD, roles: ['artlover'] })
  await created(admin, '/api/users', { email: 'kit-partner@example.org', password: PASSWORD, roles: ['partner'] })
  for (const email of ['kit-member@example.org', 'kit-partner@example.org']) {
    const other = await signedInClient(playwright, email, PASSWORD)
    for (const path of ['/cpanel/selections', '/cpanel/resources', '/cpanel/resources?id=1&delete=1']) {
      expect((await other.get(path, { maxRedirects: 0 })).status(), `${email} ${path}`).toBe(403)
    }
    await other.dispose()
  }
  const artist = await signedInClient(playwright, 'kit@example.org', PASSWORD)
  for (const path of ['/cpanel/selections', '/cpanel/resources']) {
    expect((await artist.get(path, { maxRedirects: 0 })).status(), path).toBe(403)
    // A form of the tool posts to the page's own path: refused, and nothing is made (the actions check staff too).
    const posted = await artist.post(path, {
      multipart: { title: 'Hijack', slug: 'hijack', category: 'other', link: 'https://example.org' },
      maxRedirects: 0,
    })
    expect(posted.status(), `${path} post`).toBeGreaterThanOrEqual(400)
  }
  await artist.dispose()
  const selections = await admin.get('/api/selections?where[slug][equals]=hijack')
  expect(((await selections.json()) as { totalDocs: number }).totalDocs).toBe(0)
  const resources = await admin.get('/api/resources?where[title][equals]=Hijack')
  expect(((await resources.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await admin.dispose()
})
