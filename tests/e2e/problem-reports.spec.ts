import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * Problem reports and the mail templates' list (decision 083): a visitor
 * reports a problem from a page's footer without JavaScript, with a
 * screenshot; the error page offers the form with its reference; staff find
 * the report in `/cpanel/bugtracker`, mark it fixed from its page, and the
 * reporter's one mail is in the outbox; `/cpanel/emailtemplates` lists the
 * mail with its sending and opens its editor; a member is refused both tools
 * and the triage action.
 */

const shot = screenshotsOf('reports')

const run = Math.random().toString(36).slice(2, 8)
const reporter = `rita-${run}@example.org`
const member = { email: `mia-${run}@example.org`, password: 'reports-password-1' }
const description = `The calendar’s month view shows no events on my tablet (${run}).`
let reportNumber = ''

const fixedMails = async (admin: APIRequestContext) => {
  const response = await admin.get(`/api/outbox?where[to][equals]=${encodeURIComponent(reporter)}`)
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

test.describe.configure({ mode: 'serial' })

test('a visitor reports a problem from the footer without JavaScript, with a screenshot', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/calendar')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Report a problem' }).click()
  await expect(page).toHaveURL(/\/report-a-problem$/)
  await expect(page.getByText('About the page /calendar')).toBeVisible()

  // Refused in words, what was typed kept.
  await page.getByLabel('What went wrong?').fill('Broken')
  await page.getByLabel('Your email (optional)').fill(reporter)
  await page.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByText('Say what went wrong, in a sentence or more.')).toBeVisible()
  await expect(page.getByLabel('Your email (optional)')).toHaveValue(reporter)
  await expect(page.getByText('About the page /calendar')).toBeVisible()

  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } })
    .png()
    .toBuffer()
  await page.getByLabel('What went wrong?').fill(description)
  await page
    .getByLabel('A screenshot (optional)')
    .setInputFiles({ name: 'tablet.png', mimeType: 'image/png', buffer: picture })
  await shot(page, '1-form-390')
  await page.getByRole('button', { name: 'Send the report' }).click()
  const thanks = page.getByRole('status')
  await expect(thanks).toContainText('Thank you: your report is number')
  await expect(thanks).toContainText('We will write when it is fixed.')
  reportNumber = (await thanks.textContent())!.match(/number (\d+)/)![1]!
  await context.close()
})

test('the error page offers the report form with its reference', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/testing/throw-on-load')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, '2-error-page-390')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByTestId('error-status-code').locator('..').getByRole('link', { name: 'Report a problem' }).click()
  await expect(page.getByText(/About the page \/testing\/throw-on-load \(error reference \w+\)/)).toBeVisible()
  await expectAccessible(page)
  await shot(page, '2-form-from-error-1280')
})

test('staff find the report, mark it fixed from its page, and the reporter is mailed once', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/bugtracker')
  await page.getByLabel('Status').selectOption('open')
  await page.getByLabel('Words, page or number').fill(run)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(/status=open/)
  await expect(page.getByRole('heading', { name: 'One report matches' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, '3-list-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, '4-list-390')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('link', { name: new RegExp(`#${reportNumber} The calendar`) }).click()
  await expect(page.getByRole('heading', { name: `Report #${reportNumber}: New` })).toBeVisible()
  await expect(page.getByText('/calendar', { exact: true })).toBeVisible()
  const screenshot = page.getByRole('img', { name: `The screenshot sent with report #${reportNumber}` })
  await expect(screenshot).toBeVisible()
  expect(await screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40)

  await page.getByRole('textbox', { name: 'Comment' }).fill('Reproduced on an iPad: the month grid is empty.')
  await page.getByRole('button', { name: 'Add the comment' }).click()
  await expect(page.getByText(`Your comment is added to report #${reportNumber}.`)).toBeVisible()
  await page.getByLabel('Status').selectOption('fixed')
  await page.getByLabel('Priority').selectOption('high')
  await page.getByRole('button', { name: 'Save the triage' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${reporter} is told it is fixed.` })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: `Report #${reportNumber}: Fixed` })).toBeVisible()
  await expect(page.getByText('Reproduced on an iPad: the month grid is empty.')).toBeVisible()
  await expectAccessible(page)
  await shot(page, '5-report-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, '6-report-390')

  // Saved fixed again: no second mail.
  await page.getByRole('button', { name: 'Save the triage' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${reporter} was told before.` })).toBeVisible()
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect.poll(async () => (await fixedMails(admin)).length).toBe(1)
  const [mail] = await fixedMails(admin)
  expect(mail!.subject).toBe('The problem you reported is fixed')
  expect(mail!.text).toContain(description)
  await admin.dispose()
})

test('the mail templates’ list shows the mail sent, and opens its editor', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/emailtemplates?sort=sent')
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Problem fixed' }) })
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('0')
  await expect(row.getByRole('cell').nth(2)).toHaveText('Never')
  await expectAccessible(page)
  await shot(page, '7-templates-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, '8-templates-390')
  await row.getByRole('link', { name: 'Problem fixed' }).click()
  await expect(page).toHaveURL(/emailtemplates\?template=problem-report-fixed/)
  await expect(page.getByRole('heading', { level: 2, name: 'Problem fixed mail' })).toBeVisible()
  await expect(page.getByText('{{report.summary}}', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, '9-editor-390')
})

test('a member is refused both tools and the triage action', async ({ page, playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await admin.post('/api/users', { data: { ...member, roles: ['artlover'] } })
  expect(created.status(), await created.text()).toBe(201)
  await admin.dispose()

  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/bugtracker?report=${reportNumber}`)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the triage' }) })
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  const asMember = await signedInClient(playwright, member.email, member.password)
  for (const path of ['/cpanel/bugtracker', '/cpanel/emailtemplates']) {
    expect((await asMember.get(path, { maxRedirects: 0 })).status(), path).toBe(403)
  }
  const posted = await asMember.post(`/cpanel/bugtracker?report=${reportNumber}`, {
    multipart: { ...hidden, status: 'wont-fix', priority: 'low', assignee: '', duplicateOf: '' },
    maxRedirects: 0,
  })
  expect(posted.status()).toBeGreaterThanOrEqual(400)
  await asMember.dispose()
  await page.reload()
  await expect(page.getByRole('heading', { name: `Report #${reportNumber}: Fixed` })).toBeVisible()
})
