import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { featureArtistsWhenEmpty, featuredArtworkPicture, parseArtSearch, searchArtists } from '@/domains/artists'
import { pictureTheHomePage, seedFirstRunContent } from '@/domains/content'
import { seedDemo } from '@/domains/artists/demo/seed'
import { database } from '@/platform/database/transaction'

import { testPayload } from './payload'

describe('the demo city', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  // Four images are encoded, six sizes each: on a busy machine that takes longer than the default minute.
  it(
    'adds published, verified artists with their artworks, pictures, portraits and search rows, all public',
    { timeout: 180_000 },
    async () => {
      const stages: string[] = []
      const made = await seedDemo(payload, {
        size: { artists: 30, artworks: 90, pictures: 1 },
        onProgress: ({ stage, done, total }) => stages.push(`${stage} ${done}/${total}`),
      })
      expect(made).toEqual({ artists: 30, artworks: 90, pictures: 1, portraits: 3 })
      expect(stages).toEqual(['pictures 1/1', ...[1, 2, 3].map((done) => `portraits ${done}/3`), 'artists 30/30'])

      const profiles = await payload.find({
        collection: 'artist-profiles',
        overrideAccess: false,
        limit: 100,
        depth: 1,
      })
      expect(profiles.totalDocs).toBe(30)
      const first = profiles.docs[0]!
      expect(first.verified).toBe(true)
      expect(first.mediums?.length).toBeGreaterThan(0)
      // Every artist has a portrait with its alt text, and neighbours in the list do not share one.
      const portraits = profiles.docs.map((profile) => (typeof profile.portrait === 'object' ? profile.portrait : null))
      expect(portraits.every((portrait) => portrait?.alt?.match(/portrait/) && portrait.sizes?.avif400?.url)).toBe(true)
      expect(new Set(portraits.map((portrait) => portrait!.id)).size).toBe(3)
      const works = await payload.find({ collection: 'artworks', overrideAccess: false, limit: 1, depth: 1 })
      expect(works.totalDocs).toBe(90)
      const image = works.docs[0]!.images?.[0]?.image
      expect(typeof image === 'object' && image?.alt).toMatch(/abstract composition/)

      const everyone = await searchArtists(payload, parseArtSearch({}))
      expect(everyone.total).toBe(30)
      const byName = await searchArtists(payload, parseArtSearch({ q: first.displayName }))
      expect(byName.artists[0]?.slug).toBe(first.slug)
    },
  )

  it('features the first artists on /artists when the selection is empty, and leaves a filled one alone', async () => {
    expect(await featureArtistsWhenEmpty(payload, 6)).toBe(6)
    const [featured] = (
      await payload.find({ collection: 'selections', where: { slug: { equals: 'featured-on-home' } } })
    ).docs
    expect(featured?.items).toHaveLength(6)
    expect(await featureArtistsWhenEmpty(payload, 6)).toBe(0)
  })

  it('gives the home page’s hero a featured artwork’s picture, credited, once; a draft staff are writing is left alone', async () => {
    await seedFirstRunContent(payload)
    const picture = await featuredArtworkPicture(payload)
    expect(picture?.credit).toMatch(/^[^,]+, [^,]+, \d{4}$/)
    await payload.updateGlobal({
      slug: 'home-page',
      data: { heading: 'A draft heading', _status: 'draft' },
      draft: true,
    })
    expect(await pictureTheHomePage(payload, picture)).toBe(false)
    await payload.updateGlobal({
      slug: 'home-page',
      data: { heading: 'Open studios, open city', _status: 'published' },
    })
    expect(await pictureTheHomePage(payload, picture)).toBe(true)
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(home).toMatchObject({ picture: picture!.image, pictureCredit: picture!.credit, _status: 'published' })
    expect(await pictureTheHomePage(payload, picture)).toBe(false)
    expect(await pictureTheHomePage(payload, null)).toBe(false)
  })

  it('adds another city beside the first without clashing addresses, with its pictures, and is the same for the same seed', async () => {
    const pictures = async () => (await payload.find({ collection: 'images', limit: 0 })).totalDocs
    const before = await pictures()
    await seedDemo(payload, { size: { artists: 30, artworks: 30, pictures: 1 } })
    expect(await pictures()).toBe(before)
    const pictured = await payload.find({
      collection: 'artworks',
      where: { 'images.image': { exists: true } },
      limit: 0,
    })
    expect(pictured.totalDocs).toBe(120)
    const profiles = await payload.find({ collection: 'artist-profiles', overrideAccess: false, limit: 0 })
    expect(profiles.totalDocs).toBe(60)
    const names = await payload.find({
      collection: 'artist-profiles',
      overrideAccess: false,
      pagination: false,
      depth: 0,
      sort: 'createdAt',
    })
    const slugs = names.docs.map((doc) => doc.slug)
    expect(new Set(slugs).size).toBe(60)
    // The same seed gives the same names, so the second city's slugs carry a suffix.
    expect(names.docs[30]!.displayName).toBe(names.docs[0]!.displayName)
    expect(slugs[30]).toBe(`${slugs[0]}-2`)
  })

  it('leaves the stored facet counts and name words as counting every search row would make them', async () => {
    const rows = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => Object.values(row).join(' '))
    const counts = await rows(sql`SELECT facet, value, artists FROM artist_search_counts WHERE artists <> 0
      ORDER BY facet, value`)
    expect(counts).toContain('all  60')
    expect(counts).toEqual(
      await rows(sql`SELECT v.facet, v.value, count(*)::int FROM artist_search s
        CROSS JOIN LATERAL artist_search_facet_values(s.medium_ids, s.neighbourhood_id, s.work_bands,
          s.work_availability) v
        GROUP BY v.facet, v.value ORDER BY v.facet, v.value`),
    )
    const words = await rows(sql`SELECT word, artists FROM artist_name_words ORDER BY word`)
    expect(words.length).toBeGreaterThan(10)
    expect(words).toEqual(
      await rows(sql`SELECT w, count(*)::int FROM artist_search s CROSS JOIN LATERAL unnest(s.name_words) AS w
        GROUP BY w ORDER BY w`),
    )
    // The narrow names the search matches (decision 079, stop 48): the bulk import runs without triggers.
    const names = await rows(sql`SELECT profile_id, name_key, name_words FROM artist_names ORDER BY 1`)
    expect(names).toHaveLength(60)
    expect(names).toEqual(await rows(sql`SELECT profile_id, name_key, name_words FROM artist_search ORDER BY 1`))
  })

  it("leaves the pair counts, the artworks' words and their ranks as reading every search row again would", async () => {
    const rows = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => Object.values(row).join(' '))
    const pairs = await rows(sql`SELECT given_facet, given_value, facet, value, artists FROM artist_search_pair_counts
      WHERE artists <> 0 ORDER BY 1, 2, 3, 4`)
    expect(pairs.length).toBeGreaterThan(10)
    expect(pairs).toEqual(
      await rows(sql`SELECT p.given_facet, p.given_value, p.facet, p.value, count(*)::int FROM artist_search s
        CROSS JOIN LATERAL artist_search_facet_pairs(s.medium_ids, s.neighbourhood_id, s.work_bands,
          s.work_availability, s.work_offers, s.weekends) p
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
    )
    const terms = await rows(sql`SELECT lexeme, profile_id, rank FROM artist_work_terms ORDER BY 1, 2`)
    expect(terms.length).toBeGreaterThan(60)
    expect(terms).toEqual(
      await rows(sql`SELECT u.lexeme, w.profile_id, max(ts_rank(w.document, quote_literal(u.lexeme)::tsquery))
        FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u GROUP BY 1, 2 ORDER BY 1, 2`),
    )
    const words = await rows(sql`SELECT profile_id, work_words FROM artist_search ORDER BY 1`)
    expect(words.every((row) => row.length > 10)).toBe(true)
    expect(words).toEqual(
      await rows(sql`SELECT profile_id, artist_work_words(profile_id) FROM artist_search ORDER BY 1`),
    )
  })

  it("leaves each facet value's artists and each document's words as reading every search row again would (decision 040)", async () => {
    const rows = async (statement: ReturnType<typeof sql>) =>
      (await database(payload).execute(statement)).rows.map((row) => Object.values(row).join(' '))
    const members = await rows(sql`SELECT facet, value, array_to_string(ids, ',') FROM artist_search_members
      WHERE cardinality(ids) > 0 ORDER BY 1, 2`)
    expect(members.length).toBeGreaterThan(10)
    expect(members).toEqual(
      await rows(sql`SELECT v.facet, v.value, array_to_string(array_agg(DISTINCT s.profile_id ORDER BY s.profile_id), ',')
        FROM artist_search s CROSS JOIN LATERAL artist_search_member_values(s.medium_ids, s.neighbourhood_id,
          s.work_bands, s.work_availability, s.work_offers, s.weekends) v
        GROUP BY 1, 2 ORDER BY 1, 2`),
    )
    const terms = await rows(sql`SELECT lexeme, profile_id, rank FROM artist_doc_terms ORDER BY 1, 2`)
    expect(terms.length).toBeGreaterThan(60)
    expect(terms).toEqual(
      await rows(sql`SELECT u.lexeme, s.profile_id, ts_rank(s.document, quote_literal(u.lexeme)::tsquery)
        FROM artist_search s CROSS JOIN LATERAL unnest(s.document) AS u ORDER BY 1, 2`),
    )
  })
})
