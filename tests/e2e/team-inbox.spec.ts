import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, screenshot, signedInClient, signInToControlPanel } from './helpers'

/**
 * The team inbox at /cpanel/mcenter (issue 40 §3, decision 100): a person writes through the document
 * API with their bearer token, as a web app would; staff see the conversation waiting on the staff home
 * and in the inbox, and a second message appear in the open thread without reloading; they assign it to
 * themselves, add a note, answer with a saved reply filled for the person, and close it — off the home's
 * queue. A member, an artist and a partner are refused the tool and its actions; a visitor is sent to sign in.
 */

const shots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, `team-inbox-${name}-390`)
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshot(page, `team-inbox-${name}-1280`)
  await expectAccessible(page)
}

const run = Math.random().toString(36).slice(2, 8)
const DOCUMENTS = '/v1/projects/vernissage/databases/(default)/documents'
const subject = `Where is my print? ${run}`
const conversationId = `inbox-${run}`
const PASSWORD = 'team-inbox-password-1'

const str = (value: string) => ({ stringValue: value })
const now = () => ({ timestampValue: new Date().toISOString() })

/** The person's message, written through the document API (the contract's fields). */
async function personWrites(client: APIRequestContext, owner: number, id: string, text: string, start: boolean) {
  const writes = [
    ...(start
      ? [
          {
            update: {
              name: `projects/vernissage/databases/(default)/documents/conversations/${conversationId}`,
              fields: {
                owner: { integerValue: String(owner) },
                topic: str('order'),
                subject: str(subject),
                status: str('open'),
                assignee: { nullValue: null },
                lastMessageAt: now(),
                lastSide: str('person'),
                waitingOn: str('us'),
                oldestUnansweredAt: now(),
                personReadAt: now(),
                staffReadAt: { nullValue: null },
                createdAt: now(),
              },
            },
            currentDocument: { exists: false },
          },
        ]
      : []),
    {
      update: {
        name: `projects/vernissage/databases/(default)/documents/conversations/${conversationId}/messages/${id}`,
        fields: {
          owner: { integerValue: String(owner) },
          author: { integerValue: String(owner) },
          side: str('person'),
          text: str(text),
          sentAt: now(),
        },
      },
      currentDocument: { exists: false },
    },
  ]
  const response = await client.post(`${DOCUMENTS}:commit`, { data: { writes } })
  expect(response.status(), await response.text()).toBe(200)
}

const waitingOnUs = async (page: Page) => {
  await page.goto('/cpanel')
  const link = page.getByRole('link', { name: /Conversations waiting on us/ })
  return (await link.count()) ? Number(await link.locator('.cpanel-home__count').textContent()) : 0
}

test.describe.configure({ mode: 'serial' })

