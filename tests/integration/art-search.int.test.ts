import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseArtSearch, saveOwnProfile, searchArtists, type ArtSearchResults, type Facet } from '@/domains/artists'
import type { Artwork } from '@/payload-types'

import { nameWordKind, PRICE_BANDS } from '@/domains/artists/services/art-search'
import { database } from '@/platform/database/transaction'
import { richText } from '@/platform/rich-text'

import { testPayload } from './payload'

/** `/artists/artsearch` on a handful of artists (decision 024): text, typos, facets, counts and pages. */

let payload: Payload
const mediums: Record<string, number> = {}
const neighbourhoods: Record<string, number> = {}
const profiles: Record<string, number> = {}

type ArtworkSeed = Partial<Omit<Artwork, 'medium'>> & { title: string; medium: string }

async function artist(
  key: string,
  data: {
    name: string
    bio: string
    statement?: string
    mediums: string[]
    neighbourhood: string
    status?: 'published' | 'pending' | 'hidden'
    artworks?: ArtworkSeed[]
  },
) {
  const owner = await payload.create({
    collection: 'users',
    data: { email: `${key}@example.org`, password: 'a-good-password', roles: ['artist'] },
  })
  const status = data.status ?? 'published'
  const profile = await payload.create({
    collection: 'artist-profiles',
    data: {
      owner: owner.id,
      displayName: data.name,
      bio: data.bio,
      statement: data.statement ? richText([{ paragraph: data.statement }]) : undefined,
      mediums: data.mediums.map((name) => mediums[name]!),
      neighbourhood: neighbourhoods[data.neighbourhood],
      status,
      _status: status === 'pending' ? 'draft' : 'published',
    },
  })
  profiles[key] = profile.id
  for (const { medium, ...artwork } of data.artworks ?? []) {
    await payload.create({
      collection: 'artworks',
      data: {
        status: 'published',
        availability: 'available',
        ...artwork,
        medium: mediums[medium],
        artist: profile.id,
      },
    })
  }
  return owner
}

const search = (query: string) => searchArtists(payload, parseArtSearch(new URLSearchParams(query)))
const names = (results: ArtSearchResults) => results.artists.map((hit) => hit.displayName)
const counts = (facets: Facet[]) => Object.fromEntries(facets.map((facet) => [facet.value, facet.count]))

let ada: Awaited<ReturnType<typeof artist>>

beforeAll(async () => {
  payload = await testPayload()
  for (const name of ['Ceramics', 'Painting', 'Photography', 'Sculpture']) {
    mediums[name] = (await payload.create({ collection: 'mediums', data: { name } })).id
  }
  for (const name of ['Mission', 'Dogpatch', 'Sunset']) {
    neighbourhoods[name] = (await payload.create({ collection: 'neighbourhoods', data: { name } })).id
  }
  await artist('elena', {
    name: 'Elena Márquez',
    bio: 'Wheel-thrown porcelain with celadon glazes.',
    statement: 'I fire in a wood kiln by the bay.',
    mediums: ['Ceramics'],
    neighbourhood: 'Mission',
    artworks: [
      { title: 'Celadon Bowl', medium: 'Ceramics', price: 300, tags: ['porcelain', 'bowl'], year: 2024 },
      { title: 'Moon Jar', medium: 'Ceramics', price: 2500, availability: 'sold', year: 2023 },
    ],
  })
  await artist('tomas', {
    name: 'Tomás Marques',
    bio: 'Oil paintings of the harbour.',
    mediums: ['Painting'],
    neighbourhood: 'Dogpatch',
    artworks: [
      { title: 'Harbour at Dawn', medium: 'Painting', price: 1200 },
      { title: 'Fog', medium: 'Painting', priceOnRequest: true },
    ],
  })
  ada = await artist('ada', {
    name: 'Ada Lee',
    bio: 'Street photography.',
    mediums: ['Photography'],
    neighbourhood: 'Sunset',
    artworks: [
      { title: 'Sunset Street', medium: 'Photography', price: 450 },
      { title: 'Night Market', medium: 'Photography', availability: 'not-for-sale' },
    ],
  })
  await artist('ben', {
    name: 'Ben Okafor',
    bio: 'Bronze and clay.',
    mediums: ['Sculpture', 'Ceramics'],
    neighbourhood: 'Mission',
    artworks: [
      { title: 'Bronze Heron', medium: 'Sculpture', price: 8000, tags: ['bird'] },
      { title: 'Clay Study', medium: 'Ceramics', price: 100, status: 'draft' },
    ],
  })
  await artist('henry', {
    name: 'Henry Waiting',
    bio: 'Blue abstractions.',
    mediums: ['Painting'],
    neighbourhood: 'Mission',
    status: 'pending',
    artworks: [{ title: 'Secret Blue', medium: 'Painting', price: 200 }],
  })
  await artist('rita', {
    name: 'Rita Hidden',
    bio: 'Marble.',
    mediums: ['Sculpture'],
    neighbourhood: 'Sunset',
    status: 'hidden',
    artworks: [{ title: 'Marble Torso', medium: 'Sculpture', price: 3000 }],
  })
})

