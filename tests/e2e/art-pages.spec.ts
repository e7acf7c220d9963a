import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { baseURL } from '../../playwright.config'
import { richText } from '../../src/platform/rich-text'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, sitemapText } from './helpers'

/**
 * The public artist pages (decision 025): a visitor finds a published artist
 * by search (a typo, facets and their counts), opens the profile and an
 * artwork; nothing of an unpublished profile is seen anywhere; robots.txt and
 * the sitemap; structured data; an approved change shows on the next load.
 */

// The tests share the data made once below: after a failure, the rest are skipped rather than made again.
test.describe.configure({ mode: 'serial' })
// A page render waits for Payload on a busy machine; five seconds is sometimes short.
const expect = baseExpect.configure({ timeout: 15_000 })

const shot = screenshotsOf('art-pages')

const PASSWORD = 'an-artist-password-1'
const PUBLISHED = { email: 'wilhelmina@example.org', name: 'Wilhelmina Quartermaine' }
const UNPUBLISHED = { email: 'zebedee@example.org', name: 'Zebedee Hollowmarsh' }

type Created = { id: number; slug: string }

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Created> {
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Created }).doc
}

async function picture(admin: APIRequestContext, name: string, colour: [number, number, number], alt: string) {
  const [r, g, b] = colour
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
  return created(
    await admin.post('/api/images', {
      multipart: { file: { name, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ alt }) },
    }),
  )
}

