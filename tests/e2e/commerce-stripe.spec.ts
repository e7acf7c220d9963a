import { rmSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { startStripeStandIn } from '../support/stripe-stand-in'
import { exited, launch, scratch, testPort } from './processes'
import { signInToControlPanel } from './helpers'

/**
 * The Stripe path end to end (decision 044), against the local stand-in of
 * Stripe's API and hosted checkout (test code only), with the real SDK in
 * the app and webhooks signed by the SDK's own test-header helper: a guest
 * pays on the hosted page; the completed event arrives twice and a late
 * failure after it, and the order is fulfilled once; staff refund it from
 * `stripetrans`, through Stripe's refunds endpoint.
 */

const PORT = testPort(93)
const SITE = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'admin@example.org', password: 'startup-pw-1' }

test('a guest pays with Stripe; duplicate and late webhooks change nothing; staff refund through Stripe', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000)
  const stripe = await startStripeStandIn({
    port: 0,
    webhookUrl: `${SITE}/api/payments/stripe`,
    webhookSecret: 'whsec_e2e_0123456789',
    secretKey: 'sk_test_e2e_0123456789',
  })
  stripe.behaviour.twice = true
  stripe.behaviour.failureAfterSuccess = true
  const dataDir = scratch()
  const server = launch({
    DATA_DIR: dataDir,
    PORT: String(PORT),
    PUBLIC_URL: SITE,
    STRIPE_SECRET_KEY: 'sk_test_e2e_0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_0123456789',
    STRIPE_API_URL: stripe.url,
    RUN_JOBS: 'false',
  })
  try {
    await expect.poll(() => server.output(), { timeout: 120_000 }).toContain('Vernissage is ready')
    const api = await playwright.request.newContext({ baseURL: SITE })
    const { token } = (await (await api.post('/api/users/login', { data: ADMIN })).json()) as { token: string }
    const made = await api.post('/api/products', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Studio apron', kind: 'merchandise', priceMinor: 2800, stock: 2 },
    })
    expect(made.status(), await made.text()).toBe(201)
    await api.dispose()

    await page.goto(`${SITE}/shop/studio-apron`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Check out' }).click()
    await page.getByLabel('Email').fill('ari@example.org')
    await page.getByLabel('Name').fill('Ari Guest')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.waitForURL(`${stripe.url}/pay/**`)
    const [created] = stripe.received.filter((request) => request.path === '/v1/checkout/sessions')
    expect(created?.idempotencyKey).toMatch(/^V-\d{4}-\d{6}-1$/)
    expect(created?.params).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2800' } }],
    })

    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}\?key=/)
    const number = /V-\d{4}-\d{6}/.exec(page.url())![0]
    expect(stripe.deliveries.map((delivery) => [delivery.type, delivery.status])).toEqual([
      ['checkout.session.completed', 200],
      ['checkout.session.completed', 200],
      ['payment_intent.payment_failed', 200],
    ])
    expect(stripe.deliveries.map((delivery) => (delivery.answer as { outcome: string }).outcome)).toEqual([
      'recorded',
      'duplicate',
      'recorded',
    ])
    await expect(page.getByText(/fulfilled/i).first()).toBeVisible()

    await page.goto(`${SITE}/cpanel/login`)
    await signInToControlPanel(page, ADMIN)
    await page.goto(`${SITE}/cpanel/stripetrans?person=${number}`)
    const payments = page.getByRole('row').filter({ hasText: number })
    // The success, and the late failure kept for the record.
    await expect(payments).toHaveCount(2)
    await payments
      .filter({ hasText: 'Succeeded' })
      .getByRole('link', { name: `payment of ${number}` })
      .click()
    await page.getByLabel('Reason').fill('Wrong size')
    await page.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Refunded 28\.00 \(re_/ })).toBeVisible()
    const refunds = stripe.received.filter((request) => request.path === '/v1/refunds')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({
      idempotencyKey: expect.stringMatching(/^refund-\d+-1$/),
      params: { amount: '2800' },
    })
  } finally {
    server.kill('SIGTERM')
    await exited(server)
    await stripe.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
