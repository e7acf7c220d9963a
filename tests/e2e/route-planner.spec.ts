import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_TILES } from '../../playwright.config'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'
import { currentTestSeason } from './open-studios-season'

/**
 * The Open Studios route planner (decision 102): a visitor adds a studio
 * from an artist's page and more from the list, gets a walking route per day
 * with times, reorders one by hand with the keyboard, downloads the calendar
 * file, opens the shared address without JavaScript, and opens the plan and
 * an artist's page again with the network cut, its map drawn from the tiles kept
 * for the day (decision 102). Studios are registered through
 * the test route in the shared current season, which this spec does not change.
 */

const shot = screenshotsOf('planner', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const artists = {
  west: { email: `west-${run}@example.org`, name: `Wren West ${run}`, address: `${run} West Plan Street` },
  east: { email: `east-${run}@example.org`, name: `Eli East ${run}`, address: `${run} East Plan Street` },
  mid: { email: `mid-${run}@example.org`, name: `Mo Middle ${run}`, address: `${run} Middle Plan Street` },
  // In the middle studio's building, by its back door: the two markers would stand on each other.
  back: { email: `back-${run}@example.org`, name: `Bea Back ${run}`, address: `${run} Back Plan Lane` },
}
const slugs: Record<string, string> = {}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

async function registered(admin: APIRequestContext, email: string, body: Record<string, unknown>) {
  const answer = await admin.post('/testing/os-registration', { data: { email, ...body } })
  expect(answer.status(), await answer.text()).toBe(200)
}

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await currentTestSeason(admin)
  for (const [key, person] of Object.entries(artists)) {
    const user = await admin.post('/api/users', {
      data: { email: person.email, name: person.name, password: 'planner-password-1', roles: ['artist'] },
    })
    expect(user.status(), await user.text()).toBe(201)
    const { doc } = (await user.json()) as { doc: { id: number } }
    const profile = await admin.post('/api/artist-profiles', {
      data: {
        displayName: person.name,
        owner: doc.id,
        bio: 'Paints the street.',
        status: 'published',
        _status: 'published',
      },
    })
    expect(profile.status(), await profile.text()).toBe(201)
    slugs[key] = ((await profile.json()) as { doc: { slug: string } }).doc.slug
  }
  // Three studios along one street: west and east about 880 m apart, the middle one between them.
  await registered(admin, artists.west.email, {
    weekends: [1],
    studio: { address: artists.west.address, latitude: 37.76, longitude: -122.42 },
  })
  await registered(admin, artists.east.email, {
    weekends: [1],
    studio: { address: artists.east.address, latitude: 37.76, longitude: -122.41 },
  })
  await registered(admin, artists.mid.email, {
    weekends: [1, 2],
    studio: { address: artists.mid.address, latitude: 37.76, longitude: -122.415 },
  })
  await registered(admin, artists.back.email, {
    weekends: [1],
    studio: { address: artists.back.address, latitude: 37.76, longitude: -122.415 },
  })
  await admin.dispose()
})

