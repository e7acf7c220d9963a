/**
 * The Open Studios part of `npm run bench` (run by `bench/run.ts`, or alone
 * with `npx tsx bench/guide-export.ts`), issue 14: the guide export of 1,000
 * listings with pictures (`runGuideExport`: guide.csv, then each picture
 * cropped and resized to print pixels and written with its dpi, streamed into
 * one ZIP in storage) — its seconds and the process's peak resident memory —
 * against the system's `zip` (Info-ZIP, default compression) zipping the
 * same 1,000 originals and the CSV, in the same run, on the same disk. One
 * run each (the export alone takes a minute or more on a small machine).
 * Without `zip` installed (`apt-get install -y zip`) the baseline is skipped
 * and says so. The rows go to BENCH_ROWS_FILE as JSON, else printed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { sql } from 'drizzle-orm'
import sharp from 'sharp'

import { partDatabase } from './part-database'
import { eachAtOnce, modulesLoaded, printTable, type BenchRow } from './table'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-guide')
const LISTINGS = Number(process.env.BENCH_GUIDE_LISTINGS ?? 1000)
/** Distinct pictures, each stored under several listings' names (every listing still has its own file). */
const DISTINCT = 40
const WIDTH = 1600
const HEIGHT = 1200

const database = await partDatabase(dataDir, { SEED_FIRST_RUN: 'false' }, path.join(dataDir, 'db'))
// One after the other, as bench/art-search.ts explains.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { storageFor } = await import('../src/app/storage-service')
const { runGuideExport } = await import('../src/domains/openStudios/services/guide-export')
const { closePayload, database: sqlOf, rowsOf } = await import('../src/platform/database/transaction')
modulesLoaded()
const payload = await getPayload({ config })
const db = sqlOf(payload)
const storage = storageFor(payload)
const SYSTEM = { id: 'bench', staff: true }

/** A photograph-like picture: smooth colour fields with grain, so JPEG sizes are realistic (a few hundred KB). */
async function photograph(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3)
  let noise = seed * 7919 + 1
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff
      const grain = (noise >> 16) % 24
      const at = (y * WIDTH + x) * 3
      pixels[at] = (x * 255) / WIDTH + grain
      pixels[at + 1] = ((y + seed * 37) % HEIGHT) * (200 / HEIGHT) + grain
      pixels[at + 2] = (((x + y) * 3 + seed * 11) % 255) / 2 + grain
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

// The season, its two weekends and three neighbourhoods, through Payload; the 1,000 artists, studios,
// registrations, pictures and listings in bulk, as a demo seed would leave them.
const season = await payload.create({
  collection: 'os-seasons',
  overrideAccess: true,
  data: {
    year: 2026,
    name: 'Open Studios 2026',
    status: 'current',
    tiers: [
      { key: 'participating', name: 'Participating', earlyPriceMinor: 1, regularPriceMinor: 1, latePriceMinor: 1 },
    ],
    currency: 'USD',
    withdrawalRefundPercent: 100,
    secondWeekendDiscountMinor: 0,
    guide: { descriptionLimit: 165, directionsLimit: 99, imageWidthInches: 2, imageHeightInches: 2, printDpi: 300 },
  },
})
const places: { id: number }[] = []
for (const name of ['Bernal Heights', 'Dogpatch', 'Mission']) {
  places.push(await payload.create({ collection: 'neighbourhoods', overrideAccess: true, data: { name } }))
}
const weekends: { id: number }[] = []
for (const number of [1, 2]) {
  weekends.push(
    await payload.create({
      collection: 'os-weekends',
      overrideAccess: true,
      data: {
        season: season.id,
        number,
        label: `Weekend ${number}`,
        startsOn: `2026-10-0${number * 3}`,
        endsOn: `2026-10-0${number * 3 + 1}`,
        opensAt: '11:00',
        closesAt: '18:00',
      },
    }),
  )
}

