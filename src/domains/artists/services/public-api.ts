import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import type { ArtistProfile, Artwork } from '@/payload-types'
import { database, rowsOf } from '@/platform/database/transaction'

import { publicProfileWhere, PUBLIC_PROFILE_SQL } from '../access'
import { absolute, artistHref, named } from '../components/route-metadata'
import { artworkHref } from '../components/ArtworkCard'
import { shown } from '../components/public-images'
import { listedArtistConditions, lookups, type ListedArtistFilter, type Named } from './art-search'
import { TEXT_MAX_LENGTH } from './art-search-query'
import { publicArtworkPage, publicProfilePage } from './public-pages'
import { dimensionsText, imageAt } from './public-view'
import { ART_CURRENCY, richTextWords, type Availability } from './rules'
import { FEATURED_SELECTION, publicSelection } from './selections'

/**
 * The public artists as the public API gives them to partners (issue 41): the
 * same rules as the pages (`publicProfileWhere()`, `publicArtworkWhere()`, read as an
 * anonymous visitor), and never an artist whose account is suspended. Only
 * what the artist's page shows, with absolute addresses.
 */

export type PublicPicture = { url: string; width: number | null; height: number | null; alt: string }
export type PublicNamed = { name: string; slug: string }

export type PublicArtistSummary = {
  id: number
  slug: string
  name: string
  url: string
  neighbourhood: PublicNamed | null
  mediums: PublicNamed[]
  portrait: PublicPicture | null
}

export type PublicArtwork = {
  id: number
  slug: string
  title: string
  url: string
  year: number | null
  medium: string | null
  dimensions: string | null
  description: string | null
  /** In minor units of `currency`; null when the price is on request or not given. */
  priceMinor: number | null
  currency: string
  availability: Availability
  picture: PublicPicture | null
}

export type PublicArtist = PublicArtistSummary & {
  bio: string | null
  statement: string | null
  studio: { street: string | null; city: string | null; postcode: string | null }
  links: { kind: string; label: string | null; url: string }[]
  artworks: PublicArtwork[]
}

function picture(payload: Payload, value: unknown): PublicPicture | null {
  const image = shown(payload, value)
  if (!image) return null
  const { url, width, height } = imageAt(image, 1200)
  return url ? { url: absolute(url), width: width ?? null, height: height ?? null, alt: image.alt } : null
}

const namedOf = (value: unknown): PublicNamed | null => {
  const item = named(value)
  return item ? { name: item.name, slug: item.slug ?? '' } : null
}

function summaryOf(payload: Payload, profile: ArtistProfile): PublicArtistSummary {
  return {
    id: profile.id,
    slug: profile.slug ?? String(profile.id),
    name: profile.displayName,
    url: absolute(artistHref(profile)),
    neighbourhood: namedOf(profile.neighbourhood),
    mediums: (profile.mediums ?? []).map(namedOf).filter((item) => item !== null),
    portrait: picture(payload, profile.portrait),
  }
}

function artworkOf(payload: Payload, artwork: Artwork): PublicArtwork {
  const onRequest = artwork.priceOnRequest || artwork.price === null || artwork.price === undefined
  return {
    id: artwork.id,
    slug: artwork.slug ?? String(artwork.id),
    title: artwork.title,
    url: absolute(artworkHref(artwork)),
    year: artwork.year ?? null,
    medium: named(artwork.medium)?.name ?? null,
    dimensions: dimensionsText(artwork.dimensions),
    description: artwork.description?.trim() || null,
    priceMinor: onRequest ? null : Math.round(artwork.price! * 100),
    currency: ART_CURRENCY,
    availability: artwork.availability,
    picture: picture(payload, artwork.images?.[0]?.image),
  }
}

/** The public API's narrowing of its artists (decision 113), and `key`: the same narrowing always the same text. */
export type PublicArtistFilter = ListedArtistFilter & { key: string }

