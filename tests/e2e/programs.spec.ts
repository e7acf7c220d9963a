import { expect, test } from '@playwright/test'

import { richText } from '../../src/platform/rich-text'
import { E2E_ADMIN, expectAccessible, screenshotsOf, signedInClient, sitemapText } from './helpers'

/**
 * Programs (pages in the programs section, decision 063): staff publish a
 * program from the page builder's collection; visitors find it on `/programs`
 * under its kind and at `/programs/{slug}` with its coming events (by the
 * program's calendar tag), both served whole from cache; a member cannot
 * write one.
 */

const shot = screenshotsOf('programs', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const slug = `ceramics-residency-${run}`
const title = `Ceramics residency ${run}`

test.describe.configure({ timeout: 120_000 })

test('a program staff publish is listed under its kind on /programs and answers at /programs/{slug}, from cache', async ({
  page,
  playwright,
}) => {
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  // The program's events: a tag of the calendar, and a published event with it in ten days.
  const tag = await staff.post('/api/event-tags', { data: { name: `Ceramics ${run}` } })
  expect(tag.status()).toBe(201)
  const tagId = ((await tag.json()) as { doc: { id: number } }).doc.id
  const startsAt = new Date(Date.now() + 10 * 86_400_000)
  const event = await staff.post('/api/events', {
    data: {
      title: `Kiln opening ${run}`,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      venue: { name: 'The kiln shed' },
      registration: 'none',
      tags: [tagId],
      status: 'published',
      _status: 'published',
    },
  })
  expect(event.status()).toBe(201)
  const made = await staff.post('/api/pages', {
    data: {
      title,
      slug,
      section: 'programs',
      visibility: 'public',
      program: { kind: 'residency', summary: `Six weeks at the kiln (${run}).`, eventTag: tagId },
      blocks: [{ blockType: 'richText', content: richText([{ paragraph: `Clay, glaze and fire (${run}).` }]) }],
      _status: 'published',
    },
  })
  expect(made.status()).toBe(201)

  await page.request.get('/programs')
  const list = await page.request.get('/programs')
  expect(list.status()).toBe(200)
  expect(['HIT', 'STALE']).toContain(list.headers()['x-nextjs-cache'])
  expect(await list.text()).toContain(title)

  await page.goto('/programs')
  const residencies = page.getByRole('region', { name: 'Residencies' })
  await expect(residencies.getByRole('link', { name: title })).toBeVisible()
  await expect(residencies.getByText(`Six weeks at the kiln (${run}).`)).toBeVisible()
  // Without a picture of its own, the card shows the program's initials on its colours.
  const programCard = residencies.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
  await expect(programCard.locator('[data-placeholder]')).toBeVisible()
  await expect(page.getByText(/No (picture|image) yet/)).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'list')

  await residencies.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/programs/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(`Clay, glaze and fire (${run}).`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Programs', exact: true }).first()).toBeVisible()
  const coming = page.getByRole('region', { name: 'Coming up in this program' })
  await expect(coming.getByRole('link', { name: `Kiln opening ${run}` })).toBeVisible()
  await expect(coming.getByRole('listitem').first().locator('[data-placeholder]')).toHaveText(/^K/)
  await expectAccessible(page)
  await shot(page, 'program')

  const again = await page.request.get(`/programs/${slug}`)
  expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache'])
  // Only in its section: the same slug at the top level is no page.
  expect((await page.request.get(`/${slug}`)).status()).toBe(404)
  expect(await sitemapText(page.request)).toContain(`/programs/${slug}`)
})

test('a member cannot write a program', async ({ playwright }) => {
  const email = `program-member-${run}@example.org`
  const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  expect(
    (await staff.post('/api/users', { data: { email, password: 'a-good-password-1', roles: ['artlover'] } })).status(),
  ).toBe(201)
  const member = await signedInClient(playwright, email, 'a-good-password-1')
  const refused = await member.post('/api/pages', {
    data: { title: `Not mine ${run}`, section: 'programs', _status: 'published' },
  })
  expect(refused.status()).toBe(403)
})
