/**
 * The artists part of `npm run bench` (run by `bench/run.ts`, or alone with
 * `npx tsx bench/art-search.ts`): a demo city of BENCH_ARTISTS artists and
 * BENCH_ARTWORKS artworks (default 10,000 and 100,000), then
 * - p50 and p95 of a set of realistic searches through `searchArtists`, and of
 *   the same statements run bare in the same run (their ratio: what the
 *   service adds around its SQL);
 * - requests per second of a cached artist page against a static file from the
 *   same server in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'

import type { ArtSearchFilter } from '../src/domains/artists/services/art-search'
import { startEmbeddedPostgres } from '../src/platform/database/embedded'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.test-data', 'bench-art')
const artists = Number(process.env.BENCH_ARTISTS ?? 10_000)
const artworks = Number(process.env.BENCH_ARTWORKS ?? 100_000)
const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3300) + 1
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password-1' }

/** What visitors search for: a word, two words, a misspelt name, facets alone, and both. */
const SEARCHES: Record<string, string>[] = [
  { q: 'painting' },
  { q: 'fog harbour' },
  { q: 'Marques' },
  { medium: 'ceramics' },
  { neighbourhood: 'mission', price: '500-2000' },
  { q: 'blue', availability: 'available', medium: 'painting' },
  { page: '5' },
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

rmSync(dataDir, { recursive: true, force: true })
const database = await startEmbeddedPostgres({ dataDir, password: 'bench', database: 'vernissage' })
Object.assign(process.env, {
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
  SEED_DEMO_ARTISTS: '0',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
})
// Loaded once the environment is set: the configuration is read when these modules load.
const [{ getPayload }, { default: config }, { parseArtSearch, searchArtists, seedDemo }, search] = await Promise.all([
  import('payload'),
  import('../src/payload.config'),
  import('../src/domains/artists'),
  import('../src/domains/artists/services/art-search'),
])
const { artSearchStatement, NAME_SIMILARITY } = search
const payload = await getPayload({ config })

const seedSeconds = await timed(() =>
  seedDemo(payload, { size: { artists, artworks, pictures: 4 }, sharp }).then(() => undefined),
)

const ids = async (collection: 'mediums' | 'neighbourhoods') =>
  new Map(
    (await payload.find({ collection, pagination: false, depth: 0 })).docs.map((doc) => [doc.slug as string, doc.id]),
  )
const mediumIds = await ids('mediums')
const placeIds = await ids('neighbourhoods')
const drizzle = (payload.db as unknown as { drizzle: { transaction<T>(work: (tx: never) => Promise<T>): Promise<T> } })
  .drizzle

const service: number[] = []
const bare: number[] = []
const totals: number[] = []
for (let round = -2; round < rounds; round += 1) {
  for (const params of SEARCHES) {
    const query = parseArtSearch(params)
    const filter: ArtSearchFilter = {
      ...query,
      mediumIds: query.mediums.flatMap((slug) => mediumIds.get(slug) ?? []),
      neighbourhoodIds: query.neighbourhoods.flatMap((slug) => placeIds.get(slug) ?? []),
    }
    let total = 0
    const viaService = await timed(async () => {
      total = (await searchArtists(payload, query)).total
    })
    // The same statement, in a transaction with the same setting, as the service runs it.
    const viaSql = await timed(() =>
      drizzle.transaction(async (tx: { execute(query: unknown): Promise<unknown> }) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY)}, true)`)
        return tx.execute(artSearchStatement(filter))
      }),
    )
    // The first two rounds warm the caches and are not counted.
    if (round >= 0) {
      service.push(viaService)
      bare.push(viaSql)
      if (round === 0) totals.push(total)
    }
  }
}
const someArtist = (await payload.find({ collection: 'artist-profiles', limit: 1, depth: 0, sort: 'displayName' }))
  .docs[0]!
await payload.destroy()
;(payload.db as unknown as { pool: { on(event: 'error', listener: () => void): void } }).pool.on('error', () => {})

// The server uses the same database, already seeded.
const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--no-build'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const artistUrl = `${base}/artist/${someArtist.slug}`
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
  const ok = await fetch(artistUrl)
    .then((response) => response.ok)
    .catch(() => false)
  if (ok) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const load = async (url: string) => {
  const result = await autocannon({ url, connections, duration: seconds })
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, errors: result.non2xx + result.errors }
}
await load(artistUrl) // warm-up, not reported
const artistPage = await load(artistUrl)
const staticFile = await load(`${base}/builds/latest.json`)
await new Promise<void>((resolve) => {
  server.once('exit', () => resolve())
  server.kill('SIGTERM')
})
await database.stop()
rmSync(dataDir, { recursive: true, force: true })

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`
console.log(`
Artists and art: ${artists} artists, ${artworks} artworks (seeded in ${(seedSeconds / 1000).toFixed(1)} s)
${SEARCHES.length} searches x ${rounds} rounds; artists found by each: ${totals.join(', ')}
  searchArtists (the service):   p50 ${ms(percentile(service, 50))}   p95 ${ms(percentile(service, 95))}
  the same SQL, bare:            p50 ${ms(percentile(bare, 50))}   p95 ${ms(percentile(bare, 95))}
  service / SQL ratio:           p50 ${(percentile(service, 50) / percentile(bare, 50)).toFixed(2)}   p95 ${(percentile(service, 95) / percentile(bare, 95)).toFixed(2)}
cached artist page GET /artist/{slug}: ${String(artistPage.rps).padStart(6)} req/s   p50 ${artistPage.p50} ms   errors ${artistPage.errors}
static file GET /builds/latest.json:   ${String(staticFile.rps).padStart(6)} req/s   p50 ${staticFile.p50} ms   errors ${staticFile.errors}
artist page / static file ratio: ${(artistPage.rps / staticFile.rps).toFixed(3)}
`)
process.exit(0)
