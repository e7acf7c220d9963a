import { expect, test } from '@playwright/test'

import { CONTROL_PANEL_TOOLS } from '../../src/app/control-panel'
import { OPEN_STUDIOS_TOOLS } from '../../src/domains/openStudios/admin/tools'

import { E2E_ADMIN, expectAccessible, screenshot, signedInClient, signInToControlPanel } from './helpers'

test('the staff portal signs staff in and lists the tools each may use; others are refused', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  // Addresses no other spec uses: the files share one database.
  for (const data of [
    { email: 'sam-portal@example.org', password: 'sams-password-1', roles: ['staff'] },
    { email: 'tia-portal@example.org', password: 'tias-password-1' },
  ]) {
    const made = await admin.post('/api/users', { data })
    expect(made.status(), await made.text()).toBe(201)
  }
  await admin.dispose()

  const signIn = async (email: string, password: string) => {
    await page.context().clearCookies()
    await page.goto('/adminportal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff portal')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  }

  await signIn(E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/adminportal$/)
  await expect(page.getByRole('link', { name: 'Merge accounts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Verification queue' })).toBeVisible()
  await expectAccessible(page)

  await signIn('sam-portal@example.org', 'sams-password-1')
  await expect(page.getByText('(staff)')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Verification queue' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Merge accounts' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Administrators and staff' })).toHaveCount(0)

  await signIn('tia-portal@example.org', 'tias-password-1')
  await expect(page.getByTestId('error-status-code')).toHaveText('403')
  const refused = await page.goto('/adminportal')
  expect(refused?.status()).toBe(403)
})

test('the control panel’s navigation lists each tool once, by task; the raw data only for administrators', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const staff = { email: 'nav-staff@example.org', password: 'nav-staff-password-1' }
  // A retried test finds the account made by its first try.
  const made = await admin.post('/api/users', { data: { ...staff, roles: ['staff'] } })
  expect([201, 400]).toContain(made.status())
  await admin.dispose()
  await page.setViewportSize({ width: 1600, height: 1000 })

  const groupsOf = async () => {
    const nav = page.locator('nav.nav__wrap')
    await expect(nav.locator('#nav-tool-verifier')).toBeVisible()
    return nav.locator('.nav-group__toggle').allInnerTexts()
  }
  await page.goto('/cpanel/login')
  await signInToControlPanel(page, staff)
  const tasks = ['People', 'Open Studios', 'Money', 'Events', 'Site', 'Communications', 'Insight', 'Settings']
  expect((await groupsOf()).map((label) => label.trim())).toEqual(tasks)
  const links = await page
    .locator('nav.nav__wrap a.nav__link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
  expect(new Set(links).size).toBe(links.length)
  expect(links.some((href) => href?.includes('/collections/'))).toBe(false)
  await expect(page.locator('#nav-tool-usermerger')).toHaveCount(0)
  await expectAccessible(page, { include: 'nav.nav__wrap' })
  // Hidden from the navigation is not refused: each collection's own rules still decide on the server.
  expect((await page.request.get('/api/users/me')).status()).toBe(200)

  await page.context().clearCookies()
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  expect((await groupsOf()).map((label) => label.trim())).toEqual([...tasks, 'Data'])
  await expect(page.locator('#nav-tool-usermerger')).toBeVisible()
  await expect(page.locator('nav.nav__wrap a.nav__link[href="/cpanel/collections/audit-log"]')).toBeVisible()
})