async function publish(admin: APIRequestContext, id: number) {
  // What approveProfile does: only staff publish, and publishing is approval (decision 024).
  const response = await admin.patch(`/api/artist-profiles/${id}`, {
    data: { status: 'published', _status: 'published' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

let world: {
  profile: Created
  hidden: Created
  bowl: Created
  screen: Created
  hiddenWork: Created
}

test.beforeAll(async ({ playwright }, testInfo) => {
  // Each image is encoded in six sizes.
  testInfo.setTimeout(180_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const encaustic = await created(await admin.post('/api/mediums', { data: { name: 'Encaustic' } }))
  const dogpatch = await created(await admin.post('/api/neighbourhoods', { data: { name: 'Dogpatch' } }))
  const person = async (email: string) =>
    created(await admin.post('/api/users', { data: { email, password: PASSWORD, roles: ['artist'] } }))
  const [wilhelmina, zebedee] = [await person(PUBLISHED.email), await person(UNPUBLISHED.email)]
  const portrait = await picture(admin, 'portrait.png', [150, 90, 60], 'Wilhelmina Quartermaine in her studio')
  const wax = await picture(admin, 'wax.png', [200, 160, 40], 'A honey-coloured wax panel with a blue line')
  const detail = await picture(admin, 'detail.png', [40, 90, 160], 'Detail of the blue line pressed into wax')

  const profile = await created(
    await admin.post('/api/artist-profiles', {
      data: {
        displayName: PUBLISHED.name,
        owner: wilhelmina.id,
        bio: 'Paints with hot beeswax on salvaged wood.',
        statement: richText([{ paragraph: 'Wax keeps the heat of the hand that laid it.' }]),
        mediums: [encaustic.id],
        neighbourhood: dogpatch.id,
        studio: { street: '12 Pier Lane', city: 'San Francisco', postcode: '94107' },
        links: [{ kind: 'website', url: 'https://wilhelmina.example.org' }],
        portrait: portrait.id,
      },
    }),
  )
  const hidden = await created(
    await admin.post('/api/artist-profiles', {
      data: {
        displayName: UNPUBLISHED.name,
        owner: zebedee.id,
        bio: 'Also paints with beeswax.',
        mediums: [encaustic.id],
        neighbourhood: dogpatch.id,
      },
    }),
  )
  const artwork = async (data: Record<string, unknown>) =>
    created(await admin.post('/api/artworks', { data: { status: 'published', ...data } }))
  const bowl = await artwork({
    artist: profile.id,
    title: 'Honey Line',
    year: 2024,
    medium: encaustic.id,
    dimensions: { height: 30, width: 40, unit: 'in' },
    price: 1200,
    availability: 'available',
    images: [{ image: wax.id }, { image: detail.id }],
    description: 'A panel of honey-coloured wax crossed by one blue line.',
    tags: ['wax', 'blue'],
  })
  const screen = await artwork({
    artist: profile.id,
    title: 'Quiet Screen',
    year: 2021,
    priceOnRequest: true,
    availability: 'sold',
  })
  const hiddenWork = await artwork({ artist: hidden.id, title: 'Hollow Panel', price: 300, availability: 'available' })
  await publish(admin, profile.id)
  await admin.dispose()
  world = { profile, hidden, bowl, screen, hiddenWork }
})

test('a visitor finds the artist by search with a typo and by facets, then opens the profile and an artwork', async ({
  page,
}) => {
  // React's complaints (a page that woke up unlike the server's HTML among them) show in the console.
  const complaints: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text())
  })
  await page.goto('/artists/artsearch')
  await expect(page.getByRole('heading', { level: 1, name: 'Search artists and art' })).toBeVisible()
  await expect(page.getByText('Type a name, a medium or any word above')).toBeVisible()
  // Every public artist, hers among them (other journeys add theirs meanwhile).
  await expect(page.getByRole('heading', { name: /^\d+ artists? found$/ })).toBeVisible()
  // The result's pictures in both formats and every width, drawn from the short list of files the page
  // carries (decision 079), and shown: her portrait and the artwork's picture.
  const found = page.getByRole('article', { name: PUBLISHED.name })
  const portraitFound = found.locator('picture', { has: page.getByAltText('Wilhelmina Quartermaine in her studio') })
  await expect(portraitFound.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /^\S+ 400w, \S+ 800w$/)
  await expect(portraitFound.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /^\S+ 400w, \S+ 800w$/)
  for (const alt of ['Wilhelmina Quartermaine in her studio', 'A honey-coloured wax panel with a blue line']) {
    const shown = found.getByRole('img', { name: alt })
    await shown.scrollIntoViewIfNeeded()
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
  expect(complaints).toEqual([])
  await expectAccessible(page)
  await shot(page, 'search-no-query')

  // A result's artwork is shown a third of the results column wide, and its `sizes` says so: at 1000 px the
  // browser takes the 400 px file, where a page-wide grid's card (45vw) would take the next.
  const tablet = await page.context().newPage()
  await tablet.setViewportSize({ width: 1000, height: 800 })
  await tablet.goto('/artists/artsearch')
  const work = tablet.getByRole('img', { name: 'A honey-coloured wax panel with a blue line' })
  await work.scrollIntoViewIfNeeded()
  await expect.poll(() => work.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\S/)
  const smallest = (await work.locator('xpath=..').locator('source[type="image/avif"]').getAttribute('srcset'))!
  expect(await work.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
    new URL(smallest.split(' ')[0]!, baseURL).href,
  )
  await tablet.close()

  // A typo in the name still finds her; the unpublished artist is never among the results.
  await page.getByLabel('Search artists and artworks').fill('Quartermane')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/artists\/artsearch\?q=Quartermane$/)
  await expect(page.getByRole('heading', { name: '1 artist found' })).toBeVisible()
  await expect(page.getByRole('link', { name: PUBLISHED.name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Honey Line' })).toBeVisible()
  await page.getByLabel('Search artists and artworks').fill('beeswax')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/artists\/artsearch\?q=beeswax$/)
  await expect(page.getByRole('heading', { name: '1 artist found' })).toBeVisible()
  await expect(page.getByText(UNPUBLISHED.name)).toHaveCount(0)

  // Facets count public artists only: the unpublished one shares the medium and neighbourhood.
  await page.goto('/artists/artsearch')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  for (const label of ['Encaustic (1)', 'Dogpatch (1)', '$500 to $2,000 (1)', 'Price on request (1)', 'Sold (1)']) {
    await expect(filters.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(filters.getByText('Under $500 (0)', { exact: true })).toBeVisible()
  // Each choice is applied as it is made.
  await filters.getByLabel('Encaustic (1)').click()
  await expect(page).toHaveURL(/medium=encaustic$/)
  await filters.getByLabel('Sold (1)').click()
  await expect(page).toHaveURL(/medium=encaustic&availability=sold/)
  await expect(page.getByRole('heading', { name: '1 artist found' })).toBeVisible()
  await expect(filters.getByLabel('Encaustic (1)')).toBeChecked()
  // With "sold" chosen, her one sold work is the one shown.
  await expect(page.getByRole('link', { name: 'Quiet Screen' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Honey Line' })).toHaveCount(0)

  // A search that finds nothing says so and offers each choice to remove.
  await page.goto('/artists/artsearch?q=porcelain&medium=encaustic')
  await expect(page.getByText('No artists match all of these — remove a filter:')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'search-empty')
  await page.getByRole('link', { name: 'Without the words “porcelain”' }).click()
  await expect(page).toHaveURL(/\/artists\/artsearch\?medium=encaustic$/)
  await expect(page.getByRole('heading', { name: '1 artist found' })).toBeVisible()
  await shot(page, 'search-results')

  // The profile.
  await page.getByRole('link', { name: PUBLISHED.name }).click()
  await expect(page).toHaveURL(`/artist/${world.profile.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED.name })).toBeVisible()
  await expect(page.getByText('Paints with hot beeswax on salvaged wood.')).toBeVisible()
  await expect(page.getByText('Wax keeps the heat of the hand that laid it.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dogpatch' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Mediums' }).getByRole('link', { name: 'Encaustic' })).toBeVisible()
  await expect(page.getByText('12 Pier Lane')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://wilhelmina.example.org')
  const portrait = page.locator('picture', { has: page.getByAltText('Wilhelmina Quartermaine in her studio') })
  await expect(portrait.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /^\S+ 400w, \S+ 800w$/)
  await expect(portrait.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /^\S+ 400w, \S+ 800w$/)
  const works = page.getByRole('region', { name: 'Artworks' })
  await expect(works.getByRole('link')).toHaveText(['Honey Line', 'Quiet Screen'])
  const person = await structuredData(page)
  expect(person).toMatchObject({ '@type': 'Person', name: PUBLISHED.name, sameAs: ['https://wilhelmina.example.org'] })
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`^${baseURL}/`))
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/artist/${world.profile.slug}`)
  await expectAccessible(page)
  await shot(page, 'profile')

  // An artwork.
  await works.getByRole('link', { name: 'Honey Line' }).click()
  await expect(page).toHaveURL(`/art/${world.bowl.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Honey Line' })).toBeVisible()
  const facts = page.locator('dl')
  await expect(facts).toContainText('Year2024')
  await expect(facts).toContainText('MediumEncaustic')
  await expect(facts).toContainText('Dimensions30 × 40 in')
  await expect(facts).toContainText('Price$1,200')
  await expect(facts).toContainText('AvailabilityAvailable')
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('wax')
  await expect(page.getByRole('link', { name: PUBLISHED.name, exact: true })).toHaveAttribute(
    'href',
    `/artist/${world.profile.slug}`,
  )
  const gallery = page.getByRole('region', { name: 'Images of Honey Line' })
  await expect(gallery.getByText('Image 1 of 2')).toBeVisible()
  await expect(gallery.getByRole('link', { name: 'View full size' })).toHaveAttribute('href', /\.webp$/)
  await gallery.getByRole('link', { name: /Show image 2/ }).click()
  await expect(gallery.getByText('Image 2 of 2')).toBeVisible()
  await expect(gallery.locator('figure img')).toHaveAttribute('alt', 'Detail of the blue line pressed into wax')
  await gallery.getByRole('button', { name: 'Zoom in' }).click()
  await expect(gallery.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true')
  const artwork = await structuredData(page)
  expect(artwork).toMatchObject({
    '@type': 'VisualArtwork',
    name: 'Honey Line',
    creator: { '@type': 'Person', name: PUBLISHED.name },
    offers: { price: 1200, priceCurrency: 'USD' },
  })
  await expectAccessible(page)
  await shot(page, 'artwork')

  await page.goto(`/art/${world.screen.slug}`)
  await expect(page.locator('dl')).toContainText('PricePrice on request')
  // No picture: its initials on its own colours, never words saying so.
  await expect(page.locator('main [data-placeholder]')).toBeVisible()
  await expect(page.getByText(/No (image|picture) yet/)).toHaveCount(0)
})

test('the gallery works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/art/${world.bowl.slug}`)
  const gallery = page.getByRole('region', { name: 'Images of Honey Line' })
  await expect(gallery.getByRole('button', { name: 'Zoom in' })).toHaveCount(0)
  await gallery.getByRole('link', { name: /Show image 2/ }).click()
  await expect(page).toHaveURL(/\?image=2#gallery$/)
  await expect(gallery.getByText('Image 2 of 2')).toBeVisible()
  // The search form is a plain GET.
  await page.goto('/artists/artsearch')
  await page.getByLabel('Search artists and artworks').fill('Quartermaine')
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Dogpatch (1)').check()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/q=Quartermaine&neighbourhood=dogpatch/)
  await expect(page.getByRole('heading', { name: '1 artist found' })).toBeVisible()
  // On a phone too the filters are the form's, with their own button.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Sold (1)').check()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/neighbourhood=dogpatch&availability=sold/)
  await context.close()
})

test('on a phone the results come first, the filters wait behind “Filters (n)” and apply as chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/artists/artsearch')
  const results = page.getByRole('heading', { name: /^\d+ artists? found$/ })
  await expect(results).toBeInViewport()
  await expect(page.getByLabel('Encaustic (1)')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0)
  await shot(page, 'search-phone')
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet.getByLabel('Encaustic (1)')).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Show the results' })).toBeFocused()
  // Woken up, the page moved nothing: the server drew the filters in their sheet already (decision 078, later).
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) sum += entry.value
          }
        })
        observer.observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 200)
      }),
  )
  expect(shifted).toBeLessThan(0.01)
  await expectAccessible(page)
  await shot(page, 'search-phone-filters')
  // A choice applies at once; the sheet stays open on the new page, counting it.
  await sheet.getByLabel('Encaustic (1)').click()
  await expect(page).toHaveURL(/medium=encaustic$/)
  const chosen = page.getByRole('dialog', { name: 'Filters (1)' })
  await expect(chosen.getByLabel('Encaustic (1)')).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(chosen).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused()
  await expect(results).toBeVisible()
  await expectAccessible(page)
})

