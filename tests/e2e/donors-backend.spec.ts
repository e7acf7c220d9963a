import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * `donorbackend` (decision 044): staff find a donor with the level their
 * gifts reach, thank them (the mail reaches the outbox, the e2e server's mail
 * transport), export the donors and download a giving statement; a member is
 * refused the tool, its exports and the staff statements. Gifts are made and
 * paid by the test-only `/testing/paid-gift`.
 */

const shot = screenshotsOf('donors')

const run = Math.random().toString(36).slice(2, 8)
const YEAR = new Date().getUTCFullYear()
const PASSWORD = 'donors-password-1'
const dana = { email: `dana-${run}@example.org`, name: `Dana Giver ${run}` }
const level = `Benefactor ${run}`

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const person of [dana, { email: `mo-${run}@example.org`, name: 'Mo Member' }]) {
    const created = await admin.post('/api/users', { data: { ...person, password: PASSWORD, roles: ['artlover'] } })
    expect(created.status(), await created.text()).toBe(201)
  }
  const levelMade = await admin.post('/api/donor-levels', { data: { name: level, minimumYearlyMinor: 10_000 } })
  expect(levelMade.status(), await levelMade.text()).toBe(201)
  for (const amountMinor of [12_000, 3_000]) {
    const gift = await admin.post('/testing/paid-gift', {
      data: { email: dana.email, amountMinor, campaign: `Roof fund ${run}` },
    })
    expect(gift.status(), await gift.text()).toBe(200)
  }
  await admin.dispose()
})

test('staff find a donor at their level, thank them, export the donors and download a statement', async ({
  page,
  playwright,
}) => {
  // Many pages, two downloads and the jobs queue's turn: longer than one page's test.
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/donorbackend')
  await expect(page.getByRole('heading', { level: 1, name: 'Donors' })).toBeVisible()
  await page.getByLabel('Name, email or organisation').fill(dana.email)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(dana.email).replace('.', '\\.')}`))
  const row = page.getByRole('row').filter({ hasText: dana.name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(level)
  await expect(row).toContainText('$150.00')
  await expectAccessible(page)
  await shot(page, 'donors-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'donors-390')
  await page.setViewportSize({ width: 1280, height: 900 })

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export these donors (CSV)' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^donors-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync(await csv.path(), 'utf8')
  expect(text).toContain(`,${dana.name},${dana.email},,`)
  expect(text).toContain(`,15000,0,${level},2,0,`)

  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Statement ${YEAR} of ${dana.name} (PDF)` }).click(),
  ])
  expect(statement.suggestedFilename()).toBe(`giving-statement-${YEAR}.pdf`)
  expect(
    readFileSync(await statement.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-')

  await row.getByRole('link', { name: `Gifts of ${dana.name}` }).click()
  await expect(page.getByRole('heading', { name: 'Thank-yous' })).toBeVisible()
  const gifts = page.getByRole('row').filter({ hasText: `Roof fund ${run}` })
  await expect(gifts).toHaveCount(2)
  await expect(page.getByText('2 gifts; 2 paid, totalling $150.00')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'gifts-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'gifts-390')
  await page.setViewportSize({ width: 1280, height: 900 })

  const first = gifts.filter({ hasText: '$120.00' })
  await first.getByRole('button', { name: `Send thank-you to ${dana.name} for $120.00` }).click()
  // The form gives way to where the thank-you is: queued, or already sent if the queue was quick.
  await expect(first).toContainText(/Not yet: on its way|Thanked on/)

  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  let mail: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        // The thank-you is mailed by the jobs queue: take its turn now rather than wait for the next minute's.
        expect((await admin.post('/testing/run-due-jobs', { data: {} })).status()).toBe(200)
        const response = await admin.get(`/api/outbox?where[to][equals]=${encodeURIComponent(dana.email)}`)
        const { docs } = (await response.json()) as { docs: { subject: string; text: string }[] }
        mail = docs.find((doc) => doc.subject.startsWith('Thank you for your gift'))
        return Boolean(mail)
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true)
  expect(mail!.subject).toBe(`Thank you for your gift to Roof fund ${run}`)
  expect(mail!.text).toContain(`Thank you for your gift of $120.00 to Roof fund ${run}`)
  await admin.dispose()

  await page.reload()
  await expect(first).toContainText('Thanked on')
  await expect(gifts.filter({ hasText: '$30.00' })).toContainText('Not yet')

  await page.getByRole('navigation', { name: 'Donors’ views' }).getByRole('link', { name: 'Levels' }).click()
  await expect(page.getByRole('row').filter({ hasText: level })).toContainText('$100.00')
  await expect(page.getByRole('link', { name: 'Edit the levels' })).toHaveAttribute(
    'href',
    '/cpanel/collections/donor-levels',
  )
  await expectAccessible(page)
  await shot(page, 'levels-1280')
})

test('a member is refused donorbackend, its exports and staff statements; reads only their own', async ({
  playwright,
  request,
}) => {
  const member = await signedInClient(playwright, `mo-${run}@example.org`, PASSWORD)
  expect((await member.get('/cpanel/donorbackend', { maxRedirects: 0 })).status()).toBe(403)
  for (const path of [
    '/api/donors/export',
    '/api/donors/gifts/export',
    `/api/donors/statement?donor=person:1&year=${YEAR}`,
  ]) {
    expect((await member.get(path)).status(), path).toBe(403)
    expect((await request.get(path)).status(), path).toBe(401)
  }
  const none = await member.get(`/dashboard/statements/${YEAR}`)
  expect(none.status()).toBe(404)
  expect(await none.text()).toContain(`No gifts in ${YEAR}`)
  const templates = await member.get('/api/email-templates')
  expect(templates.status()).toBe(403)
  await member.dispose()

  const donor = await signedInClient(playwright, dana.email, PASSWORD)
  const own = await donor.get(`/dashboard/statements/${YEAR}`)
  expect(own.status()).toBe(200)
  expect(own.headers()['content-type']).toBe('application/pdf')
  await donor.dispose()
})
