import { mkdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import {
  expect,
  type APIRequestContext,
  type Frame,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'

import { baseURL, E2E_ADMIN } from '../../playwright.config'

export { E2E_ADMIN }

/** axe-core as `@axe-core/playwright` ships it: the rules the tests have always used. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type Violation = { id: string; help: string; impact?: string | null; targets: string[]; why: string[] }

/** axe's violations in one frame (its own frames left to their own run), axe loaded once per document. */
async function frameViolations(frame: Frame, include?: string, exclude?: string): Promise<Violation[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
  return frame.evaluate(
    async ({ include, exclude, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] }
      const results = await axe.run(context as never, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      })
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        impact: v.impact,
        targets: v.nodes.map((node) => node.target.join(' ')),
        // What axe measured (a size, what covers the target): a failure in CI must say more than its rule.
        why: v.nodes.map((node) => (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()),
      }))
    },
    { include, exclude, tags: WCAG_22_AA },
  )
}

/**
 * No serious or critical accessibility violation (WCAG 2.2 AA rules), in the page and in each of its
 * frames. `include`/`exclude`: what axe must look at only, or leave out, such as a mail preview's
 * sandboxed frame, where no script runs. Each frame is checked by axe itself, loaded once per document:
 * `AxeBuilder` loaded it again for every check and finished in a new page, three times the time.
 */
/**
 * A visitor's public page runs its scripts on a first touch (decision 117): a key pressed, and React live, for
 * a test about what React adds to a page rather than about the touch. Once per page load.
 */
export async function wakeFramework(page: Page) {
  const awake = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener('vernissage:awake', () => resolve(), { once: true })),
  )
  await page.keyboard.press('Shift')
  await awake
}

export async function expectAccessible(page: Page, options: { exclude?: string; include?: string } = {}) {
  // Next may stream a page's title after its body: just after a refresh, it may not be back yet.
  await expect(page).toHaveTitle(/\S/)
  const violations: Violation[] = []
  const check = async (frame: Frame, include?: string, exclude?: string) => {
    violations.push(...(await frameViolations(frame, include, exclude)))
    for (const child of frame.childFrames()) {
      const element = await child.frameElement()
      const left = await element.evaluate(
        (node: Element, { include, exclude }) =>
          (include !== undefined && !node.closest(include)) || (exclude !== undefined && !!node.closest(exclude)),
        { include, exclude },
      )
      if (!left) await check(child)
    }
  }
  await check(page.mainFrame(), options.include, options.exclude)
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    grave.map((v) => `${v.id}: ${v.help} (${v.targets.map((target, i) => `${target}: ${v.why[i]}`).join(', ')})`),
  ).toEqual([])
}

/** Where screenshots for people to look at go: `E2E_SCREENS=.test-data/screens npx playwright test`. */
const SCREENS = process.env.E2E_SCREENS

/**
 * A screenshot for a person to look at (the whole page, or one part), in `E2E_SCREENS`; nothing when it is
 * unset: CI looks at none, and each took half a second of a busy machine.
 */
export async function screenshot(target: Page | Locator, file: string) {
  if (!SCREENS) return
  mkdirSync(SCREENS, { recursive: true })
  await target.screenshot({ path: `${SCREENS}/${file}.png`, ...('goto' in target ? { fullPage: true } : {}) })
}

/** A spec's screenshots, named `{prefix}-{name}`: in the window as it is and, with `phone`, at 390 px too. */
export function screenshotsOf(prefix: string, { phone = false } = {}) {
  return async (page: Page, name: string) => {
    if (!SCREENS) return
    await screenshot(page, `${prefix}-${name}`)
    if (!phone) return
    const size = page.viewportSize()
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, `${prefix}-${name}-phone`)
    if (size) await page.setViewportSize(size)
  }
}

/**
 * An API client signed in as this person, with a bearer token: outside a
 * browser there are no CSRF signals, so Payload rightly ignores the cookie.
 */
export async function signedInClient(playwright: PlaywrightWorkerArgs['playwright'], email: string, password: string) {
  const anonymous = await playwright.request.newContext({ baseURL })
  const response = await anonymous.post('/api/users/login', { data: { email, password } })
  expect(response.status()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  await anonymous.dispose()
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } })
}

