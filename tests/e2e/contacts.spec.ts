import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, signInToControlPanel } from './helpers'

/**
 * The contact tracker (decision 093), the done-when's "a contact with a
 * follow-up": staff add a contact with tags, log a call, add a follow-up due
 * today; the staff home counts it and links to the tool filtered; a turn of
 * the jobs queue mails its owner, once however many turns; a member, an
 * artist and a partner are refused the tool, its action and the CSV.
 */

const shots = screenshotsOf('contacts', { phone: true })

const run = Math.random().toString(36).slice(2, 8)
const name = `Bay Arts Foundation ${run}`
const tag = `funders-${run}`

const followUpMails = async (admin: APIRequestContext) => {
  const response = await admin.get(
    `/api/outbox?where[to][equals]=${encodeURIComponent(E2E_ADMIN.email)}&where[subject][contains]=${encodeURIComponent(name)}`,
  )
  return ((await response.json()) as { docs: { subject: string; text: string }[] }).docs
}

test.describe.configure({ mode: 'serial' })

test('a contact with a follow-up: added, tagged, a call logged, due on the staff home, mailed once', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/contactracker?new=1')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('not an email')
  await page.getByLabel('Tags').fill(`${tag}, spring gala`)
  await page.getByRole('button', { name: 'Add the contact' }).click()
  await expect(page.getByText('This is not an email address: write it as name@example.org.')).toBeVisible()
  await expect(page.getByLabel('Tags')).toHaveValue(`${tag}, spring gala`)
  await page.getByLabel('Email').fill(`grants-${run}@bayarts.example`)
  await page.getByLabel('A person or an organisation').selectOption('organisation')
  await page.getByLabel('Kind of contact').selectOption('funder')
  await page.getByRole('button', { name: 'Add the contact' }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `${name} is added.` })).toBeVisible()
  await expect(page.getByRole('link', { name: tag })).toBeVisible()
  await expect(page.getByText('Organisation, funder')).toBeVisible()

  await page.getByLabel('What was said or done').fill('Called about the spring grant round; they want the budget.')
  await page.getByRole('button', { name: 'Log it' }).click()
  await expect(page.getByText('The call is logged.')).toBeVisible()
  await expect(page.getByText('Called about the spring grant round; they want the budget.')).toBeVisible()

  await page.getByLabel('What to do').fill(`Send the budget (${run})`)
  await page.getByRole('button', { name: 'Add the follow-up' }).click()
  await expect(page.getByText(/The follow-up on \d{4}-\d{2}-\d{2} is added\./)).toBeVisible()
  await expect(page.getByRole('cell', { name: /\(due\)$/ })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'contact')

  // The staff home counts it and opens the tool filtered to the follow-ups due.
  await page.goto('/cpanel')
  const queue = page.getByRole('link', { name: /Contact follow-ups due/ })
  await expect(queue).toBeVisible()
  await queue.click()
  await expect(page).toHaveURL(/\/cpanel\/contactracker\?followups=due$/)
  await page.getByLabel('Tag').selectOption(tag)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: 'One contact matches' })).toBeVisible()
  await expect(page.getByRole('link', { name })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'list')

  // The CSV of the filtered list.
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const csv = await admin.get(`/api/contacts/export?followups=due&tag=${tag}`)
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(name)

  // Two turns of the jobs queue (the hourly job made due): one mail to the follow-up's owner.
  await expect
    .poll(
      async () => {
        await admin.post('/testing/run-due-jobs', { data: { minutesAhead: 60 } })
        return (await followUpMails(admin)).length
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  await admin.post('/testing/run-due-jobs', { data: { minutesAhead: 60 } })
  const mails = await followUpMails(admin)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe(`Follow up with ${name} today`)
  expect(mails[0]!.text).toContain(`Send the budget (${run})`)

  // Done: off the home's queue for this contact.
  await page.getByRole('link', { name }).click()
  await page.getByRole('button', { name: /^Done/ }).click()
  await expect(page.getByText('The follow-up is done.')).toBeVisible()
  const first = new URL(page.url()).searchParams.get('contact')!

  // The same funder entered again: suggested as a duplicate, compared, merged with care.
  await page.goto('/cpanel/contactracker?new=1')
  await page.getByLabel('Name').fill(`Bay Arts Fdn ${run}`)
  await page.getByLabel('Email').fill(`GRANTS-${run}@bayarts.example`)
  await page.getByLabel('Phone').fill('415 555 0188')
  await page.getByRole('button', { name: 'Add the contact' }).click()
  await expect(page.getByText('same email')).toBeVisible()
  await page.getByRole('link', { name: 'compare and merge into this one' }).click()
  await page.getByRole('link', { name: `Keep #${first} instead` }).click()
  await expect(page.getByRole('heading', { name: new RegExp(`into ${name}`) })).toBeVisible()
  await expect(page.getByText('This cannot be undone.')).toBeVisible()
  await expect(page.getByLabel('Phone')).toHaveValue('merge')
  await expectAccessible(page)
  await shots(page, 'merge')
  await page.getByRole('button', { name: /^Merge #\d+ into/ }).click()
  await expect(page.getByText(/is merged into .*: its interactions, follow-ups and tags are here now\./)).toBeVisible()
  await expect(page.getByLabel('Phone')).toHaveValue('415 555 0188')
  await expect(page.getByText('Called about the spring grant round; they want the budget.')).toBeVisible()
  await admin.dispose()
})

test('members, artists and partners are refused the tool, its actions and the CSV', async ({ page, playwright }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = (['artlover', 'artist', 'partner'] as const).map((role) => ({
    email: `${role}-${run}@example.org`,
    password: 'contacts-password-1',
    roles: [role],
  }))
  for (const person of people) {
    const created = await admin.post('/api/users', { data: person })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/contactracker?new=1')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the contact' }) })
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
  expect((await anonymous.get('/api/contacts/export')).status()).toBe(401)
  await anonymous.dispose()
  for (const person of people) {
    const client = await signedInClient(playwright, person.email, person.password)
    expect((await client.get('/cpanel/contactracker', { maxRedirects: 0 })).status()).toBe(403)
    expect((await client.get('/api/contacts/export')).status()).toBe(403)
    expect((await client.get('/api/contacts')).status()).toBe(403)
    const posted = await client.post('/cpanel/contactracker?new=1', {
      multipart: { ...hidden, name: `Refused ${person.roles[0]} ${run}`, kind: 'person' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBeGreaterThanOrEqual(400)
    await client.dispose()
  }
  await page.goto(`/cpanel/contactracker?q=${run}`)
  await expect(page.getByText(`Refused`, { exact: false })).toHaveCount(0)
})
