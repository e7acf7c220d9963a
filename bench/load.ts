/**
 * The load part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/load.ts`), issue 36 item 6: one demo city (BENCH_LOAD_ARTISTS
 * artists, ten artworks each, with the demo shop, events and Open Studios
 * season), one server on it, and
 * - the fair baseline: BENCH_LOAD_CONNECTIONS (100) connections without pause
 *   over the cached public pages alone (`/`, `/artists`, `/art/artists` and a
 *   letter of it, `/calendar`, `/openstudios`, `/shop`) for
 *   BENCH_LOAD_BASELINE_SECONDS;
 * - then the mixed load for BENCH_LOAD_SECONDS (120): the same connections
 *   over those pages, searches of `/artists/artsearch` with varied queries
 *   (a few hundred different addresses) and artist and artwork pages, while
 *   BENCH_LOAD_UPLOADS (10) signed-in artists upload pictures through the
 *   storage API (resumable sessions) and BENCH_LOAD_CHECKOUTS (20) guests buy
 *   in the shop (add to cart, check out, pay with the test provider — the
 *   forms posted as a browser without JavaScript posts them), without pause.
 * Each kind's requests, errors (an answer other than the one expected, or a
 * socket error) and p50/p95/p99; every paid checkout must leave one paid order.
 * The rows go to BENCH_ROWS_FILE as JSON (for run.ts's table), else printed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import sharp from 'sharp'

import { partDatabase } from './part-database'
import { eachAtOnce, modulesLoaded, printTable, progress, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-load')
const port = Number(process.env.BENCH_PORT ?? 3300) + 2
const base = `http://127.0.0.1:${port}`
const ARTISTS = Number(process.env.BENCH_LOAD_ARTISTS ?? 2000)
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120)
const BASELINE_SECONDS = Number(process.env.BENCH_LOAD_BASELINE_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100)
const UPLOADERS = Number(process.env.BENCH_LOAD_UPLOADS ?? 10)
const BUYERS = Number(process.env.BENCH_LOAD_CHECKOUTS ?? 20)
/** Each upload's picture: random noise, so PNG cannot shrink it (about 3 MB). */
const PICTURE_SIDE = 1024
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password-1' }
const ARTIST_PASSWORD = 'bench-artist-password-1'
/** What visitors open, by share of the page requests: the cached pages, a search, an artist or artwork. */
const MIX = { cached: 0.5, search: 0.25, artist: 0.25 }
/** Cached pages' p95 under the mixed load against alone: the uploads and checkouts share the two cores, searches must not queue them. */
const CACHED_RATIO_GOAL = 2

type Kind = 'cached page' | 'search' | 'artist page' | 'upload' | 'checkout'
const KINDS: Kind[] = ['cached page', 'search', 'artist page', 'upload', 'checkout']

