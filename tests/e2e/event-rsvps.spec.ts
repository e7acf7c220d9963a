import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

/**
 * RSVPs (decision 065): three people RSVP to a date with one place — the
 * first goes, the others wait; the first cancels, the next is mailed the
 * offer and follows its link to accept it. The RSVP page works without
 * JavaScript and passes axe signed out and signed in.
 */

const PASSWORD = 'rsvp-password-1'
const run = Date.now().toString(36)
const people = ['ana', 'ben', 'cai'].map((name) => ({ name, email: `${name}-${run}@example.org` }))
const shot = screenshotsOf('rsvp')

// The second test reads the places the first made.
test.describe.configure({ mode: 'serial' })

let slug = ''
let staff: APIRequestContext

async function signIn(page: Page, email: string, next: string) {
  await page.context().clearCookies()
  await page.goto(`/login?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${next}$`), { timeout: 30_000 })
}

/** The link to the RSVP page in the newest offer mailed to this address (mail goes to the outbox in these tests). */
async function offerLink(to: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        // The offer is mailed by the jobs queue: take its turn now rather than wait for the next minute's.
        expect((await staff.post('/testing/run-due-jobs', { data: {} })).status()).toBe(200)
        const response = await staff.get(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt`)
        const { docs } = (await response.json()) as { docs: { subject: string; text: string }[] }
        link = docs
          .filter((doc) => doc.subject.startsWith('A place for you'))
          .map((doc) => doc.text.match(/https?:\/\/\S+\/rsvp/)?.[0])
          .find(Boolean)
        return Boolean(link)
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true)
  return new URL(link!).pathname
}

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const { name, email } of people) {
    const made = await staff.post('/api/users', { data: { email, name, password: PASSWORD, roles: [] } })
    expect(made.status(), await made.text()).toBe(201)
  }
  const startsAt = new Date(Math.floor((Date.now() + 10 * 86_400_000) / 60_000) * 60_000)
  const event = await staff.post('/api/events', {
    data: {
      title: `Studio talk ${run}`,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      venue: { name: 'The Hall' },
      registration: 'rsvp',
      capacity: 1,
      status: 'published',
      _status: 'published',
    },
  })
  expect(event.status(), await event.text()).toBe(201)
  slug = ((await event.json()) as { doc: { slug: string } }).doc.slug
})

test.afterAll(async () => {
  await staff?.dispose()
})

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test('RSVP until full, then the waiting list, then a cancellation offers the place, accepted from its mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const rsvp = `/events/${slug}/rsvp`

  // The cached event page only links to the RSVP page.
  await page.goto(`/events/${slug}`)
  await page.getByRole('link', { name: 'RSVP', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${rsvp}$`))
  await expect(page.getByRole('heading', { level: 1, name: `RSVP: Studio talk ${run}` })).toBeVisible()
  const signedOut = await page.request.get(rsvp)
  expect(signedOut.headers()['cache-control']).toMatch(/no-store/)
  await expectAccessible(page)
  await shot(page, 'signed-out')
  await expect(page.getByText(/: 1 place left$/)).toBeVisible()
  await page.getByRole('link', { name: 'Sign in to RSVP' }).click()
  await expect(page).toHaveURL(/\/login\?next=/)

  // Ana takes the one place.
  await signIn(page, people[0]!.email, rsvp)
  await expect(page.getByText('1 place left')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'RSVP', exact: true }).click()
  await expect(page.getByText('You’re going. We have mailed you the details and your check-in code.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Going', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Check-in code:/)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'going')

  // Ben joins the waiting list.
  await signIn(page, people[1]!.email, rsvp)
  await expect(page.getByText('Full — join the waiting list')).toBeVisible()
  await page.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(page.getByText(/you are on the waiting list, number 1\./)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('On the waiting list, number 1', { exact: true })).toBeVisible()

  // Cai joins it too, without JavaScript.
  const plain = await withoutJavaScript(browser)
  await signIn(plain.page, people[2]!.email, rsvp)
  await plain.page.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(plain.page.getByText('On the waiting list, number 2', { exact: true })).toBeVisible({ timeout: 30_000 })
  // (axe needs JavaScript: the same page was checked signed in above.)
  await shot(plain.page, 'waiting')

  // Ana cancels: the place is offered to Ben.
  await signIn(page, people[0]!.email, rsvp)
  await page.getByRole('button', { name: 'Cancel my place' }).click()
  await expect(page.getByText('Your place is cancelled. Thank you for letting us know.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()

  // Ben follows the mail's link and accepts.
  const link = await offerLink(people[1]!.email)
  expect(link).toBe(rsvp)
  await signIn(page, people[1]!.email, link)
  await expect(page.getByText(/^A place is offered to you until /)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'offered')
  await page.getByRole('button', { name: 'Accept the place' }).click()
  await expect(
    page.getByText('The place is yours. We have mailed you the details and your check-in code.'),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Going', { exact: true })).toBeVisible()
  await expect(page.getByText('You’re going: your place is above.')).toBeVisible()

  // The dashboard lists the place and links back to the RSVP page.
  await page.goto('/dashboard')
  const yours = page.getByRole('region', { name: 'Your events' })
  await expect(yours.getByText('RSVP · Going')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'dashboard')
  await yours.getByRole('link', { name: `Studio talk ${run}` }).click()
  await expect(page).toHaveURL(new RegExp(`${rsvp}$`))

  // Cai is now first on the list, and leaves it without JavaScript.
  await plain.page.goto(rsvp)
  await expect(plain.page.getByText('On the waiting list, number 1', { exact: true })).toBeVisible()
  await plain.page.getByRole('button', { name: 'Leave the waiting list' }).click()
  await expect(plain.page.getByText('You have left the waiting list.')).toBeVisible({ timeout: 30_000 })
  await plain.context.close()
})

test('another member’s place is neither read nor changed through the API, and a guest is refused', async ({
  playwright,
}) => {
  const cai = await signedInClient(playwright, people[2]!.email, PASSWORD)
  const { docs } = (await (
    await staff.get(`/api/event-attendees?where[email][equals]=${people[1]!.email}`)
  ).json()) as {
    docs: { id: number }[]
  }
  expect(docs.length).toBeGreaterThan(0)
  expect((await cai.get(`/api/event-attendees/${docs[0]!.id}`)).status()).toBe(404)
  expect((await cai.patch(`/api/event-attendees/${docs[0]!.id}`, { data: { status: 'cancelled' } })).status()).toBe(403)
  await cai.dispose()
  const guest = await playwright.request.newContext({ baseURL })
  expect((await guest.get(`/api/event-attendees`)).status()).toBe(403)
  await guest.dispose()
})