test('an unpublished profile and its artworks are nowhere: 404, not in the index, search or sitemap', async ({
  page,
  request,
}) => {
  for (const path of [
    `/artist/${world.hidden.slug}`,
    `/artist/${world.hidden.id}`,
    `/art/${world.hiddenWork.slug}`,
    `/art/${world.hiddenWork.id}`,
    '/artist/nobody-at-all',
    '/art/nothing-at-all',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The published ones answer by id too.
  expect((await request.get(`/artist/${world.profile.id}`)).status()).toBe(200)
  expect((await request.get(`/art/${world.bowl.id}`)).status()).toBe(200)

  await page.goto('/art/artists?letter=Z')
  await expect(page.getByText('No artist’s name starts with Z yet.')).toBeVisible()
  await expect(page.getByText(UNPUBLISHED.name)).toHaveCount(0)
  const search = await (await request.get('/artists/artsearch?q=Hollowmarsh')).text()
  expect(search).toContain('0 artists found')
  expect(search).not.toContain(UNPUBLISHED.name)

  const xml = await sitemapText(request)
  for (const path of [
    '/',
    '/privacypolicy',
    '/copyrightnotice',
    '/artists/artsearch',
    '/art/artists?letter=W',
    `/artist/${world.profile.slug}`,
    `/art/${world.bowl.slug}`,
    `/art/${world.screen.slug}`,
  ]) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(xml).not.toContain(world.hidden.slug)
  expect(xml).not.toContain(world.hiddenWork.slug)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const rules = await robots.text()
  expect(rules).toContain('User-Agent: *')
  expect(rules).toContain('Allow: /')
  for (const path of ['/cpanel', '/dashboard', '/api', '/fn']) expect(rules).toContain(`Disallow: ${path}\n`)
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the A–Z index lists public artists by letter, page by page', async ({ page }) => {
  await page.goto('/art/artists')
  await expect(page.getByRole('heading', { level: 1, name: 'Artists A to Z' })).toBeVisible()
  const letters = page.getByRole('navigation', { name: 'Artists by letter' })
  await expect(letters.getByRole('link', { name: /^A, / })).toHaveAttribute('aria-current', 'page')
  // A letter no artist's name starts with says so (other journeys add artists meanwhile: one is looked for).
  // (Its text is the letter shown, then the letter and its count for screen readers.)
  const unused = letters.getByRole('listitem').filter({ hasText: /^([B-Z])\1, no artists$/ })
  const letter = (await unused.last().textContent())!.trim()[0]!
  await page.goto(`/art/artists?letter=${letter}`)
  await expect(letters.getByRole('link', { name: `${letter}, no artists` })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText(`No artist’s name starts with ${letter} yet.`)).toBeVisible()
  await letters.getByRole('link', { name: 'W, 1 artist' }).click()
  await expect(page).toHaveURL('/art/artists?letter=W')
  await expect(page.getByRole('link', { name: PUBLISHED.name })).toHaveAttribute(
    'href',
    `/artist/${world.profile.slug}`,
  )
  await expect(page.getByText('Dogpatch')).toBeVisible()
  // Her portrait, in sizes, lazy and with its size set so nothing moves when it arrives.
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: PUBLISHED.name }) })
  await expect(entry.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\d+w/)
  await expect(entry.getByRole('img', { name: 'Wilhelmina Quartermaine in her studio' })).toHaveAttribute(
    'height',
    /\d+/,
  )
  await expect(letters.getByText('Z, no artists')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'index')
  // A page past the end says so.
  await page.goto('/art/artists?letter=W&page=9')
  await expect(page.getByText('There is no page 9 here.')).toBeVisible()
})