/** Signs in through the control panel's own sign-in screen, as staff do. */
export async function signInToControlPanel(page: Page, person = E2E_ADMIN) {
  await page.getByLabel(/email/i).fill(person.email)
  await page.getByLabel(/password/i).fill(person.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  // Payload's admin is slow to answer its first sign-in on a loaded machine.
  await expect(page).toHaveURL(/\/cpanel\/?$/, { timeout: 30_000 })
}

/** The link in the newest message of the outbox for this address (mail goes to the outbox in these tests). */
export async function mailedLink(staff: APIRequestContext, to: string, mode: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const response = await staff.get(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt`)
      const { docs } = (await response.json()) as { docs: { text: string }[] }
      link = docs
        .map((doc) => doc.text.match(new RegExp(`https?://\\S+mode=${mode}&oobCode=[\\w-]+`))?.[0])
        .find(Boolean)
      return Boolean(link)
    })
    .toBe(true)
  return new URL(link!).pathname + new URL(link!).search
}

/**
 * Removes the words staff saved for a mail template, so it sends the words it
 * comes with again: specs share one server, and a later one may expect them.
 */
export async function restoreMailTemplate(staff: APIRequestContext, key: string) {
  const response = await staff.delete(`/api/email-templates?where[key][equals]=${encodeURIComponent(key)}`)
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * Buys one ticket of an event as a guest, paying with the test provider, and
 * gives back its check-in code as the mail writes it ("ABCDE FGH23"), once
 * the booking's mail is in the outbox (decisions 066, 076). `staff` reads the outbox.
 * For journeys that start from a bought ticket, such as check-in.
 */
export async function buyTicket(
  page: Page,
  staff: APIRequestContext,
  ticket: { slug: string; kind: string; email: string; name: string },
): Promise<{ code: string; orderNumber: string }> {
  await page.goto(`/events/${ticket.slug}/tickets`)
  await page
    .getByLabel(new RegExp(`^${ticket.kind}, `))
    .first()
    .fill('1')
  await page.getByLabel('Email').fill(ticket.email)
  await page.getByLabel('Name').fill(ticket.name)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(/\/shop\/orders\/V-\d{4}-\d{6}\?key=/, { timeout: 30_000 })
  const orderNumber = /V-\d{4}-\d{6}/.exec(page.url())![0]
  let code = ''
  await expect
    .poll(
      async () => {
        // Mail is sent by a job: take a turn at the queue rather than wait for the scheduler.
        await staff.post('/testing/run-due-jobs', { data: { minutesAhead: 0 } })
        const response = await staff.get(
          `/api/outbox?where[to][equals]=${encodeURIComponent(ticket.email)}&sort=-createdAt`,
        )
        const { docs } = (await response.json()) as { docs: { subject: string; text: string }[] }
        code = docs.map((doc) => /Code: ([A-Z0-9]{5} [A-Z0-9]{5})/.exec(doc.text)?.[1]).find(Boolean) ?? ''
        return code
      },
      { timeout: 60_000 },
    )
    .not.toBe('')
  return { code, orderNumber }
}

/** Every file the sitemap index at `/sitemap.xml` names, one after another (decision 069). */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(files.length).toBeGreaterThan(0)
  const texts: string[] = []
  for (const file of files) {
    const answer = await request.get(file)
    expect(answer.status(), file).toBe(200)
    texts.push(await answer.text())
  }
  return texts.join('\n')
}

/** A partner's site on another origin: a local server answering every address with `page(key)`, `key` from `?key=`. */
export async function partnerSite(page: (key: string) => string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const key = new URL(request.url ?? '/', 'http://partner').searchParams.get('key') ?? ''
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(page(key))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** A published artist made by an administrator's client: their account, then their approved profile. */
export async function publishedArtist(
  admin: APIRequestContext,
  artist: { name: string; slug: string; password: string; bio?: string },
): Promise<void> {
  const owner = await admin.post('/api/users', {
    data: { email: `${artist.slug}@example.org`, password: artist.password, roles: ['artist'] },
  })
  expect(owner.status(), await owner.text()).toBe(201)
  const profile = await admin.post('/api/artist-profiles', {
    data: {
      displayName: artist.name,
      slug: artist.slug,
      owner: ((await owner.json()) as { doc: { id: number } }).doc.id,
      ...(artist.bio ? { bio: artist.bio } : {}),
      status: 'published',
      _status: 'published',
    },
  })
  expect(profile.status(), await profile.text()).toBe(201)
}
