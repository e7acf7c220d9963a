import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient } from './helpers'

/**
 * The shop (decision 044): a guest fills a cart, checks out with an email and
 * a name and is sent to the payment provider; what is sold out cannot be
 * added; the forms work without JavaScript; the pages pass axe.
 */

const shot = screenshotsOf('shop')

let staff: APIRequestContext

async function make(collection: string, data: Record<string, unknown>) {
  const response = await staff.post(`/api/${collection}`, { data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

/** What the test provider's signed session carries (its body is base64url JSON before the signature). */
function sessionOf(url: URL): { paid: string; cancelled: string; totalMinor: number } {
  const token = url.searchParams.get('session') ?? ''
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'))
}

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const prints = await make('product-categories', { name: 'Prints', sortOrder: 1 })
  const goods = await make('product-categories', { name: 'Bags and goods', sortOrder: 2 })
  const picture = await staff.post('/api/images', {
    multipart: {
      file: {
        name: 'tote.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 800, height: 600, channels: 3, background: { r: 210, g: 190, b: 150 } },
        })
          .png()
          .toBuffer(),
      },
      _payload: JSON.stringify({ alt: 'A natural canvas tote bag hanging on a hook' }),
    },
  })
  expect(picture.status(), await picture.text()).toBe(201)
  await make('products', {
    pictures: [((await picture.json()) as { doc: { id: number } }).doc.id],
    name: 'Canvas tote bag',
    kind: 'merchandise',
    category: goods.id,
    shortDescription: 'Heavy cotton, printed with this year’s artwork.',
    description: 'Natural cotton canvas, 38 × 42 cm.\n\nScreen-printed by a local studio.',
    priceMinor: 1800,
    stock: 5,
  })
  await make('products', {
    name: 'Neighbourhood map print',
    kind: 'merchandise',
    category: prints.id,
    shortDescription: 'A two-colour risograph of the Open Studios map.',
    priceMinor: 3500,
  })
  await make('products', {
    name: 'Open Studios guide',
    kind: 'guide-copy',
    category: prints.id,
    shortDescription: 'Every studio, map and weekend.',
    priceMinor: 1000,
    stock: 0,
  })
})

test.afterAll(async () => {
  await staff.dispose()
})

test('a guest adds two things, checks out with an email and a name, and is sent to pay; the cart is then empty', async ({
  page,
}) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Prints' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Your cart' })).toBeVisible()
  // Every card has a picture: the tote its own, in sizes; the others their initials on their own colours.
  const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name }) })
  await expect(card('Canvas tote bag').locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w/)
  await expect(card('Canvas tote bag').getByRole('img')).toHaveAttribute('width', /\d+/)
  await expect(card('Neighbourhood map print').locator('[data-placeholder]')).toHaveText('NP')
  await expect(page.getByText(/No (picture|image) yet/)).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'list')

  await page.getByRole('link', { name: 'Canvas tote bag' }).click()
  await expect(page).toHaveURL(/\/shop\/canvas-tote-bag$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Canvas tote bag' })).toBeVisible()
  await expect(page.getByText('$18.00')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'product')
  await page.getByLabel('Quantity').fill('1')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/shop\/cart$/)

  await page.goto('/shop/neighbourhood-map-print')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
  await expect(page.getByRole('row', { name: /Canvas tote bag/ })).toContainText('$18.00')
  await expect(page.getByRole('row', { name: /Neighbourhood map print/ })).toContainText('$35.00')
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$53.00')
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)

  // Two totes: the line and the total follow.
  await page.getByLabel('Quantity of Canvas tote bag').fill('2')
  await page.getByRole('button', { name: 'Update Canvas tote bag' }).click()
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$71.00')
  await expectAccessible(page)
  await shot(page, 'cart')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'cart-phone')
  await page.setViewportSize({ width: 1280, height: 720 })

  await page.getByRole('link', { name: 'Check out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible()
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
  // Nothing typed: refused in words, the cart kept.
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Give an email address for the receipt')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'checkout')

  await page.getByLabel('Email').fill('grace@example.org')
  await page.getByLabel('Name').fill('Grace Guest')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  const payAt = new URL(page.url())
  expect(payAt.pathname).toBe('/shop/testpay')
  // The guest comes back to their receipt with the order's key.
  expect(sessionOf(payAt).paid).toMatch(/\/shop\/orders\/V-\d{4}-\d{6}\?key=[\w-]{22}$/)
  expect(sessionOf(payAt).cancelled).toMatch(/\/shop\/cart$/)
  expect(sessionOf(payAt).totalMinor).toBe(7100)
  // The test provider's page shows what is to pay.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $71.00' })).toBeVisible()
  await expect(page.getByText('Canvas tote bag × 2')).toBeVisible()

  await page.goto('/shop/cart')
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'cart-empty')
})

