import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import sharp from 'sharp'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * The calendar's journeys (decisions 060, 061): a member proposes an event,
 * staff approve it, it is on the calendar and in the feed; a rejected event
 * shows its reason to its member, who is mailed it; nobody else opens it;
 * members are refused staff's tools.
 */

const PASSWORD = 'events-password-1'
const TIME_ZONE = process.env.TIMEZONE || 'America/Los_Angeles'
const tool = (page: Page) => page.locator('.cpanel-tool')
const shot = screenshotsOf('events')

/** A day ten days from now where the organisation is, as the form and the calendar's address write it. */
function comingDay() {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 10 * 86_400_000))
}

async function signIn(page: Page, email: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

async function staffTool(page: Page, name: string) {
  await page.context().clearCookies()
  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page)
  await page.goto(`/cpanel/${name}`)
}

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const email of ['eve@example.org', 'finn@example.org']) {
    const made = await admin.post('/api/users', {
      data: { email, name: email.split('@')[0], password: PASSWORD, roles: [] },
    })
    // A worker started again after a failure finds them made already.
    expect([201, 400], await made.text()).toContain(made.status())
  }
  expect([201, 400]).toContain((await admin.post('/api/event-tags', { data: { name: 'Talks' } })).status())
  await admin.dispose()
})

test('a member proposes an event, staff approve it, and it is on the calendar and in its feeds', async ({
  page,
  playwright,
}) => {
  const day = comingDay()
  const month = day.slice(0, 7)
  await signIn(page, 'eve@example.org')
  await page.goto('/addevent')
  await expect(page.getByRole('heading', { level: 1, name: 'Propose an event' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'addevent')
  await page.getByLabel('Title').fill('Printmaking evening')
  await page.getByLabel('Summary').fill('Relief prints with the studio’s press.')
  await page.getByLabel('Starts on').fill(day)
  await page.getByLabel('Starts at').fill('19:00')
  await page.getByLabel('Ends at').fill('21:00')
  await page.getByLabel('Venue').fill('The Annex')
  await page.getByLabel('Talks').check()
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page).toHaveURL(/\/editevents\/\d+\?saved=submitted$/, { timeout: 30_000 })
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { name: 'Status: Waiting for review' })).toBeVisible()
  await page.goto('/editevents')
  await expect(page.getByRole('link', { name: 'Printmaking evening' })).toBeVisible()
  await expectAccessible(page)

  // Not public before staff approve it.
  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.get('/events/printmaking-evening')).status()).toBe(404)

  await staffTool(page, 'reviewevents')
  // The event's own page says what was proposed; the list approves the ticked ones at once.
  await tool(page).getByRole('link', { name: 'Printmaking evening' }).click()
  await expect(tool(page).getByRole('row', { name: /Venue/ })).toContainText('The Annex')
  await shot(page, 'reviewevents')
  await tool(page).getByRole('link', { name: 'Back to the events' }).click()
  await tool(page).getByRole('checkbox', { name: 'Select Printmaking evening' }).check()
  await expectAccessible(page)
  await shot(page, 'reviewevents-list')
  await tool(page).getByRole('button', { name: 'Approve selected' }).click()
  await expect(tool(page).getByRole('status')).toContainText(
    '“Printmaking evening” is approved and on the calendar; its organiser is told.',
    { timeout: 30_000 },
  )
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const mails = await admin.get('/api/outbox?where[to][equals]=eve@example.org')
  expect(((await mails.json()) as { docs: { subject: string }[] }).docs.map((mail) => mail.subject)).toContain(
    '“Printmaking evening” is on the calendar',
  )
  await admin.dispose()

  await page.context().clearCookies()
  // The home page shows the three soonest events: this one, unless other journeys' sooner events fill it.
  await page.goto('/')
  const comingUp = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Coming up' }) })
  const shown = comingUp.getByRole('heading', { level: 3 })
  await expect(shown.first()).toBeVisible()
  if (!(await shown.allTextContents()).includes('Printmaking evening')) await expect(shown).toHaveCount(3)
  await page.goto(`/calendar/${month}/list`)
  await expect(page.getByRole('link', { name: 'Printmaking evening' })).toBeVisible()
  await expectAccessible(page)
  await page.goto(`/calendar/${month}`)
  await expect(page.getByRole('table').getByRole('link', { name: 'Printmaking evening' })).toBeVisible()
  await expectAccessible(page)
  // On a phone the month reads as a list by day: each event on its day's line, not squashed into a column.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('table')).toBeHidden()
  const days = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(days.filter({ hasText: 'Printmaking evening' }).getByRole('heading', { level: 2 })).toHaveText(
    /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/,
  )
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('link', { name: 'Printmaking evening' }).first().click()
  await expect(page).toHaveURL(/\/events\/printmaking-evening$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Printmaking evening' })).toBeVisible()
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Printmaking evening', location: { name: 'The Annex' } })
  await expectAccessible(page)

  for (const path of ['/calendar.ics', '/calendar/talks.ics', '/events/printmaking-evening/calendar.ics']) {
    const response = await anonymous.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    const ours = events.find((event) => event.uid === `event-${id}@${new URL(baseURL).host}`)
    expect(ours?.summary, path).toBe('Printmaking evening')
    expect(ours?.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(ours?.startDate.toString()).toBe(`${day}T19:00:00`)
  }
  await anonymous.dispose()
})

