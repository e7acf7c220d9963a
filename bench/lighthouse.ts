/**
 * The Lighthouse part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/lighthouse.ts` after `npm run build`): a server on a fresh
 * data directory with the demo city every new site gets (artists, programs,
 * an Open Studios season, the shop, events, the giving pages), and Lighthouse's
 * mobile audit (its default: a mid-range phone on a slow 4G line, simulated)
 * of every public page, three runs a page in the machine's Chromium: the
 * performance and accessibility scores, the total blocking time, the largest
 * contentful paint, and the JavaScript the page loaded while Lighthouse
 * watched, as sent with brotli (headers left out) — code loaded later (the
 * map, when asked for) is not counted. BENCH_LIGHTHOUSE_PAGES (comma-separated labels,
 * such as `/openstudios,/shop`) audits some of them only; BENCH_LIGHTHOUSE_RUNS
 * sets the runs. The rows go to BENCH_ROWS_FILE as JSON (for run.ts's table),
 * else printed, with the audits that cost a page accessibility points.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'

import { launch } from 'chrome-launcher'
import lighthouse, { defaultConfig } from 'lighthouse'

import { machineAtRest, median, modulesLoaded, printTable, progress, type BenchRow } from './table'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const SCORE_GOAL = 95
const ACCESSIBILITY_GOAL = 100
const BLOCKING_GOAL_MS = 200
const JAVASCRIPT_GOAL_KB = 120

type Audit = {
  performance: number
  accessibility: number
  blockingMs: number
  paintMs: number
  javascriptKb: number
  failed: string[]
}

/**
 * The audits the two scores are made of (those they weigh, read from Lighthouse's own default
 * configuration), and what the page loaded; no other: the scores are the same, and the diagnostics'
 * gatherers (the page's images, its bundles, a back-and-forward navigation) no longer double the time
 * of each run.
 */
const weighed = (category: string) =>
  (defaultConfig.categories?.[category]?.auditRefs ?? []).filter((audit) => audit.weight > 0).map((audit) => audit.id)
const AUDITS = [...weighed('performance'), ...weighed('accessibility'), 'network-requests']
if (weighed('performance').length === 0 || weighed('accessibility').length === 0) {
  throw new Error("Lighthouse's configuration weighs no performance or accessibility audit.")
}

/** The bytes of a response's body as sent, not decoded. */
function bytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    }).on('error', reject)
  })
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: AUDITS,
    disableFullPageScreenshot: true,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items
  const scripts = new Set((requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url))
  let scriptBytes = 0
  for (const script of scripts) scriptBytes += await bytesSent(script)
  const failed = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    paintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    javascriptKb: scriptBytes / 1024,
    failed,
  }
}