const originals = path.join(dataDir, 'originals')
mkdirSync(originals, { recursive: true })
const distinct: Buffer[] = []
for (let seed = 0; seed < DISTINCT; seed += 1) distinct.push(await photograph(seed))
let originalBytes = 0
// Setup, not measured: ten listings at a time.
await eachAtOnce(Array.from({ length: LISTINGS }), 10, async (_, n) => {
  const bytes = distinct[n % DISTINCT]!
  const filename = `original-${n}.jpg`
  originalBytes += bytes.length
  writeFileSync(path.join(originals, filename), bytes)
  await storage.upload(SYSTEM, {
    bucket: 'public',
    name: `images/${filename}`,
    mediaType: 'image/jpeg',
    patch: { fields: { contentType: 'image/jpeg' } },
    body: Readable.from([bytes]),
  })
  const [user] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO users (email, name) VALUES (${`artist-${n}@example.org`}, ${`Artist ${String(n).padStart(4, '0')}`}) RETURNING id`,
  )
  const [studio] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO os_studios (address, neighbourhood_id, position_source)
        VALUES (${`${n} Main St`}, ${places[n % 3]!.id}, 'none') RETURNING id`,
  )
  const [registration] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO os_registrations (season_id, artist_id, tier, studio_id, status)
        VALUES (${season.id}, ${user!.id}, 'participating', ${studio!.id}, 'registered') RETURNING id`,
  )
  await db.execute(
    sql`INSERT INTO os_registrations_rels ("order", parent_id, path, os_weekends_id)
        VALUES (1, ${registration!.id}, 'weekends', ${weekends[n % 2]!.id})`,
  )
  const [image] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO images (alt, filename, mime_type, filesize, width, height, uploaded_by_id)
        VALUES ('A picture', ${filename}, 'image/jpeg', ${bytes.length}, ${WIDTH}, ${HEIGHT}, ${user!.id}) RETURNING id`,
  )
  await db.execute(
    sql`INSERT INTO os_listings (registration_id, season_id, artist_id, image_id, description, directions, status)
        VALUES (${registration!.id}, ${season.id}, ${user!.id}, ${image!.id},
          'Paintings of the bay in oil and wax, small and large.', 'Ring the bell marked Studio.', 'approved')`,
  )
})
const [{ id: exportId }] = await rowsOf<{ id: number }>(
  db,
  sql`INSERT INTO os_guide_exports (season_id, status, done, total) VALUES (${season.id}, 'queued', 0, 0) RETURNING id`,
)

// Ours: the export, with this process's resident memory sampled as it runs.
const rssBefore = process.memoryUsage.rss()
let rssPeak = rssBefore
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss())
}, 20)
const started = performance.now()
const exported = await runGuideExport(payload, storage, exportId)
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
rssPeak = Math.max(rssPeak, process.memoryUsage.rss())
if (exported.listings !== LISTINGS) throw new Error(`the export had ${exported.listings} listings, not ${LISTINGS}`)

// The baseline: the system's zip over the same originals and a CSV, its peak memory from /usr/bin/time.
const MB = 1024 * 1024
let baseline: { seconds: number; peakKb: number | null; bytes: number } | null = null
if (spawnSync('zip', ['-v'], { stdio: 'ignore' }).status === 0) {
  writeFileSync(path.join(originals, 'guide.csv'), readFileSync(path.join(root, 'package.json')))
  const out = path.join(dataDir, 'baseline.zip')
  const timed = existsSync('/usr/bin/time')
  const zipStarted = performance.now()
  const child = timed
    ? spawn('/usr/bin/time', ['-f', '%M', 'zip', '-q', '-r', out, '.'], {
        cwd: originals,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawn('zip', ['-q', '-r', out, '.'], { cwd: originals, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`zip failed: ${stderr}`)
  const peak = timed ? Number(stderr.trim().split('\n').pop()) : NaN
  baseline = {
    seconds: (performance.now() - zipStarted) / 1000,
    peakKb: Number.isFinite(peak) ? peak : null,
    bytes: statSync(out).size,
  }
} else {
  console.warn('bench/guide-export: the system has no `zip` (apt-get install -y zip): its baseline is skipped.')
}

await closePayload(payload)
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

const rows: BenchRow[] = [
  {
    measure: `guide export: ${LISTINGS} listings, pictures ${WIDTH}×${HEIGHT} → 600×600 at 300 dpi, one ZIP (${(exported.bytes / MB).toFixed(0)} MB)`,
    value: `${seconds.toFixed(1)} s`,
    baseline: baseline
      ? `${baseline.seconds.toFixed(1)} s system zip of the ${(originalBytes / MB).toFixed(0)} MB originals (${(baseline.bytes / MB).toFixed(0)} MB)`
      : 'zip not installed: skipped',
    ratio: baseline ? seconds / baseline.seconds : null,
    goal: '—',
    met: null,
  },
  {
    measure: 'guide export: peak resident memory of the process (growth during the export)',
    value: `${(rssPeak / MB).toFixed(0)} MB (+${((rssPeak - rssBefore) / MB).toFixed(0)} MB)`,
    baseline: baseline?.peakKb ? `${(baseline.peakKb / 1024).toFixed(0)} MB system zip` : '—',
    ratio: baseline?.peakKb ? rssPeak / (baseline.peakKb * 1024) : null,
    goal: 'growth ≤ 100 MB (streamed)',
    met: rssPeak - rssBefore <= 100 * MB,
  },
]
if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows))
else printTable(rows)
process.exit(0)
