/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G
 * line, simulated) of public pages of a running server, three runs a page in
 * the machine's Chromium: the performance score and the total blocking time;
 * and the JavaScript each page loads, as the bytes of its scripts sent with
 * brotli (headers left out; the `noModule` polyfills a modern browser skips
 * are not loaded, so not counted).
 */
import { get } from 'node:http'

import { launch } from 'chrome-launcher'
import lighthouse, { defaultConfig } from 'lighthouse'

import { median, type BenchRow } from './table'

const RUNS = 3
const SCORE_GOAL = 95
const BLOCKING_GOAL_MS = 200
const JAVASCRIPT_GOAL_KB = 120

type Audit = { score: number; blockingMs: number }

/**
 * The audits the performance score is made of (those it weighs, read from Lighthouse's own default
 * configuration), and no other: the score is the same, and the diagnostics' gatherers (the page's
 * images, its bundles, a back-and-forward navigation) no longer double the time of each run.
 */
const SCORED_METRICS = (defaultConfig.categories?.performance?.auditRefs ?? [])
  .filter((audit) => audit.weight > 0)
  .map((audit) => audit.id)
if (SCORED_METRICS.length === 0) throw new Error("Lighthouse's configuration weighs no performance audit.")

/** The bytes of a response's body as sent, not decoded. */
function bytesSent(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    }).on('error', reject)
  })
}

async function javascriptKb(page: URL): Promise<number> {
  const html = await (await fetch(page)).text()
  const scripts = new Set(
    [...html.matchAll(/<script([^>]*) src="([^"]+)"([^>]*)>/g)]
      .filter(([, before, , after]) => !/noModule/i.test(before + after))
      .map(([, , source]) => source.replaceAll('&amp;', '&')),
  )
  let bytes = 0
  for (const source of scripts) bytes += await bytesSent(new URL(source, page))
  return bytes / 1024
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: SCORED_METRICS,
    disableFullPageScreenshot: true,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  }
}

/** One row each for the score, the blocking time (medians of three runs) and the JavaScript of every page. */
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
    ],
  })
  try {
    const rows: BenchRow[] = []
    for (const page of pages) {
      const runs: Audit[] = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${base}${page.path}`, chrome.port))
      const score = median(runs.map((run) => run.score))
      const blockingMs = median(runs.map((run) => run.blockingMs))
      const javascript = await javascriptKb(new URL(page.path, base))
      rows.push(
        {
          measure: `Lighthouse mobile performance ${page.label}`,
          value: String(score),
          baseline: '—',
          ratio: null,
          goal: `≥ ${SCORE_GOAL}`,
          met: score >= SCORE_GOAL,
        },
        {
          measure: `  total blocking time ${page.label}`,
          value: `${blockingMs} ms`,
          baseline: '—',
          ratio: null,
          goal: `≤ ${BLOCKING_GOAL_MS} ms`,
          met: blockingMs <= BLOCKING_GOAL_MS,
        },
        {
          measure: `  JavaScript loaded by ${page.label} (compressed, KB of 1,024 bytes)`,
          value: `${javascript.toFixed(1)} KB`,
          baseline: '—',
          ratio: null,
          goal: `≤ ${JAVASCRIPT_GOAL_KB} KB`,
          met: javascript <= JAVASCRIPT_GOAL_KB,
        },
      )
    }
    return rows
  } finally {
    chrome.kill()
  }
}
