import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL, E2E_OIDC } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

/**
 * Receipts (decision 044): `/shop/orders/{number}` and its PDF reach the
 * buyer, staff and whoever has the guest key from the receipt mail; to
 * everyone else they are the site's 404, exactly as an order that does not
 * exist. Orders are made and paid by the test-only `/testing/paid-order`.
 */

const run = Math.random().toString(36).slice(2, 8)
const PASSWORD = 'receipts-password-1'
const adaEmail = `ada-${run}@example.org`
const benEmail = `ben-${run}@example.org`

type Made = { number: string; key: string | null }

async function order(request: APIRequestContext, email: string | null, pay = true): Promise<Made> {
  const response = await request.post('/testing/paid-order', { data: { email, pay } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Made
}

const pagePath = (number: string, key?: string | null) =>
  `/shop/orders/${number}${key ? `?key=${encodeURIComponent(key)}` : ''}`
const pdfPath = (number: string, key?: string | null) =>
  `/shop/orders/${number}/receipt.pdf${key ? `?key=${encodeURIComponent(key)}` : ''}`

const shot = screenshotsOf('commerce-receipts')

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const [email, name] of [
    [adaEmail, 'Ada Lovelace'],
    [benEmail, 'Ben Okri'],
  ]) {
    const created = await admin.post('/api/users', { data: { email, name, password: PASSWORD } })
    expect(created.status()).toBe(201)
  }
  await admin.dispose()
})

