import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshot, signedInClient, signInToControlPanel } from './helpers'

const TOOLS = [
  { name: 'userslist', heading: 'People' },
  { name: 'usersdatabase', heading: 'People database' },
  { name: 'userfinder', heading: 'Find a person' },
  { name: 'addmembers', heading: 'Add people' },
  { name: 'membersdatabase', heading: 'Members' },
  { name: 'artloversdatabase', heading: 'Art lovers' },
]

const MEMBER = { email: 'pt-member@example.org', password: 'pt-member-password-1' }

// Wide enough for Payload to open its navigation by default.
test.use({ viewport: { width: 1600, height: 1000 } })

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = [
    { email: 'pt-margaret@example.org', name: 'Margaret Atwood', roles: ['artist'] },
    { email: 'pt-ben@example.org', name: 'Ben Okri', roles: ['artlover'] },
    { email: 'pt-lee@example.org', name: 'Lee, "Dana"', roles: ['artlover', 'partner'] },
    { email: MEMBER.email, name: 'Plain Member', roles: [] },
  ]
  for (const person of people) {
    // After a failed test Playwright starts a new worker, which runs this again.
    const existing = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(person.email)}`)
    if (((await existing.json()) as { totalDocs: number }).totalDocs > 0) continue
    const response = await admin.post('/api/users', { data: { ...person, password: MEMBER.password } })
    expect(response.status(), person.email).toBe(201)
  }
  await admin.dispose()
})

async function staffSignsIn(page: Page, path: string) {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(path)
}

test('staff open each people tool from the control panel navigation; each is accessible', async ({ page }) => {
  // Every tool drawn, checked with axe and photographed: more than a minute on a loaded machine.
  test.setTimeout(150_000)
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  for (const tool of TOOLS) {
    await page.locator(`#nav-tool-${tool.name}`).click()
    await expect(page).toHaveURL(new RegExp(`/cpanel/${tool.name}$`))
    await expect(page.getByRole('heading', { level: 1, name: tool.heading, exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`${tool.heading} · Vernissage control panel`)
    await expectAccessible(page)
    await screenshot(page, `people-tools-${tool.name}`)
  }
  // A person's name opens their page in the tool, where what can be done to them is.
  await page.goto('/cpanel/userslist')
  const row = page.getByRole('row', { name: /Margaret Atwood/ })
  await row.getByRole('link', { name: 'Margaret Atwood', exact: true }).click()
  await expect(page).toHaveURL(/\/cpanel\/userslist\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: /^Margaret Atwood #\d+$/ })).toBeVisible()
  await expect(page.getByText('pt-margaret@example.org')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Margaret Atwood’s account' })).toHaveAttribute(
    'href',
    /^\/cpanel\/collections\/users\/\d+$/,
  )
  // The administrator is offered what only administrators may do.
  await expect(page.getByRole('link', { name: 'Open Margaret Atwood’s dashboard' })).toHaveAttribute(
    'href',
    /^\/dashboard\/\d+$/,
  )
  await expectAccessible(page)
  await screenshot(page, 'people-tools-person')
  await page.goto('/cpanel/userslist?id=99999999')
  await expect(page.getByText('There is no person #99999999.')).toBeVisible()
})

