import type { Server } from 'node:http'

import { expect, test, type Locator } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import {
  E2E_ADMIN,
  expectAccessible,
  partnerSite,
  publishedArtist,
  screenshot,
  signedInClient,
  signInToControlPanel,
} from './helpers'
import { currentTestSeason } from './open-studios-season'

/**
 * The partners' web components (decision 110): a page served from another
 * origin loads `/embed/v1.js` and shows `<vernissage-artists>`,
 * `<vernissage-map>` and `<vernissage-events>` from the public API with a key
 * made for that origin — the artists narrowed by the API (a medium, words of a
 * name), the map's studios over the neighbourhoods' outlines, and the API's own
 * refusal of an unknown medium readable there (decision 113); the same page on
 * an origin the key does not name, or with an unknown key, shows each
 * component's short error instead. One artist is registered, with a studio, in
 * the Open Studios specs' shared season, so that the map has a studio to draw.
 */

const run = Math.random().toString(36).slice(2, 8)
const ARTIST = { slug: `embed-artist-${run}`, name: `Embed Artist ${run}` }
const POTTER = { slug: `embed-potter-${run}`, name: `Embed Potter ${run}` }
const MEDIUM = `Embed Clay ${run}`
const HILL = `Embed Hill ${run}`
const STUDIO = { address: `${run} Embed Lane`, latitude: 37.7652, longitude: -122.4231 }
const EVENT_TITLE = `Embedded talk ${run}`

let partner: Server
let partnerPort = 0

