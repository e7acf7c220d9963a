import { expect, test, type APIRequestContext } from '@playwright/test'

import { buyTicket, E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Tickets (decision 066): staff give an event two ticket kinds in its
 * control-panel screen; a guest buys the only ticket of one kind with the
 * test provider, comes back to the receipt and is mailed the ticket's
 * check-in code; the kind then shows "Sold out". Two tickets of one order
 * are one booking: one mail with both QR codes and a calendar file, both
 * codes on the receipt, one row on the dashboard (decision 076). The tickets page passes
 * axe and refuses in words without JavaScript.
 */

test.describe.configure({ mode: 'serial' })

const shot = screenshotsOf('tickets')
const DAY = 86_400_000

let staff: APIRequestContext
let event: { id: number; slug: string }

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const startsAt = new Date(Math.floor((Date.now() + 20 * DAY) / 3_600_000) * 3_600_000)
  const made = await staff.post('/api/events', {
    data: {
      title: `Letterpress open night ${Date.now()}`,
      summary: 'Print a poster on the studio’s presses.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      venue: { name: 'The Annex', address: '12 Valencia St' },
      registration: 'tickets',
      status: 'published',
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number; slug: string } }
  event = doc
})

test.afterAll(async () => {
  await staff.dispose()
})

test('staff give the event two kinds of ticket in its control-panel screen', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page)
  await page.goto(`/cpanel/collections/events/${event.id}`)
  const add = page.getByRole('button', { name: /Add Ticket Kind/i }).first()
  await add.click({ timeout: 60_000 })
  await page.locator('#field-ticketKinds__0__name').fill('Standard')
  await page.locator('#field-ticketKinds__0__priceMinor').fill('1200')
  await page.locator('#field-ticketKinds__0__quota').fill('40')
  await add.click()
  await page.locator('#field-ticketKinds__1__name').fill('Press seat')
  await page.locator('#field-ticketKinds__1__priceMinor').fill('3000')
  await page.locator('#field-ticketKinds__1__quota').fill('1')
  await shot(page, 'cpanel')
  await page.locator('#action-save').click()
  await expect
    .poll(
      async () => {
        const stored = await (await staff.get(`/api/events/${event.id}?depth=0`)).json()
        return (stored.ticketKinds ?? []).map((kind: { name: string; quota: number }) => `${kind.name}:${kind.quota}`)
      },
      { timeout: 30_000 },
    )
    .toEqual(['Standard:40', 'Press seat:1'])
})

