import { randomUUID } from 'node:crypto'

import type { PoolClient } from 'pg'
import type { Payload } from 'payload'

import { pictureSvg, portraitSvg, storeDrawings } from '@/domains/media'
import { postgresOf } from '@/platform/database/transaction'
import { slugify } from '@/platform/slugs'

import { demoArtists, type DemoArtist, type DemoSize } from './generate'
import { MEDIUMS, NEIGHBOURHOODS } from './words'

export type SeedProgress = { stage: 'pictures' | 'portraits' | 'artists'; done: number; total: number }

export type SeedOptions = {
  size: DemoSize
  seed?: number
  onProgress?: (progress: SeedProgress) => void
}

const BATCH = 500

async function ensureTerms(payload: Payload, collection: 'mediums' | 'neighbourhoods', names: readonly string[]) {
  const ids = new Map<string, number>()
  for (const [order, name] of names.entries()) {
    const found = await payload.find({ collection, where: { name: { equals: name } }, limit: 1, depth: 0 })
    const doc =
      found.docs[0] ?? (await payload.create({ collection, data: { name, slug: slugify(name), order }, depth: 0 }))
    ids.set(name, doc.id)
  }
  return ids
}

/** The pictures artworks share, drawn in turn (see `storeDrawings`). */
function makePictures(payload: Payload, options: SeedOptions): Promise<number[]> {
  const drawings = Array.from({ length: options.size.pictures }, (_, index) => ({
    filename: `demo-picture-${index + 1}.jpg`,
    alt: `An abstract composition of colour fields, circles and brush strokes (demo picture ${index + 1})`,
    svg: () => pictureSvg(index, 1200, 900),
  }))
  return storeDrawings(payload, drawings, (done) =>
    options.onProgress?.({ stage: 'pictures', done, total: drawings.length }),
  )
}

/**
 * The portraits artists share: three for each picture of the pool, up to one each, so the first start's
 * artists each have their own; square and small (a card, a circle or a third of the artist's page shows
 * them), so sizing them is quick.
 */
function makePortraits(payload: Payload, options: SeedOptions): Promise<number[]> {
  const count = Math.min(options.size.artists, options.size.pictures * 3)
  const drawings = Array.from({ length: count }, (_, index) => ({
    filename: `demo-portrait-${index + 1}.jpg`,
    alt: `A cut-paper portrait: a figure's head and shoulders against a coloured ground (demo portrait ${index + 1})`,
    svg: () => portraitSvg(index, 480),
  }))
  return storeDrawings(payload, drawings, (done) =>
    options.onProgress?.({ stage: 'portraits', done, total: drawings.length }),
  )
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
})

const statementOf = (paragraphs: string[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: paragraphs.map(paragraph) },
})

/** A slug not yet taken, by a suffix when needed. */
function freeSlug(base: string, taken: Set<string>): string {
  let slug = base || 'artist'
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}

/**
 * Adds a demo city to the database: mediums and neighbourhoods, pictures, and
 * published, verified artists (each with an account that cannot sign in) with
 * their artworks. Artists and artworks are written straight to the tables in
 * one transaction, batch by batch — ten thousand artists through Payload one
 * by one would take an hour — and the search tables follow through their
 * triggers. Either every artist arrives or none does.
 */