test('a signed-in person is not asked who they are, comes back to their own receipt, and finds the order on the dashboard', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await page.goto('/shop/canvas-tote-bag')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await page.getByRole('link', { name: 'Check out' }).click()
  await expect(page.getByText(`You are buying as ${E2E_ADMIN.email}`)).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'checkout-signed-in')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  const receipt = sessionOf(new URL(page.url())).paid
  expect(receipt).toMatch(/\/shop\/orders\/V-\d{4}-\d{6}$/)
  await page.goto('/shop/cart')
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  // The dashboard lists the order, awaiting its payment, with a link to it.
  const number = /V-\d{4}-\d{6}/.exec(receipt)![0]
  await page.goto('/dashboard')
  const orders = page.getByRole('region', { name: 'Your orders' })
  await expect(orders.getByRole('row', { name: new RegExp(number) })).toContainText('Awaiting payment')
  await expect(orders.getByRole('link', { name: number })).toHaveAttribute('href', `/shop/orders/${number}`)

  // A second order, paid: the two listed, each with its date, on a wide screen and on a phone.
  await page.goto('/shop/canvas-tote-bag')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: 'Check out' }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(/\/shop\/orders\/V-/)
  const paidNumber = /V-\d{4}-\d{6}/.exec(page.url())![0]
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/dashboard')
    await expect(orders.getByRole('row', { name: new RegExp(paidNumber) })).toContainText('Fulfilled')
    await expect(
      orders
        .getByRole('row', { name: new RegExp(number) })
        .getByText(/^\w+ \d{1,2}, \d{4}$/)
        .filter({ visible: true }),
    ).toHaveCount(1)
    // Nothing wider than the screen: the table fits without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectAccessible(page)
    await shot(page, `dashboard-orders-${width}`)
  }
})

test('what is sold out says so and cannot be added', async ({ page }) => {
  await page.goto('/shop')
  const guide = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Open Studios guide' }) })
  await expect(guide.getByText('Sold out')).toBeVisible()
  await page.goto('/shop/open-studios-guide')
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)
  await shot(page, 'sold-out')
})

test('unknown and off-sale products are the site’s 404', async ({ page }) => {
  const response = await page.goto('/shop/no-such-thing')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page not found: /shop/no-such-thing')).toBeVisible()
})

test('the shop is served from cache, the same for everyone', async ({ request }) => {
  for (const path of ['/shop', '/shop/canvas-tote-bag']) {
    await request.get(path)
    const again = await request.get(path)
    expect(['HIT', 'STALE'], path).toContain(again.headers()['x-nextjs-cache'])
    expect(again.headers()['set-cookie'], path).toBeUndefined()
  }
  const cart = await request.get('/shop/cart')
  expect(cart.headers()['cache-control']).toContain('no-store')
})

test('without JavaScript, a guest fills a cart and changes it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/shop/neighbourhood-map-print')
  await page.getByLabel('Quantity').fill('3')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$105.00')
  await page.getByRole('button', { name: 'Remove Neighbourhood map print' }).click()
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await context.close()
})
