import { expect, test, type Page } from '@playwright/test'

import { richText } from '../../src/platform/rich-text'
import {
  E2E_ADMIN,
  expectAccessible,
  screenshotsOf,
  signedInClient,
  signInToControlPanel,
  sitemapText,
} from './helpers'

/**
 * Pages built from blocks (decision 056): staff build a page in Payload's edit
 * view, save a draft, preview it at `/temp/{id}`, publish it and see it served
 * from cache at `/{slug}` and in the sitemap; an unpublish is scheduled and the
 * clock moved by the test route (`/testing/run-due-jobs`): the page is a 404
 * afterwards. Guests are refused the preview and the tool; link-only and
 * members-only pages answer as they should.
 */

const shot = screenshotsOf('content-pages', { phone: true })

const run = Math.random().toString(36).slice(2, 8).replace(/^\d+/, '')
const slug = `our-story-${run}`
const title = `Our story ${run}`
const words = `We began in a harbour shed in 1987 (${run}).`

test.describe.configure({ mode: 'serial', timeout: 240_000 })

/** Signs in at the control panel's own screen, as staff do. */
async function signIn(page: Page) {
  await page.goto('/cpanel/login')
  await signInToControlPanel(page)
}

let pageId = ''

test('staff build a page, preview its draft, publish it, and guests get it from cache', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  await page.goto('/cpanel/pagebuilder')
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
  await page.getByRole('link', { name: 'New page' }).click()
  // With autosave, the editor saves the new page as it opens and moves to its address.
  await expect(page).toHaveURL(/\/cpanel\/collections\/pages\/(create|\d+)/, { timeout: 30_000 })

  await page.locator('#field-title').fill(title, { timeout: 30_000 })
  await page.locator('#field-slug').fill(slug)
  await page.getByText(/^Add (Block|Content)$/).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Rich text' }).click()
  const editor = page.locator('[data-lexical-editor="true"]').first()
  // The editor takes keys only once it is ready, which a loaded machine can delay: type until it holds the words.
  await expect(async () => {
    if (!(await editor.textContent())?.includes(words)) await editor.pressSequentially(words)
    await expect(editor).toContainText(words, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // Leave the editor so it hands its words to the form (it does so a moment after the last key).
  await page.locator('#field-title').click()
  await page.waitForTimeout(1_000)
  // Autosave may have saved them already, and then there is nothing left to save.
  const saveDraft = page.getByRole('button', { name: /^save draft$/i })
  if (await saveDraft.isEnabled()) await saveDraft.click()
  await expect(page).toHaveURL(/\/cpanel\/collections\/pages\/\d+/, { timeout: 30_000 })
  pageId = page.url().match(/\/pages\/(\d+)/)![1]!
  // The rich text reaches the form a moment after the keys: the draft holds all of it once autosave has run.
  const check = await page.context().newPage()
  await expect(async () => {
    await check.goto(`/temp/${pageId}`)
    await expect(check.getByText(words)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await check.close()

  // The draft: staff see it at /temp/{id}, under a banner; nobody else does, and visitors see nothing at /{slug}.
  const guest = await browser.newContext()
  const visitor = await guest.newPage()
  expect((await visitor.goto(`/temp/${pageId}`))?.status()).toBe(404)
  expect((await visitor.goto(`/temp/buildpagetemp?id=${pageId}`))?.status()).toBe(404)
  expect((await visitor.goto(`/${slug}`))?.status()).toBe(404)
  const preview = await page.goto(`/temp/${pageId}`)
  expect(preview?.status()).toBe(200)
  expect(preview?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Preview — not published')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(words)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await shot(page, 'preview')

  // The live preview's address answers inside a frame of our own origin.
  const live = await page.goto(`/temp/buildpagetemp?id=${pageId}`)
  expect(live?.status()).toBe(200)
  expect(live?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")

  await page.goto(`/cpanel/collections/pages/${pageId}`)
  await page.locator('#action-save').click()
  await expect
    .poll(async () => (await (await page.request.get(`/api/pages/${pageId}`)).json())._status)
    .toBe('published')

  // Published: at /{slug} for everyone, served whole from cache on the second request.
  await visitor.request.get(`/${slug}`)
  const again = await visitor.request.get(`/${slug}`)
  expect(again.status()).toBe(200)
  expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache'])
  expect(again.headers()['cache-control']).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/)
  expect(await again.text()).toContain(words)
  await visitor.goto(`/${slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${slug}$`))
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  await expectAccessible(visitor)
  await shot(visitor, 'public')
  const sitemap = await sitemapText(visitor.request)
  expect(sitemap).toContain(`/${slug}</loc>`)

  // The about section answers with the page a new site starts with, so the header's link leads to words.
  const about = await visitor.goto('/about')
  expect(about?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible()
  await guest.close()

  // The tool lists it as published, with its address.
  await page.goto('/cpanel/pagebuilder')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Published')
  await expect(row.getByRole('link', { name: `/${slug}` })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'tool')
  // The title opens the page's own page in the tool, where its actions are (decision 087).
  await row.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`pagebuilder\\?id=${pageId}$`))
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit the page' })).toHaveAttribute(
    'href',
    `/cpanel/collections/pages/${pageId}`,
  )
  await expectAccessible(page)
  await shot(page, 'page')
})

test('a scheduled unpublish takes the page down when the clock reaches it', async ({ page, playwright }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  await page.goto(`/cpanel/collections/pages/${pageId}`)
  await page.locator('#action-save-popup').getByRole('button').first().click({ timeout: 30_000 })
  await page.locator('#schedule-publish').click()
  await page.locator('.schedule-publish').getByText('Unpublish', { exact: true }).click()
  // A quarter of an hour from now, on a five-minute step, as the browser writes it (its own time zone).
  const when = await page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 15 * 60_000) / 300_000) * 300_000)
    const date = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    return `${date} ${time}`
  })
  const time = page.locator('.schedule-publish #time input').first()
  await time.fill(when)
  await time.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully.').first()).toBeVisible({ timeout: 30_000 })
  await page.goto('/cpanel/pagebuilder')
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Scheduled to unpublish at')

  const anyone = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
  // Not yet: the clock has not reached it.
  expect((await anyone.post('/testing/run-due-jobs', { data: { minutesAhead: 0 } })).status()).toBe(200)
  expect((await anyone.get(`/${slug}`)).status()).toBe(200)
  // An hour later.
  const turn = await anyone.post('/testing/run-due-jobs', { data: { minutesAhead: 60 } })
  expect(turn.status(), await turn.text()).toBe(200)
  expect((await turn.json()).madeDue).toBeGreaterThan(0)
  expect((await anyone.get(`/${slug}`)).status()).toBe(404)
  expect(await sitemapText(anyone)).not.toContain(`/${slug}</loc>`)
  await anyone.dispose()
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft')
})

