/**
 * The analytics part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/analytics.ts`), issue 38: a history of BENCH_ANALYTICS_EVENTS
 * page views (default 10 million) over the last year, grown in one SQL
 * statement (`generate_series`), summed by the roll-up job's service once;
 * then `/cpanel/analytics`' whole read (`dashboardOf`: the site's roll-ups and
 * the organisation's figures) for ranges of a week, a month, a quarter and a
 * year, p95 over 60 reads. The baseline, in the same run on the same table: a
 * bare `count(*)` of the events. The rows go to BENCH_ROWS_FILE as JSON.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { partDatabase } from './part-database'
import { median, modulesLoaded, printTable, progress, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-analytics')
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000)
const READS = 60
const GOAL_MS = 200

const database = await partDatabase(dataDir, { SEED_FIRST_RUN: 'false' })
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { growPageViewHistory, rollUpPageViews } = await import('../src/domains/analytics')
const { dashboardOf } = await import('../src/domains/analytics/services/dashboard')
const { addDays, organisationDate } = await import('../src/platform/calendar')
const { config: settings } = await import('../src/platform/config')
const { closePayload, database: sqlOf } = await import('../src/platform/database/transaction')
modulesLoaded()
const payload = await getPayload({ config })
const db = sqlOf(payload)
const timeZone = settings().TIMEZONE

const now = new Date()
let started = performance.now()
await growPageViewHistory(db, { events: EVENTS, from: new Date(now.getTime() - 365 * 86_400_000), to: now })
const growMs = performance.now() - started
progress(`analytics: ${EVENTS} events grown in ${(growMs / 1000).toFixed(0)} s`)
await db.execute(sql`ANALYZE analytics_events`)
started = performance.now()
await rollUpPageViews(payload, { timeZone, now })
const rollUpMs = performance.now() - started
progress(`analytics: rolled up in ${(rollUpMs / 1000).toFixed(0)} s`)

const today = organisationDate(now, timeZone)
const ranges = [7, 30, 91, 365].map((days) => ({ from: addDays(today, 1 - days), to: today }))
for (const range of ranges) await dashboardOf(db, range, timeZone) // warm-up: plans and caches, not reported
const reads: number[] = []
const counts: number[] = []
for (let i = 0; i < READS; i++) {
  const range = ranges[i % ranges.length]!
  let at = performance.now()
  await dashboardOf(db, range, timeZone)
  reads.push(performance.now() - at)
  if (i % 4 === 0) {
    at = performance.now()
    await db.execute(sql`SELECT count(*) FROM analytics_events`)
    counts.push(performance.now() - at)
  }
}
await closePayload(payload)
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

for (const [index, days] of [7, 30, 91, 365].entries()) {
  const these = reads.filter((_, i) => i % ranges.length === index)
  progress(`analytics: ${days} days, median ${median(these).toFixed(0)} ms`)
}
const p95 = [...reads].sort((a, b) => a - b)[Math.ceil(reads.length * 0.95) - 1]!
const count = median(counts)
const millions = (EVENTS / 1_000_000).toLocaleString('en-US')
const rows: BenchRow[] = [
  {
    measure: `analytics dashboard read, p95 of ${READS} (7 days to a year) at ${millions} M events (bare count(*) ÷ it)`,
    value: `${p95.toFixed(0)} ms`,
    baseline: `${count.toFixed(0)} ms bare count(*) of the events`,
    ratio: count / p95,
    goal: `≤ ${GOAL_MS} ms`,
    met: p95 <= GOAL_MS,
  },
  {
    measure: `analytics roll-up job's first run over ${millions} M events (grown in ${(growMs / 1000).toFixed(0)} s)`,
    value: `${(rollUpMs / 1000).toFixed(0)} s`,
    baseline: '—',
    ratio: null,
    goal: '—',
    met: null,
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
