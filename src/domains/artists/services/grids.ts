import type { Payload, Where } from 'payload'

import { cachedPageData } from '@/platform/http/public-pages'
import type { ArtistProfile, Artwork } from '@/payload-types'

import { publicArtworkWhere, publicProfileWhere } from '../access'
import type { ArtworkCardData } from '../components/ArtworkCard'
import { publicImagesById, shown, type Shown } from '../components/public-images'
import { PAGE_TAGS } from './page-cache'
import { cardImageIds } from './public-pages'
import { publicSelection } from './selections'

/**
 * The artists and artworks a content page's grid shows (the content domain's
 * artist and artwork grid blocks): read as an anonymous visitor, only what is
 * public, the same for everyone, cached under the tags their changes expire,
 * so a page cached whole (decision 039) is drawn afresh when they change.
 */

/** Most cards a grid shows: a page is not an index. */
export const GRID_MAX = 24

export type ArtistCardData = {
  id: number
  slug: string | null
  displayName: string
  neighbourhood: string | null
  mediums: string[]
  /** Their portrait, else their newest artwork's first picture; null without one (or without alt text). */
  image: Shown | null
}

/**
 * Which artists: a selection's artists in its order, or those matching a
 * query (a medium, a neighbourhood, addresses among `among`), by name.
 */
export type ArtistGridChoice =
  | { selection: number; limit: number }
  | { medium?: number | null; neighbourhood?: number | null; among?: readonly string[] | null; limit: number }

/** Which artworks: chosen one by one (in that order), a selection's, or the newest of a medium. */
export type ArtworkGridChoice =
  | { artworks: readonly number[]; limit: number }
  | { selection: number; limit: number }
  | { medium: number; limit: number }

const DATA_SECONDS = 3600
const GRID_TAGS = [PAGE_TAGS.artists, PAGE_TAGS.artworks, PAGE_TAGS.taxonomy, PAGE_TAGS.selections]

export const gridLimit = (limit: number) => Math.min(GRID_MAX, Math.max(1, Math.floor(limit) || 1))

const nameOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'name' in value ? String((value as { name: unknown }).name) : null

/** A selection's items as the public sees them, or [] when there is none (deleted since the page was made). */
async function selectionItems(payload: Payload, id: number) {
  const found = await payload.findByID({
    collection: 'selections',
    id,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!found) return []
  return (await publicSelection(payload, found.slug))?.items ?? []
}

async function artistCardsOf(payload: Payload, profiles: ArtistProfile[]): Promise<ArtistCardData[]> {
  const cards = await cardImageIds(
    payload,
    profiles.map((profile) => profile.id),
  )
  const images = await publicImagesById(payload, [...cards.values()])
  return profiles.map((profile) => {
    const imageId = cards.get(profile.id)
    return {
      id: profile.id,
      slug: profile.slug ?? null,
      displayName: profile.displayName,
      neighbourhood: nameOf(profile.neighbourhood),
      mediums: (profile.mediums ?? []).map(nameOf).filter((name) => name !== null),
      image: imageId === undefined ? null : (images.get(imageId) ?? null),
    }
  })
}

async function loadArtistGrid(payload: Payload, choice: ArtistGridChoice): Promise<ArtistCardData[]> {
  const limit = gridLimit(choice.limit)
  if ('selection' in choice) {
    const items = await selectionItems(payload, choice.selection)
    const profiles = items.flatMap((item) => (item.relationTo === 'artist-profiles' ? [item.profile] : []))
    return artistCardsOf(payload, profiles.slice(0, limit))
  }
  if (choice.among && choice.among.length === 0) return []
  const where: Where[] = [publicProfileWhere()]
  if (choice.medium) where.push({ mediums: { in: [choice.medium] } })
  if (choice.neighbourhood) where.push({ neighbourhood: { equals: choice.neighbourhood } })
  if (choice.among) where.push({ slug: { in: [...choice.among] } })
  const { docs } = await payload.find({
    collection: 'artist-profiles',
    where: { and: where },
    sort: ['displayName', 'id'],
    limit,
    depth: 1,
    overrideAccess: false,
  })
  return artistCardsOf(payload, docs)
}

/** The public artists a grid shows, at most `limit` (and at most {@link GRID_MAX}). */
export function artistGrid(payload: Payload, choice: ArtistGridChoice): Promise<ArtistCardData[]> {
  return cachedPageData((wanted: ArtistGridChoice) => loadArtistGrid(payload, wanted), ['artists-public', 'grid'], {
    tags: GRID_TAGS,
    revalidate: DATA_SECONDS,
  })(choice)
}

function artworkCard(payload: Payload, artwork: Artwork): ArtworkCardData {
  return {
    id: artwork.id,
    slug: artwork.slug ?? null,
    title: artwork.title,
    year: artwork.year ?? null,
    price: artwork.price ?? null,
    priceOnRequest: artwork.priceOnRequest ?? null,
    availability: artwork.availability,
    image: shown(payload, artwork.images?.[0]?.image),
  }
}

async function publicArtworks(payload: Payload, where: Where, sort: string[], limit: number): Promise<Artwork[]> {
  const { docs } = await payload.find({
    collection: 'artworks',
    where: { and: [publicArtworkWhere(), where] },
    sort,
    limit,
    depth: 1,
    overrideAccess: false,
  })
  return docs
}

async function loadArtworkGrid(payload: Payload, choice: ArtworkGridChoice): Promise<ArtworkCardData[]> {
  const limit = gridLimit(choice.limit)
  if ('artworks' in choice) {
    const wanted = choice.artworks.slice(0, GRID_MAX)
    if (wanted.length === 0) return []
    const found = new Map(
      (await publicArtworks(payload, { id: { in: wanted } }, ['id'], GRID_MAX)).map((artwork) => [artwork.id, artwork]),
    )
    return wanted.flatMap((id) => (found.has(id) ? [artworkCard(payload, found.get(id)!)] : [])).slice(0, limit)
  }
  if ('selection' in choice) {
    const items = await selectionItems(payload, choice.selection)
    return items
      .flatMap((item) => (item.relationTo === 'artworks' ? [artworkCard(payload, item.artwork)] : []))
      .slice(0, limit)
  }
  const newest = await publicArtworks(payload, { medium: { equals: choice.medium } }, ['-createdAt', '-id'], limit)
  return newest.map((artwork) => artworkCard(payload, artwork))
}

/** The public artworks a grid shows, at most `limit` (and at most {@link GRID_MAX}). */
export function artworkGrid(payload: Payload, choice: ArtworkGridChoice): Promise<ArtworkCardData[]> {
  return cachedPageData(
    (wanted: ArtworkGridChoice) => loadArtworkGrid(payload, wanted),
    ['artists-public', 'artwork-grid'],
    { tags: GRID_TAGS, revalidate: DATA_SECONDS },
  )(choice)
}