test('a guest is refused the page builder and the previews', async ({ page }) => {
  await page.goto('/cpanel/pagebuilder')
  await expect(page).toHaveURL(/\/cpanel\/login/)
  expect((await page.goto(`/temp/${pageId}`))?.status()).toBe(404)
  expect((await page.goto('/temp/no-such-page'))?.status()).toBe(404)
})

test('a link-only page opens with its key; a members-only page asks a visitor to sign in', async ({
  page,
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const make = async (data: Record<string, unknown>) => {
    const response = await admin.post('/api/pages', {
      data: {
        _status: 'published',
        blocks: [{ blockType: 'richText', content: richText([{ paragraph: `${data.title}.` }]) }],
        ...data,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()).doc as { slug: string; linkKey: string }
  }
  const linked = await make({ title: `Press kit ${run}`, slug: `press-kit-${run}`, visibility: 'link' })
  const members = await make({ title: `Members’ news ${run}`, slug: `members-news-${run}`, visibility: 'members' })
  await admin.dispose()

  const opened = await page.goto(`/private/${linked.slug}?key=${linked.linkKey}`)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1, name: `Press kit ${run}` })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect((await page.goto(`/private/${linked.slug}`))?.status()).toBe(404)
  expect((await page.goto(`/private/${linked.slug}?key=${linked.linkKey}x`))?.status()).toBe(404)
  // Never at a public address.
  expect((await page.goto(`/${linked.slug}`))?.status()).toBe(404)

  const prompt = await page.goto(`/private/${members.slug}`)
  expect(prompt?.status()).toBe(200)
  expect(prompt?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible()
  await expect(page.getByText(`Members’ news ${run}`)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/private/${members.slug}`)}`,
  )
  await expectAccessible(page)
  await shot(page, 'members-prompt')
  expect((await page.goto(`/${members.slug}`))?.status()).toBe(404)
  const sitemap = await sitemapText(page.request)
  expect(sitemap).not.toContain(linked.slug)
  expect(sitemap).not.toContain(members.slug)
})