test('a rejected event shows its reason to its member, who is mailed it; nobody else opens it', async ({
  page,
  playwright,
}) => {
  const eve = await signedInClient(playwright, 'eve@example.org', PASSWORD)
  const made = await eve.post('/api/events', {
    data: {
      title: 'Noise night',
      startsAt: new Date(Date.now() + 12 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 12 * 86_400_000 + 3_600_000).toISOString(),
      venue: { name: 'The basement' },
      status: 'pending',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  await eve.dispose()

  await staffTool(page, 'reviewevents')
  await tool(page).getByRole('link', { name: 'Noise night' }).click()
  await expectAccessible(page)
  await tool(page).getByRole('button', { name: 'Reject…' }).click()
  await expect(tool(page).getByText('Say why: the person is told this reason.')).toBeVisible()
  await tool(page)
    .getByLabel('Reason for rejecting')
    .fill('The basement has no step-free way in: choose another venue.')
  await tool(page).getByRole('button', { name: 'Reject…' }).click()
  await expect(
    tool(page).getByText(/^This will reject “Noise night” and email eve@example.org the reason/),
  ).toBeVisible()
  await shot(page, 'reviewevents-reject-confirm')
  await tool(page).getByRole('button', { name: 'Confirm the rejection' }).click()
  await expect(tool(page).getByRole('status')).toContainText('is rejected', { timeout: 30_000 })

  // Staff add an event of their own, published at once.
  await page.goto('/cpanel/addevent')
  await tool(page).getByLabel('Title').fill('Members’ open evening')
  await tool(page).getByLabel('Starts on').fill(comingDay())
  await tool(page).getByLabel('Starts at').fill('18:00')
  await tool(page).getByLabel('Ends at').fill('20:00')
  await tool(page).getByLabel('Venue').fill('Vernissage gallery')
  // With a picture: refused without its alt text, kept once it has one.
  const photo = {
    name: 'open-evening.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 110, b: 90 } } })
      .jpeg()
      .toBuffer(),
  }
  await tool(page).getByLabel('Picture', { exact: true }).setInputFiles(photo)
  await expectAccessible(page)
  await tool(page).getByRole('button', { name: 'Publish the event' }).click()
  await expect(tool(page).getByRole('alert')).toContainText('Say what the picture shows', { timeout: 30_000 })
  await tool(page).getByLabel('Picture', { exact: true }).setInputFiles(photo)
  await tool(page).getByLabel('What the picture shows').fill('Members talking in the gallery at dusk')
  await tool(page).getByRole('button', { name: 'Publish the event' }).click()
  await expect(tool(page).getByRole('status')).toContainText('/events/members-open-evening', { timeout: 30_000 })
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get('/events/members-open-evening')).status()).toBe(200)
  await visitor.dispose()
  await page.goto('/events/members-open-evening')
  const eventPicture = page.getByRole('img', { name: 'Members talking in the gallery at dusk' })
  await expect(eventPicture).toBeVisible()
  await expect(page.locator('main picture source[type="image/avif"]')).toHaveAttribute('srcset', /400w/)
  await page.goto(`/calendar/${comingDay().slice(0, 7)}/list`)
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Members’ open evening' }) })
  await expect(listed.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /\d+w/)
  await expect(listed.locator('img')).toHaveAttribute('loading', 'lazy')
  await expect(page.getByText(/No (picture|image) yet/)).toHaveCount(0)
  await expectAccessible(page)

  await signIn(page, 'eve@example.org')
  await page.goto('/editevents')
  await expect(page.getByText('Staff said: The basement has no step-free way in')).toBeVisible()
  await shot(page, 'editevents')
  await page.goto(`/editevents/${id}`)
  await expect(page.getByRole('heading', { name: 'Status: Rejected' })).toBeVisible()
  await expectAccessible(page)

  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect
    .poll(async () => {
      const response = await admin.get(`/api/outbox?where[to][equals]=eve%40example.org&sort=-createdAt`)
      const { docs } = (await response.json()) as { docs: { subject: string; text: string }[] }
      return docs.find((doc) => doc.subject === '“Noise night” was not approved')?.text ?? ''
    })
    .toContain('The basement has no step-free way in')
  await admin.dispose()

  // Another member: not their event, and not staff.
  await signIn(page, 'finn@example.org')
  const other = await page.goto(`/editevents/${id}`)
  expect(other?.status()).toBe(404)
  const finn = await signedInClient(playwright, 'finn@example.org', PASSWORD)
  expect((await finn.patch(`/api/events/${id}`, { data: { title: 'Mine' } })).status()).toBe(403)
  await finn.dispose()
})

test('the tagger: a sorted list, a tag’s page renames it and deletes it after naming its events; the notice is said once', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const made = await admin.post('/api/event-tags', { data: { name: 'Zines' } })
  expect([201, 400], await made.text()).toContain(made.status())
  const event = await admin.post('/api/events', {
    data: {
      title: 'Zine swap',
      startsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 14 * 86_400_000 + 3_600_000).toISOString(),
      venue: { name: 'The reading room' },
      status: 'published',
      _status: 'published',
    },
  })
  expect(event.status(), await event.text()).toBe(201)
  await admin.dispose()

  await staffTool(page, 'eventtagger')
  // Tagging many events at once: found by title among the paged events, the ticked ones get the chosen tag.
  await tool(page).getByLabel('Event title').fill('Zine swap')
  await tool(page).getByRole('search', { name: 'Find events to tag' }).getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/title=Zine\+swap/)
  await tool(page).getByRole('checkbox', { name: 'Choose “Zine swap”' }).check()
  await tool(page).getByLabel('Tag', { exact: true }).selectOption({ label: 'Zines' })
  await tool(page).getByRole('button', { name: 'Change the ticked events' }).click()
  await expect(tool(page).getByRole('status')).toContainText('1 event tagged.', { timeout: 30_000 })

  // Sorted by name in the address, the other way round from its heading.
  const tags = tool(page).getByRole('table', { name: 'The calendar’s tags' })
  await tags.getByRole('link', { name: /^Tag/ }).click()
  await expect(page).toHaveURL(/sort=-name/)
  const names = await tags.locator('tbody tr td:first-child').allTextContents()
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)))
  await expect(tags.getByRole('row', { name: /Zines/ })).toContainText('1')
  await expectAccessible(page)
  await shot(page, 'eventtagger-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'eventtagger-390')
  await page.setViewportSize({ width: 1280, height: 720 })

  await tags.getByRole('link', { name: 'Zines' }).click()
  await expect(tool(page)).toContainText('one event carries it')
  await tool(page).getByLabel('Name').fill('Zine fair')
  await tool(page).getByRole('button', { name: 'Rename' }).click()
  await expect(tool(page).getByRole('status')).toContainText('The tag “Zine fair” is saved.', { timeout: 30_000 })
  await tool(page).getByRole('link', { name: 'Delete this tag…' }).click()
  await expect(tool(page)).toContainText(
    'This will delete the tag “Zine fair”: it is taken off the one event that carries it',
  )
  await expectAccessible(page)
  await shot(page, 'eventtagger-delete-confirm')
  await tool(page).getByRole('button', { name: 'Confirm the deletion' }).click()
  await expect(tool(page).getByRole('status')).toContainText('The tag is deleted', { timeout: 30_000 })
  await expect(page).toHaveURL(/deleted=1/)
  // The notice is said once: sorting again does not carry it.
  await expect(tags.getByRole('row', { name: /Zine fair/ })).toHaveCount(0)
  await tags.getByRole('link', { name: /^Tag/ }).click()
  await expect(page).not.toHaveURL(/deleted=/)
  await expect(tool(page).getByRole('status')).toHaveCount(0)
  await page.goto('/cpanel/eventtagger?id=999999999')
  await expect(tool(page).getByRole('alert')).toContainText('There is no such tag')
})

test('members, artists, partners and visitors are refused the events’ tools', async ({ playwright, request }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const paths = ['reviewevents', 'addevent', 'eventtagger', 'eventattendees', 'eventcheckin'].map(
    (name) => `/cpanel/${name}`,
  )
  // A member of the public holds the art lover's role; artists and partners theirs.
  for (const roles of [['artlover'], ['artist', 'artlover'], ['partner']]) {
    const person = { email: `events-${roles[0]}@example.org`, password: PASSWORD }
    const made = await admin.post('/api/users', { data: { ...person, roles } })
    expect([201, 400], await made.text()).toContain(made.status())
    const client = await signedInClient(playwright, person.email, person.password)
    for (const path of paths) expect((await client.get(path, { maxRedirects: 0 })).status(), path).toBe(403)
    await client.dispose()
  }
  for (const path of paths) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(303)
  await admin.dispose()
})