export async function seedDemo(payload: Payload, options: SeedOptions) {
  const artists = demoArtists(options.size, options.seed)
  const mediums = await ensureTerms(payload, 'mediums', MEDIUMS)
  const places = await ensureTerms(
    payload,
    'neighbourhoods',
    NEIGHBOURHOODS.map((place) => place.name),
  )
  const pictures = await makePictures(payload, options)
  const portraits = await makePortraits(payload, options)

  const client = await postgresOf(payload).pool.connect()
  try {
    await client.query('BEGIN')
    const bulk = await withoutPerRowTriggers(client)
    const added: { profiles: number[]; artworks: number[] } = { profiles: [], artworks: [] }
    const profileSlugs = new Set(
      (await client.query<{ slug: string }>('SELECT slug FROM artist_profiles WHERE slug IS NOT NULL')).rows.map(
        (row) => row.slug,
      ),
    )
    const artworkSlugs = new Set(
      (await client.query<{ slug: string }>('SELECT slug FROM artworks WHERE slug IS NOT NULL')).rows.map(
        (row) => row.slug,
      ),
    )
    const run = Date.now().toString(36)
    for (let start = 0; start < artists.length; start += BATCH) {
      const batch = artists.slice(start, start + BATCH)
      const ids = await insertBatch(client, batch, {
        start,
        run,
        mediums,
        places,
        pictures,
        portraits,
        profileSlugs,
        artworkSlugs,
      })
      added.profiles.push(...ids.profiles)
      added.artworks.push(...ids.artworks)
      options.onProgress?.({ stage: 'artists', done: start + batch.length, total: artists.length })
    }
    if (bulk) {
      // The planner's figures still describe the tables before this seed.
      await client.query(
        'ANALYZE users, users_roles, artist_profiles, artist_profiles_links, artist_profiles_rels, artworks, artworks_images, artworks_texts',
      )
      // Each new row indexed once, rather than an artist again for each of its artworks and tags; the
      // counting triggers stay off too, and the counts are made once from every search row.
      await client.query('SELECT artwork_search_refresh(id) FROM unnest($1::int[]) AS t(id)', [added.artworks])
      // Read next by artist for each search row's words: planned for an empty table, each is a full scan.
      await client.query('ANALYZE artwork_search')
      // Every word of every new artwork grouped in memory once, rather than sorted on disk (until COMMIT).
      await client.query(`SET LOCAL work_mem = '256MB'`)
      await client.query('SELECT artist_work_terms_add($1::int[])', [added.artworks])
      await client.query('SELECT artist_search_refresh(id) FROM unnest($1::int[]) AS t(id)', [added.profiles])
      await client.query('SELECT artist_search_recount()')
      // And of the search tables just filled: the first searches would otherwise be planned for empty ones.
      await client.query(
        'ANALYZE artist_search, artist_names, artwork_search, artist_work_terms, artist_doc_terms, artist_name_words, artist_search_members',
      )
    }
    await client.query('COMMIT')
    // Rewritten wholesale above: dead row versions for every search to step over until autovacuum comes by.
    if (bulk)
      await client.query(
        'VACUUM ANALYZE artist_search_counts, artist_search_members, artist_name_words, artist_search, artist_names, artwork_search, artist_work_terms, artist_doc_terms',
      )
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
  return {
    artists: artists.length,
    artworks: artists.reduce((sum, artist) => sum + artist.artworks.length, 0),
    pictures: pictures.length,
    portraits: portraits.length,
  }
}

type Client = PoolClient

/**
 * Turns off the search triggers (and every other) for this transaction, when
 * the database lets us (it takes a superuser, as the embedded database's is).
 * The seed then fills the search tables itself; otherwise the triggers do.
 */
async function withoutPerRowTriggers(client: Client): Promise<boolean> {
  await client.query('SAVEPOINT bulk')
  try {
    await client.query('SET LOCAL session_replication_role = replica')
    return true
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT bulk')
    return false
  }
}

async function insertBatch(
  client: Client,
  batch: DemoArtist[],
  context: {
    start: number
    run: string
    mediums: Map<string, number>
    places: Map<string, number>
    pictures: number[]
    portraits: number[]
    profileSlugs: Set<string>
    artworkSlugs: Set<string>
  },
) {
  const users = await client.query<{ id: number }>(
    `INSERT INTO users (name, email, email_verified, status)
     SELECT name, email, true, 'active' FROM unnest($1::varchar[], $2::varchar[]) AS t(name, email)
     RETURNING id`,
    [
      batch.map((artist) => artist.displayName),
      batch.map((_, index) => `demo-artist-${context.run}-${context.start + index + 1}@example.org`),
    ],
  )
  const userIds = users.rows.map((row) => row.id)
  await client.query(
    `INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, 'artist' FROM unnest($1::int[]) AS t(id)`,
    [userIds],
  )
  const slugs = batch.map((artist) => freeSlug(slugify(artist.displayName), context.profileSlugs))
  const profiles = await client.query<{ id: number }>(
    `INSERT INTO artist_profiles (display_name, slug, owner_id, status, _status, verified, verified_at, bio, statement,
        neighbourhood_id, studio_street, studio_city, studio_postcode, studio_latitude, studio_longitude, portrait_id)
     SELECT name, slug, owner, 'published', 'published', true, now(), bio, statement::jsonb,
        place, street, city, postcode, lat, lng, portrait
     FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::varchar[], $5::text[], $6::int[], $7::varchar[],
        $8::varchar[], $9::varchar[], $10::numeric[], $11::numeric[], $12::int[])
        AS t(name, slug, owner, bio, statement, place, street, city, postcode, lat, lng, portrait)
     RETURNING id`,
    [
      batch.map((artist) => artist.displayName),
      slugs,
      userIds,
      batch.map((artist) => artist.bio),
      batch.map((artist) => JSON.stringify(statementOf(artist.statement))),
      batch.map((artist) => context.places.get(artist.neighbourhood) ?? null),
      batch.map((artist) => artist.studio.street),
      batch.map((artist) => artist.studio.city),
      batch.map((artist) => artist.studio.postcode),
      batch.map((artist) => artist.studio.lat),
      batch.map((artist) => artist.studio.lng),
      // Artists in turn: neighbours in a list never share a portrait while the pool lasts.
      batch.map((_, index) => context.portraits[(context.start + index) % context.portraits.length] ?? null),
    ],
  )
  const profileIds = profiles.rows.map((row) => row.id)

  const rels = batch.flatMap((artist, index) =>
    artist.mediums.map((medium, order) => [profileIds[index]!, order + 1, context.mediums.get(medium)!] as const),
  )
  await client.query(
    `INSERT INTO artist_profiles_rels (parent_id, "order", path, mediums_id)
     SELECT parent, ord, 'mediums', medium FROM unnest($1::int[], $2::int[], $3::int[]) AS t(parent, ord, medium)`,
    [rels.map((rel) => rel[0]), rels.map((rel) => rel[1]), rels.map((rel) => rel[2])],
  )
  const websites = batch.flatMap((artist, index) =>
    artist.website ? [[profileIds[index]!, artist.website] as const] : [],
  )
  await client.query(
    `INSERT INTO artist_profiles_links (_order, _parent_id, id, kind, url)
     SELECT 1, parent, id, 'website', url FROM unnest($1::int[], $2::varchar[], $3::varchar[]) AS t(parent, id, url)`,
    [websites.map((site) => site[0]), websites.map(() => randomUUID()), websites.map((site) => site[1])],
  )

  const works = batch.flatMap((artist, index) =>
    artist.artworks.map((work) => ({
      ...work,
      artist: profileIds[index]!,
      slug: freeSlug(slugify(`${work.title} ${slugs[index]}`), context.artworkSlugs),
    })),
  )
  if (works.length === 0) return { profiles: profileIds, artworks: [] }
  const inserted = await client.query<{ id: number }>(
    `INSERT INTO artworks (artist_id, title, slug, status, year, medium_id, dimensions_height, dimensions_width,
        dimensions_depth, dimensions_unit, price, price_on_request, availability, description)
     SELECT artist, title, slug, 'published', year, medium, height, width, depth, unit::enum_artworks_dimensions_unit,
        price, price IS NULL, availability::enum_artworks_availability, description
     FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::int[], $5::int[], $6::numeric[], $7::numeric[],
        $8::numeric[], $9::text[], $10::numeric[], $11::text[], $12::varchar[])
        AS t(artist, title, slug, year, medium, height, width, depth, unit, price, availability, description)
     RETURNING id`,
    [
      works.map((work) => work.artist),
      works.map((work) => work.title),
      works.map((work) => work.slug),
      works.map((work) => work.year),
      works.map((work) => context.mediums.get(work.medium)!),
      works.map((work) => work.dimensions.height),
      works.map((work) => work.dimensions.width),
      works.map((work) => work.dimensions.depth ?? null),
      works.map((work) => work.dimensions.unit),
      works.map((work) => work.price ?? null),
      works.map((work) => work.availability),
      works.map((work) => work.description),
    ],
  )
  const workIds = inserted.rows.map((row) => row.id)
  const ids = { profiles: profileIds, artworks: workIds }
  if (context.pictures.length > 0) {
    await client.query(
      `INSERT INTO artworks_images (_order, _parent_id, id, image_id)
       SELECT 1, parent, id, image FROM unnest($1::int[], $2::varchar[], $3::int[]) AS t(parent, id, image)`,
      [
        workIds,
        workIds.map(() => randomUUID()),
        works.map((work) => context.pictures[work.picture % context.pictures.length]!),
      ],
    )
  }
  const tags = works.flatMap((work, index) => work.tags.map((tag, order) => [workIds[index]!, order + 1, tag] as const))
  await client.query(
    `INSERT INTO artworks_texts (parent_id, "order", path, text)
     SELECT parent, ord, 'tags', tag FROM unnest($1::int[], $2::int[], $3::varchar[]) AS t(parent, ord, tag)`,
    [tags.map((tag) => tag[0]), tags.map((tag) => tag[1]), tags.map((tag) => tag[2])],
  )
  return ids
}