/** One kind's times (ms, a page's request or a whole upload or checkout), requests and errors. */
class Tally {
  times: number[] = []
  requests = 0
  errors = 0
  problems = new Map<string, number>()
  fail(problem: string) {
    this.errors += 1
    this.problems.set(problem, (this.problems.get(problem) ?? 0) + 1)
  }
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** A small deterministic random source, so every run asks the same mix. */
function randomSource(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request on a connection of the caller's own (a keep-alive agent of one socket). */
function send(
  agent: Agent,
  method: string,
  address: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${address}`, { agent, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * The server's CPU seconds so far, from /proc (Linux; clock ticks of 1/100 s): one process runs
 * Next, Payload and their one event loop, so a share near 100 % of a core means that loop is full.
 */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 120)

// ---------------------------------------------------------------- the city and its server

const database = await partDatabase(dataDir, { PUBLIC_URL: base, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
// One after the other, as bench/art-search.ts explains.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { featureArtistsWhenEmpty, featuredArtworkPictures, seedDemo } = await import('../src/domains/artists')
const { seedDemoShop } = await import('../src/domains/commerce')
const { pictureTheHomePage } = await import('../src/domains/content')
const { seedDemoEvents } = await import('../src/domains/events')
const { seedDemoOpenStudios } = await import('../src/domains/openStudios')
const { config: settings } = await import('../src/platform/config')
const { closePayload, database: sqlOf, rowsOf } = await import('../src/platform/database/transaction')
modulesLoaded()
const payload = await getPayload({ config })

progress(`the load: seeding ${ARTISTS.toLocaleString('en')} artists, the shop, events and Open Studios`)
await seedDemo(payload, { size: { artists: ARTISTS, artworks: ARTISTS * 10, pictures: 8 }, seed: 2036 })
await featureArtistsWhenEmpty(payload, 8)
await pictureTheHomePage(payload, (await featuredArtworkPictures(payload, 1))[0] ?? null)
const timeZone = settings().TIMEZONE
await seedDemoOpenStudios(payload, { registrations: Math.min(300, ARTISTS), timeZone })
await seedDemoEvents(payload, { now: new Date(), timeZone })
await seedDemoShop(payload)
const uploaders: { id: number; email: string }[] = []
for (let i = 0; i < UPLOADERS; i++) {
  const email = `bench-artist-${i}@example.org`
  const made = await payload.create({
    collection: 'users',
    data: { email, password: ARTIST_PASSWORD, roles: ['artist'] },
  })
  uploaders.push({ id: Number(made.id), email })
}
const db = sqlOf(payload)
// Public ones only: the search's rows are the public artists and artworks.
const artistSlugs = (
  await rowsOf<{ slug: string }>(
    db,
    sql`SELECT p.slug FROM artist_search s JOIN artist_profiles p ON p.id = s.profile_id ORDER BY p.id LIMIT 60`,
  )
).map((row) => row.slug)
const artworkSlugs = (
  await rowsOf<{ slug: string }>(
    db,
    sql`SELECT a.slug FROM artwork_search s JOIN artworks a ON a.id = s.artwork_id ORDER BY a.id LIMIT 60`,
  )
).map((row) => row.slug)
const mediums = (await rowsOf<{ slug: string }>(db, sql`SELECT slug FROM mediums`)).map((row) => row.slug)
const places = (await rowsOf<{ slug: string }>(db, sql`SELECT slug FROM neighbourhoods`)).map((row) => row.slug)
/** A product without a stock limit, so that every buyer can buy it for the whole run. */
const [product] = await rowsOf<{ slug: string }>(
  db,
  sql`SELECT slug FROM products WHERE stock IS NULL ORDER BY id LIMIT 1`,
)
if (!product) throw new Error('The demo shop has no product without a stock limit.')
await closePayload(payload)

/** Every uploader's picture, real PNG bytes (the storage checks what a file is by its bytes). */
const picture = await sharp({
  create: {
    width: PICTURE_SIDE,
    height: PICTURE_SIDE,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .png({ compressionLevel: 1 })
  .toBuffer()

progress('the load: starting the server')
const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
  cwd: root,
  // Buyers come through a proxy, each with their own address: a checkout's limit counts per address.
  env: { ...process.env, PORT: String(port), RUN_JOBS: 'true', TRUST_PROXY: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
  const ok = await fetch(`${base}/`)
    .then((response) => response.ok)
    .catch(() => false)
  if (ok) break
  await new Promise((resolve) => setTimeout(resolve, 200))
}

// ---------------------------------------------------------------- what visitors open

const CACHED_PAGES = [
  '/',
  '/artists',
  '/art/artists',
  '/art/artists?letter=M&page=1',
  '/calendar',
  '/openstudios',
  '/shop',
]
const ARTIST_PAGES = [...artistSlugs.map((slug) => `/artist/${slug}`), ...artworkSlugs.map((slug) => `/art/${slug}`)]
/** Searches as people make them: words, facets, both, later pages; a few hundred different addresses. */
const SEARCHES = (() => {
  const words = ['painting', 'blue', 'fog harbour', 'Marques', 'portrait', 'landscape', 'abstract', 'clay', 'river']
  const random = randomSource(36)
  const pickOf = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
  const bands = ['under-500', '500-2000', '2000-5000', 'over-5000']
  const found = new Set<string>()
  while (found.size < 400) {
    const query = new URLSearchParams()
    if (random() < 0.6) query.set('q', pickOf(words))
    if (random() < 0.4) query.set('medium', pickOf(mediums))
    if (random() < 0.3) query.set('neighbourhood', pickOf(places))
    if (random() < 0.25) query.set('price', pickOf(bands))
    if (random() < 0.2) query.set('availability', 'available')
    if (random() < 0.3) query.set('page', String(2 + Math.floor(random() * 4)))
    found.add(`/artists/artsearch?${query}`)
  }
  return [...found]
})()

/** The page connections' loop: each request's kind drawn from `mix`, timed to its last byte. */
async function pages(until: number, mix: typeof MIX, tallies: Record<Kind, Tally>, seed: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const random = randomSource(seed)
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
  while (performance.now() < until) {
    const draw = random()
    const [kind, address]: [Kind, string] =
      draw < mix.cached
        ? ['cached page', pick(CACHED_PAGES)]
        : draw < mix.cached + mix.search
          ? ['search', pick(SEARCHES)]
          : ['artist page', pick(ARTIST_PAGES)]
    const tally = tallies[kind]
    const started = performance.now()
    tally.requests += 1
    try {
      const answer = await send(agent, 'GET', address)
      tally.times.push(performance.now() - started)
      if (answer.status !== 200) tally.fail(`${address.split('?')[0]} answered ${answer.status}`)
    } catch (error) {
      tally.fail(problemOf(error))
    }
  }
  agent.destroy()
}

// ---------------------------------------------------------------- uploads

/** An artist's token, as the REST API gives it. */
async function signIn(who: { email: string }): Promise<{ authorization: string }> {
  const agent = new Agent({ keepAlive: false })
  const login = await send(
    agent,
    'POST',
    '/api/users/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ email: who.email, password: ARTIST_PASSWORD }),
  )
  if (login.status !== 200) throw new Error(`the artist's sign-in answered ${login.status}: ${login.body}`)
  return { authorization: `JWT ${(JSON.parse(login.body.toString()) as { token: string }).token}` }
}

async function uploads(until: number, who: { id: number; auth: { authorization: string } }, tally: Tally) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const { auth } = who
  for (let n = 0; performance.now() < until; n++) {
    // A few names again and again: the artist's quota holds them, as it would not hold a new file every time.
    const name = `artists/${who.id}/bench/picture-${n % 3}.png`
    const started = performance.now()
    try {
      tally.requests += 1
      const session = await send(
        agent,
        'POST',
        `/upload/storage/v1/b/public/o?uploadType=resumable&name=${encodeURIComponent(name)}`,
        {
          ...auth,
          'content-type': 'application/json',
          'x-upload-content-type': 'image/png',
          'x-upload-content-length': String(picture.length),
        },
        JSON.stringify({ name, contentType: 'image/png' }),
      )
      const location = session.headers.location
      if (session.status !== 200 || !location) {
        tally.fail(`a resumable session answered ${session.status}`)
        continue
      }
      tally.requests += 1
      const sent = await send(
        agent,
        'PUT',
        new URL(location).pathname + new URL(location).search,
        {
          ...auth,
          'content-length': String(picture.length),
          'content-range': `bytes 0-${picture.length - 1}/${picture.length}`,
        },
        picture,
      )
      if (sent.status !== 200 && sent.status !== 201) tally.fail(`the upload answered ${sent.status}`)
      else tally.times.push(performance.now() - started)
    } catch (error) {
      tally.fail(problemOf(error))
    }
  }
  agent.destroy()
}

// ---------------------------------------------------------------- checkouts

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match ? decode(match[1]!) : undefined
}