test('a staff member’s day: the home shows the work waiting, a queue opens its tool filtered, the report is fixed from its page; Ctrl-K finds a person', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const staff = { email: 'day-staff@example.org', password: 'day-staff-password-1' }
  const member = { email: 'day-member@example.org', password: 'day-member-password-1' }
  for (const [person, roles] of [
    [staff, ['staff']],
    [member, ['artlover']],
  ] as const) {
    const made = await admin.post('/api/users', { data: { ...person, name: person.email.split('@')[0], roles } })
    expect([201, 400]).toContain(made.status())
  }
  await admin.dispose()
  const run = `home-${Date.now()}`

  // A visitor reports a problem: work waiting for staff.
  await page.goto('/report-a-problem')
  await page.getByLabel('What went wrong?').fill(`The staff home test ${run}: the calendar shows no month.`)
  await page.getByRole('button', { name: 'Send the report' }).click()
  const report = (await page.getByRole('status').textContent())!.match(/number (\d+)/)![1]!

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page, staff)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff home' })).toBeVisible()
  // Payload's stock dashboard, a card per collection, is gone.
  await expect(page.getByText('Membership terms')).toHaveCount(0)
  const waiting = page.getByRole('region', { name: 'Work waiting' })
  const reports = waiting.getByRole('link', { name: /Open problem reports/ })
  const before = Number(await reports.locator('strong').innerText())
  expect(before).toBeGreaterThan(0)
  // An administrator's tool's queue never shows to staff; the charts carry their figures for screen readers.
  await expect(page.getByRole('img', { name: /New members, last 30 days: chart/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /Page views, last 7 days: chart/ })).toBeVisible()
  await expectAccessible(page)
  await screenshot(page, 'staff-home-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
  await screenshot(page, 'staff-home-390')
  await page.setViewportSize({ width: 1280, height: 900 })

  // The queue opens the bug tracker already filtered to the open reports; the report is fixed from its page.
  await reports.click()
  await expect(page).toHaveURL(/\/cpanel\/bugtracker\?status=open$/)
  await expect(page.getByLabel('Status')).toHaveValue('open')
  await page.getByRole('link', { name: new RegExp(`#${report} `) }).click()
  await expect(page.getByRole('heading', { name: `Report #${report}: New` })).toBeVisible()
  await page.getByLabel('Status').selectOption('fixed')
  await page.getByRole('button', { name: 'Save the triage' }).click()
  await expect(page.getByRole('heading', { name: `Report #${report}: Fixed` })).toBeVisible()

  // Ctrl-K from the tool: the home's search box, focused; a person found by email, linked to their page.
  await page.keyboard.press('Control+k')
  const box = page.getByRole('searchbox', { name: /A person’s name or email/ })
  await expect(box).toBeFocused({ timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Staff home' })).toBeVisible()
  const left = page.getByRole('region', { name: 'Work waiting' }).getByRole('link', { name: /Open problem reports/ })
  if (before === 1) await expect(left).toHaveCount(0)
  else await expect(left.locator('strong')).toHaveText(String(before - 1))
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText('Problem report: triage')
  await box.fill(member.email)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/cpanel\?q=day-member%40example\.org/)
  await expect(page.getByRole('region', { name: 'People' }).getByRole('link', { name: 'day-member' })).toHaveAttribute(
    'href',
    /\/cpanel\/collections\/users\/\d+$/,
  )
  await page.getByRole('heading', { level: 1, name: 'Staff home' }).click()
  await expect(box).not.toBeFocused()
  await page.keyboard.press('Meta+k')
  await expect(box).toBeFocused()

  // A member is refused the home and its search on the server.
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const refused = await page.goto(`/cpanel?q=${encodeURIComponent(staff.email)}`)
  expect(refused?.status()).toBe(403)
  await expect(page.getByText(staff.email)).toHaveCount(0)
})

// Open Studios' tools have their own spec for this (issue 38's studio map and registrations).
const OPEN_STUDIOS = new Set(OPEN_STUDIOS_TOOLS.map((tool) => tool.name))
const TOOLS = CONTROL_PANEL_TOOLS.flatMap((group) => group.tools).filter((tool) => !OPEN_STUDIOS.has(tool.name))

test('every tool fits a phone: only a table scrolls sideways, in a focusable named region; axe finds nothing grave', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  for (const tool of TOOLS) {
    const response = await page.goto(`/cpanel/${tool.name}`)
    expect(response?.status(), tool.name).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }), tool.name).toBeVisible()
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)
      const wide = [...document.querySelectorAll('body *')].filter((element) => {
        if (element.getBoundingClientRect().right <= width + 1) return false
        for (let parent = element.parentElement; parent; parent = parent.parentElement)
          if (scrolls(parent)) return false
        return true
      })
      const unnamed = [...document.querySelectorAll('table')]
        .map((table) => table.parentElement)
        .filter((parent) => parent && scrolls(parent) && !(parent.tabIndex === 0 && parent.getAttribute('aria-label')))
      return {
        page: document.documentElement.scrollWidth - width,
        wide: wide.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        unnamed: unnamed.length,
      }
    })
    expect(overflow, tool.name).toEqual({ page: 0, wide: [], unnamed: 0 })
    await expectAccessible(page)
  }
})
