import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import {
  E2E_ADMIN,
  expectAccessible,
  restoreMailTemplate,
  screenshotsOf,
  signedInClient,
  signInToControlPanel,
  sitemapText,
} from './helpers'

/**
 * Memberships (decision 047): an art lover joins /artlovermembership with
 * the test provider, finds the term and its end date on the dashboard, and
 * the page then offers Renew; an unknown plan is the site's 404; the join
 * form works without JavaScript; the pages pass axe. The welcome mail
 * reaches the outbox with its merge fields filled; staff edit it (an unknown
 * merge field refused at save), preview it with a real member's term, and
 * choose the reminder days; a member is refused the mail tools.
 */

test.describe.configure({ mode: 'serial' })

const shots = screenshotsOf('membership', { phone: true })

const MEMBER = { email: 'alma@example.org', password: 'alma-password-1', name: 'Alma Artlover' }
let staff: APIRequestContext

test.beforeAll(async ({ playwright }) => {
  staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const response = await staff.post('/api/users', { data: { ...MEMBER, roles: [] } })
  expect(response.status(), await response.text()).toBe(201)
})

test.afterAll(async () => {
  await staff.dispose()
})

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByLabel('Password').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
}

test('a guest sees the plan page and is asked to sign in to join', async ({ page }) => {
  await page.goto('/artlovermembership')
  await expect(page.getByRole('heading', { level: 1, name: 'Art lover membership' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '$60.00' })).toBeVisible()
  await expect(page.getByText('$35.00 for students and seniors')).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Perks and discounts from partner businesses' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Household membership' })).toHaveAttribute('href', '/householdmembership')
  await expectAccessible(page)
  await shots(page, 'plan')
  await page.getByRole('button', { name: 'Join' }).click()
  await expect(page.locator('#join-message')).toContainText('Please sign in')
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    '/login?next=%2Fartlovermembership',
  )
  await expectAccessible(page)
})

test('an art lover joins, pays with the test provider, and the dashboard shows the term', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  const before = page.getByRole('region', { name: 'Your membership' })
  await expect(before.getByText('You are not a member yet.')).toBeVisible()

  await page.goto('/artlovermembership')
  await page.getByRole('button', { name: 'Join' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: 'Pay $60.00' }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}/)
  await expect(page.getByText('Art lover membership').first()).toBeVisible()

  await page.goto('/dashboard')
  const section = page.getByRole('region', { name: 'Your membership' })
  await expect(section.getByRole('heading', { name: /Art lover membership/ })).toContainText('Active')
  await expect(section.getByText(/^Ends on /)).toBeVisible()
  await expect(section.getByRole('row', { name: /Art lover/ })).toContainText('$60.00')
  await expect(section.getByRole('button', { name: 'Renew' })).toBeVisible()
  // A paying member reads what their membership gives them, never the invitation to join.
  await expect(section.getByRole('heading', { name: 'What your membership gives you' })).toBeVisible()
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Perks and discounts from partner businesses' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your perks' })).not.toContainText('how to join')
  await expectAccessible(page)
  await shots(page, 'dashboard')

  // A renewal started and left unpaid waits on the dashboard, to be paid or cancelled there.
  await section.getByRole('button', { name: 'Renew' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.goto('/dashboard')
  const orders = page.getByRole('region', { name: 'Your orders' })
  const unpaid = orders.getByRole('row', { name: /Awaiting payment/ })
  await expect(unpaid).toHaveCount(1)
  const number = (await unpaid.getByRole('link').textContent())!
  await unpaid.getByRole('button', { name: `Pay now for order ${number}` }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.goto('/dashboard')
  await expectAccessible(page)
  await shots(page, 'dashboard-unpaid-order')
  await orders.getByRole('button', { name: `Cancel order ${number}` }).click()
  await expect(page.locator('#cancel-order-message')).toHaveText(`Order ${number} is cancelled.`)
  await expect(orders.getByRole('row', { name: new RegExp(number) })).toHaveCount(0)
  await expect(orders.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0)

  await page.goto('/artlovermembership')
  await expect(page.getByRole('button', { name: 'Renew' })).toBeVisible()
  await expect(page.getByText('You are a member: renewing adds a term')).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'plan-member')

  let welcome: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        // The welcome is mailed by the jobs queue: take its turn now rather than wait for the next minute's.
        expect((await staff.post('/testing/run-due-jobs', { data: {} })).status()).toBe(200)
        const response = await staff.get(`/api/outbox?where[to][equals]=${encodeURIComponent(MEMBER.email)}`)
        const { docs } = (await response.json()) as { docs: { subject: string; text: string }[] }
        welcome = docs.find((doc) => doc.subject === 'Welcome to your Art lover membership')
        return Boolean(welcome)
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true)
  expect(welcome!.text).toContain('Dear Alma,')
  expect(welcome!.text).toMatch(
    /Your Art lover membership runs from [A-Z][a-z]+ \d{1,2}, \d{4} to [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  )
  expect(welcome!.text).not.toContain('{{')
})

