import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { parseArtSearch, searchArtists } from '../services/art-search'
import { artistIndexShown } from '../services/page-views'
import { publicProfilePage } from '../services/public-pages'
import {
  imageAt,
  indexHref,
  INDEX_LETTERS,
  personJsonLd,
  SEARCH_PATH,
  srcSetOf,
  type ImageData,
} from '../services/public-view'
import { ArtistIndexView } from './ArtistIndexView'
import { ArtistProfileView } from './ArtistProfileView'
import { ArtSearchView, SEARCH_ARTWORK_SIZES } from './ArtSearchView'
import { publicImagesById, shown } from './public-images'
import { absolute, artistHref, excerpt, named, pageMetadata } from './route-metadata'

/**
 * The public artist pages as route files call them: each loads its data
 * (cached, `services/public-pages.ts`), answers 404 for anything not public,
 * and gives Next.js its metadata for sharing and search engines. The artwork
 * page is in `artwork-route.tsx`.
 */

type SearchParams = Record<string, string | string[] | undefined>

// ---------------------------------------------------------------- /artist/{id}

export async function artistMetadata(key: string): Promise<Metadata> {
  const payload = await payloadInstance()
  const page = await publicProfilePage(payload, key)
  if (!page) return notFoundMetadata
  const { profile } = page
  return pageMetadata({
    title: profile.displayName,
    description: excerpt(profile.bio?.trim() || `${profile.displayName}, an artist in our directory.`),
    path: artistHref(profile),
    image: shown(payload, profile.portrait),
    type: 'profile',
  })
}

/** `heart`, given by the route (favourites are membership's): drawn under the artist's name. */
export async function ArtistRoute({ id, heart }: { id: string; heart?: (artistId: number) => ReactNode }) {
  const payload = await payloadInstance()
  const page = await publicProfilePage(payload, id)
  if (!page) return <PageNotFound path={askedPath('artist', id)} />
  const { profile, artworks } = page
  const portrait = shown(payload, profile.portrait)
  const mediums = (profile.mediums ?? []).map(named).filter((item) => item !== null)
  const neighbourhood = named(profile.neighbourhood)
  const links = profile.links ?? []
  return (
    <ArtistProfileView
      heart={heart?.(profile.id)}
      artist={{
        displayName: profile.displayName,
        portrait,
        bio: profile.bio ?? null,
        statement: profile.statement ?? null,
        mediums: mediums.map((item) => ({ name: item.name, slug: item.slug ?? '' })),
        neighbourhood: neighbourhood ? { name: neighbourhood.name, slug: neighbourhood.slug ?? '' } : null,
        studio: profile.studio ?? null,
        links: links.map((link) => ({ kind: link.kind, label: link.label, url: link.url })),
        artworks: artworks.map((artwork) => ({
          ...artwork,
          availability: artwork.availability,
          image: shown(payload, artwork.images?.[0]?.image),
        })),
        jsonLd: personJsonLd({
          url: absolute(artistHref(profile)),
          name: profile.displayName,
          description: profile.bio,
          image: portrait ? absolute(imageAt(portrait, 1200).url) : null,
          sameAs: links.map((link) => link.url),
          mediums: mediums.map((item) => item.name),
          neighbourhood: neighbourhood?.name,
        }),
      }}
    />
  )
}

// ---------------------------------------------------------------- /art/artists

export const artistIndexMetadata: Metadata = {
  title: 'Artists A to Z',
  description: 'Every artist in our directory, by name.',
}

export async function ArtistIndexRoute(address: { letter: string; page: string }) {
  const { index, images } = await artistIndexShown(await payloadInstance(), address)
  return <ArtistIndexView index={index} images={images} />
}

// ---------------------------------------------------------------- /artists/artsearch

export const artSearchMetadata: Metadata = {
  title: 'Search artists and art',
  description: 'Find artists by name, medium, neighbourhood, price and availability.',
}

/**
 * `studioMap`, given by the route (the artists domain does not know Open
 * Studios): the map of the found artists' studios, for `?view=map`.
 */
export async function ArtSearchRoute({
  searchParams,
  studioMap,
}: {
  searchParams: SearchParams
  studioMap?: (profiles: number[]) => Promise<ReactNode>
}) {
  const payload = await payloadInstance()
  const results = await searchArtists(payload, parseArtSearch(searchParams))
  const images = await publicImagesById(
    payload,
    results.artists.flatMap((artist) => [
      ...(artist.portraitId ? [artist.portraitId] : []),
      ...artist.artworks.flatMap((artwork) => (artwork.imageId ? [artwork.imageId] : [])),
    ]),
  )
  const map =
    results.query.view === 'map' && studioMap ? await studioMap(results.artists.map((artist) => artist.id)) : null
  return (
    <>
      <FirstPicturePreload image={images.get(results.artists[0]?.artworks[0]?.imageId ?? Number.NaN)} />
      <ArtSearchView results={results} images={images} map={map} />
    </>
  )
}

/**
 * The first result's first artwork is the largest thing a phone shows as the page opens. Its picture is lazy, as
 * every card's, so the browser would ask for it only once the page is laid out, after the scripts; asked for in the
 * head, it is there for the first paint (decision 088). A browser without AVIF skips the hint and loads it as before.
 */
function FirstPicturePreload({ image }: { image: ImageData | undefined }) {
  const srcSet = image ? srcSetOf(image, 'avif') : ''
  if (!srcSet) return null
  // A `<link>` React puts in the head; `preload()` here would reach only the page's React payload, read after the
  // scripts. `href`, the smallest file, is for a browser that reads no `imagesrcset`.
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      href={srcSet.slice(0, srcSet.indexOf(' '))}
      imageSrcSet={srcSet}
      imageSizes={SEARCH_ARTWORK_SIZES}
      fetchPriority="high"
    />
  )
}

// ---------------------------------------------------------------- /sitemap.xml

/**
 * The fixed public pages of the artists' part — home, the policies, the search, the A–Z
 * index by letter — for the sitemap; each artist and artwork comes from `sitemapRows`
 * (decision 069).
 */
export function artistsSitemapPaths(): string[] {
  return ['/', '/privacypolicy', '/copyrightnotice', SEARCH_PATH, ...INDEX_LETTERS.map((letter) => indexHref(letter))]
}