describe('searching artists', () => {
  it('lists every public artist A to Z without a text, with every facet counted', async () => {
    const results = await search('')
    expect(names(results)).toEqual(['Ada Lee', 'Ben Okafor', 'Elena Márquez', 'Tomás Marques'])
    expect(results).toMatchObject({ total: 4, pages: 1, currency: 'USD' })
    expect(counts(results.facets.mediums)).toEqual({ ceramics: 2, painting: 1, photography: 1, sculpture: 1 })
    expect(counts(results.facets.neighbourhoods)).toEqual({ mission: 2, dogpatch: 1, sunset: 1 })
    expect(counts(results.facets.priceBands)).toEqual({
      'under-500': 2,
      '500-2000': 1,
      '2000-5000': 1,
      'over-5000': 1,
      'on-request': 1,
    })
    expect(counts(results.facets.availability)).toEqual({ available: 4, sold: 1, 'not-for-sale': 1 })
    expect(results.facets.mediums[0]).toEqual({ value: 'ceramics', label: 'Ceramics', count: 2, selected: false })
  })

  it('shows each artist with their details and up to three published artworks', async () => {
    const [elena] = (await search('q=porcelain')).artists
    expect(elena).toMatchObject({
      displayName: 'Elena Márquez',
      slug: 'elena-marquez',
      bio: 'Wheel-thrown porcelain with celadon glazes.',
      neighbourhood: { slug: 'mission', name: 'Mission' },
      mediums: [{ slug: 'ceramics', name: 'Ceramics' }],
    })
    expect(elena?.artworks).toEqual([
      expect.objectContaining({ title: 'Celadon Bowl', price: 300, year: 2024, matchesText: true, imageId: null }),
      expect.objectContaining({ title: 'Moon Jar', availability: 'sold', matchesText: false }),
    ])
    expect(elena?.artworks[0]?.medium).toMatchObject({ slug: 'ceramics' })
    const [ben] = (await search('q=clay')).artists
    expect(ben?.artworks.map((artwork) => artwork.title)).toEqual(['Bronze Heron'])
  })

  it('finds words in names, bios, statements, mediums, tags and artwork titles, stemmed', async () => {
    expect(names(await search('q=porcelain'))).toEqual(['Elena Márquez'])
    expect(names(await search('q=kiln'))).toEqual(['Elena Márquez'])
    expect(names(await search('q=painting'))).toEqual(['Tomás Marques'])
    expect(names(await search('q=harbours'))).toEqual(['Tomás Marques'])
    expect(names(await search('q=bird'))).toEqual(['Ben Okafor'])
    expect(names(await search('q=dogpatch'))).toEqual(['Tomás Marques'])
    const heron = await search('q=heron')
    expect(names(heron)).toEqual(['Ben Okafor'])
    expect(heron.artists[0]?.artworks[0]).toMatchObject({ title: 'Bronze Heron', matchesText: true })
  })

  it('ranks a name above words found elsewhere', async () => {
    const results = await search('q=Ceramics')
    expect(names(results).sort()).toEqual(['Ben Okafor', 'Elena Márquez'])
    expect(names(await search('q=sunset'))).toEqual(['Ada Lee'])
  })

  it('forgives accents and typos in names', async () => {
    expect(names(await search('q=Marquez'))).toEqual(['Elena Márquez', 'Tomás Marques'])
    expect(names(await search('q=Marques'))).toEqual(['Tomás Marques', 'Elena Márquez'])
    expect(names(await search('q=marqes')).sort()).toEqual(['Elena Márquez', 'Tomás Marques'])
    expect(names(await search('q=Elena Marqez'))).toEqual(['Elena Márquez'])
    expect(names(await search('q=tomas'))).toEqual(['Tomás Marques'])
    expect(names(await search('q=Okafur'))).toEqual(['Ben Okafor'])
  })

  it('forgives neighbours swapped, a letter left out or added, as a search engine does (decision 032)', async () => {
    for (const typed of ['Oakfor', 'Okafro', 'Okafr', 'Okaafor', 'Ben Oakfor', 'okaf']) {
      expect([typed, names(await search(`q=${encodeURIComponent(typed)}`))[0]]).toEqual([typed, 'Ben Okafor'])
    }
    expect(names(await search('q=Eelna'))[0]).toBe('Elena Márquez')
    // Every typed word must be found in the name: a first name of someone else does not widen the search.
    expect(names(await search('q=Tomas Marqez'))).toEqual(['Tomás Marques'])
    // A phrase asks for exactly what was typed.
    expect((await search(`q=${encodeURIComponent('"Oakfor"')}`)).total).toBe(0)
  })

  it('never shows an unpublished profile, an unpublished artwork, or unapproved words', async () => {
    // The pending artist's artwork words are kept, so the text finds them: neither counted nor on the page.
    const secret = await search('q=secret')
    expect([secret.total, secret.artists]).toEqual([0, []])
    expect((await search('q=henry')).total).toBe(0)
    expect((await search('q=marble')).total).toBe(0)
    expect((await search('q=study')).total).toBe(0)
    await saveOwnProfile(payload, ada, { bio: 'Unapproved zebra pictures.' })
    expect((await search('q=zebra')).total).toBe(0)
    expect(names(await search('q=street'))).toEqual(['Ada Lee'])
  })

  it('filters by medium, counting each facet with the other filters but not its own', async () => {
    const results = await search('medium=ceramics')
    expect(names(results)).toEqual(['Ben Okafor', 'Elena Márquez'])
    expect(counts(results.facets.mediums)).toEqual({ ceramics: 2, painting: 1, photography: 1, sculpture: 1 })
    expect(results.facets.mediums.find((facet) => facet.selected)?.value).toBe('ceramics')
    expect(counts(results.facets.neighbourhoods)).toEqual({ mission: 2, dogpatch: 0, sunset: 0 })
    expect(counts(results.facets.priceBands)).toEqual({
      'under-500': 1,
      '500-2000': 0,
      '2000-5000': 1,
      'over-5000': 1,
      'on-request': 0,
    })
    expect(names(await search('medium=ceramics&medium=painting'))).toEqual([
      'Ben Okafor',
      'Elena Márquez',
      'Tomás Marques',
    ])
  })

  it('filters by neighbourhood and price band together', async () => {
    const results = await search('neighbourhood=mission&price=under-500')
    expect(names(results)).toEqual(['Elena Márquez'])
    expect(counts(results.facets.neighbourhoods)).toEqual({ mission: 1, dogpatch: 0, sunset: 1 })
    expect(counts(results.facets.priceBands)).toMatchObject({ 'under-500': 1, 'over-5000': 1, '2000-5000': 1 })
    expect(names(await search('price=on-request'))).toEqual(['Tomás Marques'])
    expect(names(await search('price=over-5000,500-2000'))).toEqual(['Ben Okafor', 'Tomás Marques'])
  })

  it('applies price band and availability to the same artwork', async () => {
    const sold = await search('availability=sold')
    expect(names(sold)).toEqual(['Elena Márquez'])
    expect(sold.artists[0]?.artworks.map((artwork) => artwork.title)).toEqual(['Moon Jar'])
    expect(counts(sold.facets.priceBands)).toEqual({
      'under-500': 0,
      '500-2000': 0,
      '2000-5000': 1,
      'over-5000': 0,
      'on-request': 0,
    })
    expect(counts(sold.facets.availability)).toEqual({ available: 4, sold: 1, 'not-for-sale': 1 })
    expect((await search('availability=sold&price=under-500')).total).toBe(0)
    expect(counts((await search('price=under-500')).facets.availability)).toEqual({
      available: 2,
      sold: 0,
      'not-for-sale': 0,
    })
    // With a text, counted over the artists it finds rather than read from the stored counts.
    expect(counts((await search('q=celadon&availability=sold')).facets.priceBands)).toEqual({
      'under-500': 0,
      '500-2000': 0,
      '2000-5000': 1,
      'over-5000': 0,
      'on-request': 0,
    })
    expect(counts((await search('q=celadon&price=under-500')).facets.availability)).toEqual({
      available: 1,
      sold: 0,
      'not-for-sale': 0,
    })
  })

  it('pages through the results', async () => {
    const first = await search('perPage=3')
    expect(names(first)).toEqual(['Ada Lee', 'Ben Okafor', 'Elena Márquez'])
    expect(first).toMatchObject({ total: 4, pages: 2 })
    const second = await search('perPage=3&page=2')
    expect(names(second)).toEqual(['Tomás Marques'])
    expect(second.facets.mediums).toEqual(first.facets.mediums)
    const beyond = await search('perPage=3&page=3')
    expect(beyond).toMatchObject({ total: 4, artists: [] })
  })

  it('ignores what it cannot use, and survives any text', async () => {
    const unknown = await search('medium=glass&neighbourhood=atlantis&price=free&page=x')
    expect(unknown.total).toBe(4)
    expect(unknown.query).toMatchObject({ mediums: [], neighbourhoods: [], priceBands: [], page: 1 })
    for (const text of [`"&|!:*('`, `'; DROP TABLE artist_search; --`, 'or', 'the', '%_', '\\', 'a'.repeat(300)]) {
      const results = await search(new URLSearchParams({ q: text }).toString())
      expect(results.total, text).toBeGreaterThanOrEqual(0)
    }
    expect((await search('')).total).toBe(4)
  })
})

