import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * The grant tracker (decision 095), the done-when's "a grant through its
 * stages": staff add a funder and its grant, give it a deadline (on the
 * staff home, mailed to its owner once however many turns of the jobs
 * queue) and a document (downloaded as an attachment from the files
 * address, then removed once confirmed), move it from prospect to closed,
 * and read the totals and the CSV; a member, an artist and a partner are
 * refused the tool, its documents, the CSV and the collection.
 */

const shots = screenshotsOf('grants', { phone: true })

const run = Math.random().toString(36).slice(2, 8)
const funder = `Golden Gate Arts Trust ${run}`
const program = `Studio access round ${run}`
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
let grantId = ''
let documentId = ''

/** A day a few days ahead, as `YYYY-MM-DD`: within the reminder's 14 days whatever the server's zone. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const reminders = async (admin: APIRequestContext) => {
  const response = await admin.get(
    `/api/outbox?where[to][equals]=${encodeURIComponent(E2E_ADMIN.email)}&where[subject][contains]=${encodeURIComponent(program)}`,
  )
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

test.describe.configure({ mode: 'serial' })

test('a grant through its stages, with a deadline on the staff home and a document', async ({ page, playwright }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)

  // The funder is an organisation among the contacts.
  await page.goto('/cpanel/contactracker?new=1')
  await page.getByLabel('Name').fill(funder)
  await page.getByLabel('A person or an organisation').selectOption('organisation')
  await page.getByLabel('Kind of contact').selectOption('funder')
  await page.getByRole('button', { name: 'Add the contact' }).click()
  await expect(page.getByRole('heading', { level: 2, name: funder })).toBeVisible()

  // The grant: its funder chosen by search, a bad amount said beside its field.
  await page.goto('/cpanel/granttracker?new=1')
  await page.getByLabel('Find the funder by name').fill(`Gate Arts Trust ${run}`)
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(page.getByText(`One organisation matches “Gate Arts Trust ${run}”.`)).toBeVisible()
  await expect(page.getByLabel('Funder', { exact: true })).toHaveValue(/\d+/)
  await page.getByLabel('Program').fill(program)
  await page.getByLabel(/^Amount asked/).fill('25,000.505')
  await page.getByRole('button', { name: 'Add the grant' }).click()
  await expect(page.getByText('USD has 2 decimal places at most.')).toBeVisible()
  await page.getByLabel(/^Amount asked/).fill('25,000')
  await page.getByRole('button', { name: 'Add the grant' }).click()
  await expect(page.getByRole('heading', { level: 2, name: program })).toBeVisible()
  await expect(page.getByText(`${program} is added, at the prospect stage.`)).toBeVisible()
  grantId = new URL(page.url()).searchParams.get('grant')!

  // A deadline three days ahead, and a document: a PDF kept, an HTML page refused.
  await page.getByLabel('What is due').selectOption('application')
  await page.getByLabel('Due on').fill(inDays(3))
  await page.getByLabel('Note', { exact: true }).fill(`Budget and letters (${run})`)
  await page.getByRole('button', { name: 'Add the date' }).click()
  await expect(page.getByText(`The date ${inDays(3)} is added.`)).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Application due' })).toBeVisible()

  await page.getByLabel('Attach a document').setInputFiles({
    name: 'page.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  })
  await page.getByRole('button', { name: 'Attach', exact: true }).click()
  await expect(
    page.getByText(/The file was not attached\. This file is not a document the tracker keeps/),
  ).toBeVisible()
  await page.getByLabel('Attach a document').setInputFiles({
    name: 'Application.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await page.getByRole('button', { name: 'Attach', exact: true }).click()
  await expect(page.getByText('Application.pdf is attached.')).toBeVisible()
  const link = page.getByRole('link', { name: 'Application.pdf', exact: true })
  documentId = (await link.getAttribute('href'))!.split('/').at(-1)!
  // As a person opens it: a download, from the document's signed address on the files origin.
  const downloading = page.waitForEvent('download')
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Application.pdf')
  const signed = download.url()
  expect(new URL(signed).pathname).toMatch(/^\/files\/private\/grants\//)
  const file = await page.request.get(signed)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(file.headers()['content-disposition']).toBe(`attachment; filename*=UTF-8''Application.pdf`)
  expect(file.headers()['content-security-policy']).toContain('sandbox')
  await expectAccessible(page)
  await shots(page, 'grant')

  // The staff home counts it and opens the tool filtered to the dates coming up.
  await page.goto('/cpanel')
  const queue = page.getByRole('link', { name: /^\d+ Grant deadlines$/ })
  await expect(queue).toBeVisible()
  await queue.click()
  await expect(page).toHaveURL(/\/cpanel\/granttracker\?deadlines=soon$/)
  await page.getByLabel('Program or funder').fill(run)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: 'One grant matches' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'list')

  // Two turns of the jobs queue (the hourly job made due): one reminder to the grant's owner.
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect
    .poll(
      async () => {
        await admin.post('/testing/run-due-jobs', { data: { minutesAhead: 60 } })
        return (await reminders(admin)).length
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  await admin.post('/testing/run-due-jobs', { data: { minutesAhead: 60 } })
  const mails = await reminders(admin)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toContain(`Application due on`)
  expect(mails[0]!.text).toContain(`Budget and letters (${run})`)

  // Along its stages, the award with its amount; each move in its history.
  await page.getByRole('link', { name: program }).click()
  await page.getByRole('button', { name: 'Move to letter of inquiry' }).click()
  await expect(page.getByText(`${program} is at letter of inquiry now.`)).toBeVisible()
  await page.getByRole('button', { name: 'Move to application' }).click()
  await expect(page.getByText(`${program} is at application now.`)).toBeVisible()
  await page.getByRole('button', { name: 'Move to awarded' }).click()
  await expect(page.getByText('Say the amount awarded to mark the grant awarded.')).toBeVisible()
  await page
    .getByLabel(/^Amount awarded/)
    .first()
    .fill('20000')
  await page.getByRole('button', { name: 'Move to awarded' }).click()
  await expect(page.getByText(`${program} is at awarded now.`)).toBeVisible()
  await page.getByRole('button', { name: 'Move to reporting' }).click()
  await expect(page.getByText(`${program} is at reporting now.`)).toBeVisible()
  await page.getByRole('button', { name: 'Move to closed' }).click()
  await expect(page.getByText(`${program} is at closed now.`)).toBeVisible()
  await expect(page.getByText('The grant is closed: it moves no further.')).toBeVisible()
  const history = page.getByRole('table', { name: 'Its history' })
  await expect(history.getByRole('row')).toHaveCount(7)

  // The document removed, asked first.
  await page.getByRole('link', { name: 'Remove Application.pdf' }).click()
  await expect(page.getByRole('heading', { name: 'Remove Application.pdf?' })).toBeVisible()
  await expect(page.getByText(/This cannot be undone\./)).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'remove')
  await page.getByRole('button', { name: 'Remove the document' }).click()
  await expect(page.getByText('The document is removed.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Application.pdf', exact: true })).toHaveCount(0)
  expect((await page.request.get(signed)).status()).toBe(404)

  // The totals, with the chart of what was awarded each year, and the CSV.
  await page.goto(`/cpanel/granttracker?totals=1&q=${run}`)
  await expect(page.getByRole('img', { name: /Awarded each year/ })).toBeVisible()
  const byFunder = page.getByRole('table', { name: 'Asked and awarded by funder' })
  await expect(byFunder.getByRole('row', { name: new RegExp(funder) })).toContainText('$25,000.00')
  await expect(byFunder.getByRole('row', { name: new RegExp(funder) })).toContainText('$20,000.00')
  await expectAccessible(page)
  await shots(page, 'totals')
  const csv = await admin.get(`/api/grants/export?q=${run}`)
  expect(csv.status()).toBe(200)
  const text = await csv.text()
  expect(text).toContain(program)
  expect(text).toContain('Closed')
  await admin.dispose()
})

test('members, artists and partners are refused the tool, its documents, the CSV and the collection', async ({
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = (['artlover', 'artist', 'partner'] as const).map((role) => ({
    email: `grants-${role}-${run}@example.org`,
    password: 'grants-password-1',
    roles: [role],
  }))
  for (const person of people) {
    const created = await admin.post('/api/users', { data: person })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.get('/api/grants/export')).status()).toBe(401)
  expect((await anonymous.get(`/api/grants/documents/${documentId || 1}`)).status()).toBe(401)
  await anonymous.dispose()
  for (const person of people) {
    const client = await signedInClient(playwright, person.email, person.password)
    expect((await client.get('/cpanel/granttracker', { maxRedirects: 0 })).status()).toBe(403)
    expect((await client.get('/api/grants/export')).status()).toBe(403)
    expect((await client.get('/api/grants')).status()).toBe(403)
    expect((await client.get(`/api/grants/documents/${documentId || 1}`)).status()).toBe(403)
    const upload = await client.post(`/api/grants/${grantId || 1}/documents`, {
      multipart: { document: { name: 'x.pdf', mimeType: 'application/pdf', buffer: PDF } },
      maxRedirects: 0,
    })
    expect(upload.status()).toBe(403)
    await client.dispose()
  }
})