test('staff filter the people database, share it by address, and download the CSV', async ({ page }) => {
  await staffSignsIn(page, '/cpanel/usersdatabase')
  await page.getByLabel('Role').selectOption('artlover')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/\/cpanel\/usersdatabase\?role=artlover/)
  // Sorted by its heading, A–Z, in the address with the filter.
  await page.getByRole('link', { name: 'Name', exact: true }).click()
  await expect(page).toHaveURL(/\/cpanel\/usersdatabase\?role=artlover&.*sort=name$/)
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
  // Other journeys share this database and add art lovers of their own: count this test's two among them.
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ (people|person) match/ })
  await expect(heading).toBeVisible()
  const matching = Number((await heading.textContent())!.match(/^(\d+)/)![1])
  const names = await page.locator('tbody tr td:first-child a').allTextContents()
  expect(names.length).toBe(Math.min(matching, 50))
  expect(names.indexOf('Ben Okri')).toBeGreaterThanOrEqual(0)
  expect(names.indexOf('Lee, "Dana"')).toBeGreaterThan(names.indexOf('Ben Okri'))
  expect(names).not.toContain('Margaret Atwood')
  await expectAccessible(page)
  await screenshot(page, 'people-tools-usersdatabase-filtered')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Export CSV (${matching})` }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^people-everyone-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toMatch(/^ID,Name,Email,Roles,/)
  // Other journeys may add an art lover between the count and the download: at least those counted, all art lovers.
  expect(lines.length).toBeGreaterThanOrEqual(matching + 1)
  expect(lines.slice(1).every((line) => /,[^,]*\bartlover\b[^,]*,(active|suspended),/.test(line))).toBe(true)
  expect(lines.some((line) => line.includes(',Ben Okri,pt-ben@example.org,artlover,'))).toBe(true)
  expect(lines.some((line) => line.includes('"Lee, ""Dana""",pt-lee@example.org,artlover partner,active'))).toBe(true)

  // A shared address with a mistake explains it instead of failing.
  const response = await page.goto('/cpanel/usersdatabase?status=gone&createdFrom=2026-02-30')
  expect(response?.status()).toBe(200)
  const problems = page.getByRole('alert').filter({ hasText: 'cannot be used' })
  await expect(problems).toContainText('Status: “gone” is not one of active, suspended.')
  await expect(problems).toContainText('Joined from: “2026-02-30” is not a real day.')
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ (people|person) match/ })).toBeVisible()
  await expectAccessible(page)
  await screenshot(page, 'people-tools-usersdatabase-problems')
})

test('staff find a person despite a typo', async ({ page }) => {
  await staffSignsIn(page, '/cpanel/userfinder')
  await page.getByLabel('Search people').fill('Margret')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/cpanel\/userfinder\?q=Margret$/)
  const first = page.locator('tbody tr').first()
  await expect(first).toContainText('Margaret Atwood')
  await expect(first).toContainText('Name: Margaret Atwood')
  await expectAccessible(page)
  await screenshot(page, 'people-tools-userfinder-results')

  await page.goto('/cpanel/userfinder?q=qqxxzz')
  await expect(page.getByRole('heading', { level: 2, name: 'Nobody matches “qqxxzz”' })).toBeVisible()
})

test('staff add a member with an invitation, which lands in the outbox; a second account for the address is refused', async ({
  page,
}) => {
  await staffSignsIn(page, '/cpanel/addmembers')
  await page.getByLabel('Name').fill('Octavia Butler')
  await page.getByLabel('Email').fill('pt-octavia@example.org')
  await page.getByLabel('Artist', { exact: true }).check()
  await expect(page.getByLabel('Send an invitation to set a password')).toBeChecked()
  await page.getByRole('button', { name: 'Add person' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'was added' })).toContainText(
    'Octavia Butler was added. We sent an invitation to pt-octavia@example.org',
  )
  await expect(page.getByRole('link', { name: /Open the new account/ })).toHaveAttribute(
    'href',
    /^\/cpanel\/collections\/users\/\d+$/,
  )
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expectAccessible(page)
  await screenshot(page, 'people-tools-addmembers-done')

  await page.getByLabel('Name').fill('Octavia Again')
  await page.getByLabel('Email').fill('PT-Octavia@example.org')
  await page.getByRole('button', { name: 'Add person' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toContainText(
    'An account with the address pt-octavia@example.org already exists, so nobody was added.',
  )
  await expect(page.getByText('This address already has an account.')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Octavia Again')
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await screenshot(page, 'people-tools-addmembers-duplicate')

  await page.goto('/cpanel/collections/outbox')
  const invitation = page.getByRole('row', { name: /pt-octavia@example\.org/ })
  await expect(invitation).toHaveCount(1)
  await expect(invitation).toContainText('Your Vernissage account: choose a password')
})

test('people without a staff role are refused every tool and the export', async ({ page, playwright, request }) => {
  for (const tool of TOOLS) {
    const anonymous = await request.get(`/cpanel/${tool.name}`, { maxRedirects: 0 })
    expect(anonymous.status(), tool.name).toBe(303)
  }
  expect((await request.get('/api/people/export')).status()).toBe(401)

  await page.goto('/login')
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByLabel('Password').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  for (const tool of TOOLS) {
    const response = await page.goto(`/cpanel/${tool.name}`)
    expect(response?.status(), tool.name).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: tool.heading, exact: true })).toHaveCount(0)
  }
  const member = await signedInClient(playwright, MEMBER.email, MEMBER.password)
  const csv = await member.get('/api/people/export')
  expect(csv.status()).toBe(403)
  expect(await csv.text()).toBe('Only staff export people.')
  await member.dispose()
})
