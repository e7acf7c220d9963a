import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'
import { currentTestSeason } from './open-studios-season'

/**
 * The Open Studios route planner (decision 102): a visitor adds a studio
 * from an artist's page and more from the list, gets a walking route per day
 * with times, reorders one by hand with the keyboard, downloads the calendar
 * file, opens the shared address without JavaScript, and opens the plan and
 * an artist's page again with the network cut. Studios are registered through
 * the test route in the shared current season, which this spec does not change.
 */

const shot = screenshotsOf('planner', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const artists = {
  west: { email: `west-${run}@example.org`, name: `Wren West ${run}`, address: `${run} West Plan Street` },
  east: { email: `east-${run}@example.org`, name: `Eli East ${run}`, address: `${run} East Plan Street` },
  mid: { email: `mid-${run}@example.org`, name: `Mo Middle ${run}`, address: `${run} Middle Plan Street` },
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
    await map.getByRole('button', { name: new RegExp(`^Studio \\d+: ${artists.mid.address}$`) }).focus()
    await page.keyboard.press('Enter')
    await page.locator('.maplibregl-popup').getByRole('button', { name: 'Add to my plan' }).click()
    await expect(middle).toBeChecked()
    await expect(map.getByRole('button', { name: `${artists.mid.address}, in your plan`, exact: false })).toBeVisible()
    await expect(page.locator('.maplibregl-popup').getByRole('button', { name: 'Take out of my plan' })).toBeVisible()
    await page.locator('.maplibregl-popup-close-button').click()
    await expect(page.locator('.maplibregl-popup')).toHaveCount(0)
  } else {
    await middle.check()
  }
  // The other Open Studios journeys' studios stand where these do, and their markers overlap (no clustering yet).
  await expectAccessible(page, { exclude: '.maplibregl-marker' })
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

  // Kept for the day: the plan and the artists' pages answer with the network cut.
  const kept = (path: string) =>
    page.evaluate(async (one) => Boolean(await (await caches.open('vernissage-plan-v1')).match(one)), path)
  await expect.poll(() => kept(shared), { timeout: 90_000 }).toBe(true)
  await expect.poll(() => kept(`/artist/${slugs.east}`), { timeout: 90_000 }).toBe(true)
  await context.setOffline(true)
  await page.goto(shared)
  await expect(firstDay.getByTestId('stop').first()).toContainText(artists.mid.address)
  await page.goto(`/artist/${slugs.east}`)
  await expect(page.getByRole('heading', { level: 1, name: artists.east.name })).toBeVisible()
  // A page not kept says so: the network really is cut for the worker too.
  const notKept = await page.goto('/calendar')
  expect(notKept?.status()).toBe(503)
  await context.setOffline(false)
  await context.close()
})

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