/** The form holding a button with these words, as a browser without JavaScript would post it. */
function formWith(html: string, button: string): { action: string | undefined; fields: [string, string][] } {
  for (const [form] of html.matchAll(/<form[\s\S]*?<\/form>/g)) {
    if (!form.includes(`>${button}`)) continue
    const fields: [string, string][] = []
    for (const [input] of form.matchAll(/<input[^>]*>/g)) {
      const name = attribute(input, 'name')
      if (name) fields.push([name, attribute(input, 'value') ?? ''])
    }
    return { action: attribute(form.slice(0, form.indexOf('>') + 1), 'action'), fields }
  }
  throw new Error(`no form with "${button}"`)
}

/** One buyer's loop: a product into a new cart, checkout as a guest, paid with the test provider. */
async function checkouts(until: number, buyer: number, tally: Tally, paid: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  for (let n = 0; performance.now() < until; n++) {
    // Each checkout a new guest behind the proxy: the shop allows an address a few checkouts in ten minutes.
    const visitor = { 'x-forwarded-for': `2001:db8::${buyer.toString(16)}:${n.toString(16)}`, origin: base }
    let cookie = ''
    const step = async (method: string, address: string, form?: Map<string, string>) => {
      tally.requests += 1
      const headers: Record<string, string> = { ...visitor, ...(cookie ? { cookie } : {}) }
      let body: Buffer | undefined
      if (form) {
        // The forms are multipart, as the page's `encType` says; Next reads no other body as a form's action.
        const data = new FormData()
        for (const [name, value] of form) data.append(name, value)
        const encoded = new Request(base, { method: 'POST', body: data })
        body = Buffer.from(await encoded.arrayBuffer())
        headers['content-type'] = encoded.headers.get('content-type')!
      }
      const answer = await send(agent, method, address, headers, body)
      const set = answer.headers['set-cookie']
      if (set) cookie = set.map((line) => line.split(';')[0]).join('; ')
      return answer
    }
    const post = async (page: string, button: string, filled: Record<string, string>, expected: RegExp) => {
      const shown = await step('GET', page)
      if (shown.status !== 200) throw new Error(`${page.split('?')[0]} answered ${shown.status}`)
      const { action, fields } = formWith(shown.body.toString(), button)
      const answer = await step('POST', action || page, new Map([...fields, ...Object.entries(filled)]))
      const location = answer.headers.location ?? ''
      if (answer.status !== 303 || !expected.test(location)) {
        throw new Error(`"${button}" answered ${answer.status} ${location}`.trim())
      }
      return new URL(location, base)
    }
    const started = performance.now()
    try {
      await post(`/shop/${product!.slug}`, 'Add to cart', { quantity: '1' }, /\/shop\/cart$/)
      const pay = await post(
        '/shop/checkout',
        'Continue to payment',
        { email: `buyer-${buyer}-${n}@example.org`, name: `Buyer ${buyer}` },
        /\/shop\/testpay\?session=/,
      )
      const receipt = await post(pay.pathname + pay.search, 'Pay', { choice: 'pay' }, /\/shop\/orders\/V-/)
      const shown = await step('GET', receipt.pathname + receipt.search)
      if (shown.status !== 200) throw new Error(`the receipt answered ${shown.status}`)
      paid.push(decodeURIComponent(receipt.pathname.split('/').at(-1)!))
      tally.times.push(performance.now() - started)
    } catch (error) {
      tally.fail(problemOf(error))
    }
  }
  agent.destroy()
}

