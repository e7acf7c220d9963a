import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL, E2E_TILES } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshot, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'
import { currentTestSeason } from './open-studios-season'

/**
 * The studio map (decision 054): `/openstudios` lists the studios of a
 * weekend without JavaScript and draws them on the map with it, asking no
 * one but our own origin; the search's weekend facet and map view; staff
 * place a studio in `mapping` by typing its position, draw a neighbourhood's
 * outline on the map and drag a studio's marker (decision 089); an artist is
 * refused the tool. Artists are registered through the test route, in the shared
 * current season, which this spec does not change.
 */

const shot = screenshotsOf('os-map', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const PASSWORD = 'os-map-password-1'
const artists = {
  ada: { email: `ada-${run}@example.org`, name: `Ada Mapmaker ${run}` },
  ben: { email: `ben-${run}@example.org`, name: `Ben Sharer ${run}` },
  cy: { email: `cy-${run}@example.org`, name: `Cy Second ${run}` },
  dot: { email: `dot-${run}@example.org`, name: `Dot Nowhere ${run}` },
}
const SHARED = `${run} Shared Studio Street`
const SECOND = `${run} Second Weekend Way`
const NOWHERE = `${run} Unplaced Alley`

test.describe.configure({ mode: 'serial', timeout: 180_000 })

async function registered(admin: APIRequestContext, key: keyof typeof artists, body: Record<string, unknown>) {
  const answer = await admin.post('/testing/os-registration', { data: { email: artists[key].email, ...body } })
  expect(answer.status(), await answer.text()).toBe(200)
}

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await currentTestSeason(admin)
  for (const person of Object.values(artists)) {
    const user = await admin.post('/api/users', { data: { ...person, password: PASSWORD, roles: ['artist'] } })
    expect(user.status(), await user.text()).toBe(201)
    const { doc } = (await user.json()) as { doc: { id: number } }
    const profile = await admin.post('/api/artist-profiles', {
      data: {
        displayName: person.name,
        owner: doc.id,
        bio: 'Opens the studio every autumn.',
        status: 'published',
        _status: 'published',
      },
    })
    expect(profile.status(), await profile.text()).toBe(201)
  }
  const shared = { address: SHARED, latitude: 37.7599, longitude: -122.4148 }
  await registered(admin, 'ada', { weekends: [1], studio: shared })
  await registered(admin, 'ben', { weekends: [1, 2], studio: shared })
  await registered(admin, 'cy', { weekends: [2], studio: { address: SECOND, latitude: 37.7793, longitude: -122.3892 } })
  await registered(admin, 'dot', { weekends: [1], studio: { address: NOWHERE } })
  await admin.dispose()
})

test('the Open Studios page lists weekend 1’s studios without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('navigation').getByRole('link', { name: 'Open Studios' }).first().click()
  await expect(page).toHaveURL(/\/openstudios$/)
  await page.getByRole('link', { name: 'Weekend 1', exact: true }).click()
  await expect(page).toHaveURL(/\/openstudios\?weekend=1$/)
  await expect(page.getByRole('heading', { level: 2, name: /Studios to visit: Weekend 1/ })).toBeVisible()
  const list = page.getByTestId('studio-list')
  const shared = list.getByRole('article').filter({ hasText: SHARED })
  // Two artists sharing one studio appear together, each linked to their page.
  await expect(shared.getByRole('link', { name: artists.ada.name })).toHaveAttribute('href', /^\/artist\//)
  await expect(shared.getByRole('link', { name: artists.ben.name })).toBeVisible()
  await expect(list.getByRole('article').filter({ hasText: NOWHERE })).toContainText('Not on the map yet')
  await expect(list).not.toContainText(SECOND)
  await expect(page.getByRole('link', { name: 'Register as an artist' })).toHaveAttribute(
    'href',
    '/artists/sfosregistration',
  )
  // axe runs in the page's JavaScript: it checks this page in the next test, with JavaScript.
  await shot(page, 'weekend-1-no-js')

  await page.goto('/openstudios?weekend=2')
  await expect(list.getByRole('article').filter({ hasText: SECOND })).toBeVisible()
  await expect(list).not.toContainText(NOWHERE)
  await context.close()
})

