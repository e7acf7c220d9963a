import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { crc32c } from '@node-rs/crc32'
import { expect, test, type Browser } from '@playwright/test'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { loadLocalSecrets } from '../../src/platform/config/local-secrets'
import { signTestNotification, testEventId } from '../../src/domains/commerce/services/test-gateway'
import { signInToControlPanel } from './helpers'
import { currentTestSeason } from './open-studios-season'
import { exited, launch, scratch, testPort } from './processes'

/**
 * Crash safety (decision 071): the built app, started as `npm run serve` does,
 * is killed with SIGKILL in the middle of its work — an upload, a payment, a
 * batch of mails, a group mailing, the guide export, a scheduled job — and started again with
 * the same command and DATA_DIR. Its embedded PostgreSQL, orphaned by the
 * kill, is stopped by the new start; the test then counts what was done:
 * everything once, nothing lost. The moment of the kill is made certain by
 * holding a lock the work needs (the test waits until the app waits on it),
 * or by the SMTP server not answering.
 */

const PORT = testPort(310)
const SITE = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'admin@example.org', password: 'crash-admin-pw-1' }
const PRODUCT = { name: 'Crash print', slug: 'crash-print', stock: 20 }

type Held = { to: string; text: string }

/** A real SMTP server that keeps what it receives, and can take a message's data and then never answer. */
async function startSmtpServer() {
  const received: Held[] = []
  const state = { holdFor: '' }
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',')
        received.push({ to, text: Buffer.concat(chunks).toString('utf8') })
        // The message arrived, but its sender never hears so: as a crash between the two would leave it.
        if (state.holdFor && to === state.holdFor) return
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    state,
    count: (to: string) => received.filter((message) => message.to === to).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let dataDir: string
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let app: ReturnType<typeof launch>
let token: string
let secret: string

/** Starts the app as the README says, on the one data directory, and waits until it is ready. */
async function start() {
  app = launch({
    DATA_DIR: dataDir,
    PORT: String(PORT),
    PUBLIC_URL: SITE,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TEST_ROUTES: 'true',
    // The jobs queue takes its turns when the test says (`/testing/run-due-jobs`), not on its own clock.
    RUN_JOBS: 'false',
  })
  await expect.poll(() => app.output(), { timeout: 150_000 }).toContain('Vernissage is ready')
}

const clusterDir = () => path.join(dataDir, 'postgres')
const postmasterPid = () => Number(readFileSync(path.join(clusterDir(), 'postmaster.pid'), 'utf8').split('\n')[0])
const alive = (pid: number) => {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}
/** The PostgreSQL servers (postmasters) running on this data directory. */
const postmasters = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
        return args[args.indexOf('-D') + 1] === clusterDir() && alive(Number(pid))
      } catch {
        return false
      }
    })

/**
 * SIGKILL, as the kernel's out-of-memory killer does; then the same command
 * again. The killed process's PostgreSQL runs on, orphaned, until the new
 * start stops it: never two servers on the data directory.
 */
async function crashAndRestart(afterTheKill: () => Promise<void> = async () => {}) {
  const orphan = postmasterPid()
  app.kill('SIGKILL')
  await exited(app)
  expect(alive(orphan)).toBe(true)
  await afterTheKill()
  await start()
  expect(alive(orphan)).toBe(false)
  expect(postmasters()).toEqual([String(postmasterPid())])
}

/** The app's own database, as the test reads it to count. */
async function connect(): Promise<pg.Client> {
  const port = [...app.output().matchAll(/Embedded PostgreSQL on 127\.0\.0\.1:(\d+)/g)].at(-1)![1]
  const { databasePassword } = loadLocalSecrets(dataDir)
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/vernissage`,
  })
  await client.connect()
  return client
}

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const client = await connect()
  try {
    return Number(Object.values((await client.query(sql, values)).rows[0] as object)[0])
  } finally {
    await client.end()
  }
}

/** Holds `lockSql` in an open transaction until `release`; `waiting` says whether the app waits on a lock. */
async function holdLock(lockSql: string, values: unknown[] = []) {
  const client = await connect()
  // Should a test fail before it lets go, the next start's stop of the orphan ends this session: not an error.
  client.on('error', () => undefined)
  await client.query('BEGIN')
  await client.query(lockSql, values)
  const waiting = async () =>
    Number(
      (
        await client.query(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        )
      ).rows[0].n,
    ) > 0
  return {
    waiting,
    waited: () => expect.poll(waiting, { timeout: 30_000 }).toBe(true),
    release: async () => {
      await client.query('ROLLBACK').catch(() => undefined)
      await client.end().catch(() => undefined)
    },
  }
}

const api = (pathname: string, init: RequestInit = {}) =>
  fetch(`${SITE}${pathname}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...init.headers },
  })

