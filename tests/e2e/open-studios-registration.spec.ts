import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'
import { currentTestSeason, setCapacity, type TestSeason } from './open-studios-season'

/**
 * Open Studios registration (decision 051): an artist without a membership
 * is told what is missing and given the link; an artist member registers
 * for two weekends at the early price with the test provider and finds the
 * registration on the dashboard; a full weekend waitlists; another artist
 * cannot read the first's registration; axe on the page in each state.
 */

test.describe.configure({ mode: 'serial' })

const shots = screenshotsOf('os-registration', { phone: true })

const PASSWORD = 'os-artist-password-1'
const FIRST = { email: 'osreg-first@example.org', name: 'Frida First' }
const SECOND = { email: 'osreg-second@example.org', name: 'Sol Second' }
let staff: APIRequestContext
let season: TestSeason

async function artistWithProfile(person: { email: string; name: string }, studio?: Record<string, string>) {
  const made = await staff.post('/api/users', { data: { ...person, password: PASSWORD, roles: ['artist'] } })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const profile = await staff.post('/api/artist-profiles', {
    data: { owner: id, displayName: person.name, status: 'published', _status: 'published', studio },
  })
  expect(profile.status(), await profile.text()).toBe(201)
}

async function signIn(page: Page, email: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 })
}

async function joinArtistMembership(page: Page) {
  await page.goto('/artistmembership')
  await page.getByRole('button', { name: 'Join' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}/)
}

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  season = await currentTestSeason(staff)
  await artistWithProfile(FIRST, { street: '10 Valencia Street', city: 'San Francisco', postcode: '94110' })
  await artistWithProfile(SECOND)
})

test.afterAll(async () => {
  for (const weekend of season.weekends) await setCapacity(staff, weekend.id, null)
  await staff.dispose()
})

test('a guest sees the season and a sign-in link that comes back', async ({ page }) => {
  await page.goto('/artists/sfosregistration')
  await expect(page.getByRole('heading', { level: 1, name: /Register for Open Studios/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute(
    'href',
    '/login?next=%2Fartists%2Fsfosregistration',
  )
  await expectAccessible(page)
  await shots(page, 'guest')
})

test('an artist without a membership is told what to do, then registers for two weekends at the early price', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, FIRST.email)
  await page.goto('/artists/sfosregistration')
  const missing = page.getByRole('region', { name: 'Before you can register' })
  await expect(missing).toContainText('you need an artist membership in good standing')
  await expect(missing.getByRole('link', { name: 'Join or renew the artist membership' })).toHaveAttribute(
    'href',
    '/artistmembership',
  )
  await expectAccessible(page)
  await shots(page, 'missing')

  await joinArtistMembership(page)
  await page.goto('/artists/sfosregistration')
  await page.getByRole('checkbox', { name: /Weekend 1/ }).check()
  await page.getByRole('checkbox', { name: /Weekend 2/ }).check()
  await page.getByRole('radio', { name: /Premier/ }).check()
  // The studio starts from the address the artist's profile gives.
  await expect(page.getByLabel('Street address')).toHaveValue('10 Valencia Street')
  await expect(page.getByLabel('City')).toHaveValue('San Francisco')
  await expect(page.getByLabel('Postcode')).toHaveValue('94110')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your price if you pay now: $450.00')).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'draft')

  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: 'Pay $450.00' }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}/)

  await page.goto('/artists/sfosregistration')
  await expect(page.getByRole('heading', { name: 'Your registration: Registered' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Write your guide listing' })).toHaveAttribute('href', '/listingsportal')
  await expectAccessible(page)
  await shots(page, 'registered')

  await page.goto('/dashboard')
  const section = page.getByRole('region', { name: /Open Studios/ })
  await expect(section).toContainText('Registered')
  await expect(section).toContainText('Weekend 1 and Weekend 2')
  await expect(section).toContainText('$450.00')
  await expectAccessible(page)
})

test('a full weekend puts the registration on its waiting list', async ({ page }) => {
  test.setTimeout(120_000)
  const weekend1 = season.weekends.find((weekend) => weekend.number === 1)!
  const taken = await staff.get(
    `/api/os-registrations?where[weekends][in]=${weekend1.id}&where[status][in]=registered,awaiting-payment,offered&limit=0`,
  )
  const { totalDocs } = (await taken.json()) as { totalDocs: number }
  await setCapacity(staff, weekend1.id, Math.max(1, totalDocs))
  await signIn(page, SECOND.email)
  await joinArtistMembership(page)
  await page.goto('/artists/sfosregistration')
  await page.getByRole('checkbox', { name: /Weekend 1/ }).check()
  await page.getByRole('radio', { name: /Participating/ }).check()
  await page.getByLabel('Street address').fill('22 Mission Street')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  // The page comes back with the registration's new state: its place on the weekend's list.
  const state = page.getByRole('region', { name: 'Your registration: On the waiting list' })
  await expect(state).toBeVisible({ timeout: 30_000 })
  await expect(state.getByRole('listitem')).toHaveText('number 1 for Weekend 1')
  await expectAccessible(page)
  await shots(page, 'waitlisted')
  await setCapacity(staff, weekend1.id, null)
})

test('another artist cannot read the first’s registration through the API', async ({ playwright }) => {
  const first = await signedInClient(playwright, FIRST.email, PASSWORD)
  const second = await signedInClient(playwright, SECOND.email, PASSWORD)
  const own = await first.get('/api/os-registrations?depth=0')
  const { docs } = (await own.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  expect((await second.get(`/api/os-registrations/${docs[0]!.id}`)).status()).toBe(404)
  expect((await second.patch(`/api/os-registrations/${docs[0]!.id}`, { data: { status: 'cancelled' } })).status()).toBe(
    403,
  )
  await first.dispose()
  await second.dispose()
})