export const NO_ARTIST_FILTER: PublicArtistFilter = { mediumIds: [], neighbourhoodIds: [], words: '', key: '' }

const KNOWN_SHOWN = 30

/** The one of `list` that `wanted` names by slug or name (any case), or why none does. */
function namedIn(list: Named[], what: 'medium' | 'neighbourhood', wanted: string): Named | string {
  const lower = wanted.trim().toLowerCase()
  const found = list.find((item) => item.slug === lower || item.name.toLowerCase() === lower)
  if (found) return found
  const known = list.slice(0, KNOWN_SHOWN).map((item) => item.slug)
  return `There is no ${what} “${wanted.slice(0, 80)}”: give one of ${known.join(', ') || 'none yet'}${list.length > KNOWN_SHOWN ? '…' : ''} (its slug or name).`
}

/**
 * The narrowing a partner asks for — a medium and a neighbourhood by slug or name, words of a name — or
 * what is wrong with it: an unknown medium or neighbourhood is named with the known ones, not read as none.
 */
export async function publicArtistFilter(
  payload: Payload,
  wanted: { medium: string | null; neighbourhood: string | null; words: string | null },
): Promise<{ filter: PublicArtistFilter } | { problem: string }> {
  const words = (wanted.words ?? '').trim().replace(/\s+/g, ' ')
  if (words.length > TEXT_MAX_LENGTH) return { problem: `The words (q) must be at most ${TEXT_MAX_LENGTH} characters.` }
  if (words && !/[\p{L}\p{N}]/u.test(words)) return { problem: 'The words (q) must hold a letter or a digit.' }
  const medium = wanted.medium?.trim() || null
  const neighbourhood = wanted.neighbourhood?.trim() || null
  if (!medium && !neighbourhood && !words) return { filter: NO_ARTIST_FILTER }
  const names = await lookups(payload, '')
  const chosenMedium = medium ? namedIn(names.mediums, 'medium', medium) : null
  if (typeof chosenMedium === 'string') return { problem: chosenMedium }
  const chosenNeighbourhood = neighbourhood ? namedIn(names.neighbourhoods, 'neighbourhood', neighbourhood) : null
  if (typeof chosenNeighbourhood === 'string') return { problem: chosenNeighbourhood }
  return {
    filter: {
      mediumIds: chosenMedium ? [chosenMedium.id] : [],
      neighbourhoodIds: chosenNeighbourhood ? [chosenNeighbourhood.id] : [],
      words,
      key: JSON.stringify([chosenMedium?.slug ?? null, chosenNeighbourhood?.slug ?? null, words.toLowerCase()]),
    },
  }
}

/** The neighbourhoods, in the organisation's order, as the search page lists them. */
export async function publicNeighbourhoods(payload: Payload): Promise<Named[]> {
  return (await lookups(payload, '')).neighbourhoods
}

/**
 * Public artists by id after `after` (none: from the first), at most `limit`, and whether more follow;
 * narrowed by `filter` through the search's own conditions (its rows hold public artists only).
 */
