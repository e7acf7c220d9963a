import { expect, test } from '@playwright/test'

import { E2E_ADMIN, signInToControlPanel } from './helpers'

test.describe('callable functions at /fn', () => {
  test('answer the Firebase callable protocol, with canonical error statuses', async ({ request }) => {
    const anonymous = await request.post('/fn/whoAmI', { data: { data: null } })
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } })

    const unknown = await request.post('/fn/noSuchFunction', { data: { data: {} } })
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { status: 'NOT_FOUND' } })

    const malformed = await request.post('/fn/whoAmI', {
      headers: { 'content-type': 'application/json' },
      data: '{"data": ',
    })
    expect(malformed.status()).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } })

    const wrongMethod = await request.get('/fn/whoAmI')
    expect(wrongMethod.status()).toBe(405)
  })

  test('know the signed-in person from the session cookie', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Signed in as')).toBeVisible()
    const answer = await page.evaluate(async () => {
      const response = await fetch('/fn/whoAmI', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: null }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(answer).toMatchObject({ status: 200, body: { result: { email: E2E_ADMIN.email } } })
  })
})

test('a password reset asked for in the control panel lands in the outbox, readable by staff', async ({ page }) => {
  await page.goto('/cpanel/forgot')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByRole('button', { name: /submit|send|reset/i }).click()
  await expect(page.getByText(/check your email|email has been sent|instructions/i)).toBeVisible()

  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/collections/outbox')
  await page.getByRole('link', { name: /reset/i }).first().click()
  await expect(page.getByLabel(/^To/)).toHaveValue(E2E_ADMIN.email)
  const rendered = page.frameLocator('iframe[title="Rendered message"]')
  await expect(rendered.getByRole('link').first()).toBeVisible()
})