/** Two rows for each page: its scores, then its blocking time, largest paint and JavaScript (medians of the runs). */
export async function lighthouseRows(base: string, pages: { label: string; path: string }[]): Promise<BenchRow[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Headless Chromium kept the blank page it starts from on screen until a one-second step whenever a
      // stylesheet or a preload was pending: the first paint waited 1.2 or 2.3 s with the renderer idle,
      // and the simulated paints took in every script run before it (decision 115).
      '--disable-features=PaintHolding,PaintHoldingCrossOrigin',
    ],
  })
  try {
    const rows: BenchRow[] = []
    for (const page of pages) {
      progress(`Lighthouse ${page.label}`)
      const runs: Audit[] = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${base}${page.path}`, chrome.port))
      const performance = median(runs.map((run) => run.performance))
      const accessibility = median(runs.map((run) => run.accessibility))
      const blockingMs = median(runs.map((run) => run.blockingMs))
      const paintMs = median(runs.map((run) => run.paintMs))
      const javascript = median(runs.map((run) => run.javascriptKb))
      const failed = [...new Set(runs.flatMap((run) => run.failed))]
      rows.push(
        {
          measure: `Lighthouse mobile performance · accessibility ${page.label}`,
          value: `${performance} · ${accessibility}${failed.length ? ` (${failed.join(', ')})` : ''}`,
          baseline: '—',
          ratio: null,
          goal: `≥ ${SCORE_GOAL} · ${ACCESSIBILITY_GOAL}`,
          met: performance >= SCORE_GOAL && accessibility >= ACCESSIBILITY_GOAL,
        },
        {
          measure: `  total blocking time · largest paint · JavaScript (compressed) ${page.label}`,
          value: `${blockingMs} ms · ${(paintMs / 1000).toFixed(1)} s · ${javascript.toFixed(1)} KB`,
          baseline: '—',
          ratio: null,
          goal: `≤ ${BLOCKING_GOAL_MS} ms · — · ≤ ${JAVASCRIPT_GOAL_KB} KB`,
          met: blockingMs <= BLOCKING_GOAL_MS && javascript <= JAVASCRIPT_GOAL_KB,
        },
      )
    }
    return rows
  } finally {
    chrome.kill()
  }
}

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-lighthouse')
const port = Number(process.env.BENCH_PORT ?? 3300) + 3
const base = `http://127.0.0.1:${port}`
/** What the first start seeds in the background, each said in the log when done (`src/lifecycle.ts`). */
const SEEDED = [/Added \d+ demo artists/, /demo products to the shop/, /demo events to the calendar/, /demo campaign/]
const SEED_FAILED = /Could not add the demo/

/** A server on a fresh data directory, once its demo city, shop, events and campaign are in. */
async function seededServer(): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  // The embedded database of its own data directory, whatever DATABASE_URL the shell has.
  const { DATABASE_URL: _elsewhere, ...env } = process.env
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'info',
      SEED_DEMO_ARTISTS: process.env.SEED_DEMO_ARTISTS ?? '24',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let log = ''
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      log += chunk
      if (SEED_FAILED.test(log)) reject(new Error(`the demo seeding failed:\n${log}`))
      else if (SEEDED.every((line) => line.test(log))) resolve()
    })
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${log}`)))
  })
  server.stdout!.resume()
  return server
}

/** The first address on a page matching `pattern`: an artist, an event the demo city has. */
async function firstLink(page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}${page}`)).text()
  const found = [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!).find((href) => pattern.test(href))
  if (!found) throw new Error(`${page} links to no ${pattern}`)
  return found
}

/**
 * An event of the demo city: on this month's calendar, or next month's (the later of the two months
 * the calendar links to) — the demo events start two days after the seeding, so late in a month this
 * month's calendar has none.
 */
async function firstEvent(): Promise<string> {
  const event = /^\/events\/[^/?#]+$/
  return firstLink('/calendar', event).catch(async () => {
    const html = await (await fetch(`${base}/calendar`)).text()
    const months = [...html.matchAll(/href="(\/calendar\/\d{4}-\d{2})"/g)].map(([, href]) => href!).sort()
    if (months.length === 0) throw new Error('/calendar links to no other month')
    return firstLink(months.at(-1)!, event)
  })
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  rmSync(dataDir, { recursive: true, force: true })
  modulesLoaded()
  progress('a server with the demo city')
  const server = await seededServer()
  try {
    // A page named by a label is found on the demo city only when it is audited.
    const pages: { label: string; path: string | (() => Promise<string>) }[] = [
      { label: '/', path: '/' },
      { label: '/artists', path: '/artists' },
      { label: '/art/artists', path: '/art/artists' },
      { label: '/artists/artsearch', path: '/artists/artsearch' },
      { label: '/artist/{slug}', path: () => firstLink('/artists/artsearch', /^\/artist\/[^/?#]+$/) },
      { label: '/openstudios', path: '/openstudios' },
      { label: '/openstudios/plan', path: '/openstudios/plan' },
      { label: '/calendar', path: '/calendar' },
      { label: '/events/{slug}', path: firstEvent },
      { label: '/programs', path: '/programs' },
      { label: '/shop', path: '/shop' },
      { label: '/donors', path: '/donors' },
    ]
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    const audited = await Promise.all(
      pages
        .filter((page) => !only || only.includes(page.label))
        .map(async ({ label, path }) => ({ label, path: typeof path === 'string' ? path : await path() })),
    )
    // Each page once before it is measured: its first render fills the cache every later visitor is served from.
    for (const page of audited) {
      const response = await fetch(`${base}${page.path}`)
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
      await response.arrayBuffer()
    }
    progress('waiting for the machine to rest: the new server runs its start-up jobs')
    const { rested, busy } = await machineAtRest()
    if (!rested) progress(`the machine is still ${Math.round(busy * 100)}% busy: the figures include that work`)
    const rows = await lighthouseRows(base, audited)
    if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
    else printTable(rows)
  } finally {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve())
      server.kill('SIGTERM')
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(0)
}
