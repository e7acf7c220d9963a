import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN, expectAccessible, signedInClient, signInToControlPanel } from './helpers'

/**
 * `/messagecenter` (issue 40 §2, decision 099): a member writes with a picture attached; staff answer from the
 * team inbox in another browser and the member sees it without reloading; the header's badge (staff's second
 * answer through the document API); the
 * unread mail, once, after the jobs clock moves 11 minutes (so this spec is ALONE); an attachment refused to
 * another member; an announcement from the control panel; the same conversation with JavaScript off.
 */

const ROOT = 'projects/vernissage/databases/(default)/documents'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function staffReply(staff: APIRequestContext, conversation: string, owner: number, author: number, text: string) {
  const at = new Date().toISOString()
  const response = await staff.post(`/v1/${ROOT}:commit`, {
    data: {
      writes: [
        {
          update: {
            name: `${ROOT}/conversations/${conversation}/messages/s${Date.now()}`,
            fields: {
              owner: { integerValue: String(owner) },
              author: { integerValue: String(author) },
              side: { stringValue: 'staff' },
              text: { stringValue: text },
              sentAt: { timestampValue: at },
            },
          },
        },
        {
          update: {
            name: `${ROOT}/conversations/${conversation}`,
            fields: {
              lastMessageAt: { timestampValue: at },
              lastSide: { stringValue: 'staff' },
              waitingOn: { stringValue: 'them' },
              oldestUnansweredAt: { nullValue: null },
            },
          },
          updateMask: { fieldPaths: ['lastMessageAt', 'lastSide', 'waitingOn', 'oldestUnansweredAt'] },
        },
      ],
    },
  })
  expect(response.status()).toBe(200)
}