test('staff edit the welcome mail and preview it with a real member, and choose the reminder days', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/emailtemp_welcome')
  await expect(page.getByRole('heading', { level: 2, name: 'Membership welcome mail' })).toBeVisible()
  await expect(page.getByText('{{term.endDate}}', { exact: true })).toBeVisible()
  await expectAccessible(page)

  const subject = page.getByLabel('Subject', { exact: true })
  await subject.fill('Welcome, {{person.nickname}}')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The subject names the unknown merge field {{person.nickname}}')).toBeVisible()
  await expect(subject).toHaveValue('Welcome, {{person.nickname}}')

  await subject.fill('Welcome aboard, {{person.firstName}}: {{plan.name}}')
  await page.getByLabel('Preview with').fill(MEMBER.email)
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText(/With the data of Alma Artlover’s Art lover term to/)).toBeVisible()
  await expect(page.getByText('Subject: Welcome aboard, Alma: Art lover')).toBeVisible()
  await expectAccessible(page, { exclude: 'iframe' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved: the next' })).toBeVisible()
  await shots(page, 'welcome-mail')
  await restoreMailTemplate(staff, 'membership-welcome')

  await page.goto('/cpanel/emailtemp_expirations')
  const days = page.getByLabel('Days before the end')
  await expect(days).toHaveValue('30, 7')
  await days.fill('30, soon')
  await page.getByRole('button', { name: 'Save the days' }).click()
  await expect(page.getByText('“soon” is not a number of days.')).toBeVisible()
  await days.fill('14, 60, 3')
  await page.getByRole('button', { name: 'Save the days' }).click()
  await expect(
    page.getByText('Reminders now go out 60, 14, 3 days before a term ends, once each per term.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Membership renewal reminder mail' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Membership expired mail' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'expiry-mails')
  await days.fill('30, 7')
  await page.getByRole('button', { name: 'Save the days' }).click()
  await expect(page.getByText('Reminders now go out 30, 7 days before')).toBeVisible()
})

test('a member is refused the mail tools, and their settings through the API', async ({ playwright }) => {
  const member = await signedInClient(playwright, MEMBER.email, MEMBER.password)
  for (const path of ['/cpanel/emailtemp_welcome', '/cpanel/emailtemp_expirations']) {
    expect((await member.get(path, { maxRedirects: 0 })).status(), path).toBe(403)
  }
  expect((await member.get('/api/globals/membership-reminders')).status()).toBe(403)
  expect((await member.get('/api/email-templates')).status()).toBe(403)
  await member.dispose()
})

test('the sitemap lists the plan pages', async ({ request }) => {
  const sitemap = await sitemapText(request)
  for (const path of ['/artistmembership', '/artlovermembership', '/householdmembership']) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
})

test('the join form works without JavaScript', async ({ browser }) => {
  const signedIn = await browser.newContext()
  await signIn(await signedIn.newPage())
  const state = await signedIn.storageState()
  await signedIn.close()

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state })
  const page = await context.newPage()
  await page.goto('/householdmembership')
  await expect(page.getByRole('heading', { level: 1, name: 'Household membership' })).toBeVisible()
  await page.getByRole('button', { name: 'Join' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await expect(page.getByRole('button', { name: 'Pay $90.00' })).toBeVisible()
  await context.close()
})