test('an approved change shows on the next load; a draft waiting for approval does not', async ({
  page,
  playwright,
}) => {
  const path = `/artist/${world.profile.slug}`
  await page.goto(path)
  await expect(page.getByText('Paints with hot beeswax on salvaged wood.')).toBeVisible()

  // The artist saves a change and submits it: a draft, so the public page keeps the approved words.
  const artist = await signedInClient(playwright, PUBLISHED.email, PASSWORD)
  const saved = await artist.patch(`/api/artist-profiles/${world.profile.id}?draft=true`, {
    data: { bio: 'Now paints with wax and pigment on glass.', status: 'pending' },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await artist.dispose()
  await page.reload()
  await expect(page.getByText('Paints with hot beeswax on salvaged wood.')).toBeVisible()

  // Staff approve it: the very next load shows it, and the search finds the new words.
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await publish(admin, world.profile.id)
  await page.reload()
  await expect(page.getByText('Now paints with wax and pigment on glass.')).toBeVisible()

  // A change to an artwork shows at once on its page and on the artist's.
  const renamed = await admin.patch(`/api/artworks/${world.screen.id}`, { data: { title: 'Quiet Screen II' } })
  expect(renamed.status()).toBe(200)
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Artworks' }).getByRole('link', { name: 'Quiet Screen II' }),
  ).toBeVisible()
  await page.goto(`/art/${world.screen.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet Screen II' })).toBeVisible()

  // Hiding the profile takes it and its artworks off at once.
  expect((await admin.patch(`/api/artist-profiles/${world.profile.id}`, { data: { status: 'hidden' } })).status()).toBe(
    200,
  )
  expect((await page.goto(path))?.status()).toBe(404)
  expect((await page.goto(`/art/${world.bowl.slug}`))?.status()).toBe(404)
  await publish(admin, world.profile.id)
  expect((await page.goto(path))?.status()).toBe(200)
  await admin.dispose()
})

async function structuredData(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? '') as Record<string, unknown>
}
