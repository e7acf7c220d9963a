import { expect, test, type Page } from '@playwright/test'

import { E2E_OIDC } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshot, signedInClient } from './helpers'

const BUTTON = `Sign in with ${E2E_OIDC.name}`

/** At the test provider's own sign-in page (another site), as a person would. */
async function signInAtProvider(page: Page, email: string, options: { name?: string; verified?: boolean } = {}) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`))
  await page.getByLabel('Email address').fill(email)
  if (options.name) await page.getByLabel('Name').fill(options.name)
  if (options.verified === false) await page.getByLabel('This provider has confirmed the address').uncheck()
  await page.getByRole('button', { name: 'Sign in at the test provider' }).click()
}

function linkedSignIns(page: Page) {
  return page.getByRole('region', { name: 'Linked sign-ins' })
}

/** Who the browser is, asked the way the site's own scripts would (same origin, with the session cookie). */
async function me(page: Page): Promise<{ id: number; email: string } | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/users/me', { credentials: 'same-origin' })
    return ((await response.json()) as { user: { id: number; email: string } | null }).user
  })
}

test('a newcomer signs in with the provider: a new account without a password, which keeps its last way in', async ({
  page,
  playwright,
}) => {
  await page.goto('/login')
  const button = page.getByRole('link', { name: BUTTON })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('href', '/auth/oidc/oidc?next=%2Fdashboard')
  await expectAccessible(page)
  await screenshot(page, 'oidc-sign-in-page')

  await button.click()
  await signInAtProvider(page, 'Nia@example.org', { name: 'Nia Okafor' })
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nia Okafor')
  await expect(page.getByText('Signed in as')).toBeVisible()
  expect((await me(page))?.email).toBe('nia@example.org')

  const section = linkedSignIns(page)
  await expect(section).toContainText(`${E2E_OIDC.name} as nia@example.org`)
  await expect(section).toContainText('Your account has no password')
  await expectAccessible(page)
  await screenshot(section, 'oidc-linked-sign-ins')

  await section.getByRole('button', { name: `Unlink ${E2E_OIDC.name}` }).click()
  await expect(section.getByRole('alert')).toContainText(
    `${E2E_OIDC.name} is the only way you can sign in, so it stays linked.`,
  )
  await page.reload()
  await expect(linkedSignIns(page)).toContainText(`${E2E_OIDC.name} as nia@example.org`)

  // Signing in again reaches the same account; the provider remembers the person, so no form this time.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  await page.goto('/login?next=%2Fprivacypolicy')
  await page.getByRole('link', { name: BUTTON }).click()
  await expect(page).toHaveURL(/\/privacypolicy$/)
  await expect(page.getByText('Signed in as')).toBeVisible()

  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = await staff.get('/api/users?where[email][equals]=nia@example.org&depth=0')
  const found = (await people.json()) as { totalDocs: number; docs: { roles: string[]; emailVerified: boolean }[] }
  expect(found.totalDocs).toBe(1)
  expect(found.docs[0]).toMatchObject({ roles: [], emailVerified: true })
  await staff.dispose()
})

test('an existing password account with the same confirmed address is linked, not duplicated; unlink and link again', async ({
  page,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await staff.post('/api/users', {
    data: { email: 'oti@example.org', password: 'otis-password-1', name: 'Oti Mensah' },
  })
  const oti = ((await created.json()) as { doc: { id: number } }).doc

  await page.goto('/login')
  await page.getByRole('link', { name: BUTTON }).click()
  await signInAtProvider(page, 'oti@example.org')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Oti Mensah')
  expect((await me(page))?.id).toBe(oti.id)
  const section = linkedSignIns(page)
  await expect(section).toContainText(`${E2E_OIDC.name} as oti@example.org`)
  await expect(section).not.toContainText('no password')

  const count = await staff.get('/api/users?where[email][equals]=oti@example.org&depth=0')
  expect(((await count.json()) as { totalDocs: number }).totalDocs).toBe(1)

  await section.getByRole('button', { name: `Unlink ${E2E_OIDC.name}` }).click()
  await expect(section.getByRole('status')).toHaveText(
    `${E2E_OIDC.name} is unlinked: you can no longer sign in with it.`,
  )
  await expect(section).toContainText('No provider is linked')
  await expectAccessible(page)

  await section.getByRole('link', { name: `Link ${E2E_OIDC.name}` }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(linkedSignIns(page)).toContainText(`${E2E_OIDC.name} as oti@example.org`)

  const audit = await staff.get(`/api/audit-log?where[targetId][equals]=${oti.id}&sort=createdAt&depth=0`)
  const rows = ((await audit.json()) as { docs: { action: string; actor: number; summary: { how?: string } }[] }).docs
  expect(rows.map((row) => row.action)).toEqual(['identity.link', 'identity.unlink', 'identity.link'])
  expect(rows.map((row) => row.summary.how)).toEqual(['sign-in with a verified address', undefined, 'dashboard'])
  expect(rows.every((row) => row.actor === oti.id)).toBe(true)
  await staff.dispose()
})

test('an identity linked to another account cannot be linked again', async ({ page, browser, playwright }) => {
  // Pat's account comes from the provider.
  await page.goto('/login')
  await page.getByRole('link', { name: BUTTON }).click()
  await signInAtProvider(page, 'pat@example.org')
  await expect(page).toHaveURL(/\/dashboard$/)

  // Quinn, in another browser, signs in with a password and tries to link Pat's identity.
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await staff.post('/api/users', { data: { email: 'quinn@example.org', password: 'quinns-password-1' } })
  await staff.dispose()
  const quinnContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const quinn = await quinnContext.newPage()
  await quinn.goto('/login')
  await quinn.getByLabel('Email').fill('quinn@example.org')
  await quinn.getByLabel('Password').fill('quinns-password-1')
  await quinn.getByRole('button', { name: 'Sign in' }).click()
  await expect(quinn).toHaveURL(/\/dashboard$/)
  await linkedSignIns(quinn)
    .getByRole('link', { name: `Link ${E2E_OIDC.name}` })
    .click()
  await signInAtProvider(quinn, 'pat@example.org')
  await expect(quinn).toHaveURL(/\/auth\/oidc\/failed\?/)
  await expect(quinn.getByRole('heading', { level: 1 })).toHaveText('Linking did not work')
  await expect(quinn.locator('#sign-in-problem')).toHaveText(
    `This ${E2E_OIDC.name} sign-in is already linked to another account. Sign in with that account and unlink it there first.`,
  )
  await expectAccessible(quinn)
  await quinn.getByRole('link', { name: 'Back to your dashboard' }).click()
  await expect(linkedSignIns(quinn)).toContainText('No provider is linked')
  await quinnContext.close()
})

test('an address the provider has not confirmed is refused, with a way forward', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: BUTTON }).click()
  await signInAtProvider(page, 'oti@example.org', { verified: false })
  await expect(page).toHaveURL(/\/auth\/oidc\/failed\?problem=unverified-email/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signing in did not work')
  await expect(page.locator('#sign-in-problem')).toContainText(`${E2E_OIDC.name} has not confirmed your email address`)
  await expect(page.getByRole('link', { name: 'Join with your email address and a password' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(await me(page)).toBeNull()
})

test('a tampered, stale or cancelled answer gets a clear page, never an error', async ({ page, request }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: BUTTON }).click()
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`))
  const tampered = await page.goto('/auth/oidc/oidc/callback?code=stolen-code&state=tampered-state')
  expect(tampered?.status()).toBe(200)
  await expect(page).toHaveURL(/\/auth\/oidc\/failed\?problem=state/)
  await expect(page.locator('#sign-in-problem')).toHaveText(
    'This answer does not belong to the sign-in this browser started, so we ignored it. Please start again.',
  )
  await expectAccessible(page)
  expect(await me(page)).toBeNull()

  // The flow cookie is used up: the same address again is stale.
  await page.goto('/auth/oidc/oidc/callback?code=stolen-code&state=tampered-state')
  await expect(page.locator('#sign-in-problem')).toContainText(
    'This sign-in took too long, or was started in another window',
  )

  await page.goto('/login')
  await page.getByRole('link', { name: BUTTON }).click()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/auth\/oidc\/failed\?problem=cancelled/)
  await expect(page.locator('#sign-in-problem')).toHaveText(
    `Signing in with ${E2E_OIDC.name} was cancelled. Nothing was changed.`,
  )
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // Linking needs a signed-in person; providers that are not configured do not exist.
  const anonymousLink = await request.get('/auth/oidc/oidc?link=1', { maxRedirects: 0 })
  expect(anonymousLink.status()).toBe(303)
  expect(anonymousLink.headers()['location']).toMatch(
    /\/auth\/oidc\/failed\?problem=sign-in-first&provider=oidc&for=link$/,
  )
  for (const path of ['/auth/oidc/google', '/auth/oidc/google/callback?code=x&state=y', '/auth/oidc/nope']) {
    const missing = await request.get(path, { maxRedirects: 0 })
    expect(missing.status(), path).toBe(404)
    expect(await missing.text()).toContain(`Page not found: ${path.split('?')[0]}`)
  }
  const start = await request.get('/auth/oidc/oidc?next=https%3A%2F%2Fevil.example', { maxRedirects: 0 })
  expect(start.status()).toBe(303)
  expect(start.headers()['location']).toMatch(new RegExp(`^${E2E_OIDC.issuer}/auth\\?`))
  expect(start.headers()['set-cookie']).toMatch(
    /vernissage-oidc-flow=[^;]+; Path=\/auth\/oidc; .*HttpOnly; SameSite=lax/i,
  )
})
