import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, Where } from 'payload'

import type { ArtistProfile, Artwork } from '@/payload-types'

import { publicArtworkWhere, publicProfileWhere, PUBLIC_PROFILE_SQL } from '../access'
import { PAGE_TAGS } from './page-cache'
import { INDEX_PER_PAGE, type IndexLetter } from './public-view'
import { database } from '@/platform/database/transaction'
import { cachedPageData } from '@/platform/http/public-pages'

/**
 * The data of the public artist pages, read as an anonymous visitor
 * (`overrideAccess: false`, no user: only what is public) and cached by
 * Next.js under the tags of `page-cache.ts`, which the collections' hooks
 * expire on every change (decision 025). The pages themselves stay dynamic:
 * the site's layout reads the request to show who is signed in.
 */

/**
 * Payload adds to the `where` it is given while it runs a query, so a shared
 * constant grew with every request until PostgreSQL refused the joins: each
 * query gets its own copy.
 */
const publicProfiles = (): Where => publicProfileWhere()
const publicArtworks = (): Where => publicArtworkWhere()

/** A safety net for writes made around Payload (plain SQL): cached data is at most a day old. */
const SAFETY_NET_SECONDS = 86_400

function cached<A extends unknown[], R>(
  name: string,
  tags: string[],
  load: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  // The arguments are part of the cache key, with the name.
  return cachedPageData(load, ['artists-public', name], { tags, revalidate: SAFETY_NET_SECONDS })
}

/** `/artist/{slug}` or `/artist/{id}`: a slug first, then, for a number, an id. */
function byAddress(key: string): Where {
  return /^\d{1,10}$/.test(key)
    ? { or: [{ slug: { equals: key } }, { id: { equals: Number(key) } }] }
    : { slug: { equals: key } }
}

const ADDRESS_MAX_LENGTH = 200

async function publicProfileId(payload: Payload, key: string): Promise<number | null> {
  if (!key || key.length > ADDRESS_MAX_LENGTH) return null
  return cached('profile-id', [PAGE_TAGS.artists], async (address: string) => {
    const { docs } = await payload.find({
      collection: 'artist-profiles',
      where: { and: [publicProfiles(), byAddress(address)] },
      sort: 'id',
      limit: 2,
      depth: 0,
      select: { slug: true },
      overrideAccess: false,
    })
    // A slug wins over an id that happens to read the same.
    return (docs.find((doc) => doc.slug === address) ?? docs[0])?.id ?? null
  })(key)
}

export type PublicProfilePage = { profile: ArtistProfile; artworks: Artwork[] }

