import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

const shot = screenshotsOf('account-tools')

async function createPerson(admin: APIRequestContext, data: Record<string, unknown>) {
  const response = await admin.post('/api/users', { data: { password: 'a-fine-password-1', ...data } })
  expect(response.status(), JSON.stringify(data)).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

async function person(admin: APIRequestContext, email: string) {
  const response = await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs[0]!
}

/** The tool's own content: Payload's frame has live regions of its own. */
const tool = (page: Page) => page.locator('.cpanel-tool')

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page)
  await page.goto(path)
}

test('staff approve two artists at once and reject another with a reason, confirmed; all are emailed and audit-logged', async ({
  page,
  browser,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  // One applicant joins on the site as an artist, the others are entered by staff.
  const visitor = await browser.newContext()
  const joining = await visitor.newPage()
  await joining.goto('/newmember')
  await joining.getByRole('radio', { name: /Artist/ }).check()
  await joining.getByLabel('Name').fill('Ada Etcher')
  await joining.getByLabel('Email').fill('ada-etch@example.org')
  await joining.getByLabel('Password').fill('aquatint-and-ink-1')
  await joining.getByRole('button', { name: 'Join' }).click()
  await expect(joining.getByRole('status')).toContainText('We sent a link')
  await visitor.close()
  await createPerson(admin, { email: 'ben-clay@example.org', name: 'Ben Clay', artistApplication: 'pending' })
  await createPerson(admin, { email: 'cleo-ink@example.org', name: 'Cleo Ink', artistApplication: 'pending' })

  // The staff home's queue opens the verifier already filtered to artist applications.
  await signInAsAdmin(page, '/cpanel')
  await page.getByRole('link', { name: /Artist applications awaiting verification/ }).click()
  await expect(page).toHaveURL(/\/cpanel\/verifier\?kind=artist-application$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Verification queue' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '3 requests wait' })).toBeVisible()
  // Sorted by name, descending, from the column's heading: the order is in the address.
  await page.getByRole('link', { name: 'Person', exact: true }).click()
  await page.getByRole('link', { name: 'Person (sort the other way)' }).click()
  await expect(page).toHaveURL(/sort=-name/)
  await expect(page.getByRole('columnheader', { name: /Person/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('row').nth(1)).toContainText('Cleo Ink')
  await expectAccessible(page)
  await shot(page, 'verifier-queue')

  await page.getByRole('checkbox', { name: /^Select Ada Etcher/ }).check()
  await page.getByRole('checkbox', { name: /^Select Cleo Ink/ }).check()
  await page.getByRole('button', { name: 'Approve selected' }).click()
  await expect(tool(page).getByRole('status')).toHaveText(
    'Approved: ada-etch@example.org, cleo-ink@example.org. They are emailed, and the decision is in the audit log.',
  )
  await expect(page.getByRole('row').filter({ hasText: 'Ada Etcher' })).toHaveCount(0)

  // A rejection is on the request's own page: the reason asked, then what will happen said, then confirmed.
  await page.getByRole('link', { name: 'Ben Clay' }).click()
  await expect(page.getByRole('heading', { name: 'Ben Clay: Artist account' })).toBeVisible()
  await page.getByRole('button', { name: 'Reject…' }).click()
  await expect(page.getByText('Say why: the person is told this reason.')).toBeVisible()
  await expect(page.getByLabel(/reject, with a reason/)).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await shot(page, 'verifier-reason-missing')
  await page.getByLabel(/reject, with a reason/).fill('Please show us three works made in the last two years.')
  await page.getByRole('button', { name: 'Reject…' }).click()
  await expect(
    page.getByText('This will reject Ben Clay’s request (Artist account) and email ben-clay@example.org'),
  ).toBeVisible()
  await expect(person(admin, 'ben-clay@example.org')).resolves.toMatchObject({ artistApplication: 'pending' })
  await shot(page, 'verifier-confirm')
  await page.getByRole('button', { name: 'Confirm the rejection' }).click()
  await expect(tool(page).getByRole('status')).toContainText('Rejected: ben-clay@example.org.')
  // This spec runs first on a fresh database, so these three were the whole queue.
  await expect(page.getByText('Nobody is waiting.')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'verifier-empty')

  for (const email of ['ada-etch@example.org', 'cleo-ink@example.org']) {
    expect(await person(admin, email)).toMatchObject({ artistApplication: 'approved', roles: ['artist'] })
  }
  expect(await person(admin, 'ben-clay@example.org')).toMatchObject({
    artistApplication: 'rejected',
    artistApplicationReason: 'Please show us three works made in the last two years.',
  })
  const mail = await admin.get('/api/outbox?where[to][equals]=ben-clay@example.org')
  const [rejection] = ((await mail.json()) as { docs: { subject: string; text: string }[] }).docs
  expect(rejection).toMatchObject({ subject: 'About your artist application' })
  expect(rejection!.text).toContain('Please show us three works made in the last two years.')
  const audit = await admin.get('/api/audit-log?where[action][like]=verifier.&depth=0')
  expect(((await audit.json()) as { docs: { action: string }[] }).docs.map((row) => row.action).sort()).toEqual([
    'verifier.approve',
    'verifier.approve',
    'verifier.reject',
  ])

  await page.goto('/cpanel/collections/outbox')
  await expect(page.getByRole('link', { name: 'Your artist account is approved' })).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'About your artist application' })).toBeVisible()
  await admin.dispose()
})

test('an administrator previews and merges two accounts; the merged one can no longer sign in', async ({
  page,
  browser,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const kept = await createPerson(admin, { email: 'cara-one@example.org', name: 'Cara Mendes', roles: ['artlover'] })
  await createPerson(admin, { email: 'cara-two@example.org', name: 'Cara Mendes', roles: ['artist'] })
  // A session of the account about to be merged away: the merge ends it.
  const cara = await signedInClient(playwright, 'cara-two@example.org', 'a-fine-password-1')

  await signInAsAdmin(page, '/cpanel/usermerger')
  await expect(page.getByRole('heading', { level: 1, name: 'Merge accounts' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Find a person by email, name or id').fill('Cara')
  await page.getByRole('button', { name: 'Search' }).click()
  const results = page.getByRole('table', { name: 'People matching “Cara”' })
  await results
    .getByRole('row')
    .filter({ hasText: 'cara-one@example.org' })
    .getByRole('link', { name: /Keep this one/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`keep=${kept.id}`))
  await expect(page.getByText('Not chosen yet: search below.')).toHaveCount(1)
  await results
    .getByRole('row')
    .filter({ hasText: 'cara-two@example.org' })
    .getByRole('link', { name: /Merge this one away/ })
    .click()

  await expect(page.getByRole('heading', { name: '2. Check what the merge does' })).toBeVisible()
  await expect(
    page.getByText('Roles are united: cara-one@example.org will hold artist, art lover (adds artist).'),
  ).toBeVisible()
  const moves = page.getByRole('table', { name: 'Rows that point at cara-two@example.org' })
  await expect(moves.getByRole('row').filter({ hasText: 'users_sessions' })).toContainText('Deleted')
  await expectAccessible(page)
  await shot(page, 'usermerger-preview')

  await page.getByRole('button', { name: 'Merge cara-two@example.org into cara-one@example.org' }).click()
  await expect(page).toHaveURL(/\/cpanel\/usermerger\?merged=\d+$/)
  await expect(tool(page).getByRole('status')).toContainText('Merged cara-two@example.org into cara-one@example.org.')
  await expectAccessible(page)
  await shot(page, 'usermerger-done')

  expect(await person(admin, 'cara-one@example.org')).toMatchObject({ roles: ['artist', 'artlover'] })
  expect(await person(admin, 'cara-two@example.org')).toMatchObject({ status: 'suspended', mergedInto: kept.id })
  const me = (await (await cara.get('/api/users/me')).json()) as { user: unknown }
  expect(me.user ?? null).toBeNull()
  await cara.dispose()

  const visitor = await browser.newContext()
  const signIn = await visitor.newPage()
  await signIn.goto('/login')
  await signIn.getByLabel('Email').fill('cara-two@example.org')
  await signIn.getByLabel('Password').fill('a-fine-password-1')
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(signIn.locator('#sign-in-error')).toContainText(/suspended|merged/)
  await visitor.close()

  // Refusals come back in words, not as errors.
  await page.goto(`/cpanel/usermerger?keep=${kept.id}&absorb=${kept.id}`)
  await expect(tool(page).getByRole('alert')).toHaveText(
    'Choose two different accounts: an account cannot be merged into itself.',
  )
  await page.goto('/cpanel/usermerger?keep=abc')
  await expect(tool(page).getByRole('alert')).toContainText('“abc” is not an account id')
  await shot(page, 'usermerger-refused')
  await admin.dispose()
})

test('an administrator grants and revokes staff; the last administrator stays', async ({ page, playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await createPerson(admin, { email: 'dee-desk@example.org', name: 'Dee Desk' })
  await admin.dispose()

  await signInAsAdmin(page, '/cpanel/adminsetter')
  await expect(page.getByRole('heading', { level: 1, name: 'Administrators and staff' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.email })).toContainText('administrator')
  await expectAccessible(page)
  await shot(page, 'adminsetter')

  await page.getByLabel('Email address').fill('dee-desk@example.org')
  await page.getByRole('radio', { name: 'Grant staff' }).check()
  await page.getByRole('button', { name: 'Change role' }).click()
  await expect(tool(page).getByRole('status')).toHaveText('dee-desk@example.org is now staff.')
  const dee = page.getByRole('row').filter({ hasText: 'dee-desk@example.org' })
  await expect(dee).toContainText('staff')

  await dee.getByRole('link', { name: 'Change roles of dee-desk@example.org' }).click()
  await expect(page.getByRole('heading', { name: 'Change the roles of dee-desk@example.org' })).toBeVisible()
  await expect(page.getByText('dee-desk@example.org can no longer open the control panel')).toBeVisible()
  await page.getByRole('button', { name: 'Revoke staff for dee-desk@example.org' }).click()
  await expect(tool(page).getByRole('status')).toHaveText('dee-desk@example.org is no longer staff.')
  await expect(dee).toHaveCount(0)

  await page.getByLabel('Email address').fill(E2E_ADMIN.email)
  await page.getByRole('radio', { name: 'Revoke admin' }).check()
  await page.getByRole('button', { name: 'Change role' }).click()
  await expect(tool(page).getByRole('alert')).toHaveText(
    'This is the last administrator: grant admin to someone else first.',
  )
  await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.email })).toContainText('administrator')

  await page.getByLabel('Email address').fill('nobody-here@example.org')
  await page.getByRole('radio', { name: 'Grant staff' }).check()
  await page.getByRole('button', { name: 'Change role' }).click()
  await expect(tool(page).getByRole('alert')).toHaveText('No account has the address nobody-here@example.org.')
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await shot(page, 'adminsetter-error')
})

test('staff may verify but not merge or set roles; people who are not staff get none of the three', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  await createPerson(admin, { email: 'sid-staff@example.org', roles: ['staff'] })
  await createPerson(admin, { email: 'mo-member@example.org', roles: ['artist'] })
  await admin.dispose()

  await page.goto(`/cpanel/login?redirect=${encodeURIComponent('/cpanel')}`)
  await signInToControlPanel(page, { email: 'sid-staff@example.org', password: 'a-fine-password-1' })
  const verifier = await page.goto('/cpanel/verifier')
  expect(verifier?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Verification queue' })).toBeVisible()
  for (const tool of ['usermerger', 'adminsetter']) {
    const refused = await page.goto(`/cpanel/${tool}`)
    expect(refused?.status(), tool).toBe(403)
    await expect(page.getByText(`You do not have access to /cpanel/${tool}.`)).toBeVisible()
  }
  await shot(page, 'staff-refused')

  const member = await signedInClient(playwright, 'mo-member@example.org', 'a-fine-password-1')
  for (const tool of ['verifier', 'usermerger', 'adminsetter']) {
    const refused = await member.get(`/cpanel/${tool}`, { maxRedirects: 0 })
    expect(refused.status(), tool).toBe(403)
  }
  await member.dispose()
})