describe('keeping the search current', () => {
  it('follows a renamed medium and neighbourhood', async () => {
    expect((await search('q=metalwork')).total).toBe(0)
    await payload.update({ collection: 'mediums', id: mediums.Sculpture!, data: { name: 'Metalwork' } })
    expect(names(await search('q=metalwork'))).toEqual(['Ben Okafor'])
    await payload.update({ collection: 'neighbourhoods', id: neighbourhoods.Dogpatch!, data: { name: 'Pier Seventy' } })
    expect(names(await search('q=pier'))).toEqual(['Tomás Marques'])
    expect((await search('q=dogpatch')).total).toBe(0)
  })

  it('follows artworks and profiles as they change', async () => {
    const [bowl] = (await payload.find({ collection: 'artworks', where: { title: { equals: 'Celadon Bowl' } } })).docs
    await payload.update({ collection: 'artworks', id: bowl!.id, data: { tags: ['teabowl'] } })
    expect(names(await search('q=teabowl'))).toEqual(['Elena Márquez'])
    await payload.update({ collection: 'artworks', id: bowl!.id, data: { status: 'draft' } })
    expect((await search('q=teabowl')).total).toBe(0)
    expect(counts((await search('')).facets.priceBands)['under-500']).toBe(1)

    await payload.update({
      collection: 'artist-profiles',
      id: profiles.elena!,
      data: { status: 'hidden', _status: 'published' },
    })
    expect((await search('q=porcelain')).total).toBe(0)
    expect(counts((await search('')).facets.neighbourhoods).mission).toBe(1)

    await payload.delete({ collection: 'artist-profiles', id: profiles.ben! })
    expect(names(await search(''))).toEqual(['Ada Lee', 'Tomás Marques'])
  })

  it('follows a price or an availability changed on an artwork, in the facets and the filters', async () => {
    const [work] = (await payload.find({ collection: 'artworks', where: { title: { equals: 'Harbour at Dawn' } } }))
      .docs
    const before = counts((await search('')).facets.priceBands)
    await payload.update({ collection: 'artworks', id: work!.id, data: { price: 9000, priceOnRequest: false } })
    const after = counts((await search('')).facets.priceBands)
    expect(after['over-5000']).toBe((before['over-5000'] ?? 0) + 1)
    expect(names(await search('price=over-5000'))).toContain('Tomás Marques')
    await payload.update({ collection: 'artworks', id: work!.id, data: { availability: 'sold' } })
    expect(names(await search('price=over-5000&availability=sold'))).toContain('Tomás Marques')
  })

  it('keeps the dictionary of name words to the public artists', async () => {
    const words = async () =>
      (await database(payload).execute(sql`SELECT word FROM artist_name_words ORDER BY word`)).rows.map(
        (row) => row.word,
      )
    expect(await words()).toEqual(['ada', 'lee', 'marques', 'tomas'])
  })

  it('keeps the narrow table of names equal to the search rows, through a rename (decision 079, stop 48)', async () => {
    const differences = async () =>
      (
        await database(payload).execute(sql`SELECT count(*)::int AS n FROM (
          (SELECT profile_id, name_key, name_words FROM artist_names EXCEPT ALL
            SELECT profile_id, name_key, name_words FROM artist_search)
          UNION ALL (SELECT profile_id, name_key, name_words FROM artist_search EXCEPT ALL
            SELECT profile_id, name_key, name_words FROM artist_names)) d`)
      ).rows[0]!.n
    expect(await differences()).toBe(0)
    await payload.update({ collection: 'artist-profiles', id: profiles.ada!, data: { displayName: 'Ada Lindqvist', status: 'published', _status: 'published' } })
    expect(await differences()).toBe(0)
    expect(names(await search('q=Lindkvist'))).toEqual(['Ada Lindqvist'])
    expect(names(await search('q=Lindq'))).toEqual(['Ada Lindqvist'])
    expect((await search('q=Lee')).total).toBe(0)
    await payload.update({ collection: 'artist-profiles', id: profiles.ada!, data: { displayName: 'Ada Lee', status: 'published', _status: 'published' } })
    expect(await differences()).toBe(0)
    expect(names(await search('q=Lee'))).toEqual(['Ada Lee'])
  })

  it('keeps the stored facet counts, alone and beside one value, equal to counting every public artist again (decision 040)', async () => {
    const rows = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => `${row.facet} ${row.value} ${row.artists}`)
    const stored = await rows(
      sql`SELECT facet, value, artists FROM artist_search_counts WHERE artists <> 0 ORDER BY facet, value`,
    )
    expect(stored).toContain('all  2')
    expect(stored).toEqual(
      await rows(sql`SELECT v.facet, v.value, count(*)::int AS artists FROM artist_search s
        CROSS JOIN LATERAL artist_search_facet_values(s.medium_ids, s.neighbourhood_id, s.work_bands,
          s.work_availability) v
        GROUP BY v.facet, v.value ORDER BY v.facet, v.value`),
    )
    const pairs = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map(
        (row) => `${row.given_facet} ${row.given_value} ${row.facet} ${row.value} ${row.artists}`,
      )
    const storedPairs = await pairs(sql`SELECT given_facet, given_value, facet, value, artists
      FROM artist_search_pair_counts WHERE artists <> 0 ORDER BY 1, 2, 3, 4`)
    expect(storedPairs.length).toBeGreaterThan(0)
    expect(storedPairs).toEqual(
      await pairs(sql`SELECT p.given_facet, p.given_value, p.facet, p.value, count(*)::int AS artists
        FROM artist_search s CROSS JOIN LATERAL artist_search_facet_pairs(s.medium_ids, s.neighbourhood_id,
          s.work_bands, s.work_availability, s.work_offers, s.weekends) p
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    )
  })
})

describe('what a search reads instead of the search rows (decision 040, "Sixth step")', () => {
  it("keeps each facet value's artists, as a sorted id array, equal to reading every search row again after the edits above", async () => {
    const members = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => `${row.facet} ${row.value} ${row.ids}`)
    const kept = await members(sql`SELECT facet, value, array_to_string(ids, ',') AS ids FROM artist_search_members
      WHERE cardinality(ids) > 0 ORDER BY 1, 2`)
    expect(kept.some((row) => row.startsWith('offer '))).toBe(true)
    expect(kept).toEqual(
      await members(sql`SELECT v.facet, v.value, array_to_string(array_agg(DISTINCT s.profile_id ORDER BY s.profile_id), ',') AS ids
        FROM artist_search s CROSS JOIN LATERAL artist_search_member_values(s.medium_ids, s.neighbourhood_id,
          s.work_bands, s.work_availability, s.work_offers, s.weekends) v
        GROUP BY 1, 2 ORDER BY 1, 2`),
    )
  })

  it("keeps each word of an artist's own document with its rank, equal to ranking every search row again after the edits above", async () => {
    const terms = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => `${row.lexeme} ${row.profile_id} ${row.rank}`)
    const kept = await terms(sql`SELECT lexeme, profile_id, rank FROM artist_doc_terms ORDER BY 1, 2`)
    expect(kept.some((row) => row.startsWith('marqu '))).toBe(true)
    expect(kept).toEqual(
      await terms(sql`SELECT u.lexeme, s.profile_id, ts_rank(s.document, quote_literal(u.lexeme)::tsquery) AS rank
        FROM artist_search s CROSS JOIN LATERAL unnest(s.document) AS u ORDER BY 1, 2`),
    )
  })
})

describe('the words of each artist\'s artworks, kept for one-word searches (decision 040, "Fifth step")', () => {
  const rows = async (statement: ReturnType<typeof sql>) =>
    (await database(payload).execute(statement)).rows.map((row) => `${row.lexeme} ${row.profile_id} ${row.rank}`)

  it("keeps each word with its best rank, and on the artist's row, equal to reading every published artwork again after the edits above", async () => {
    const kept = await rows(sql`SELECT lexeme, profile_id, rank FROM artist_work_terms ORDER BY 1, 2`)
    expect(kept.some((row) => row.startsWith('dawn '))).toBe(true)
    expect(kept.some((row) => row.startsWith('teabowl '))).toBe(false)
    expect(kept).toEqual(
      await rows(sql`SELECT u.lexeme, w.profile_id,
          max(ts_rank(w.document, quote_literal(u.lexeme)::tsquery)) AS rank
        FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u GROUP BY 1, 2 ORDER BY 1, 2`),
    )
    const words = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => `${row.profile_id} ${row.words}`)
    const onRows = await words(sql`SELECT profile_id, array_to_string(tsvector_to_array(work_words), ' ') AS words
      FROM artist_search ORDER BY 1`)
    expect(onRows.some((row) => row.includes('dawn'))).toBe(true)
    expect(onRows).toEqual(
      await words(sql`SELECT s.profile_id, coalesce(array_to_string(ARRAY(SELECT DISTINCT u.lexeme
          FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u WHERE w.profile_id = s.profile_id
          ORDER BY 1), ' '), '') AS words
        FROM artist_search s ORDER BY 1`),
    )
  })

  it('ranks a word as a search for it would, quotes and backslashes included', async () => {
    const { rows: ranked } = await database(payload).execute(sql`
      SELECT art_lexeme_rank(d, 'o''hara') AS quote, art_lexeme_rank(d, 'a\\b') AS backslash,
        ts_rank(d, '''o''''hara'''::tsquery) AS expected,
        tsvector_to_array(('''o''''hara'''::tsquery)::text::tsvector) AS word
      FROM (SELECT setweight(array_to_tsvector(ARRAY['o''hara', 'a\\b']), 'A') AS d) x`)
    expect(ranked[0]).toMatchObject({ word: ["o'hara"] })
    expect(ranked[0]!.quote).toBeGreaterThan(0)
    expect(ranked[0]!.quote).toBe(ranked[0]!.expected)
    expect(ranked[0]!.backslash).toBe(ranked[0]!.quote)
  })
})

describe('price bands, in the one SQL function that has them (decision 040)', () => {
  const bandAt = async (price: number | null, onRequest = false) =>
    (await database(payload).execute(sql`SELECT art_price_band(${price}::numeric, ${onRequest}) AS band`)).rows[0]!.band
  it('puts “on request” before any price, and each band from its lower end up to the next, as PRICE_BANDS says', async () => {
    expect(await bandAt(300, true)).toBe('on-request')
    expect(await bandAt(null)).toBeNull()
    for (const band of PRICE_BANDS.filter((band) => band.value !== 'on-request')) {
      if (band.min !== null) expect(await bandAt(band.min)).toBe(band.value)
      if (band.max !== null) expect(await bandAt(band.max - 0.01)).toBe(band.value)
      if (band.min === null) expect(await bandAt(0)).toBe(band.value)
    }
  })
})

describe('the typos a typed word forgives in a word of a name (decision 032), in the SQL itself', () => {
  it.each([
    // typed, name word, kind: 0 the word, 1 its start, 2 a typo, null none
    ['bruno', 'bruno', 0],
    ['brun', 'bruno', 1],
    ['burno', 'bruno', 2], // neighbours swapped
    ['brnuo', 'bruno', 2], // neighbours swapped
    ['oakfor', 'okafor', 2], // neighbours swapped
    ['okafro', 'okafor', 2], // neighbours swapped
    ['okafur', 'okafor', 2], // a letter changed
    ['okafr', 'okafor', 2], // a letter left out
    ['okaafor', 'okafor', 2], // a letter too many
    ['obafur', 'okafor', null], // two typos in six letters
    ['bnu', 'bun', null], // no typo below 5 letters
    ['br', 'bruno', null], // a start of fewer than 3 letters
    ['lindkvist', 'lindqvist', 2],
    ['lindkvits', 'lindqvist', 2], // two typos in nine letters
    ['lnidkvits', 'lindqvist', null], // three
  ] as const)('%s finds %s: %s', async (typed, word, kind) => {
    const { rows } = await database(payload).execute(
      sql`SELECT ${nameWordKind(sql`${typed}::text`, sql`${word}::text`)} AS kind`,
    )
    expect(rows[0]!.kind).toBe(kind)
  })
})