/** A public artist's profile with their public artworks, or null (→ 404) for anything not public. */
export async function publicProfilePage(payload: Payload, key: string): Promise<PublicProfilePage | null> {
  const id = await publicProfileId(payload, key)
  if (id === null) return null
  return cached('profile', [PAGE_TAGS.artist(id), PAGE_TAGS.taxonomy], async (profileId: number) => {
    const { docs } = await payload.find({
      collection: 'artist-profiles',
      where: { and: [publicProfiles(), { id: { equals: profileId } }] },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    const profile = docs[0]
    if (!profile) return null
    const artworks = await payload.find({
      collection: 'artworks',
      where: { and: [publicArtworks(), { artist: { equals: profileId } }] },
      sort: ['-year', 'title'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    return { profile, artworks: artworks.docs }
  })(id)
}

async function publicArtworkIds(payload: Payload, key: string): Promise<{ id: number; artist: number } | null> {
  if (!key || key.length > ADDRESS_MAX_LENGTH) return null
  return cached('artwork-id', [PAGE_TAGS.artworks], async (address: string) => {
    const { docs } = await payload.find({
      collection: 'artworks',
      where: { and: [publicArtworks(), byAddress(address)] },
      sort: 'id',
      limit: 2,
      depth: 0,
      select: { slug: true, artist: true },
      overrideAccess: false,
    })
    const doc = docs.find((item) => item.slug === address) ?? docs[0]
    if (!doc) return null
    return { id: doc.id, artist: typeof doc.artist === 'object' ? doc.artist.id : doc.artist }
  })(key)
}

export type PublicArtworkPage = { artwork: Artwork; artist: ArtistProfile }

/** A public artwork with its artist, or null (→ 404). */
export async function publicArtworkPage(payload: Payload, key: string): Promise<PublicArtworkPage | null> {
  const ids = await publicArtworkIds(payload, key)
  if (!ids) return null
  // Tagged with its artist too: the page shows the artist, and hiding the profile hides the artwork.
  const tags = [PAGE_TAGS.artwork(ids.id), PAGE_TAGS.artist(ids.artist), PAGE_TAGS.taxonomy]
  return cached('artwork', tags, async (artworkId: number) => {
    const { docs } = await payload.find({
      collection: 'artworks',
      where: { and: [publicArtworks(), { id: { equals: artworkId } }] },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    const artwork = docs[0]
    if (!artwork || typeof artwork.artist !== 'object') return null
    return { artwork, artist: artwork.artist }
  })(ids.id)
}

// ---------------------------------------------------------------- the A–Z index

export type IndexedArtist = {
  id: number
  slug: string | null
  displayName: string
  neighbourhood: string | null
  /** The picture on the artist's card ({@link cardImageOf}). */
  imageId: number | null
}
export type ArtistIndexPage = {
  letter: IndexLetter
  page: number
  pages: number
  total: number
  /** How many public artists each letter has, for the letter navigation. */
  letters: Partial<Record<IndexLetter, number>>
  artists: IndexedArtist[]
}

/**
 * The picture on a card for the artist row `p`: their portrait, else the first
 * image of their newest published artwork.
 */
export function cardImageOf(p: SQL): SQL {
  return sql`coalesce(${p}.portrait_id, (SELECT i.image_id FROM artworks a
    JOIN artworks_images i ON i._parent_id = a.id AND i.image_id IS NOT NULL
    WHERE a.artist_id = ${p}.id AND a.status = 'published'
    ORDER BY a.year DESC NULLS LAST, a.id DESC, i._order LIMIT 1))`
}

/** The card pictures of these artists, by artist. */
export async function cardImageIds(payload: Payload, profileIds: number[]): Promise<Map<number, number>> {
  if (profileIds.length === 0) return new Map()
  const { rows } = await database(payload).execute(
    sql`SELECT p.id, ${cardImageOf(sql`p`)} AS image_id FROM artist_profiles p WHERE p.id = ANY(${sql.param(profileIds)}::int[])`,
  )
  return new Map(
    (rows as { id: number; image_id: number | null }[]).flatMap((row) =>
      row.image_id ? [[row.id, row.image_id]] : [],
    ),
  )
}

/**
 * The letter a public artist is filed under, in SQL so that counting, filtering
 * and sorting agree: the first letter without accents ("Élodie" under E), or
 * "#" for digits, symbols and other scripts.
 */
const LETTER = sql`(CASE WHEN upper(left(unaccent(btrim(p.display_name)), 1)) ~ '^[A-Z]$'
  THEN upper(left(unaccent(btrim(p.display_name)), 1)) ELSE '#' END)`

/** One page of the public artists under a letter, A to Z, with every letter's count. */
export function artistIndexPage(payload: Payload, letter: IndexLetter, page: number): Promise<ArtistIndexPage> {
  // An artwork's change can change an artist's card picture.
  return cached(
    'index',
    [PAGE_TAGS.artists, PAGE_TAGS.artworks, PAGE_TAGS.taxonomy],
    async (wanted: IndexLetter, pageNumber: number) => {
      const { rows } = await database(payload).execute(sql`
      WITH listed AS (
        SELECT p.id, p.slug, p.display_name, p.neighbourhood_id, ${cardImageOf(sql`p`)} AS image_id, ${LETTER} AS letter
        FROM artist_profiles p
        WHERE ${PUBLIC_PROFILE_SQL})
      SELECT
        (SELECT coalesce(json_object_agg(letter, n), '{}') FROM
          (SELECT letter, count(*)::int AS n FROM listed GROUP BY letter) c) AS letters,
        (SELECT coalesce(json_agg(r), '[]') FROM (
          SELECT l.id, l.slug, l.display_name AS "displayName", n.name AS neighbourhood, l.image_id AS "imageId"
          FROM listed l LEFT JOIN neighbourhoods n ON n.id = l.neighbourhood_id
          WHERE l.letter = ${wanted}::text
          ORDER BY unaccent(lower(l.display_name)), l.id
          LIMIT ${INDEX_PER_PAGE} OFFSET ${(pageNumber - 1) * INDEX_PER_PAGE}) r) AS artists`)
      const row = rows[0] as { letters: Partial<Record<IndexLetter, number>>; artists: IndexedArtist[] }
      const total = row.letters[wanted] ?? 0
      return {
        letter: wanted,
        page: pageNumber,
        pages: Math.max(1, Math.ceil(total / INDEX_PER_PAGE)),
        total,
        letters: row.letters,
        artists: row.artists,
      }
    },
  )(letter, page)
}

// ---------------------------------------------------------------- the sitemap

/** The public rows of each kind the sitemap lists, in SQL: what `publicProfileWhere()` and `publicArtworkWhere()` let anyone read. */
const SITEMAP_ROWS = {
  artists: sql`SELECT p.id, p.slug, p.updated_at FROM artist_profiles p
    WHERE ${PUBLIC_PROFILE_SQL} AND p.slug IS NOT NULL`,
  artworks: sql`SELECT a.id, a.slug, a.updated_at FROM artworks a
    JOIN artist_profiles p ON p.id = a.artist_id
    WHERE a.status = 'published' AND ${PUBLIC_PROFILE_SQL} AND a.slug IS NOT NULL`,
} as const

export type SitemapKind = keyof typeof SITEMAP_ROWS
export const SITEMAP_KINDS = Object.keys(SITEMAP_ROWS) as SitemapKind[]

/** How many public artists and artworks the sitemap lists: one query, cached under their tags. */
export function sitemapCounts(payload: Payload): Promise<Record<SitemapKind, number>> {
  return cached('sitemap-counts', [PAGE_TAGS.artists, PAGE_TAGS.artworks], async () => {
    const { rows } = await database(payload).execute(sql`SELECT
      (SELECT count(*)::int FROM (${SITEMAP_ROWS.artists}) r) AS artists,
      (SELECT count(*)::int FROM (${SITEMAP_ROWS.artworks}) r) AS artworks`)
    return rows[0] as Record<SitemapKind, number>
  })()
}

/**
 * One file's worth of public artists or artworks, by id: `size` rows from the `page`th
 * (1 first). Read fresh, not kept in the data cache (up to 50,000 rows); the file
 * that lists them is cached whole.
 */
export async function sitemapRows(
  payload: Payload,
  kind: SitemapKind,
  page: number,
  size: number,
): Promise<{ path: string; updatedAt: string }[]> {
  const prefix = kind === 'artists' ? '/artist/' : '/art/'
  const { rows } = await database(payload).execute(sql`SELECT r.slug, r.updated_at FROM (${SITEMAP_ROWS[kind]}) r
    ORDER BY r.id LIMIT ${size} OFFSET ${(page - 1) * size}`)
  return (rows as { slug: string; updated_at: string | Date }[]).map((row) => ({
    path: `${prefix}${row.slug}`,
    updatedAt: new Date(row.updated_at).toISOString(),
  }))
}
