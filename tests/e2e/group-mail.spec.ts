import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import {
  E2E_ADMIN,
  expectAccessible,
  publishedArtist,
  screenshotsOf,
  signedInClient,
  signInToControlPanel,
} from './helpers'

/**
 * Group mail's journey (issue 39, decision 092): a mailing written in blocks
 * for a saved audience (an artist's card made from their page on the site),
 * previewed as one of its people, tested (the test mail
 * in the outbox), scheduled and sent by the jobs queue, its report; then one
 * click on the mail's List-Unsubscribe address (RFC 8058's POST), and the
 * mailing's web version in the public archive. Screenshots at 390 and 1280
 * (`E2E_SCREENS`), axe on each page.
 */

const run = Date.now().toString(36)
const PASSWORD = 'group-mail-reader-1'
const readers = ['Ada', 'Bo', 'Cy'].map((name) => ({
  name: `${name} Reader${run}`,
  email: `${name.toLowerCase()}-${run}@example.org`,
}))
const SUBJECT = `Spring news ${run}`
const ARTIST = { name: `Ines Card ${run}`, slug: `ines-card-${run}` }

const shot = screenshotsOf('group-mail', { phone: true })

test('a mailing written, tested, scheduled, sent and reported; one click unsubscribes', async ({
  page,
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  for (const reader of readers) {
    const made = await admin.post('/api/users', { data: { ...reader, password: PASSWORD, roles: ['artlover'] } })
    expect(made.status()).toBe(201)
  }
  const audience = await admin.post('/api/audiences', {
    data: {
      name: `Readers ${run}`,
      definition: { match: 'all', rules: [{ source: 'artLovers' }], except: [] },
    },
  })
  expect(audience.status()).toBe(201)
  await publishedArtist(admin, { ...ARTIST, password: 'group-mail-artist-1' })

  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
  await page.goto('/cpanel/groupmailer')
  await expect(page.getByRole('heading', { name: 'A new mailing' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Subject').fill(`${SUBJECT} for {{firstName}}`)
  await page.getByLabel('Topic').selectOption({ label: 'News' })
  await page.getByLabel('Audience').selectOption({ label: `Readers ${run}` })
  await page.getByRole('button', { name: 'Start writing' }).click()
  await expect(page).toHaveURL(/\?mailing=\d+/)
  const mailing = Number(new URL(page.url()).searchParams.get('mailing'))

  const addBlock = async (kind: string, fields: { words?: string; title?: string; link?: string }) => {
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the block' }) })
    await form.getByLabel('Kind').selectOption({ label: kind })
    if (fields.words) await form.getByLabel('Words').fill(fields.words)
    if (fields.title) await form.getByLabel('Title').fill(fields.title)
    if (fields.link) await form.getByLabel('Link').fill(fields.link)
    const blocks = await page.locator('section[aria-labelledby="blocks-heading"] li').count()
    await form.getByRole('button', { name: 'Add the block' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: kind }).last()).toBeVisible()
    await expect(page.locator('section[aria-labelledby="blocks-heading"] li')).toHaveCount(blocks + 1)
    // React empties the form once its action is done: wait for it before the next block.
    await expect(form.getByLabel('Words')).toHaveValue('')
  }
  // A button without its link is refused, by field.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the block' }) })
  await form.getByLabel('Kind').selectOption({ label: 'Button' })
  await form.getByRole('button', { name: 'Add the block' }).click()
  await expect(form.getByText('A button needs where it goes.')).toBeVisible()
  await addBlock('Heading', { words: 'The studios open' })
  await addBlock('Text', { words: 'Dear {{firstName}},\n\nForty artists, one weekend.' })
  await addBlock('Button', { title: 'See the map', link: 'https://example.org/openstudios' })

  // An artist's card from their page on the site: the name and address as the site shows them.
  const cards = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the card' }) })
  const address = cards.getByLabel(/A card from the site/)
  await address.fill(`${baseURL}/about`)
  await cards.getByRole('button', { name: 'Add the card' }).click()
  await expect(cards.getByRole('alert')).toContainText('is not the address of an artist’s or an event’s page')
  await address.fill(`${baseURL}/artist/${ARTIST.slug}`)
  await cards.getByRole('button', { name: 'Add the card' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Artist card' }).last()).toContainText(ARTIST.name)
  // The same form, as the server draws it for a browser without JavaScript, replayed by one of the readers
  // (an art lover): it adds nothing.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const noScript = await plain.newPage()
  await noScript.goto(page.url())
  const hidden = await noScript
    .locator('form')
    .filter({ has: noScript.getByRole('button', { name: 'Add the card' }) })
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  await plain.close()
  expect(Object.keys(hidden).some((name) => name.startsWith('$ACTION'))).toBe(true)
  const reader = await signedInClient(playwright, readers[0]!.email, PASSWORD)
  const replayed = await reader.post(`/cpanel/groupmailer?mailing=${mailing}`, {
    multipart: { ...hidden, page: `${baseURL}/artist/${ARTIST.slug}` },
    maxRedirects: 0,
  })
  expect(replayed.status()).toBeGreaterThanOrEqual(400)
  await reader.dispose()
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Artist card' })).toHaveCount(1)

  // The preview, as one of the audience: their first name filled.
  await page.getByLabel('As').selectOption({ value: readers[1]!.email })
  await page.getByRole('button', { name: 'Show' }).click()
  const preview = page.frameLocator('iframe[title^="The mailing as"]')
  await expect(preview.getByText('Dear Bo,')).toBeVisible()
  await expect(preview.getByRole('link', { name: ARTIST.name })).toHaveAttribute(
    'href',
    `${baseURL}/artist/${ARTIST.slug}`,
  )
  await expectAccessible(page, { exclude: 'iframe' })
  await shot(page, 'draft')

  await page.getByRole('button', { name: 'Send a test to myself' }).click()
  await expect(page.getByText(`A test was sent to ${E2E_ADMIN.email}.`)).toBeVisible()
  await expect
    .poll(async () => {
      const subject = encodeURIComponent(`[Test] ${SUBJECT} for`)
      const found = await admin.get(
        `/api/outbox?where[subject][contains]=${subject}&where[to][equals]=${E2E_ADMIN.email}`,
      )
      return ((await found.json()) as { totalDocs: number }).totalDocs
    })
    .toBe(1)

  // Scheduled an hour from now (the field's default, in the organisation's zone), then the queue's clock moved on.
  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByRole('heading', { name: new RegExp(`${SUBJECT}.*Scheduled`) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add the block' })).toHaveCount(0)
  const turn = await request.post('/testing/run-due-jobs', { data: { minutesAhead: 61 } })
  expect(turn.status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { name: new RegExp(`${SUBJECT}.*: sent`) })).toBeVisible()
  // Every art lover is in the audience: the readers, and those earlier tests made.
  const inAll = Number(
    /(\d+)\s*$/.exec((await page.getByRole('row', { name: /^In all \d+$/ }).textContent()) ?? '')?.[1],
  )
  expect(inAll).toBeGreaterThanOrEqual(readers.length)
  await expect(page.getByRole('row', { name: `Sent ${inAll}` })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'report')

  // Each reader got it once, with their name and the one-click unsubscribe.
  let raw = ''
  for (const reader of readers) {
    const found = await admin.get(`/api/outbox?where[to][equals]=${encodeURIComponent(reader.email)}`)
    const { docs } = (await found.json()) as { docs: { subject: string; raw: string }[] }
    expect(docs.map((doc) => doc.subject)).toEqual([`${SUBJECT} for ${reader.name.split(' ')[0]}`])
    if (reader === readers[0]) raw = docs[0]!.raw
  }
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  const unsubscribe = raw.replace(/\n\s+/g, ' ').match(/^List-Unsubscribe: <([^>]+)>/m)![1]!
  const clicked = await request.post(new URL(unsubscribe).pathname + new URL(unsubscribe).search, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(clicked.status()).toBeLessThan(300)
  await page.reload()
  await expect(page.getByRole('row', { name: 'Unsubscribed after it 1' })).toBeVisible()

  // The web version: everyone's words, nobody's name; the archive paged, a page past the last or malformed a 404.
  for (const bad of ['999999', 'two', '0']) {
    expect((await request.get(`/newsletters?page=${bad}`)).status(), bad).toBe(404)
  }
  await page.goto('/newsletters')
  await shot(page, 'archive')
  await page.getByRole('link', { name: `${SUBJECT} for friend` }).click()
  await expect(page).toHaveURL(`/newsletters/${mailing}`)
  await expect(page.getByText('Dear friend,')).toBeVisible()
  await expect(page.getByText('Ada')).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'web-version')
  await admin.dispose()
})

test('members, artists and partners are refused the tool and its actions', async ({ playwright, request }) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  // A member of the public holds the art lover's role; artists and partners theirs.
  for (const roles of [['artlover'], ['artist', 'artlover'], ['partner']]) {
    const person = { email: `${roles[0]}-gm-${run}@example.org`, password: PASSWORD }
    expect((await admin.post('/api/users', { data: { ...person, roles } })).status()).toBe(201)
    const client = await signedInClient(playwright, person.email, person.password)
    expect((await client.get('/cpanel/groupmailer', { maxRedirects: 0 })).status(), roles[0]).toBe(403)
    const posted = await client.post('/cpanel/groupmailer', {
      multipart: { mailing: '1', when: 'now' },
      maxRedirects: 0,
    })
    expect(posted.status(), roles[0]).toBeGreaterThanOrEqual(400)
    await client.dispose()
  }
  expect((await request.get('/cpanel/groupmailer', { maxRedirects: 0 })).status()).toBe(303)
  await admin.dispose()
})