/** A partner's page: the snippet as the control panel makes it, with the key from the query string. */
function partnerPage(key: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>What is on near you</h1>
<vernissage-artists id="near" key="${key}" q="${run}" heading="Artists near you"></vernissage-artists>
<vernissage-artists id="potters" key="${key}" medium="${MEDIUM}" heading="Potters"></vernissage-artists>
<vernissage-artists id="unknown" key="${key}" medium="basketry-${run}" heading="Basket makers"></vernissage-artists>
<vernissage-map key="${key}"></vernissage-map>
<vernissage-events key="${key}" limit="100"></vernissage-events>
</main><script src="${baseURL}/embed/v1.js" defer></script></body></html>`
}

test.beforeAll(async ({ playwright }) => {
  ;({ server: partner, port: partnerPort } = await partnerSite((key) =>
    partnerPage(key.replace(/[^A-Za-z0-9_-]/g, '')),
  ))
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await publishedArtist(admin, { name: ARTIST.name, slug: ARTIST.slug, password: 'embed-password-1' })
  await publishedArtist(admin, { name: POTTER.name, slug: POTTER.slug, password: 'embed-password-1' })
  const made = async (path: string, data: unknown) => {
    const answer = await admin.post(path, { data })
    expect(answer.status(), await answer.text()).toBe(201)
    return ((await answer.json()) as { doc: { id: number } }).doc.id
  }
  const around = (d: number) => [
    [STUDIO.longitude - d, STUDIO.latitude - d],
    [STUDIO.longitude + d, STUDIO.latitude - d],
    [STUDIO.longitude + d, STUDIO.latitude + d],
    [STUDIO.longitude - d, STUDIO.latitude + d],
    [STUDIO.longitude - d, STUDIO.latitude - d],
  ]
  const clay = await made('/api/mediums', { name: MEDIUM })
  const hill = await made('/api/neighbourhoods', {
    name: HILL,
    outline: { type: 'Polygon', coordinates: [around(0.004)] },
  })
  const found = await admin.get(`/api/artist-profiles?where[slug][equals]=${POTTER.slug}&depth=0`)
  const potter = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const changed = await admin.patch(`/api/artist-profiles/${potter}`, {
    data: { mediums: [clay], neighbourhood: hill, _status: 'published' },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  await currentTestSeason(admin)
  const registered = await admin.post('/testing/os-registration', {
    data: { email: `${POTTER.slug}@example.org`, weekends: [1], studio: STUDIO },
  })
  expect(registered.status(), await registered.text()).toBe(200)
  const startsAt = new Date(Date.now() + 3_600_000)
  const event = await admin.post('/api/events', {
    data: {
      title: EVENT_TITLE,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      venue: { name: 'The Embed Hall' },
      registration: 'none',
      status: 'published',
      _status: 'published',
    },
  })
  expect(event.status(), await event.text()).toBe(201)
  await admin.dispose()
})

test.afterAll(async () => {
  await new Promise((resolve) => partner?.close(resolve))
})

test('a partner’s page on another origin shows the three components with its key, and their errors elsewhere', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/apikeys')
  await page.getByLabel('Name').fill(`Embeds partner ${run}`)
  await page.getByLabel('Requests a minute').fill('100')
  await page.getByLabel('Sites whose pages may use it (origins)').fill(`http://127.0.0.1:${partnerPort}`)
  await page.getByRole('button', { name: 'Make the key' }).click()
  const made = page.getByRole('status').filter({ hasText: 'shown only this once' })
  await expect(made).toBeVisible()
  const secret = /vk_[A-Za-z0-9_-]{43}/.exec((await made.textContent()) ?? '')![0]

  // What the map must show: the season's studios with a position and every outline, as the API gives them.
  const api = await playwright.request.newContext({ baseURL })
  const studios = (await (await api.get('/api/public/v1/studios?limit=100')).json()) as {
    data: { latitude: number | null; longitude: number | null }[]
  }
  const areas = (await (await api.get('/api/public/v1/neighbourhoods')).json()) as { data: { outline: unknown }[] }
  await api.dispose()
  const placed = studios.data.filter((studio) => studio.latitude !== null && studio.longitude !== null).length
  const outlined = areas.data.filter((area) => area.outline !== null).length

  const onPartner = await page.context().newPage()
  await onPartner.goto(`http://127.0.0.1:${partnerPort}/?key=${secret}`)
  const artists = onPartner.locator('#near')
  await expect(artists.getByRole('heading', { name: 'Artists near you' })).toBeVisible()
  await expect(artists.getByRole('link', { name: ARTIST.name })).toHaveAttribute(
    'href',
    `${baseURL}/artist/${ARTIST.slug}`,
  )
  await expect(artists.getByRole('listitem')).toHaveCount(2)
  // The medium by its name: the API gives only the artists in it.
  const potters = onPartner.locator('#potters')
  await expect(potters.getByRole('link', { name: POTTER.name })).toBeVisible()
  await expect(potters.getByRole('listitem')).toHaveCount(1)
  await expect(potters.getByRole('listitem')).toContainText(MEDIUM)
  // The API's own words for an unknown medium, readable on the key's origin.
  const unknown = onPartner.locator('#unknown')
  await expect(unknown.getByRole('alert')).toHaveText(new RegExp(`There is no medium “basketry-${run}”`))
  const events = onPartner.locator('vernissage-events')
  await expect(events.getByRole('link', { name: EVENT_TITLE })).toBeVisible()
  await expect(events.getByRole('listitem').filter({ hasText: EVENT_TITLE })).toContainText('The Embed Hall')
  const map = onPartner.locator('vernissage-map')
  await expect(map.getByRole('heading', { name: 'Open studios' })).toBeVisible()
  const markers = map.getByRole('button')
  await expect(markers).toHaveCount(Math.min(placed, 100))
  await markers.first().focus()
  await onPartner.keyboard.press('Enter')
  await expect(map.getByRole('listitem').first()).toBeFocused()
  // The outlines behind the markers, each named; only the markers are to be reached.
  await expect(map.locator('[part="outline"]')).toHaveCount(outlined)
  await expect(map.locator('[part="outline"] title').filter({ hasText: HILL })).toHaveCount(1)
  await expect(map.locator('[part="outline"] [tabindex]')).toHaveCount(0)
  for (const width of [390, 1280]) {
    await onPartner.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await expectAccessible(onPartner)
    await screenshot(onPartner, `embeds-partner-${width}`)
  }

  // The same page on an origin the key does not name (localhost is not 127.0.0.1): each component says so.
  await onPartner.goto(`http://localhost:${partnerPort}/?key=${secret}`)
  const refused = (component: Locator) => component.getByRole('alert')
  for (const component of [artists, potters, unknown, map, events]) {
    await expect(refused(component)).toHaveText(/may not be allowed on this site/)
  }
  // A key the API does not know, on the allowed origin: its refusal is readable by no page, so the same words.
  await onPartner.goto(`http://127.0.0.1:${partnerPort}/?key=vk_${'x'.repeat(43)}`)
  for (const component of [artists, potters, map, events]) {
    await expect(refused(component)).toHaveText(/may not be allowed on this site/)
  }
  await onPartner.close()
})