test('the event’s page shows the prices and links to the tickets page, which passes axe', async ({ page }) => {
  await page.goto(`/events/${event.slug}`)
  await expect(page.getByText('Standard: $12.00')).toBeVisible()
  await expect(page.getByText('Press seat: $30.00')).toBeVisible()
  await shot(page, 'event')
  // Search engines are told the offers too.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd.offers).toEqual([
    expect.objectContaining({ '@type': 'Offer', name: 'Standard', price: '12.00', priceCurrency: 'USD' }),
    expect.objectContaining({ '@type': 'Offer', name: 'Press seat', price: '30.00', priceCurrency: 'USD' }),
  ])
  await page.getByRole('link', { name: 'Get tickets' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/tickets$`))
  await expect(page.getByRole('heading', { level: 1, name: /^Tickets: Letterpress open night/ })).toBeVisible()
  await expect(page.getByText('40 left')).toBeVisible()
  await expect(page.getByText('1 left')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'page')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'phone')
  await page.setViewportSize({ width: 1280, height: 720 })

  // Nothing chosen, nothing typed: refused in words.
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Give an email address for the receipt')).toBeVisible()
  await page.getByLabel('Email').fill('ivy@example.org')
  await page.getByLabel('Name').fill('Ivy Guest')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one ticket.' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'refused')
})

test('the event’s page is served from cache; the tickets page never is', async ({ request }) => {
  await request.get(`/events/${event.slug}`)
  const again = await request.get(`/events/${event.slug}`)
  expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache'])
  expect(again.headers()['set-cookie']).toBeUndefined()
  const tickets = await request.get(`/events/${event.slug}/tickets`)
  expect(tickets.status()).toBe(200)
  expect(tickets.headers()['cache-control']).toContain('no-store')
  expect((await request.get('/events/no-such-event/tickets')).status()).toBe(404)
})

test('a guest buys the only press seat, sees the receipt and is mailed its code; the seat is then sold out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { code, orderNumber } = await buyTicket(page, staff, {
    slug: event.slug,
    kind: 'Press seat',
    email: 'ivy@example.org',
    name: 'Ivy Guest',
  })
  expect(code).toMatch(/^[A-Z0-9]{5} [A-Z0-9]{5}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(`Order ${orderNumber}`)).toBeVisible()
  await expect(page.getByRole('cell', { name: /Press seat — Letterpress open night/ })).toBeVisible()
  // The code mailed is on the receipt, with its QR code.
  const onReceipt = page.getByRole('region', { name: 'Your ticket' })
  await expect(onReceipt.getByText(code, { exact: true })).toBeVisible()
  await expect(onReceipt.getByRole('img', { name: `QR code of check-in code ${code}` })).toBeVisible()
  await shot(page, 'receipt')

  const places = await (
    await staff.get(`/api/event-attendees?where[order.number][equals]=${orderNumber}&depth=0`)
  ).json()
  expect(places.docs).toHaveLength(1)
  expect(places.docs[0]).toMatchObject({ kind: 'ticket', ticketLabel: 'Press seat', status: 'confirmed' })
  expect(places.docs[0].code).toBe(code.replace(' ', ''))

  await page.goto(`/events/${event.slug}/tickets`)
  const seat = page.getByRole('listitem').filter({ hasText: 'Press seat' })
  await expect(seat.getByText('Sold out')).toBeVisible()
  await expect(seat.getByRole('spinbutton')).toHaveCount(0)
  await expect(page.getByText('40 left')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'sold-out')
})

test('a signed-in person buys as themselves, without being asked who they are', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await page.goto(`/events/${event.slug}/tickets`)
  await expect(page.getByText(`You are buying as ${E2E_ADMIN.email}`)).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'signed-in')
  await page.getByLabel(/^Standard, /).fill('2')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $24.00' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay $24.00' }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}$/, { timeout: 30_000 })
  const orderNumber = /V-\d{4}-\d{6}/.exec(page.url())![0]
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  // The receipt shows both codes, each with its QR code (decision 076).
  const codes = page.getByRole('region', { name: 'Your 2 tickets' })
  await expect(codes.getByRole('img', { name: /^QR code of check-in code [A-Z0-9]{5} [A-Z0-9]{5}$/ })).toHaveCount(2)
  await expectAccessible(page)
  await shot(page, 'receipt-codes')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'receipt-codes-phone')
  await page.setViewportSize({ width: 1280, height: 720 })
  const places = await (
    await staff.get(`/api/event-attendees?where[order.number][equals]=${orderNumber}&depth=0`)
  ).json()
  expect(places.docs).toHaveLength(2)
  expect(places.docs.map((place: { email: string }) => place.email)).toEqual([E2E_ADMIN.email, E2E_ADMIN.email])
  const spaced = places.docs.map((place: { code: string }) => `${place.code.slice(0, 5)} ${place.code.slice(5)}`)
  for (const code of spaced) await expect(page.getByText(code, { exact: true })).toBeVisible()

  // One mail for the order (decision 080): the booking, with both QR codes inline, one calendar file and the receipt.
  let booking: { subject: string; text: string; raw: string }[] = []
  await expect
    .poll(
      async () => {
        await staff.post('/testing/run-due-jobs', { data: { minutesAhead: 0 } })
        const response = await staff.get(
          `/api/outbox?where[to][equals]=${encodeURIComponent(E2E_ADMIN.email)}&sort=-createdAt&limit=50`,
        )
        const { docs } = (await response.json()) as { docs: { subject: string; text: string; raw: string }[] }
        booking = docs.filter((doc) => doc.text.includes(orderNumber) || doc.text.includes(event.slug))
        return booking.length
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  // Nothing else comes for it once every job has run (the receipt mail would have come in the same run).
  await staff.post('/testing/run-due-jobs', { data: { minutesAhead: 0 } })
  const after = await staff.get(
    `/api/outbox?where[to][equals]=${encodeURIComponent(E2E_ADMIN.email)}&sort=-createdAt&limit=50`,
  )
  const all = ((await after.json()) as { docs: { text: string }[] }).docs
  expect(all.filter((doc) => doc.text.includes(orderNumber) || doc.text.includes(event.slug))).toHaveLength(1)
  expect(booking[0]!.subject).toMatch(/^Your tickets: Letterpress open night/)
  expect(booking[0]!.text).toContain('your booking of 2 tickets is confirmed')
  for (const code of spaced) expect(booking[0]!.text).toContain(code)
  expect(booking[0]!.raw.match(/Content-Type: image\/png/g)).toHaveLength(2)
  expect(booking[0]!.raw.match(/Content-Type: text\/calendar/g)).toHaveLength(1)
  expect(booking[0]!.text).toContain(`Order ${orderNumber}: paid $24.00 on `)
  expect(booking[0]!.raw).toContain(`receipt-${orderNumber}.pdf`)

  // The dashboard lists the order's two tickets as one booking, linked to the receipt.
  await page.goto('/dashboard')
  const row = page
    .getByRole('region', { name: 'Your events' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/events/${event.slug}/rsvp"]`) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('2 tickets: 2 × Standard · Going')
  await expect(row.getByRole('link', { name: `Tickets and receipt, order ${orderNumber}` })).toHaveAttribute(
    'href',
    `/shop/orders/${orderNumber}`,
  )
  await expectAccessible(page)
  await shot(page, 'dashboard')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'dashboard-phone')
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.goto(`/events/${event.slug}/tickets`)
  await expect(page.getByText('38 left')).toBeVisible()
})

test('without JavaScript, the form posts and a refusal comes back in words', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/events/${event.slug}/tickets`)
  await page.getByLabel(/^Standard, /).fill('11')
  await page.getByLabel('Email').fill('juno@example.org')
  await page.getByLabel('Name').fill('Juno Guest')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(
    page.getByText(/Give the number of Standard tickets for .+ as a whole number from 0 to 10\./),
  ).toBeVisible()
  await expect(page.getByLabel(/^Standard, /)).toHaveValue('11')
  await context.close()
})