test('with JavaScript the map draws the studios, and no request leaves the origin', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/openstudios?weekend=1')
  const webgl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  })
  if (webgl) {
    const map = page.getByRole('region', { name: /Map of the studios open on Weekend 1/ })
    // MapLibre arrives after the page, in its own chunk.
    await expect(map).toBeVisible({ timeout: 30_000 })
    const marker = map.getByRole('button', { name: new RegExp(`Studio \\d+: ${SHARED}`) })
    await expect(marker).toBeVisible()
    // Markers are buttons: reached by keyboard, their popup names the artists with links.
    await marker.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.maplibregl-popup').getByRole('link', { name: artists.ben.name })).toBeVisible()
    await expect(map.getByRole('button', { name: new RegExp(NOWHERE) })).toHaveCount(0)
  } else {
    await expect(page.getByText('The map could not be drawn in this browser')).toBeVisible()
  }
  await expect(page.getByTestId('studio-list')).toContainText(SHARED)
  await page.waitForLoadState('networkidle')
  // Our own origin and the configured tile server (the tests' stand-in), and no one else.
  const elsewhere = requests.filter(
    (url) => !url.startsWith(baseURL) && !url.startsWith(E2E_TILES) && !/^(data|blob):/.test(url),
  )
  expect(elsewhere).toEqual([])
  await expectAccessible(page)
  await shot(page, 'weekend-1-map')
})

test('on a phone the list comes first: the map’s code loads once the visitor scrolls to the map', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.setViewportSize({ width: 390, height: 500 })
  await page.goto('/openstudios?weekend=1')
  await page.waitForLoadState('networkidle')
  const map = page.getByRole('region', { name: /Map of the studios open on Weekend 1/ })
  await expect(page.getByTestId('studio-list')).toContainText(SHARED)
  await expect(map).toHaveCount(0)
  const onLoad = scripts.length
  await expectAccessible(page)
  // The screen only: a full-page shot would stretch the viewport over the map and load it.
  await screenshot(page.locator('body'), 'os-map-phone-list-first-390')

  // The visitor scrolls down past the list to where the map will be.
  await page.locator('.os-map-waiting').scrollIntoViewIfNeeded()
  await expect(map.or(page.getByText('The map could not be drawn in this browser'))).toBeVisible({ timeout: 30_000 })
  expect(scripts.length).toBeGreaterThan(onLoad)
  await expectAccessible(page, { exclude: '.maplibregl-canvas' })
})

test('the search has a weekend facet and a map view of its results’ studios', async ({ page }) => {
  await page.goto(`/artists/artsearch?q=${run}`)
  await page.getByRole('checkbox', { name: /Weekend 2/ }).click()
  await expect(page).toHaveURL(/weekend=2/)
  await expect(page.getByRole('heading', { level: 3, name: artists.ben.name })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: artists.cy.name })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: artists.ada.name })).toHaveCount(0)
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Map of studios' }).click()
  await expect(page).toHaveURL(/view=map/)
  await expect(page.getByRole('heading', { name: /Their studios in/ })).toBeVisible()
  await page.getByText(/studios, as a list/).click()
  await expect(page.getByRole('article').filter({ hasText: SECOND })).toBeVisible()
  // The results' own list stays below the map.
  await expect(page.getByRole('heading', { level: 3, name: artists.cy.name })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'search-map')
})

