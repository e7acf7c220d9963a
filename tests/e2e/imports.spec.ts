import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * CSV imports (decision 094), the done-when's "an import of a messy CSV
 * (wrong encoding, a bad email, a duplicate) with its report, then undone":
 * staff upload a Windows-1252 file with semicolons, read its mapping and
 * preview, dry-run it, import it through the jobs queue, read and download
 * the report, and undo it; members, artists, partners and visitors are
 * refused the tool, the upload and the report.
 */

const shots = screenshotsOf('imports', { phone: true })

const run = Math.random().toString(36).slice(2, 8)
const file = Buffer.from(
  [
    'First name;Last name;E-mail;Tags',
    `Zoé;Martin;zoe-${run}@example.org;press`,
    'Bob;;bob@;',
    `Caf\xe9;Lumi\xe8re;cafe-${run}@example.org;venue`,
    `Zoé;M.;ZOE-${run}@example.org;`,
  ].join('\r\n') + '\r\n',
  'latin1',
)

test.describe.configure({ mode: 'serial' })
let reportPath = ''

test('a messy CSV imported with its report, then undone', async ({ page, playwright }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/importcsv')
  await expect(page.getByLabel('What the file holds').locator('option')).toHaveText([
    'Contacts, with tags',
    'Members, with their plan and term',
    'Artists',
    'Donors, with their past gifts',
    'Art lovers',
    'The attendees of an event',
  ])
  await page.getByLabel('What the file holds').selectOption('contacts')
  await page.getByLabel('CSV file').setInputFiles({ name: `messy-${run}.csv`, mimeType: 'text/csv', buffer: file })
  await page.getByRole('button', { name: 'Upload and map its columns' }).click()
  await expect(page.getByRole('heading', { level: 2, name: `messy-${run}.csv` })).toBeVisible()
  await expect(page.getByText('Windows-1252 (Western European), columns separated by semicolons')).toBeVisible()
  await expect(page.getByLabel('Email (needed)')).toHaveValue('2')
  await expect(page.getByRole('cell', { name: 'Café', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: "row 3: 'bob@' is not an email address" })).toBeVisible()
  await expect(page.getByRole('cell', { name: `row 5: zoe-${run}@example.org is already on row 2` })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'map')

  await page.getByRole('button', { name: 'Do a dry run' }).click()
  await expect(
    page.getByText('Dry run: 4 rows; it would create 2, update 0 and skip 2. Nothing was written.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Import the file' }).click()
  await expect(page.getByText(/rows done/)).toBeVisible()
  await expect(page.locator('progress')).toBeVisible()
  await shots(page, 'progress')

  // The jobs queue takes its turn; the page, refreshing while it works, shows the report.
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect
    .poll(
      async () => {
        await admin.post('/testing/run-due-jobs', { data: { minutesAhead: 0 } })
        return page.getByRole('heading', { name: 'Report' }).isVisible()
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  await expect(page.getByText('4 rows: 2 created, 0 updated, 2 skipped.')).toBeVisible()
  await expect(page.getByRole('cell', { name: "'bob@' is not an email address" })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'report')
  reportPath = (await page.getByRole('link', { name: 'Download the report as CSV' }).getAttribute('href'))!
  const report = await admin.get(reportPath)
  expect(report.status()).toBe(200)
  expect(report.headers()['content-type']).toContain('text/csv')
  const csv = await report.text()
  expect(csv).toContain(`2,Created,zoe-${run}@example.org`)
  expect(csv).toContain(`5,Skipped,,,zoe-${run}@example.org is already on row 2`)
  const found = await admin.get(`/api/contacts?where[email][equals]=cafe-${run}@example.org`)
  expect(((await found.json()) as { docs: { name: string }[] }).docs.map((doc) => doc.name)).toEqual(['Café Lumière'])

  await page.getByRole('link', { name: 'Undo this import' }).click()
  await expect(page.getByRole('heading', { name: 'Undo this import?' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'undo')
  await page.getByRole('button', { name: 'Undo the import' }).click()
  await expect(
    page.getByText('The import is undone: what it created is removed and what it changed is as it was.'),
  ).toBeVisible()
  const gone = await admin.get(`/api/contacts?where[email][in]=cafe-${run}@example.org,zoe-${run}@example.org`)
  expect(((await gone.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await admin.dispose()

  // A kind that asks for a choice beside its columns: donors' gifts go to a campaign.
  await page.goto('/cpanel/importcsv')
  await page.getByLabel('What the file holds').selectOption('donors')
  const gifts = Buffer.from(`Email,Amount,Date\ngiver-${run}@example.org,$25,2025-03-01\n`)
  await page.getByLabel('CSV file').setInputFiles({ name: `gifts-${run}.csv`, mimeType: 'text/csv', buffer: gifts })
  await page.getByRole('button', { name: 'Upload and map its columns' }).click()
  await expect(page.getByLabel('Campaign the gifts go to (needed)')).toBeVisible()
  await expect(page.getByLabel('Amount (needed)')).toHaveValue('1')
  await expect(
    page.getByRole('cell', { name: 'row 2: no campaign is chosen for the gifts (choose one beside the mapping)' }),
  ).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'map-donors')
})

test('members, artists, partners and visitors are refused the tool, the upload and the report', async ({
  playwright,
  baseURL,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = (['artlover', 'artist', 'partner'] as const).map((role) => ({
    email: `import-${role}-${run}@example.org`,
    password: 'imports-password-1',
    roles: [role],
  }))
  for (const person of people) {
    const created = await admin.post('/api/users', { data: person })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
  const upload = { kind: 'contacts', file: { name: 'people.csv', mimeType: 'text/csv', buffer: file } }
  for (const person of people) {
    const client = await signedInClient(playwright, person.email, person.password)
    expect((await client.get('/cpanel/importcsv', { maxRedirects: 0 })).status()).toBe(403)
    expect((await client.post('/api/imports/upload', { multipart: upload, maxRedirects: 0 })).status()).toBe(403)
    expect((await client.get(reportPath)).status()).toBe(403)
    await client.dispose()
  }
  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.post('/api/imports/upload', { multipart: upload, maxRedirects: 0 })).status()).toBe(401)
  expect((await anonymous.get(reportPath)).status()).toBe(401)
  await anonymous.dispose()
})