test('a plan made, reordered by keyboard, shared, put in a calendar and opened offline', async ({ browser }) => {
  // The phone stands at the middle studio's door.
  const context = await browser.newContext({
    geolocation: { latitude: 37.76, longitude: -122.4151 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()

  // From an artist's page.
  await page.goto(`/artist/${slugs.west}`)
  await page.getByRole('button', { name: 'Add to my Open Studios plan' }).click()
  await expect(page.getByText(`${artists.west.address} is in your plan.`)).toBeVisible()

  // The list remembers it; two more are ticked there.
  await page.goto('/openstudios/plan')
  const chooser = page.getByTestId('plan-chooser')
  await expect(chooser.getByRole('checkbox', { name: new RegExp(artists.west.address) })).toBeChecked()
  await chooser.getByRole('checkbox', { name: new RegExp(artists.east.address) }).check()
  // The middle one on the map: its marker's box puts it in the plan, and the list ticks it too.
  const webgl = await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')))
  const middle = chooser.getByRole('checkbox', { name: new RegExp(artists.mid.address) })
  if (webgl) {
    const map = page.getByRole('region', { name: /^Map of the studios of / })
    await expect(map).toBeVisible({ timeout: 30_000 })
    // The middle studio and the one by its back door share one marker, whose box lists both.
    const building = map.getByRole('button', { name: new RegExp(`studios here: .*${artists.mid.address}`) })
    await expect(building).toHaveAccessibleName(new RegExp(artists.back.address))
    await building.focus()
    await page.keyboard.press('Enter')
    const box = page.locator('.maplibregl-popup')
    await expect(box.getByText(artists.back.address, { exact: false })).toBeVisible()
    await box.getByRole('button', { name: `Add to my plan: ${artists.mid.address}` }).click()
    await expect(middle).toBeChecked()
    await expect(map.getByRole('button', { name: `${artists.mid.address}, in your plan`, exact: false })).toBeVisible()
    await expect(box.getByRole('button', { name: `Take out of my plan: ${artists.mid.address}` })).toBeVisible()
    await expect(box.getByRole('button', { name: `Add to my plan: ${artists.back.address}` })).toBeVisible()
    // The box's close button: at least 24 pixels each way (WCAG 2.2), with a visible focus.
    const close = box.locator('.maplibregl-popup-close-button')
    const size = (await close.boundingBox())!
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24)
    // Reached by keyboard (back out of the box and in again), its focus ring shows.
    await close.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    expect(await close.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
    await shot(page, 'chooser-building')
    await page.keyboard.press('Enter')
    await expect(page.locator('.maplibregl-popup')).toHaveCount(0)
  } else {
    await middle.check()
  }
  // Every marker a target of its own, the shared ones included, wide and on a phone.
  await expectAccessible(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('region', { name: /^Map of the studios of / }).scrollIntoViewIfNeeded()
  if (webgl) await expect(page.locator('button.maplibregl-marker').first()).toBeVisible({ timeout: 30_000 })
  // Narrowed before the visitor moved it, the map fits its studios again: none past its edge or under its buttons.
  if (webgl) {
    const outside = () =>
      page.evaluate(() => {
        const frame = document.querySelector('.maplibregl-map')!.getBoundingClientRect()
        return [...document.querySelectorAll<HTMLElement>('button.maplibregl-marker')]
          .filter((marker) => {
            const box = marker.getBoundingClientRect()
            return box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom
          })
          .map((marker) => marker.dataset.studio)
      })
    await expect.poll(outside).toEqual([])
  }
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  await shot(page, 'chooser')
  await page.getByRole('button', { name: 'See my routes' }).click()
  await expect(page).toHaveURL(/\/openstudios\/plan\/\d+-\d+-\d+$/)

  // Weekend 1's first day: the three in walking order, the middle one between the others, from opening time.
  const firstDay = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: /Weekend 1/ }) })
    .first()
  const stops = firstDay.getByTestId('stop')
  await expect(stops).toHaveCount(3)
  await expect(stops.nth(1)).toContainText(artists.mid.address)
  await expect(stops.first()).toContainText('11:00 AM')
  await expect(stops.nth(1)).toContainText(/Walk 4\d\d m, about [5-7] min/)
  await expectAccessible(page)
  await shot(page, 'plan')

  // Moved up by keyboard: the focus stays with the moved studio, and the address keeps the order.
  const moveUp = firstDay.getByRole('button', { name: `Move ${artists.mid.address} up` })
  await moveUp.focus()
  await page.keyboard.press('Enter')
  await expect(stops.first()).toContainText(artists.mid.address)
  await expect(firstDay.getByRole('button', { name: `Move ${artists.mid.address} down` })).toBeFocused()
  await expect(page.getByText(`${artists.mid.address} is now stop 1 of 3`)).toBeAttached()
  await expect(page).toHaveURL(/\/openstudios\/plan\/[\d-]+\/in-my-order$/)
  const shared = new URL(page.url()).pathname

  // "Where am I?": at the first stop, the next one named.
  await firstDay.getByRole('button', { name: 'Where am I? Find the next studio' }).click()
  await expect(
    firstDay.getByText(`You are at ${artists.mid.address} (stop 1). Next: ${artists.west.address}.`),
  ).toBeVisible()

  // The calendar: one event per stop, on the organisation's clocks.
  const ics = await page.request.get(`${shared}/calendar.ics`)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const calendar = await ics.text()
  // Three stops on each day of weekend 1, the middle studio alone on each day of weekend 2.
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(8)
  expect(calendar).toContain('DTSTART;TZID=America/Los_Angeles:')
  expect(calendar).toContain('BEGIN:VTIMEZONE')

  // The shared address, without JavaScript: the same routes, as a list.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const reader = await noScript.newPage()
  await reader.goto(shared)
  const readerStops = reader
    .locator('section')
    .filter({ has: reader.getByRole('heading', { level: 2, name: /Weekend 1/ }) })
    .first()
    .getByTestId('stop')
  await expect(readerStops).toHaveCount(3)
  await expect(readerStops.first()).toContainText(artists.mid.address)
  await expect(reader.getByRole('button', { name: /Move/ })).toHaveCount(0)
  await noScript.close()

  // Kept for the day: the plan, the artists' pages and the plan's map answer with the network cut.
  const kept = (path: string) =>
    page.evaluate(async (one) => Boolean(await (await caches.open('vernissage-plan-v1')).match(one)), path)
  await expect.poll(() => kept(shared), { timeout: 90_000 }).toBe(true)
  await expect.poll(() => kept(`/artist/${slugs.east}`), { timeout: 90_000 }).toBe(true)
  if (webgl) {
    await expect.poll(() => kept('/openstudios/map-worker'), { timeout: 90_000 }).toBe(true)
    await expect.poll(() => keptTiles(page), { timeout: 90_000 }).toBeGreaterThan(5)
  }
  await context.setOffline(true)
  const tiles: { status: number; fromWorker: boolean }[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${E2E_TILES}/tiles/`))
      tiles.push({ status: response.status(), fromWorker: response.fromServiceWorker() })
  })
  await page.goto(shared)
  await expect(firstDay.getByTestId('stop').first()).toContainText(artists.mid.address)
  if (webgl) {
    const planMap = page.getByRole('region', { name: 'Map of the studios in your plan' })
    await page.getByRole('heading', { name: 'Your studios on the map' }).scrollIntoViewIfNeeded()
    await expect(planMap).toBeVisible({ timeout: 30_000 })
    await expect(planMap.getByRole('button', { name: new RegExp(artists.east.address) })).toBeVisible()
    // The map's tiles come from the worker's copy: the tile server cannot be reached.
    await expect.poll(() => tiles.filter((tile) => tile.status === 200 && tile.fromWorker).length).toBeGreaterThan(0)
    await expectAccessible(page)
    await shot(page, 'plan-map-offline')
  }
  await page.goto(`/artist/${slugs.east}`)
  await expect(page.getByRole('heading', { level: 1, name: artists.east.name })).toBeVisible()
  // A page not kept says so: the network really is cut for the worker too.
  const notKept = await page.goto('/calendar')
  expect(notKept?.status()).toBe(503)
  await context.setOffline(false)
  await context.close()
})

/** How many of the stand-in's tiles the worker keeps for the plan's map. */
async function keptTiles(page: Page): Promise<number> {
  return page.evaluate(async (tiles) => {
    const cache = await caches.open('vernissage-plan-map-v1')
    return (await cache.keys()).filter((request) => request.url.startsWith(`${tiles}/tiles/`)).length
  }, E2E_TILES)
}

test('the chooser without JavaScript asks for the plan’s address; bad numbers are refused', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/openstudios/plan')
  await page
    .getByTestId('plan-chooser')
    .getByRole('checkbox', { name: new RegExp(artists.east.address) })
    .check()
  await page.getByRole('button', { name: 'See my routes' }).click()
  await expect(page).toHaveURL(/\/openstudios\/plan\/\d+$/)
  await expect(page.getByTestId('stop').first()).toContainText(artists.east.address)
  await context.close()
  const refused = await request.get('/openstudios/plan/choose?studio=twelve', { maxRedirects: 0 })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('by their numbers')
  expect((await request.get('/openstudios/plan/1-1')).status()).toBe(404)
})