test('a person writes; staff see it live, assign it, note it, answer with a saved reply and close it', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const email = `ada-${run}@example.org`
  const created = await admin.post('/api/users', {
    data: { email, name: `Ada Inbox${run}`, password: PASSWORD, roles: ['artlover'] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const owner = Number(((await created.json()) as { doc: { id: number } }).doc.id)
  await admin.dispose()
  const person = await signedInClient(playwright, email, PASSWORD)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  const before = await waitingOnUs(page)
  await personWrites(person, owner, 'first', 'My order V-1 has not arrived.', true)

  // On the staff home's queue, which opens the inbox filtered to what waits on us.
  const whileOpen = await waitingOnUs(page)
  expect(whileOpen).toBeGreaterThan(before)
  await page.getByRole('link', { name: /Conversations waiting on us/ }).click()
  await expect(page).toHaveURL(/\/cpanel\/mcenter\?show=us$/)
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) })
  await expect(row).toContainText('Nobody')
  await expect(row).toContainText(/\d+ min/)
  await expect(row).toContainText('unread')
  await shots(page, 'list')

  // A saved reply with merge fields, refused first for a field that does not exist.
  await page.getByRole('link', { name: 'Saved replies' }).click()
  await page.getByLabel('Title').fill(`Shipping ${run}`)
  await page.getByLabel('Reply', { exact: true }).fill('Dear {{firstName}}, {{tracking}}')
  await page.getByRole('button', { name: 'Add the saved reply' }).click()
  await expect(page.getByText('{{tracking}} is not a merge field')).toBeVisible()
  await page
    .getByLabel('Reply', { exact: true })
    .fill('Dear {{firstName}}, about “{{subject}}”: it left today. {{staffFirstName}}')
  await page.getByRole('button', { name: 'Add the saved reply' }).click()
  await expect(page.getByText('The saved reply was added.')).toBeVisible()

  // The conversation: the second message appears without reloading.
  await page.goto('/cpanel/mcenter?show=us')
  await page.getByRole('link', { name: subject }).click()
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible()
  await expect(page.getByText('My order V-1 has not arrived.')).toBeVisible()
  const url = page.url()
  await page.waitForTimeout(1_000) // the listener's first snapshot
  await personWrites(person, owner, 'second', `It was a gift, please hurry (${run}).`, false)
  await expect(page.getByText(`It was a gift, please hurry (${run}).`)).toBeVisible({ timeout: 15_000 })
  expect(page.url()).toBe(url)

  await page.getByLabel('Assigned to').selectOption('me')
  await page.getByRole('button', { name: 'Assign' }).click()
  await expect(page.getByText('The conversation is assigned to you.')).toBeVisible()

  await page.getByLabel('A note').fill(`Courier tracking is in the order (${run}).`)
  await page.getByRole('button', { name: 'Add the note' }).click()
  await expect(page.getByText('Your note was added. Only staff see it.')).toBeVisible()
  await expect(page.getByText(`Courier tracking is in the order (${run}).`)).toBeVisible()

  await page.getByLabel('Saved reply', { exact: true }).selectOption({ label: `Shipping ${run}` })
  await page.getByRole('button', { name: 'Use', exact: true }).click()
  await expect
    .poll(() => page.getByLabel('Your reply').inputValue())
    .toMatch(new RegExp(`^Dear Ada, about “${subject.replace('?', '\\?')}”: it left today\\.`))
  await page.getByRole('button', { name: 'Send the reply' }).click()
  await expect(page.getByText('Your reply was sent.')).toBeVisible()
  await expect(page.getByText('Open, waiting on them')).toBeVisible()
  await shots(page, 'conversation')

  // The person reads the reply through the document API; the note is not theirs to read.
  const messages = await person.get(`${DOCUMENTS}/conversations/${conversationId}/messages`)
  expect(messages.status()).toBe(200)
  expect(await messages.text()).toContain('it left today')
  expect((await person.get(`${DOCUMENTS}/conversations/${conversationId}/notes`)).status()).toBe(403)

  await page.getByRole('button', { name: 'Close the conversation' }).click()
  await expect(page.getByText('The conversation is closed.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reopen the conversation' })).toBeVisible()
  await page.goto('/cpanel/mcenter?show=us')
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0)
  // Off the staff home's queue (answered, then closed).
  expect(await waitingOnUs(page)).toBeLessThan(whileOpen)
  await page.goto('/cpanel/mcenter?show=closed&sort=-last')
  await expect(page.getByRole('link', { name: subject })).toBeVisible()
  await person.dispose()
})

test('members, artists and partners are refused the inbox and its actions; visitors sign in', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const people = (['artlover', 'artist', 'partner'] as const).map((role) => ({
    email: `inbox-${role}-${run}@example.org`,
    password: PASSWORD,
    roles: [role],
  }))
  for (const one of people) {
    const created = await admin.post('/api/users', { data: one })
    expect(created.status(), await created.text()).toBe(201)
  }
  await admin.dispose()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto(`/cpanel/mcenter?id=${conversationId}`)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the note' }) })
  const hidden = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
  const visitor = await anonymous.get('/cpanel/mcenter', { maxRedirects: 0 })
  expect([302, 303, 307]).toContain(visitor.status())
  await anonymous.dispose()
  for (const one of people) {
    const client = await signedInClient(playwright, one.email, one.password)
    expect((await client.get('/cpanel/mcenter', { maxRedirects: 0 })).status()).toBe(403)
    expect((await client.get(`/cpanel/mcenter?id=${conversationId}`, { maxRedirects: 0 })).status()).toBe(403)
    expect((await client.get(`${DOCUMENTS}/savedReplies`)).status()).toBe(403)
    expect((await client.get(`${DOCUMENTS}/conversations/${conversationId}/notes`)).status()).toBe(403)
    const posted = await client.post(`/cpanel/mcenter?id=${conversationId}`, {
      multipart: { ...hidden, note: `Refused ${one.roles[0]} ${run}` },
      maxRedirects: 0,
    })
    expect(posted.status()).toBeGreaterThanOrEqual(400)
    await client.dispose()
  }
  await page.reload()
  await expect(page.getByText(`Refused`, { exact: false })).toHaveCount(0)
})
