import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { publicArtworkPage } from '../services/public-pages'
import { artworkJsonLd, dimensionsText, imageAt, priceText } from '../services/public-view'
import { AVAILABILITY_LABELS } from '../services/rules'
import { artworkHref } from './ArtworkCard'
import { ArtworkView } from './ArtworkView'
import { shown } from './public-images'
import { absolute, artistHref, excerpt, named, pageMetadata } from './route-metadata'

/**
 * The artwork page (`/art/{id}`), apart from the other routes: it alone draws the gallery, a client component, and a
 * route module that held it would send the gallery's JavaScript to every page that imports any route.
 */

export async function artworkMetadata(key: string): Promise<Metadata> {
  const payload = await payloadInstance()
  const page = await publicArtworkPage(payload, key)
  if (!page) return notFoundMetadata
  const { artwork, artist } = page
  return pageMetadata({
    title: `${artwork.title} by ${artist.displayName}`,
    description: excerpt(
      artwork.description?.trim() ||
        [artwork.title, artwork.year, named(artwork.medium)?.name, `by ${artist.displayName}`]
          .filter(Boolean)
          .join(', '),
    ),
    path: artworkHref(artwork),
    image: shown(payload, artwork.images?.[0]?.image),
    type: 'article',
  })
}

/** `heart`, given by the route (favourites are membership's): drawn under the artwork's title. */
export async function ArtworkRoute({
  id,
  image,
  heart,
}: {
  id: string
  image?: string
  heart?: (artworkId: number) => ReactNode
}) {
  const payload = await payloadInstance()
  const page = await publicArtworkPage(payload, id)
  if (!page) return <PageNotFound path={askedPath('art', id)} />
  const { artwork, artist } = page
  const images = (artwork.images ?? []).map((row) => shown(payload, row.image)).filter((image) => image !== null)
  const wanted = Number(image)
  const medium = named(artwork.medium)
  const artistUrl = absolute(artistHref(artist))
  return (
    <ArtworkView
      heart={heart?.(artwork.id)}
      artwork={{
        title: artwork.title,
        artist: { displayName: artist.displayName, href: artistHref(artist) },
        images,
        initialImage: Number.isInteger(wanted) && wanted >= 1 && wanted <= images.length ? wanted - 1 : 0,
        year: artwork.year ?? null,
        medium: medium ? { name: medium.name, slug: medium.slug ?? '' } : null,
        dimensions: dimensionsText(artwork.dimensions),
        price: priceText(artwork),
        availability: AVAILABILITY_LABELS[artwork.availability],
        description: artwork.description ?? null,
        tags: artwork.tags ?? [],
        jsonLd: artworkJsonLd({
          url: absolute(artworkHref(artwork)),
          name: artwork.title,
          artist: { name: artist.displayName, url: artistUrl },
          description: artwork.description,
          images: images.map((image) => absolute(imageAt(image, 1200).url)),
          year: artwork.year,
          medium: medium?.name,
          dimensions: artwork.dimensions,
          price: artwork.price,
          priceOnRequest: artwork.priceOnRequest,
          availability: artwork.availability,
          keywords: artwork.tags ?? [],
        }),
      }}
    />
  )
}