const runDueJobs = (minutesAhead = 0) =>
  fetch(`${SITE}/testing/run-due-jobs`, { method: 'POST', body: JSON.stringify({ minutesAhead }) })

type Order = { number: string; totalMinor: number; currency: string }

/** A guest's checkout through the shop, as a browser does it: the order then awaits payment, its print held. */
async function checkout(browser: Browser, email: string): Promise<Order> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${SITE}/shop/${PRODUCT.slug}`)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: 'Check out' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name').fill('Crash Guest')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL(/\/shop\/testpay\?session=/)
  const session = new URL(page.url()).searchParams.get('session')!.split('.')[0]!
  await context.close()
  return JSON.parse(Buffer.from(session, 'base64url').toString('utf8')) as Order
}

/** The test provider's notification that the order is paid, signed as the provider signs it. */
function paidNotification(order: Order, eventId = testEventId()) {
  return () => {
    const signed = signTestNotification(
      {
        id: eventId,
        order: order.number,
        outcome: 'succeeded',
        amountMinor: order.totalMinor,
        currency: order.currency,
        reference: `test_pi_${order.number}`,
      },
      secret,
    )
    return fetch(`${SITE}/api/payments/test`, {
      method: 'POST',
      headers: Object.fromEntries(signed.headers),
      body: signed.body,
    })
  }
}

test.describe.configure({ mode: 'serial' })
test.describe('killed with SIGKILL mid-work and started again with the same command', () => {
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dataDir = scratch()
    smtp = await startSmtpServer()
    await start()
    secret = loadLocalSecrets(dataDir).payloadSecret
    const login = await fetch(`${SITE}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    token = ((await login.json()) as { token: string }).token
    const made = await api('/api/products', {
      method: 'POST',
      body: JSON.stringify({ name: PRODUCT.name, kind: 'merchandise', priceMinor: 1500, stock: PRODUCT.stock }),
    })
    expect(made.status, await made.text()).toBe(201)
  })

  test.afterAll(async () => {
    app?.kill('SIGTERM')
    if (app) await exited(app)
    await smtp?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('a resumable upload resumes where the server has it, with its bytes intact, as one object', async () => {
    const SIZE = 3 * 1024 * 1024
    const CHUNK = 1024 * 1024
    const data = randomBytes(SIZE)
    const name = 'crash/resumable.bin'
    const opened = await api(`/upload/storage/v1/b/private/o?uploadType=resumable&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'x-upload-content-type': 'application/octet-stream', 'x-upload-content-length': String(SIZE) },
      body: '{}',
    })
    expect(opened.status, await opened.text()).toBe(200)
    const session = opened.headers.get('location')!
    const first = await fetch(session, {
      method: 'PUT',
      headers: { 'content-range': `bytes 0-${CHUNK - 1}/${SIZE}` },
      body: data.subarray(0, CHUNK),
    })
    expect(first.status).toBe(308)
    expect(first.headers.get('range')).toBe(`bytes=0-${CHUNK - 1}`)

    // The second chunk is half sent when the process dies.
    const cut = http.request(session, {
      method: 'PUT',
      headers: { 'content-range': `bytes ${CHUNK}-${2 * CHUNK - 1}/${SIZE}`, 'content-length': String(CHUNK) },
    })
    const ended = new Promise((resolve) => {
      cut.on('error', resolve)
      cut.on('response', resolve)
    })
    cut.write(data.subarray(CHUNK, CHUNK + CHUNK / 2))
    await new Promise((resolve) => setTimeout(resolve, 500))
    await crashAndRestart()
    await ended

    // Where the upload stands, as a GCS client asks after a broken connection.
    const status = await fetch(session, { method: 'PUT', headers: { 'content-range': `bytes */${SIZE}` } })
    expect(status.status).toBe(308)
    const persisted = Number(/^bytes=0-(\d+)$/.exec(status.headers.get('range') ?? '')?.[1] ?? -1) + 1
    expect(persisted).toBeGreaterThanOrEqual(CHUNK)
    const rest = await fetch(session, {
      method: 'PUT',
      headers: { 'content-range': `bytes ${persisted}-${SIZE - 1}/${SIZE}` },
      body: data.subarray(persisted),
    })
    expect(rest.status, await rest.clone().text()).toBe(200)
    const object = (await rest.json()) as { size: string; md5Hash: string; crc32c: string }
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32c(data) >>> 0)
    expect(object).toMatchObject({
      size: String(SIZE),
      md5Hash: createHash('md5').update(data).digest('base64'),
      crc32c: crc.toString('base64'),
    })
    const download = await api(`/storage/v1/b/private/o/${encodeURIComponent(name)}?alt=media`)
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true)
    expect(await count(`SELECT count(*) FROM storage_objects WHERE bucket = 'private' AND name LIKE 'crash/%'`)).toBe(1)
  })

  test('a payment notification cut off mid-way and delivered again: paid once, fulfilled once, one receipt', async ({
    browser,
  }) => {
    const buyer = 'paid-once@example.org'
    const order = await checkout(browser, buyer)
    const deliver = paidNotification(order)
    // The notification's transaction has written its event and waits for the order's lock when the process dies.
    const lock = await holdLock('SELECT id FROM orders WHERE number = $1 FOR UPDATE', [order.number])
    const first = deliver().catch((error: unknown) => error)
    await lock.waited()
    await crashAndRestart(lock.release)
    expect(await first).toBeInstanceOf(Error)

    // The provider had no answer, so it delivers the event again; and once more for good measure.
    const again = await deliver()
    expect(await again.json()).toMatchObject({ outcome: 'recorded', status: 'fulfilled', changed: true })
    expect(await (await deliver()).json()).toEqual({ outcome: 'duplicate' })
    expect((await runDueJobs()).status).toBe(200)

    const byOrder = [order.number]
    expect(await count('SELECT count(*) FROM payment_events WHERE order_number = $1', byOrder)).toBe(1)
    expect(
      await count('SELECT count(*) FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = $1', byOrder),
    ).toBe(1)
    expect(
      await count(
        `SELECT count(*) FROM orders WHERE number = $1 AND status = 'fulfilled' AND fulfilled_at IS NOT NULL AND receipt_sent_at IS NOT NULL`,
        byOrder,
      ),
    ).toBe(1)
    // The print was taken from stock once, when the order was made.
    expect(await count('SELECT stock FROM products WHERE name = $1', [PRODUCT.name])).toBe(PRODUCT.stock - 1)
    expect(smtp.count(buyer)).toBe(1)
  })

  test('a batch of receipts cut off mid-send: none lost, the one whose send began sent again and marked so', async ({
    browser,
  }) => {
    const buyers = ['batch-1@example.org', 'batch-2@example.org', 'batch-3@example.org']
    for (const buyer of buyers) {
      const paid = await paidNotification(await checkout(browser, buyer))()
      expect(await paid.json()).toMatchObject({ status: 'fulfilled' })
    }
    expect(
      await count(`SELECT count(*) FROM payload_jobs WHERE task_slug = 'sendOrderReceipt' AND completed_at IS NULL`),
    ).toBe(3)

    // The mail server takes the second buyer's receipt and never says so; the process dies waiting.
    smtp.state.holdFor = buyers[1]!
    const turn = runDueJobs().catch((error: unknown) => error)
    await expect.poll(() => smtp.count(buyers[1]!), { timeout: 30_000 }).toBe(1)
    await crashAndRestart()
    expect(await turn).toBeInstanceOf(Error)
    smtp.state.holdFor = ''

    expect((await runDueJobs()).status).toBe(200)
    expect(buyers.map((buyer) => smtp.count(buyer))).toEqual([1, 2, 1])
    const client = await connect()
    try {
      const { rows } = await client.query(
        `SELECT "to", state, attempts::int, may_be_duplicate AS "mayBeDuplicate", note FROM email_sendings
         WHERE template = 'order-receipt' AND "to" LIKE 'batch-%' ORDER BY "to"`,
      )
      expect(rows.map(({ to, state, attempts, mayBeDuplicate }) => ({ to, state, attempts, mayBeDuplicate }))).toEqual([
        { to: buyers[0], state: 'sent', attempts: 1, mayBeDuplicate: false },
        { to: buyers[1], state: 'sent', attempts: 2, mayBeDuplicate: true },
        { to: buyers[2], state: 'sent', attempts: 1, mayBeDuplicate: false },
      ])
      expect(rows[1].note).toContain('the recipient may have this mail twice')
    } finally {
      await client.end()
    }
    expect(
      await count(`SELECT count(*) FROM payload_jobs WHERE task_slug = 'sendOrderReceipt' AND completed_at IS NULL`),
    ).toBe(0)
  })

  test('a group mailing cut off mid-send goes on after the restart: each reader once, the send under way reported', async ({
    browser,
  }) => {
    const READERS = 300
    const reader = (n: number) => `crash-reader-${String(n).padStart(3, '0')}@example.org`
    const client = await connect()
    try {
      // Art lovers in numbers, as an import would leave them (no password: they never sign in here).
      await client.query(
        `INSERT INTO users (name, email) SELECT 'Reader ' || n, 'crash-reader-' || lpad(n::text, 3, '0') || '@example.org'
         FROM generate_series(1, $1::int) AS n`,
        [READERS],
      )
      await client.query(
        `INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, 'artlover' FROM users WHERE email LIKE 'crash-reader-%'`,
      )
    } finally {
      await client.end()
    }
    const audience = await api('/api/audiences', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Crash readers',
        definition: { match: 'all', rules: [{ source: 'artLovers' }], except: [] },
      }),
    })
    expect(audience.status, await audience.clone().text()).toBe(201)

    // Written and sent now in the tool, at 1,200 a minute (about 15 s for all).
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${SITE}/cpanel/login`)
    await signInToControlPanel(page, ADMIN)
    await page.goto(`${SITE}/cpanel/groupmailer`)
    await page.getByLabel('Subject').fill('Crash news for {{firstName}}')
    await page.getByLabel('Audience').selectOption({ label: 'Crash readers' })
    await page.getByLabel('Messages per minute').fill('1200')
    await page.getByRole('button', { name: 'Start writing' }).click()
    await expect(page).toHaveURL(/\?mailing=\d+/)
    const mailingPage = page.url()
    await page.getByLabel('Kind').selectOption({ label: 'Text' })
    await page.getByLabel('Words').fill('Dear {{firstName}}, the studios open on Saturday.')
    await page.getByRole('button', { name: 'Add the block' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'the studios open' })).toBeVisible()
    await page.getByRole('button', { name: 'Send now' }).click()
    await expect(page.getByRole('heading', { name: /^Crash news for \{\{firstName\}\} \(Scheduled/ })).toBeVisible()

    // The mail server takes the 150th reader's mail and never says so; the process dies waiting.
    const held = reader(150)
    smtp.state.holdFor = held
    const turn = runDueJobs().catch((error: unknown) => error)
    await expect.poll(() => smtp.count(held), { timeout: 60_000 }).toBe(1)
    await crashAndRestart()
    expect(await turn).toBeInstanceOf(Error)
    smtp.state.holdFor = ''

    expect((await runDueJobs()).status).toBe(200)
    const states = await connect()
    let rows: { email: string; state: string }[]
    try {
      rows = (
        await states.query(
          `SELECT email, state FROM mailing_recipients WHERE email LIKE 'crash-reader-%' ORDER BY email`,
        )
      ).rows as { email: string; state: string }[]
    } finally {
      await states.end()
    }
    // Sent: exactly once each. Cut off mid-send (the held one, and any other under way at the kill): reported
    // unknown, never sent again — at most once, as the mail server had it or not.
    expect(rows).toHaveLength(READERS)
    const unknown = rows.filter((row) => row.state === 'unknown').map((row) => row.email)
    const sent = rows.filter((row) => row.state === 'sent').map((row) => row.email)
    expect(unknown).toContain(held)
    expect(unknown.length).toBeLessThanOrEqual(5)
    expect(sent.length + unknown.length).toBe(READERS)
    expect(sent.filter((email) => smtp.count(email) !== 1)).toEqual([])
    expect(unknown.filter((email) => smtp.count(email) > 1)).toEqual([])
    // Staff read it in the report (still signed in: the session outlives the restart): reported, not sent again.
    await page.goto(mailingPage)
    await expect(page.getByRole('row', { name: `Sent ${sent.length}` })).toBeVisible()
    await expect(page.getByRole('row', { name: `Outcome unknown ${unknown.length}` })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: held })).toBeVisible()
    await context.close()
  })

  test('the guide export cut off while storing its ZIP finishes once after the restart, as one ZIP', async ({
    page,
    playwright,
  }) => {
    const staff = await playwright.request.newContext({
      baseURL: SITE,
      extraHTTPHeaders: { authorization: `JWT ${token}` },
    })
    const season = await currentTestSeason(staff)
    await page.goto(`${SITE}/cpanel/login`)
    await signInToControlPanel(page, ADMIN)
    await page.goto(`${SITE}/cpanel/sfoslistings`)
    // Starting it takes a turn of the jobs queue at once; the export begins (running) and storing its ZIP
    // waits on this lock when the process dies.
    const lock = await holdLock('LOCK TABLE storage_objects IN EXCLUSIVE MODE')
    await page.getByRole('button', { name: 'Start the export' }).click()
    const started = page.getByText(/Export \d+, started/).first()
    await expect(started).toBeVisible()
    const exportId = Number(/Export (\d+), started/.exec((await started.textContent())!)![1])
    await lock.waited()
    expect(await count(`SELECT count(*) FROM os_guide_exports WHERE id = $1 AND status = 'running'`, [exportId])).toBe(
      1,
    )
    await crashAndRestart(lock.release)

    expect((await runDueJobs()).status).toBe(200)
    expect(await count(`SELECT count(*) FROM os_guide_exports WHERE season_id = $1`, [season.id])).toBe(1)
    expect(await count(`SELECT count(*) FROM os_guide_exports WHERE id = $1 AND status = 'done'`, [exportId])).toBe(1)
    expect(
      await count(
        `SELECT count(*) FROM storage_objects WHERE bucket = 'private' AND name LIKE 'open-studios/guides/%'`,
      ),
    ).toBe(1)
    const zip = await staff.get(`/api/open-studios/guide-exports/${exportId}`)
    expect(zip.status()).toBe(200)
    const bytes = await zip.body()
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
    expect(bytes.includes(Buffer.from('guide.csv'))).toBe(true)
    await staff.dispose()
  })

  test('a scheduled job cut off mid-run runs again after the restart, its effect once', async ({ browser }) => {
    const order = await checkout(browser, 'never-paid@example.org')
    const held = await count('SELECT stock FROM products WHERE name = $1', [PRODUCT.name])
    // Its payment time is over: `expireUnpaidOrders` (every minute) gives its print back.
    const client = await connect()
    await client.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE number = $1`, [order.number])
    await client.end()

    const lock = await holdLock('SELECT id FROM orders WHERE number = $1 FOR UPDATE', [order.number])
    // A turn queues the schedule's next job; a turn a minute ahead runs it, and it waits for the order.
    let turn: Promise<unknown> = Promise.resolve()
    await expect
      .poll(
        async () => {
          if (await lock.waiting()) return true
          turn = runDueJobs(1).catch((error: unknown) => error)
          await new Promise((resolve) => setTimeout(resolve, 1500))
          return lock.waiting()
        },
        { timeout: 60_000, intervals: [0] },
      )
      .toBe(true)
    await crashAndRestart(lock.release)
    await turn

    expect((await runDueJobs(1)).status).toBe(200)
    expect((await runDueJobs(1)).status).toBe(200)
    expect(await count(`SELECT count(*) FROM orders WHERE number = $1 AND status = 'expired'`, [order.number])).toBe(1)
    expect(await count('SELECT stock FROM products WHERE name = $1', [PRODUCT.name])).toBe(held + 1)
  })
})