test('the receipt and its PDF answer the buyer, staff and the guest key, and 404 to everyone else', async ({
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const ada = await signedInClient(playwright, adaEmail, PASSWORD)
  const ben = await signedInClient(playwright, benEmail, PASSWORD)
  const anonymous = await playwright.request.newContext({ baseURL })
  const adas = await order(anonymous, adaEmail)
  const guests = await order(anonymous, null)
  const guestKey = guests.key!
  // The right length and alphabet, one character off: compared in full, in constant time.
  const nearKey = guestKey.slice(0, -1) + (guestKey.endsWith('a') ? 'b' : 'a')

  const asked: [string, APIRequestContext, string, number][] = []
  const both = (who: string, client: APIRequestContext, number: string, key: string | null, status: number) => {
    asked.push([who, client, pagePath(number, key), status], [who, client, pdfPath(number, key), status])
  }
  both('the buyer', ada, adas.number, null, 200)
  both('staff', admin, adas.number, null, 200)
  both('staff, a guest’s order', admin, guests.number, null, 200)
  both('the guest key', anonymous, guests.number, guestKey, 200)
  both('the guest key, signed in as someone else', ben, guests.number, guestKey, 200)
  both('another person', ben, adas.number, null, 404)
  both('anonymous', anonymous, adas.number, null, 404)
  both('anonymous, a guest’s order without the key', anonymous, guests.number, null, 404)
  both('a wrong key', anonymous, guests.number, 'not-the-key', 404)
  both('a key one character off', anonymous, guests.number, nearKey, 404)
  both('another order’s key', anonymous, adas.number, guestKey, 404)
  both('another person, with a wrong key', ben, adas.number, nearKey, 404)
  both('an order that does not exist', admin, 'V-2026-999999', null, 404)
  both('an order that does not exist, with a key', anonymous, 'V-2026-999999', guestKey, 404)
  both('not an order number', admin, 'nonsense', null, 404)

  const answered = []
  for (const [who, client, path] of asked) {
    const response = await client.get(path, { maxRedirects: 0 })
    answered.push(`${who}: ${path.replace(guestKey, '{key}').replace(nearKey, '{near key}')} → ${response.status()}`)
    if (response.status() === 404) expect(await response.text()).toMatch(/page not found/i)
    expect(response.headers()['cache-control']).toMatch(/no-store/)
    if (response.status() === 200 && path.includes('receipt.pdf')) {
      expect(response.headers()['content-type']).toBe('application/pdf')
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  }
  expect(answered).toEqual(
    asked.map(
      ([who, , path, status]) =>
        `${who}: ${path.replace(guestKey, '{key}').replace(nearKey, '{near key}')} → ${status}`,
    ),
  )

  const pdf = await ada.get(pdfPath(adas.number))
  expect(pdf.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="receipt-${adas.number}.pdf"`,
    'cache-control': 'private, no-store',
    'referrer-policy': 'no-referrer',
  })
  const receipt = await anonymous.get(pagePath(guests.number, guestKey))
  expect(receipt.headers()['referrer-policy']).toBe('no-referrer')
  const html = await receipt.text()
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  expect(html).toMatch(/<meta name="referrer" content="no-referrer"/)

  for (const client of [admin, ada, ben, anonymous]) await client.dispose()
})

test('the buyer reads an accessible, printable receipt with its PDF; a guest opens theirs from the mail’s link', async ({
  page,
  browser,
  playwright,
}) => {
  const maker = await playwright.request.newContext({ baseURL })
  const adas = await order(maker, adaEmail)

  await page.goto('/login')
  await page.getByLabel('Email').fill(adaEmail)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto(pagePath(adas.number))
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  await expect(page.getByText(`Order ${adas.number}`)).toBeVisible()
  const table = page.getByRole('table', { name: 'What the order is for' })
  await expect(table.getByRole('row')).toHaveText([
    /Item\s*Quantity\s*Unit price\s*Amount/,
    /Print “Harbour at dusk”\s*2\s*\$25\.00\s*\$50\.00/,
    /Open Studios guide\s*1\s*\$12\.50\s*\$12\.50/,
    /Total\s*\$62\.50/,
  ])
  await expect(page.getByText(/^Paid \$62\.50 on /)).toBeVisible()
  await expect(page.getByText('Test payment (no real money)')).toBeVisible()
  await expect(page.getByRole('main').getByText('Ada Lovelace')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'buyer')

  const download = page.getByRole('link', { name: 'Download receipt (PDF)' })
  await expect(download).toHaveAttribute('href', pdfPath(adas.number))
  // Followed in the browser, with its cookie and same-origin signals.
  const [pdf] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === pdfPath(adas.number)),
    download.click(),
  ])
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await page.goto(pagePath(adas.number))

  // On paper: the receipt alone, without the site's header, footer or the download link.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner').first()).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(download).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  await shot(page, 'print')
  await page.emulateMedia({ media: 'screen' })

  // From the receipt mail in a webmail: a cross-site arrival, which Payload's cookie check alone would take for
  // someone signed out. After one refresh from our own origin, the buyer sees their receipt.
  await page.goto(`${E2E_OIDC.issuer}/.well-known/openid-configuration`)
  await page.evaluate((address) => (window.location.href = address), `${baseURL}${pagePath(adas.number)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(pagePath(adas.number))

  // An order not paid yet says so, and is no receipt.
  const unpaid = await order(maker, adaEmail, false)
  await page.goto(pagePath(unpaid.number))
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible()
  await expect(page.getByText(/awaiting payment: nothing has been charged yet/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download this order (PDF)' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'unpaid')

  // A guest, in a browser of their own, from the link in their mail.
  const guests = await order(maker, null)
  const guest = await browser.newContext({ baseURL })
  const guestPage = await guest.newPage()
  const response = await guestPage.goto(pagePath(guests.number, guests.key))
  expect(response?.status()).toBe(200)
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  await expect(guestPage.getByRole('main').getByText('Grace Guest')).toBeVisible()
  await expect(guestPage.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
    'href',
    pdfPath(guests.number, guests.key),
  )
  await expectAccessible(guestPage)
  await shot(guestPage, 'guest')

  // Someone else arriving from another site at Ada's order: one refresh, then the same 404 as anyone.
  await guestPage.goto(`${E2E_OIDC.issuer}/.well-known/openid-configuration`)
  const arrival = guestPage.waitForResponse((response) => response.url().endsWith(pagePath(adas.number)))
  await guestPage.evaluate((address) => (window.location.href = address), `${baseURL}${pagePath(adas.number)}`)
  expect((await arrival).status()).toBe(200)
  const lookedAgain = await guestPage.waitForResponse((response) => response.url().endsWith(pagePath(adas.number)))
  expect(lookedAgain.status()).toBe(404)
  await expect(guestPage.getByText(/page not found/i).first()).toBeVisible()
  await expect(guestPage.getByText('Ada Lovelace')).toHaveCount(0)

  // The page view is recorded without the key that opened it.
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect
    .poll(async () => {
      const events = await staff.get(
        `/api/analytics-events?where[path][like]=${encodeURIComponent(guests.number)}&limit=10`,
      )
      return ((await events.json()) as { docs: { path: string }[] }).docs.map((doc) => doc.path)
    })
    .toEqual([`/shop/orders/${guests.number}`])

  await guest.close()
  await staff.dispose()
  await maker.dispose()
})
