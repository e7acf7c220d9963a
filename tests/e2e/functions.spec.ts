import { expect, test } from '@playwright/test'

import { E2E_ADMIN, signedInClient, signInToControlPanel } from './helpers'

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

test('the account tools as functions: verifier for staff, usermerger for administrators', async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const create = async (data: Record<string, unknown>) =>
    ((await (await admin.post('/api/users', { data })).json()) as { doc: { id: number } }).doc.id
  const applicant = await create({ email: 'fn-applicant@example.org', password: 'fn-password-1' })
  await admin.patch(`/api/users/${applicant}`, { data: { artistApplication: 'pending' } })
  await create({ email: 'fn-staff@example.org', password: 'fn-password-1', roles: ['staff'] })
  const keep = await create({ email: 'fn-keep@example.org', password: 'fn-password-1' })
  const absorb = await create({ email: 'fn-absorb@example.org', password: 'fn-password-1' })
  const staff = await signedInClient(playwright, 'fn-staff@example.org', 'fn-password-1')
  const member = await signedInClient(playwright, 'fn-keep@example.org', 'fn-password-1')

  const noReason = await staff.post('/fn/verifier', { data: { data: { id: applicant, decision: 'reject' } } })
  expect(noReason.status()).toBe(400)
  expect(await noReason.json()).toMatchObject({
    error: { status: 'INVALID_ARGUMENT', details: { reason: expect.any(String) } },
  })
  expect((await member.post('/fn/verifier', { data: { data: { id: applicant, decision: 'approve' } } })).status()).toBe(
    403,
  )
  const approved = await staff.post('/fn/verifier', { data: { data: { id: applicant, decision: 'approve' } } })
  expect(await approved.json()).toMatchObject({ result: { decision: 'approve', personId: applicant } })
  const again = await staff.post('/fn/verifier', { data: { data: { id: applicant, decision: 'approve' } } })
  expect(await again.json()).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } })

  const byStaff = await staff.post('/fn/usermerger', { data: { data: { keep, absorb } } })
  expect(await byStaff.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } })
  const preview = await admin.post('/fn/usermerger', { data: { data: { keep, absorb, preview: true } } })
  expect(await preview.json()).toMatchObject({ result: { preview: true, auditId: null } })
  const merged = await admin.post('/fn/usermerger', { data: { data: { keep, absorb } } })
  expect(await merged.json()).toMatchObject({ result: { preview: false, auditId: expect.any(Number) } })
  const intoItself = await admin.post('/fn/usermerger', { data: { data: { keep, absorb: keep } } })
  expect(intoItself.status()).toBe(400)
  for (const client of [admin, staff, member]) await client.dispose()
})