// ---------------------------------------------------------------- the runs

const newTallies = () => Object.fromEntries(KINDS.map((kind) => [kind, new Tally()])) as Record<Kind, Tally>

progress(`the load: warming ${CACHED_PAGES.length + ARTIST_PAGES.length} pages`)
await eachAtOnce([...CACHED_PAGES, ...ARTIST_PAGES], 4, async (address) => {
  const response = await fetch(`${base}${address}`)
  if (!response.ok) throw new Error(`${address} answered ${response.status}`)
  await response.arrayBuffer()
})

progress(`the load: ${CONNECTIONS} connections over the cached pages alone, ${BASELINE_SECONDS} s`)
const alone = newTallies()
const aloneStarted = { at: performance.now(), cpu: cpuSeconds(server.pid!) }
const aloneUntil = aloneStarted.at + BASELINE_SECONDS * 1000
await Promise.all(
  Array.from({ length: CONNECTIONS }, (_, i) => pages(aloneUntil, { cached: 1, search: 0, artist: 0 }, alone, i + 1)),
)
const aloneCpu = (cpuSeconds(server.pid!) - aloneStarted.cpu) / ((performance.now() - aloneStarted.at) / 1000)

progress(
  `the load: ${CONNECTIONS} connections over pages and searches, ${UPLOADERS} uploads, ${BUYERS} checkouts, ${SECONDS} s`,
)
// Signed in one after the other before the load: ten sign-ins as the load began twice left the server's
// database work hung for good (decision 073, not explained; left to the sign-in's own work).
const signedIn: { id: number; auth: { authorization: string } }[] = []
for (const who of uploaders) signedIn.push({ id: who.id, auth: await signIn(who) })
const mixed = newTallies()
const paid: string[] = []
const mixedStarted = performance.now()
const mixedCpuStarted = cpuSeconds(server.pid!)
const until = mixedStarted + SECONDS * 1000
await Promise.all([
  ...Array.from({ length: CONNECTIONS }, (_, i) => pages(until, MIX, mixed, 1000 + i)),
  ...signedIn.map((who) => uploads(until, who, mixed.upload)),
  ...Array.from({ length: BUYERS }, (_, i) => checkouts(until, i, mixed.checkout, paid)),
])
const mixedSeconds = (performance.now() - mixedStarted) / 1000
const mixedCpu = (cpuSeconds(server.pid!) - mixedCpuStarted) / mixedSeconds

