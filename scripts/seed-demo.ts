/**
 * `npm run seed:demo -- --artists 10000 --artworks 100000`: adds a demo city to
 * the database the app uses (DATABASE_URL, or the embedded one under DATA_DIR —
 * stop the server first, as the embedded database has one owner at a time).
 */
import nextEnv from '@next/env'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { loadLocalSecrets } from '../src/platform/config/local-secrets'
import { startEmbeddedPostgres } from '../src/platform/database/embedded'

const root = path.resolve(import.meta.dirname, '..')
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })

const LIMITS = { artists: 100_000, artworks: 1_000_000, pictures: 500, seed: 2 ** 31 - 1 } as const

function count(name: keyof typeof LIMITS, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isSafeInteger(number) || number < 0 || number > LIMITS[name]) {
    console.error(`--${name} must be a whole number from 0 to ${LIMITS[name]} (got "${value}").`)
    process.exit(2)
  }
  return number
}

const { values } = parseArgs({
  options: {
    artists: { type: 'string' },
    artworks: { type: 'string' },
    pictures: { type: 'string' },
    seed: { type: 'string' },
  },
})
const artists = count('artists', values.artists, 300)
const size = {
  artists,
  artworks: count('artworks', values.artworks, artists * 5),
  pictures: count('pictures', values.pictures, 24),
}
const seed = count('seed', values.seed, 2026)

const env = process.env
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data')
let stopDatabase: (() => Promise<void>) | undefined
if (!env.DATABASE_URL) {
  const local = loadLocalSecrets(dataDir)
  env.PAYLOAD_SECRET ??= local.payloadSecret
  try {
    const database = await startEmbeddedPostgres({ dataDir, password: local.databasePassword, database: 'vernissage' })
    env.DATABASE_URL = database.url
    stopDatabase = database.stop
  } catch (error) {
    console.error(`Could not open the database under ${dataDir}: is the server running? Stop it first.`)
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
// The demo city is what this command adds; a first start would add its own small one too.
env.SEED_DEMO_ARTISTS = '0'
// Scheduled work is the server's: a command that ends would leave its turns running against a closed database.
env.RUN_JOBS = 'false'

// One after the other, as bench/art-search.ts explains: imported at once, they can wait on each other for good.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { featureArtistsWhenEmpty, featuredArtworkPictures, seedDemo } = await import('../src/domains/artists')
const { pictureTheHomePage, seedDemoPrograms } = await import('../src/domains/content')
const { seedDemoOpenStudios } = await import('../src/domains/openStudios')
const { seedDemoEvents } = await import('../src/domains/events')
const { config: settings } = await import('../src/platform/config')
const { closePayload } = await import('../src/platform/database/transaction')
const payload = await getPayload({ config })
const started = performance.now()
const write = (line: string) => process.stdout.write(process.stdout.isTTY ? `\r${line}` : `${line}\n`)
let exitCode = 0
try {
  console.log(`Adding ${size.artists} artists, ${size.artworks} artworks and ${size.pictures} pictures (seed ${seed})`)
  const made = await seedDemo(payload, {
    size,
    seed,
    onProgress: ({ stage, done, total }) => {
      if (stage === 'pictures') write(`Pictures ${done}/${total}   `)
      else if (stage === 'portraits') write(`Portraits ${done}/${total}   `)
      else write(`Artists ${done}/${total} (${Math.round((done / total) * 100)}%)   `)
    },
  })
  const featured = await featureArtistsWhenEmpty(payload, 8)
  if (featured > 0) console.log(`\nFeatured ${featured} of them on /artists (the selection was empty).`)
  const [hero = null, ...more] = await featuredArtworkPictures(payload, 4)
  if (await pictureTheHomePage(payload, hero)) {
    console.log('Gave the home page a featured artwork as its picture (it had none).')
  }
  const programs = await seedDemoPrograms(payload, more)
  if (programs > 0) console.log(`Added ${programs} demo programs.`)
  const season = await seedDemoOpenStudios(payload, {
    registrations: Math.min(300, size.artists),
    timeZone: settings().TIMEZONE,
  })
  if (season) {
    console.log(
      `\nAdded Open Studios ${season.year} with ${season.registrations} registrations, ${season.listings} guide listings, ${season.adSizes} ad sizes and ${season.ads} ads.`,
    )
  } else console.log('\nAn Open Studios season is already current: no demo season added.')
  const events = await seedDemoEvents(payload, { now: new Date(), timeZone: settings().TIMEZONE })
  if (events) console.log(`Added ${events} demo events to the calendar.`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Added ${made.artists} artists, ${made.artworks} artworks and ${made.pictures} pictures in ${seconds} s.`)
} catch (error) {
  console.error('\nNo artists were added:', error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await closePayload(payload)
  await stopDatabase?.()
}
process.exit(exitCode)