test('staff place a studio in mapping by typing its position', async ({ page }) => {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/mapping?position=missing')
  await expect(page.getByRole('heading', { level: 1, name: 'Studio map' })).toBeVisible()
  await expect(page.getByText('Geocoding is not set up')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: NOWHERE })).toContainText('None yet')
  await expect(page.getByRole('row').filter({ hasText: SHARED })).toHaveCount(0)
  // Placed, it would leave this filtered list (and its answer with it): placed from the whole list.
  await page.goto('/cpanel/mapping')
  const row = page.getByRole('row').filter({ hasText: NOWHERE })
  // The typed position is the way without a pointer, behind its disclosure.
  await row.getByText('Edit as coordinates').click()
  await row.getByLabel('Latitude').fill('37.7512')
  await row.getByLabel('Longitude').fill('-122.4201')
  await row.getByRole('button', { name: /Save position/ }).click()
  await expect(page.getByText(`${NOWHERE} is placed at 37.751200, -122.420100.`)).toBeVisible()
  await page.reload()
  const placed = page.getByRole('row').filter({ hasText: NOWHERE })
  await expect(placed).toContainText('37.7512, -122.4201')
  await expect(placed).toContainText('Placed by staff')
  await expectAccessible(page, { exclude: '.maplibregl-canvas' })
  await shot(page, 'mapping')

  // The public page shows it on the map now: its list no longer says it is missing.
  await page.goto('/openstudios?weekend=1')
  await expect(page.getByTestId('studio-list').getByRole('article').filter({ hasText: NOWHERE })).not.toContainText(
    'Not on the map yet',
  )
})

test('an artist, a member and a guest are refused the tool', async ({ playwright, request }) => {
  const artist = await signedInClient(playwright, artists.ada.email, PASSWORD)
  expect((await artist.get('/cpanel/mapping', { maxRedirects: 0 })).status()).toBe(403)
  await artist.dispose()
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const email = `mia-${run}@example.org`
  const made = await admin.post('/api/users', { data: { email, password: PASSWORD, roles: ['artlover'] } })
  expect(made.status(), await made.text()).toBe(201)
  await admin.dispose()
  const member = await signedInClient(playwright, email, PASSWORD)
  expect((await member.get('/cpanel/mapping', { maxRedirects: 0 })).status()).toBe(403)
  await member.dispose()
  const guest = await request.get('/cpanel/mapping', { maxRedirects: 0 })
  expect([302, 303, 307, 401, 403]).toContain(guest.status())
})

