import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { writeQrVideo } from '../support/qr-video'
import { buyTicket, E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * The door (decision 064): a ticket bought with the test provider is let in
 * once — typed at the door, a second time it says "Already used"; a ticket
 * held up to the phone's camera (Chromium's fake camera playing a video of
 * its QR code) is read and let in; staff's attendee list and its CSV show
 * it; members and visitors are refused the tools and the CSV.
 */

test.describe.configure({ mode: 'serial' })

const DAY = 86_400_000
const MEMBER = { email: 'door-member@example.org', password: 'door-member-password-1' }
/** The door's answer: a status when let in, an alert when refused. */
const answer = (page: Page) => page.locator('.check-in__answer')
const shot = screenshotsOf('check-in')

let staff: APIRequestContext
let event: { id: number; slug: string; title: string }

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const startsAt = new Date(Math.floor((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000)
  const title = `Screen-printing night ${Date.now()}`
  const made = await staff.post('/api/events', {
    data: {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      venue: { name: 'The Annex', address: '12 Valencia St' },
      registration: 'tickets',
      ticketKinds: [{ name: 'Standard', priceMinor: 1500, quota: 10 }],
      status: 'published',
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number; slug: string } }
  event = { ...doc, title }
  const member = await staff.post('/api/users', { data: { ...MEMBER, name: 'Door Member', roles: [] } })
  expect([201, 400], await member.text()).toContain(member.status())
})

test.afterAll(async () => {
  await staff.dispose()
})

/** The door's page for the event's date, chosen from the list of dates as staff do. */
async function openDoor(page: Page) {
  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page)
  await page.goto('/cpanel/eventcheckin')
  await page.getByRole('link', { name: event.title }).first().click()
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(event.title) })).toBeVisible()
}

test('a ticket bought with the test provider is let in once; the second time it says already used', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { code } = await buyTicket(page, staff, {
    slug: event.slug,
    kind: 'Standard',
    email: 'ines@example.org',
    name: 'Ines Kahn',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await openDoor(page)
  await expect(page.getByText('0 of 1 checked in')).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Check-in code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Check in' }).click()
  await expect(answer(page)).toHaveText('Welcome, Ines Kahn: Ticket: Standard.')
  await expect(page.getByText('1 of 1 checked in')).toBeVisible()
  // The code box stays first; who is in is listed below it.
  await expect(page.getByRole('region', { name: 'Checked in, the latest first' })).toContainText('Ines Kahn')
  await shot(page, 'welcome')

  await expect(page.getByRole('button', { name: 'Check in' })).toBeEnabled()
  await page.getByLabel('Check-in code').fill(code)
  await page.getByRole('button', { name: 'Check in' }).click()
  await expect(answer(page)).toHaveText(
    new RegExp(`^Already used: ${code}, Ines Kahn \\(ines@example.org\\), was checked in at .+ by .+\\.$`),
  )
  await shot(page, 'used')
  await expectAccessible(page)

  await page.getByLabel('Check-in code').fill('NOT-A-CODE')
  await page.getByRole('button', { name: 'Check in' }).click()
  await expect(answer(page)).toHaveText(/^A check-in code is 10 letters and digits/)

  // The attendee list shows the ticket checked in, and its CSV carries it.
  await page.getByRole('link', { name: 'Attendee list' }).click()
  const row = page.getByRole('row', { name: /Ines Kahn/ })
  await expect(row).toContainText('Ticket: Standard')
  await expect(row).toContainText(code)
  await expect(row).not.toContainText('—')
  await expectAccessible(page)
  await shot(page, 'attendees-390')
  await page.setViewportSize({ width: 1280, height: 800 })
  await shot(page, 'attendees-1280')
  const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  const csv = await staff.get(csvHref!)
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toMatch(new RegExp(`Ines Kahn,ines@example.org,Ticket,Standard,Going,${code},\\d{4}-`))
  await page.getByRole('navigation', { name: 'Attendees’ views' }).getByRole('link', { name: 'Dates' }).click()
  await expect(page.getByRole('region', { name: 'Coming dates with places' })).toBeVisible()
  await shot(page, 'dates-1280')
})

test('a ticket held up to the phone’s camera is read and let in, once while it stays in view', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000)
  const { code } = await buyTicket(page, staff, {
    slug: event.slug,
    kind: 'Standard',
    email: 'kai@example.org',
    name: 'Kai Moss',
  })
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'door-')), 'ticket.y4m')
  // The QR code holds the code alone, as the mail's picture does.
  await writeQrVideo(video, code.replace(' ', ''))
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    await context.grantPermissions(['camera'], { origin: baseURL })
    const phone = await context.newPage()
    await openDoor(phone)
    await phone.getByRole('button', { name: 'Scan with the camera' }).click()
    await expect(answer(phone)).toHaveText('Welcome, Kai Moss: Ticket: Standard.', { timeout: 30_000 })
    await expect(phone.getByText('2 of 2 checked in')).toBeVisible()
    await shot(phone, 'camera')
    // The same ticket still in front of the camera is not sent again.
    await phone.waitForTimeout(3000)
    await expect(answer(phone)).toHaveText('Welcome, Kai Moss: Ticket: Standard.')
    await phone.getByRole('button', { name: 'Stop the camera' }).click()
    await expect(phone.getByRole('button', { name: 'Scan with the camera' })).toBeVisible()
  } finally {
    await browser.close()
  }
})

test('members and visitors are refused the door, the attendee list and its CSV', async ({
  page,
  playwright,
  request,
}) => {
  const query = `event=${event.id}&date=${encodeURIComponent(new Date().toISOString())}`
  for (const tool of ['eventcheckin', 'eventattendees']) {
    const refused = await request.get(`/cpanel/${tool}`, { maxRedirects: 0 })
    expect(refused.status(), tool).toBe(303)
    // Only the control panel may ask for the camera, for the door.
    expect(refused.headers()['permissions-policy']).toContain('camera=(self)')
  }
  expect((await request.get('/')).headers()['permissions-policy']).toContain('camera=()')
  expect((await request.get(`/api/events/attendees?${query}`)).status()).toBe(401)

  await page.goto('/login')
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByLabel('Password').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  for (const tool of ['eventcheckin', 'eventattendees']) {
    const response = await page.goto(`/cpanel/${tool}`)
    expect(response?.status(), tool).toBe(403)
    await expect(page.getByLabel('Check-in code')).toHaveCount(0)
  }
  const member = await signedInClient(playwright, MEMBER.email, MEMBER.password)
  const csv = await member.get(`/api/events/attendees?${query}`)
  expect(csv.status()).toBe(403)
  expect(await csv.text()).toBe('Only staff download attendees.')
  await member.dispose()
})
