import type { Payload } from 'payload'

import { artworkHref } from '../components/ArtworkCard'
import { publicImagesById, shown, type Shown } from '../components/public-images'
import { artistHref, named } from '../components/route-metadata'
import { artistIndexPage, publicArtworkPage, type ArtistIndexPage, type PublicArtworkPage } from './public-pages'
import { dimensionsText, indexHref, parseIndexParams, priceText } from './public-view'
import { resourcesByCategory } from './resources'
import { AVAILABILITY_LABELS } from './rules'
import { RESOURCE_CATEGORY_LABELS, type ResourceCategory } from '../collections/Resources'

/**
 * What the artwork page and the A–Z index show, composed once for the page and
 * for its data at `{path}/_payload.json` (decision 114), from the pages' own
 * cached reads: the JSON is what the page draws, and only what is public.
 */

export type ArtworkShown = {
  path: string
  id: number
  title: string
  artist: { displayName: string; href: string }
  images: Shown[]
  year: number | null
  medium: { name: string; slug: string } | null
  dimensions: string | null
  price: string
  availability: string
  description: string | null
  tags: string[]
}

/** A public artwork (`publicArtworkPage`) as its page shows it. */
export function artworkShown(payload: Payload, { artwork, artist }: PublicArtworkPage): ArtworkShown {
  const medium = named(artwork.medium)
  return {
    path: artworkHref(artwork),
    id: artwork.id,
    title: artwork.title,
    artist: { displayName: artist.displayName, href: artistHref(artist) },
    images: (artwork.images ?? []).map((row) => shown(payload, row.image)).filter((image) => image !== null),
    year: artwork.year ?? null,
    medium: medium ? { name: medium.name, slug: medium.slug ?? '' } : null,
    dimensions: dimensionsText(artwork.dimensions),
    price: priceText(artwork),
    availability: AVAILABILITY_LABELS[artwork.availability],
    description: artwork.description ?? null,
    tags: artwork.tags ?? [],
  }
}

/** `/art/{slug|id}/_payload.json`: the artwork page's data, or null (→ 404). */
export async function artworkPageData(payload: Payload, key: string): Promise<ArtworkShown | null> {
  const page = await publicArtworkPage(payload, key)
  return page ? artworkShown(payload, page) : null
}

/** One page of the A–Z index with its artists' card pictures, by image id. */
export async function artistIndexShown(
  payload: Payload,
  address: { letter: string; page: string },
): Promise<{ index: ArtistIndexPage; images: Map<number, Shown> }> {
  const { letter, page } = parseIndexParams(address)
  const index = await artistIndexPage(payload, letter, page)
  const images = await publicImagesById(
    payload,
    index.artists.flatMap((artist) => (artist.imageId ? [artist.imageId] : [])),
  )
  return { index, images }
}

/** `/art/artists/_payload.json?letter=&page=`: the index's page as it shows it — every letter's count and this page's artists. */
export async function artistIndexPageData(payload: Payload, address: { letter: string; page: string }) {
  const { index, images } = await artistIndexShown(payload, address)
  return {
    path: indexHref(index.letter, index.page),
    letter: index.letter,
    page: index.page,
    pages: index.pages,
    total: index.total,
    letters: index.letters,
    artists: index.artists.map((artist) => ({
      name: artist.displayName,
      path: artistHref({ id: artist.id, slug: artist.slug }),
      neighbourhood: artist.neighbourhood,
      picture: (artist.imageId ? images.get(artist.imageId) : undefined) ?? null,
    })),
  }
}

export type ResourceShown = {
  id: number
  title: string
  description: string | null
  href: string | null
  image: Shown | null
}

/** `/artists/artistresources`: the resources by category, each with the link it opens (its own, else its image's). */
export async function resourcesShown(
  payload: Payload,
): Promise<{ category: ResourceCategory; label: string; resources: ResourceShown[] }[]> {
  return (await resourcesByCategory(payload)).map((group) => ({
    category: group.category,
    label: RESOURCE_CATEGORY_LABELS[group.category],
    resources: group.resources.map((resource) => {
      const image = shown(payload, resource.file)
      return {
        id: resource.id,
        title: resource.title,
        description: resource.description ?? null,
        href: resource.link ?? image?.url ?? null,
        image,
      }
    }),
  }))
}

/** `/artists/artistresources/_payload.json`: the resources as the page lists them. */
export async function resourcesPageData(payload: Payload) {
  return { path: '/artists/artistresources', categories: await resourcesShown(payload) }
}