test('staff draw a neighbourhood’s outline on the map and drag a studio’s marker', async ({ page, playwright }) => {
  const hill = `${run} Drawn Hill`
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  expect((await admin.post('/api/neighbourhoods', { data: { name: hill } })).status()).toBe(201)
  await admin.dispose()
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/mapping')
  const webgl = await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')))
  test.skip(!webgl, 'the map needs WebGL; the typed coordinates are tested above')

  await page.getByLabel('Neighbourhood', { exact: true }).selectOption({ label: `${hill} (no outline yet)` })
  const drawing = page.getByRole('region', { name: `Map for drawing ${hill}’s outline` })
  await expect(drawing).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  const canvas = drawing.locator('canvas')
  // The mouse works in the screen's coordinates: the map must be on the screen.
  await drawing.scrollIntoViewIfNeeded()
  const box = (await canvas.boundingBox())!
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y })
  // Four clicks, the last undone: a triangle.
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.7],
    [0.2, 0.8],
  ]) {
    const point = at(x!, y!)
    await page.mouse.click(point.x, point.y)
  }
  await expect(page.getByText(`${hill}: 4 points.`)).toBeVisible()
  await page.getByRole('button', { name: 'Undo the last point' }).click()
  await page.getByRole('button', { name: 'Close the outline' }).click()
  await expect(page.getByText(`${hill}: 3 points, closed.`)).toBeVisible()
  await page.getByRole('button', { name: 'Save the outline' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${hill}’s outline is saved.` })).toBeVisible()

  const stored = async () => {
    await page.reload()
    const outlines = page.locator('section.cpanel-tool__section', {
      has: page.getByRole('heading', { name: 'Neighbourhoods’ outlines' }),
    })
    await outlines.getByText('Edit as coordinates').click()
    const text = await outlines.getByLabel(hill, { exact: true }).inputValue()
    return JSON.parse(text) as { type: string; coordinates: number[][][] }
  }
  const first = await stored()
  expect(first.type).toBe('Polygon')
  expect(first.coordinates[0]).toHaveLength(4)
  expect(first.coordinates[0]![3]).toEqual(first.coordinates[0]![0])
  const [west, east] = [first.coordinates[0]![0]!, first.coordinates[0]![1]!]
  expect(east[0]).toBeGreaterThan(west[0]!)
  expect(east[1]).toBeCloseTo(west[1]!, 6)

  // Edited the same way: its third point selected and deleted, another clicked lower down, then saved.
  // Chosen again: after a reload the editor opens on the first neighbourhood, and other tests add some.
  await page.getByLabel('Neighbourhood', { exact: true }).selectOption({ label: hill })
  await expect(drawing).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await expect(page.getByText(`${hill}: 3 points, closed.`)).toBeVisible()
  await drawing.scrollIntoViewIfNeeded()
  await drawing.locator('[data-vertex="3"]').click()
  await page.getByRole('button', { name: 'Delete point 3' }).click()
  await expect(page.getByText(`${hill}: 2 points.`)).toBeVisible()
  const again = (await canvas.boundingBox())!
  await page.mouse.click(again.x + again.width * 0.5, again.y + again.height * 0.9)
  await page.getByRole('button', { name: 'Close the outline' }).click()
  await page.getByRole('button', { name: 'Save the outline' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${hill}’s outline is saved.` })).toBeVisible()
  const second = await stored()
  expect(second.coordinates[0]![0]).toEqual(first.coordinates[0]![0])
  expect(second.coordinates[0]![2]![1]).toBeLessThan(first.coordinates[0]![2]![1]!)

  // Its second point dragged up and to the right, then saved: only that point moved.
  await page.getByLabel('Neighbourhood', { exact: true }).selectOption({ label: hill })
  await expect(drawing).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await drawing.scrollIntoViewIfNeeded()
  const vertex = (await drawing.locator('[data-vertex="2"]').boundingBox())!
  await page.mouse.move(vertex.x + vertex.width / 2, vertex.y + vertex.height / 2)
  await page.mouse.down()
  await page.mouse.move(vertex.x + vertex.width / 2 + 60, vertex.y + vertex.height / 2 - 40, { steps: 8 })
  await page.mouse.up()
  await expect(page.getByText(`${hill}: 3 points, closed.`)).toBeVisible()
  await page.getByRole('button', { name: 'Save the outline' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${hill}’s outline is saved.` })).toBeVisible()
  const third = await stored()
  expect(third.coordinates[0]![0]).toEqual(second.coordinates[0]![0])
  expect(third.coordinates[0]![2]).toEqual(second.coordinates[0]![2])
  expect(third.coordinates[0]![1]![0]).toBeGreaterThan(second.coordinates[0]![1]![0]!)
  expect(third.coordinates[0]![1]![1]).toBeGreaterThan(second.coordinates[0]![1]![1]!)
  await expectAccessible(page, { exclude: '.maplibregl-canvas' })
  await shot(page, 'mapping-outline')

  // A studio's marker dragged: saved on drop. The studios' map loads only once it nears the screen
  // (decision 078), and the reloads above leave the page scrolled down to the outlines.
  await page.getByRole('heading', { name: 'On the map' }).scrollIntoViewIfNeeded()
  const studios = page.getByRole('region', { name: /Map of the season's studios/ })
  const marker = studios.getByRole('button', { name: new RegExp(`Studio \\d+: ${SECOND}`) })
  await expect(marker).toBeVisible({ timeout: 30_000 })
  await marker.scrollIntoViewIfNeeded()
  const pin = (await marker.boundingBox())!
  await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2)
  await page.mouse.down()
  await page.mouse.move(pin.x + pin.width / 2 - 80, pin.y + pin.height / 2 + 40, { steps: 8 })
  await page.mouse.up()
  await expect(page.getByRole('status').filter({ hasText: `${SECOND} is placed at` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: SECOND })
  await expect(row).toContainText('Placed by staff')
  await expect(row).not.toContainText('37.7793, -122.3892')
})