server.kill('SIGTERM')
await once(server, 'exit')
// Every checkout that came back to its receipt left one paid order; none paid twice, none lost.
const check = await paidOrders()
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

/** The paid orders, read after the server stopped: Payload's pool is closed, so a plain client. */
async function paidOrders(): Promise<{ paidOrders: number }> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const { rows } = await client.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM orders WHERE number = ANY($1) AND status IN ('paid', 'fulfilled')`,
    [paid],
  )
  await client.end()
  return { paidOrders: rows[0]!.count }
}

// ---------------------------------------------------------------- the rows

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value).toLocaleString('en')} ms`)
const spread = (tally: Tally) =>
  `p95 ${ms(percentile(tally.times, 95))} (p50 ${ms(percentile(tally.times, 50))}, p99 ${ms(percentile(tally.times, 99))})`
const requests = KINDS.reduce((sum, kind) => sum + mixed[kind].requests, 0)
const errors = KINDS.reduce((sum, kind) => sum + mixed[kind].errors, 0)
const cachedMixed = percentile(mixed['cached page'].times, 95)
const cachedAlone = percentile(alone['cached page'].times, 95)
const ratio = cachedMixed / cachedAlone
for (const kind of KINDS) {
  for (const [problem, count] of mixed[kind].problems) progress(`the load: ${kind}: ${count} × ${problem}`)
}
for (const [problem, count] of alone['cached page'].problems) progress(`the load, alone: ${count} × ${problem}`)

const rows: BenchRow[] = [
  {
    measure: `load: cached pages p95 with searches, uploads and checkouts ÷ alone (${CONNECTIONS} connections, ${ARTISTS.toLocaleString('en')} artists)`,
    value: spread(mixed['cached page']),
    baseline: `${spread(alone['cached page'])} alone`,
    ratio,
    goal: `≤ ${CACHED_RATIO_GOAL}`,
    met: ratio <= CACHED_RATIO_GOAL,
  },
  ...(['search', 'artist page', 'upload', 'checkout'] as const).map((kind): BenchRow => ({
    measure: `load: ${kind}${kind === 'upload' ? ` (${(picture.length / 1e6).toFixed(1)} MB, ${UPLOADERS} at once)` : kind === 'checkout' ? ` (cart to paid, ${BUYERS} at once)` : ''}, ${mixed[kind].times.length.toLocaleString('en')} done`,
    value: spread(mixed[kind]),
    baseline: '—',
    ratio: null,
    goal: '—',
    met: null,
  })),
  {
    measure: `load: errors in ${requests.toLocaleString('en')} requests (${(requests / mixedSeconds).toFixed(0)} req/s over ${SECONDS} s)`,
    value: `${errors}`,
    baseline: '—',
    ratio: null,
    goal: '0',
    met: errors === 0 && alone['cached page'].errors === 0,
  },
  {
    measure: "load: the server process's CPU, mixed load (cached pages alone)",
    value: `${(mixedCpu * 100).toFixed(0)} % of a core`,
    baseline: `${(aloneCpu * 100).toFixed(0)} % of a core`,
    ratio: null,
    goal: '—',
    met: null,
  },
  {
    measure: 'load: checkouts back at their receipt with one paid order each',
    value: `${check.paidOrders} of ${paid.length}`,
    baseline: '—',
    ratio: null,
    goal: 'all',
    met: check.paidOrders === paid.length && new Set(paid).size === paid.length,
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
