import { expect, test } from '@playwright/test'

import {
  E2E_ADMIN,
  expectAccessible,
  restoreMailTemplate,
  screenshotsOf,
  signedInClient,
  signInToControlPanel,
} from './helpers'

/**
 * Comms' mail templates (decision 046), through the donor thank-you's editor
 * in `donorbackend`: staff are refused an unknown merge field at save, with
 * its name, preview the mail with a real donor's gift, save, and send
 * themselves a test that reaches the outbox; a member is refused the page and
 * the editor's action. Gifts are made and paid by the test-only `/testing/paid-gift`.
 */

const shot = screenshotsOf('templates')

const run = Math.random().toString(36).slice(2, 8)
const PASSWORD = 'templates-password-1'
const donor = { email: `tess-${run}@example.org`, name: `Tess Template ${run}` }
const member = { email: `mia-${run}@example.org`, name: 'Mia Member' }
const EDITOR = '/cpanel/donorbackend?show=thank-you'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await admin.post('/api/users', { data: { ...member, password: PASSWORD, roles: ['artlover'] } })
  expect(created.status(), await created.text()).toBe(201)
  const gift = await admin.post('/testing/paid-gift', {
    data: { email: donor.email, name: donor.name, amountMinor: 4_200, campaign: `Kiln fund ${run}` },
  })
  expect(gift.status(), await gift.text()).toBe(200)
  await admin.dispose()
})

test('staff edit the thank-you: an unknown field is refused, the preview shows a real gift, a test reaches the outbox', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(EDITOR)
  await expect(page.getByRole('heading', { level: 2, name: 'Donor thank-you mail' })).toBeVisible()
  await expect(page.getByText('{{gift.amount}}', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, '1-editor-1280')

  const subject = page.getByLabel('Subject', { exact: true })
  await subject.fill(`Thank you, {{donor.nmae}} ${run}`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The subject names the unknown merge field {{donor.nmae}}')).toBeVisible()
  await expect(subject).toHaveValue(`Thank you, {{donor.nmae}} ${run}`)
  await expect(subject).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await shot(page, '2-refused')

  await subject.fill(`Thank you, {{donor.name}} ${run}`)
  await page.getByLabel('Preview with').fill(donor.email)
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText(`With the data of ${donor.name}’s gift of $42.00 to Kiln fund ${run}.`)).toBeVisible()
  await expect(page.getByText(`Subject: Thank you, ${donor.name} ${run}`)).toBeVisible()
  await expect(page.locator('pre')).toContainText(`Dear ${donor.name},`)
  await expect(
    page.frameLocator('iframe[title="The mail’s HTML, as it will look"]').getByText(`Dear ${donor.name},`),
  ).toBeVisible()
  await expectAccessible(page, { exclude: 'iframe' })
  await shot(page, '3-preview')

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved: the next' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(`Thank you, {{donor.name}} ${run}`)

  await page.getByRole('button', { name: 'Send me a test' }).click()
  await expect(page.getByRole('status').filter({ hasText: `A test was sent to ${E2E_ADMIN.email}.` })).toBeVisible()
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect
    .poll(async () => {
      const subjectIs = encodeURIComponent(`Test: Thank you, ${donor.name} ${run}`)
      const response = await admin.get(`/api/outbox?where[subject][equals]=${subjectIs}`)
      return ((await response.json()) as { totalDocs: number }).totalDocs
    })
    .toBe(1)
  await restoreMailTemplate(admin, 'donor-thank-you')
  await admin.dispose()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible()
  await shot(page, '4-preview-390')
})

test('a member is refused the editor’s page and its action', async ({ page, playwright }) => {
  // The form's hidden fields name the server action: staff's page gives them, a member posts them.
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(EDITOR)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send me a test' }) })
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  expect(Object.keys(hidden).some((name) => name.startsWith('$ACTION'))).toBe(true)

  const asMember = await signedInClient(playwright, member.email, PASSWORD)
  expect((await asMember.get(EDITOR, { maxRedirects: 0 })).status()).toBe(403)
  const words = { subject: `Hijacked ${run}`, html: '<p>x</p>', text: 'x', search: '' }
  for (const intent of ['save', 'test']) {
    const posted = await asMember.post(EDITOR, { multipart: { ...hidden, ...words, intent }, maxRedirects: 0 })
    expect(posted.status(), intent).toBeGreaterThanOrEqual(400)
  }
  await asMember.dispose()
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const saved = await admin.get('/api/email-templates?where[key][equals]=donor-thank-you&depth=0')
  // Staff's words were put back by the first test: nothing saved since, the member's words least of all.
  expect(((await saved.json()) as { docs: { subject: string }[] }).docs).toEqual([])
  const tests = await admin.get(`/api/outbox?where[subject][contains]=${encodeURIComponent(`Hijacked ${run}`)}`)
  expect(((await tests.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await admin.dispose()
})