export async function publicArtistsAfter(
  payload: Payload,
  after: number | null,
  limit: number,
  filter: PublicArtistFilter = NO_ARTIST_FILTER,
): Promise<{ artists: PublicArtistSummary[]; more: boolean }> {
  const narrowed = filter.key ? listedArtistConditions(filter) : null
  const rows = await rowsOf<{ id: number }>(
    database(payload),
    sql`${narrowed?.ctes ? sql`WITH ${narrowed.ctes}` : sql``}
      SELECT p.id FROM artist_profiles p ${narrowed ? sql`JOIN artist_search m ON m.profile_id = p.id` : sql``}
      WHERE ${PUBLIC_PROFILE_SQL} AND p.id > ${after ?? 0} ${narrowed ? sql`AND ${narrowed.where}` : sql``}
      ORDER BY p.id LIMIT ${limit + 1}`,
  )
  const ids = rows.slice(0, limit).map((row) => row.id)
  if (ids.length === 0) return { artists: [], more: false }
  // Read again through the collection's access as a visitor: the page's rule, not only this SQL's.
  const where: Where = { and: [publicProfileWhere(), { id: { in: ids } }] }
  const { docs } = await payload.find({
    collection: 'artist-profiles',
    where,
    sort: 'id',
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return { artists: docs.map((profile) => summaryOf(payload, profile)), more: rows.length > limit }
}

/** An artist's line under their name on a card (an oEmbed card, a mailing's): neighbourhood and mediums. */
export function artistCardLine(artist: PublicArtistSummary): string {
  const line = [artist.neighbourhood?.name, artist.mediums.map((medium) => medium.name).join(', ')]
  return line.filter(Boolean).join(' · ') || 'An artist in our directory'
}

/** One public artist by their address (slug or id) with their public artworks, or null. */
export async function publicArtist(payload: Payload, key: string): Promise<PublicArtist | null> {
  const page = await publicProfilePage(payload, key)
  if (!page) return null
  const [listed] = await rowsOf<{ id: number }>(
    database(payload),
    sql`SELECT p.id FROM artist_profiles p WHERE ${PUBLIC_PROFILE_SQL} AND p.id = ${page.profile.id}`,
  )
  if (!listed) return null
  const { profile, artworks } = page
  return {
    ...summaryOf(payload, profile),
    bio: profile.bio?.trim() || null,
    statement: richTextWords(profile.statement).trim() || null,
    studio: {
      street: profile.studio?.street ?? null,
      city: profile.studio?.city ?? null,
      postcode: profile.studio?.postcode ?? null,
    },
    links: (profile.links ?? []).map((link) => ({ kind: link.kind, label: link.label ?? null, url: link.url })),
    artworks: artworks.map((artwork) => artworkOf(payload, artwork)),
  }
}

export type FeaturedEntry =
  | { kind: 'artist'; name: string; url: string; picture: PublicPicture | null }
  | { kind: 'artwork'; title: string; artist: string; url: string; picture: PublicPicture | null }

/** The artists landing's data as it shows it: the featured artists and artworks, and the mediums to browse by. */
export async function artistsLandingData(
  payload: Payload,
): Promise<{ featured: FeaturedEntry[]; mediums: (PublicNamed & { url: string })[] }> {
  const [featured, mediums] = await Promise.all([
    publicSelection(payload, FEATURED_SELECTION),
    payload.find({ collection: 'mediums', sort: 'name', depth: 0, pagination: false, overrideAccess: false }),
  ])
  return {
    featured: (featured?.items ?? []).map((item): FeaturedEntry => {
      if (item.relationTo === 'artist-profiles') {
        const { profile } = item
        return {
          kind: 'artist',
          name: profile.displayName,
          url: absolute(artistHref(profile)),
          picture: picture(payload, profile.portrait),
        }
      }
      const { artwork } = item
      return {
        kind: 'artwork',
        title: artwork.title,
        artist: typeof artwork.artist === 'object' ? artwork.artist.displayName : '',
        url: absolute(artworkHref(artwork)),
        picture: picture(payload, artwork.images?.[0]?.image),
      }
    }),
    mediums: mediums.docs.map((medium) => ({
      name: medium.name,
      slug: medium.slug ?? '',
      url: absolute(`/artists/artsearch?medium=${encodeURIComponent(medium.slug ?? '')}`),
    })),
  }
}

/** One public artwork by its address (slug or id) with its artist's name and address, or null (decision 110, oEmbed). */
export async function publicArtworkWithArtist(
  payload: Payload,
  key: string,
): Promise<{ artwork: PublicArtwork; artist: { name: string; url: string } } | null> {
  const page = await publicArtworkPage(payload, key)
  if (!page) return null
  return {
    artwork: artworkOf(payload, page.artwork),
    artist: { name: page.artist.displayName, url: absolute(artistHref(page.artist)) },
  }
}
