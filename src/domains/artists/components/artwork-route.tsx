import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { artworkShown } from '../services/page-views'
import { publicArtworkPage } from '../services/public-pages'
import { artworkJsonLd, imageAt } from '../services/public-view'
import { artworkHref } from './ArtworkCard'
import { ArtworkView } from './ArtworkView'
import { shown } from './public-images'
import { absolute, excerpt, named, pageMetadata } from './route-metadata'

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
  const { artwork } = page
  const { path, id: _id, ...view } = artworkShown(payload, page)
  const wanted = Number(image)
  const artistUrl = absolute(view.artist.href)
  return (
    <ArtworkView
      heart={heart?.(artwork.id)}
      artwork={{
        ...view,
        initialImage: Number.isInteger(wanted) && wanted >= 1 && wanted <= view.images.length ? wanted - 1 : 0,
        jsonLd: artworkJsonLd({
          url: absolute(path),
          name: artwork.title,
          artist: { name: view.artist.displayName, url: artistUrl },
          description: artwork.description,
          images: view.images.map((image) => absolute(imageAt(image, 1200).url)),
          year: artwork.year,
          medium: view.medium?.name,
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