async function unreadMails(staff: APIRequestContext, to: string, conversation: string) {
  const response = await staff.get(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&limit=50`)
  const { docs } = (await response.json()) as { docs: { text: string }[] }
  return docs.filter((doc) => doc.text.includes(`/messagecenter/${conversation}`))
}

test('a member and staff write in a conversation, live, with an attachment, the unread mail, an announcement and no JavaScript', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000)
  const run = `${Date.now()}`
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const staffId = ((await (await staff.get('/api/users/me')).json()) as { user: { id: number } }).user.id
  const people: Record<string, { email: string; id: number }> = {}
  for (const name of ['mia', 'ned']) {
    const email = `mc-${name}-${run}@example.org`
    const made = await staff.post('/api/users', {
      data: { email, name, password: 'a-good-password-1', roles: ['artlover'] },
    })
    expect(made.status()).toBe(201)
    people[name] = { email, id: ((await made.json()) as { doc: { id: number } }).doc.id }
  }

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/messagecenter')
  await expect(page).toHaveURL(/\/login\?next=%2Fmessagecenter$/)
  await page.getByLabel('Email').fill(people.mia.email)
  await page.getByLabel('Password').fill('a-good-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'New conversation', exact: true }).click()
  await page.getByLabel('What is it about?').selectOption('membership')
  await page.getByLabel('Subject').fill(`My renewal ${run}`)
  await page.getByLabel('Your message').fill('Can I pay by cheque?')
  await page.getByLabel(/Attachments/).setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG })
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('heading', { name: `My renewal ${run}` })).toBeVisible()
  await expect(page.getByText('Can I pay by cheque?')).toBeVisible()
  const conversation = page.url().split('/messagecenter/')[1]!.split(/[?#]/)[0]!
  const file = page.getByRole('link', { name: 'cheque.png' })
  const fileHref = (await file.getAttribute('href'))!
  // As a person opens it: a download, from the file's signed address.
  const downloading = page.waitForEvent('download')
  await file.click()
  const opened = await downloading
  expect(opened.suggestedFilename()).toBe('cheque.png')
  const signed = opened.url()
  expect(new URL(signed).pathname).toMatch(/^\/files\/private\/messages\//)
  const download = await page.request.get(signed)
  expect(download.status(), await download.text()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment/)
  expect(download.headers()['x-content-type-options']).toBe('nosniff')
  const ned = await signedInClient(playwright, people.ned.email, 'a-good-password-1')
  expect((await ned.get(fileHref, { maxRedirects: 0 })).status()).toBe(404)
  expect((await ned.get(`/messagecenter/${conversation}`, { maxRedirects: 0 })).status()).toBe(404)
  await expectAccessible(page)

  // Staff answer from the team inbox in their own browser; her page shows it without a reload (the marker
  // set on this page survives).
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true))
  const desk = await browser.newContext()
  const deskPage = await desk.newPage()
  await deskPage.goto('/cpanel/login')
  await signInToControlPanel(deskPage)
  await deskPage.goto(`/cpanel/mcenter?id=${conversation}`)
  await deskPage.getByLabel('Your reply').fill(`Yes, a cheque is fine ${run}`)
  await deskPage.getByRole('button', { name: 'Send the reply' }).click()
  await expect(page.getByText(`Yes, a cheque is fine ${run}`)).toBeVisible({ timeout: 15_000 })
  await desk.close()
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
  await expect
    .poll(async () => {
      const doc = await staff.get(`/v1/${ROOT}/conversations/${conversation}`)
      const fields = ((await doc.json()) as { fields: Record<string, { timestampValue?: string }> }).fields
      return (
        Date.parse(fields.personReadAt?.timestampValue ?? '') >= Date.parse(fields.lastMessageAt?.timestampValue ?? '')
      )
    })
    .toBe(true)

  // A reply she is not shown: the header's badge on a cached page, then one mail after ten minutes.
  await page.goto('/about')
  await staffReply(staff, conversation, people.mia.id, staffId, 'And we sent the form by post.')
  await page.reload()
  await expect(page.getByRole('link', { name: '1 unread message' })).toBeVisible()
  await expect
    .poll(
      async () => {
        await staff.post('/testing/run-due-jobs', { data: { minutesAhead: 11 } })
        return (await unreadMails(staff, people.mia.email, conversation)).length
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  await staff.post('/testing/run-due-jobs', { data: { minutesAhead: 11 } })
  expect(await unreadMails(staff, people.mia.email, conversation)).toHaveLength(1)
  await page.getByRole('link', { name: '1 unread message' }).click()
  await expect(page.getByText('Unread', { exact: true }).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: new RegExp(`My renewal ${run}`) }).click()
  await expect(page.getByText('And we sent the form by post.')).toBeVisible()

  // An announcement from the control panel to a saved audience of the art lovers.
  const audience = await staff.post('/api/audiences', {
    data: { name: `Art lovers ${run}`, definition: { match: 'any', rules: [{ source: 'artLovers' }], except: [] } },
  })
  expect(audience.status()).toBe(201)
  const audienceId = ((await audience.json()) as { doc: { id: number } }).doc.id
  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await staffPage.goto('/cpanel/login')
  await staffPage.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await staffPage.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await staffPage.getByRole('button', { name: /login|sign in/i }).click()
  await expect(staffPage).toHaveURL(/\/cpanel\/?$/, { timeout: 30_000 })
  await staffPage.goto('/cpanel/announcements')
  await staffPage.getByLabel('Audience').selectOption(String(audienceId))
  await staffPage.getByLabel('Subject', { exact: true }).fill(`Open Studios ${run}`)
  await staffPage.getByLabel('Announcement', { exact: true }).fill('The studios open on the first weekend of May.')
  await staffPage.getByRole('button', { name: 'Post' }).click()
  await expect(staffPage.getByText(/Posted to \d+ people/)).toBeVisible({ timeout: 30_000 })
  await staffContext.close()
  await page.goto('/messagecenter')
  await page.getByRole('link', { name: new RegExp(`Open Studios ${run}`) }).click()
  await expect(page.getByText('The studios open on the first weekend of May.')).toBeVisible()
  await expect(page.getByText('This is an announcement.')).toBeVisible()
  await expectAccessible(page)

  // Without JavaScript: the same conversation, by form post and reload.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const still = await plain.newPage()
  await still.goto(`/login?next=%2Fmessagecenter%2F${conversation}`)
  await still.getByLabel('Email').fill(people.mia.email)
  await still.getByLabel('Password').fill('a-good-password-1')
  await still.getByRole('button', { name: 'Sign in' }).click()
  await expect(still.getByRole('heading', { name: `My renewal ${run}` })).toBeVisible()
  await still.getByLabel('Your message').fill('Thank you, posted today.')
  await still.getByRole('button', { name: 'Send' }).click()
  await expect(still.getByText('Thank you, posted today.')).toBeVisible()
  await still.getByRole('button', { name: 'Send' }).click()
  await expect(still.getByRole('alert')).toHaveText('Write your message first.')
  await plain.close()
  await context.close()
  await ned.dispose()
  await staff.dispose()
})
