import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

/**
 * Every content block drawn by the one renderer (decision 055), on the test
 * page `/testing/blocks` (TEST_ROUTES only) from records made here: no
 * serious accessibility problem at a desktop's and a phone's width; the FAQ
 * opens without JavaScript; the video's player is fetched only once a
 * visitor asks for it, and is a link to the video without JavaScript; the
 * CSP lets frames come from exactly the two privacy-enhanced players.
 */

test.describe.configure({ mode: 'serial' })
const expect = baseExpect.configure({ timeout: 15_000 })

const shot = screenshotsOf('content-blocks')

type Created = { id: number; slug?: string }

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Created> {
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Created }).doc
}

async function picture(admin: APIRequestContext, name: string, colour: [number, number, number], alt: string) {
  const [r, g, b] = colour
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()
  return created(
    await admin.post('/api/images', {
      multipart: { file: { name, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ alt }) },
    }),
  )
}

let address = '/testing/blocks'

test.beforeAll(async ({ playwright }, testInfo) => {
  // Each image is encoded in six sizes.
  testInfo.setTimeout(180_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const studio = await picture(admin, 'studio.png', [120, 70, 50], 'A printmaker inking a plate in a sunlit studio')
  const press = await picture(admin, 'press.png', [60, 90, 120], 'An etching press with a blue print on its bed')
  const kiln = await picture(admin, 'kiln.png', [190, 150, 90], 'Bowls cooling on the shelf of a kiln')
  const medium = await created(await admin.post('/api/mediums', { data: { name: 'Etching' } }))
  const person = async (email: string) =>
    created(await admin.post('/api/users', { data: { email, password: 'an-artist-password-1', roles: ['artist'] } }))
  const profile = async (owner: Created, displayName: string, data: object) =>
    created(
      await admin.post('/api/artist-profiles', {
        data: { owner: owner.id, displayName, mediums: [medium.id], ...data },
      }),
    )
  const shown = await profile(await person('odile@example.org'), 'Odile Marchetti', {
    bio: 'Etches city rooftops.',
    portrait: studio.id,
    status: 'published',
    _status: 'published',
  })
  const unseen = await profile(await person('quentin@example.org'), 'Quentin Unseen', { bio: 'Not approved yet.' })
  const artwork = await created(
    await admin.post('/api/artworks', {
      data: {
        artist: shown.id,
        title: 'Rooftops in Blue',
        status: 'published',
        year: 2025,
        price: 450,
        availability: 'available',
        medium: medium.id,
        images: [{ image: press.id }],
      },
    }),
  )
  const selection = await created(
    await admin.post('/api/selections', {
      data: {
        title: 'Blocks test picks',
        slug: 'blocks-test-picks',
        items: [
          { item: { relationTo: 'artist-profiles', value: unseen.id } },
          { item: { relationTo: 'artist-profiles', value: shown.id } },
        ],
      },
    }),
  )
  const campaign = await created(
    await admin.post('/api/campaigns', {
      data: { name: 'Studio Roof Fund', summary: 'Keep the rain off the presses.', goalMinor: 500000, published: true },
    }),
  )
  const plans = (await (await admin.get('/api/membership-plans?sort=position&limit=1')).json()) as { docs: Created[] }
  const ids = {
    image: studio.id,
    pictures: [studio.id, press.id, kiln.id].join(','),
    selection: selection.id,
    medium: medium.id,
    artworks: artwork.id,
    campaign: campaign.id,
    ...(plans.docs[0] ? { plan: plans.docs[0].id } : {}),
  }
  address = `/testing/blocks?${new URLSearchParams(Object.entries(ids).map(([key, value]) => [key, String(value)]))}`
  await admin.dispose()
})

test('every block is drawn, with no serious accessibility problem, on a desktop and a phone', async ({ page }) => {
  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1, name: 'Every content block' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'A season of open doors' })).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'A printmaker inking a plate in a sunlit studio' }).first(),
    ).toBeVisible()
    await expect(page.getByText('Photo: Ana Ruiz')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Bowls cooling on the shelf of a kiln' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/artlovermembership')
    await expect(page.getByRole('link', { name: 'Read about us' })).toHaveAttribute('href', 'https://example.org/about')
    await expect(page.getByRole('heading', { name: 'Buy' })).toBeVisible()
    await expect(page.getByText('Opening my studio changed how I see my own work.')).toBeVisible()
    // The selection's public artist only; the query by medium finds the same one.
    const artists = page.locator('section', { has: page.getByRole('heading', { name: 'Artists to meet' }) })
    await expect(artists.getByRole('link', { name: 'Odile Marchetti' })).toBeVisible()
    await expect(page.getByText('Quentin Unseen')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Rooftops in Blue' })).toHaveAttribute(
      'href',
      /\/art\/rooftops-in-blue/,
    )
    await expect(page.getByRole('heading', { name: 'Studio Roof Fund' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Give now' })).toHaveAttribute('href', /^\/donors\/studio-roof-fund$/)
    await expect(page.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', /membership$/)
    await expectAccessible(page)
    await shot(page, name)
  }
})

test('the questions open without JavaScript, and search engines read them as an FAQ', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(address)
  const answer = page.getByText('Yes: every studio is free to visit, no ticket needed.')
  await expect(answer).toBeHidden()
  await page.getByText('Is Open Studios free?').click()
  await expect(answer).toBeVisible()
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = structured
    .map((text) => JSON.parse(text) as { '@type': string })
    .find((data) => data['@type'] === 'FAQPage')
  expect(faq).toMatchObject({
    mainEntity: [
      {
        name: 'Is Open Studios free?',
        acceptedAnswer: { text: 'Yes: every studio is free to visit, no ticket needed.' },
      },
      { name: 'Can I bring children?' },
    ],
  })
  await context.close()
})

test('without JavaScript the video is a link to it on its own site', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(address)
  await expect(page.getByRole('link', { name: /A morning in the print studio/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
  )
  await expect(page.locator('iframe')).toHaveCount(0)
  await context.close()
})

test('the video player is fetched only once the visitor asks for it, from the no-cookie host', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  // Offline here: the player's request fails, which is fine; it is the asking that counts.
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
  await page.goto(address)
  const play = page.getByRole('button', { name: /A morning in the print studio/ })
  await expect(play).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(asked.filter((url) => /youtube|vimeo|ytimg/.test(url))).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await play.click()
  const player = page.locator('iframe[title="A morning in the print studio"]')
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=30')
  await expect.poll(() => asked.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true)
  expect(
    asked.filter((url) => /youtube|vimeo/.test(url) && !url.startsWith('https://www.youtube-nocookie.com/')),
  ).toEqual([])
})

test('the CSP lets frames come from this site and exactly the two privacy-enhanced video players', async ({
  request,
}) => {
  const response = await request.get(address)
  expect(response.status()).toBe(200)
  const policy = response.headers()['content-security-policy'] ?? ''
  const frames = policy.split(/;\s*/).find((directive) => directive.startsWith('frame-src '))
  expect(frames).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com")
})
