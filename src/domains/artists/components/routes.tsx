import type { Metadata, MetadataRoute } from 'next'
import { notFound } from 'next/navigation'

import { payloadInstance } from '@/platform/payload'

import { config as settings } from '@/platform/config'

import { parseArtSearch, searchArtists } from '../services/art-search'
import { artistIndexPage, publicArtworkPage, publicProfilePage, sitemapData } from '../services/public-pages'
import {
  absoluteUrl,
  artworkJsonLd,
  dimensionsText,
  imageAt,
  indexHref,
  INDEX_LETTERS,
  parseIndexParams,
  personJsonLd,
  priceText,
  SEARCH_PATH,
} from '../services/public-view'
import { AVAILABILITY_LABELS } from '../services/rules'
import { ArtistIndexView } from './ArtistIndexView'
import { ArtistProfileView } from './ArtistProfileView'
import { artworkHref } from './ArtworkCard'
import { ArtSearchView } from './ArtSearchView'
import { ArtworkView } from './ArtworkView'
import { publicImagesById, shown, type Shown } from './public-images'

/**
 * The public artist pages as route files call them: each loads its data
 * (cached, `services/public-pages.ts`), answers 404 for anything not public,
 * and gives Next.js its metadata for sharing and search engines.
 */

type SearchParams = Record<string, string | string[] | undefined>
const named = (value: unknown) =>
  typeof value === 'object' && value !== null && 'name' in value
    ? (value as { name: string; slug?: string | null })
    : null

const absolute = (path: string) => absoluteUrl(settings().PUBLIC_URL, path)
const artistHref = (profile: { id: number; slug?: string | null }) => `/artist/${profile.slug ?? profile.id}`

/** The image for Open Graph and Twitter cards: 1200 wide, absolute. */
function sharedImage(image: Shown | null) {
  if (!image) return undefined
  const { url, width, height } = imageAt(image, 1200)
  return [{ url: absolute(url), width, height, alt: image.alt }]
}

function pageMetadata(input: {
  title: string
  description: string
  path: string
  image: Shown | null
  type: 'profile' | 'article'
}): Metadata {
  const images = sharedImage(input.image)
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: absolute(input.path) },
    openGraph: {
      type: input.type,
      siteName: 'Vernissage',
      title: input.title,
      description: input.description,
      url: absolute(input.path),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
  }
}

const excerpt = (text: string, length = 200) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text

// ---------------------------------------------------------------- /artist/{id}

export async function artistMetadata(key: string): Promise<Metadata> {
  const payload = await payloadInstance()
  const page = await publicProfilePage(payload, key)
  if (!page) return {}
  const { profile } = page
  return pageMetadata({
    title: profile.displayName,
    description: excerpt(profile.bio?.trim() || `${profile.displayName}, an artist in our directory.`),
    path: artistHref(profile),
    image: shown(payload, profile.portrait),
    type: 'profile',
  })
}

export async function ArtistRoute({ id }: { id: string }) {
  const payload = await payloadInstance()
  const page = await publicProfilePage(payload, id)
  if (!page) notFound()
  const { profile, artworks } = page
  const portrait = shown(payload, profile.portrait)
  const mediums = (profile.mediums ?? []).map(named).filter((item) => item !== null)
  const neighbourhood = named(profile.neighbourhood)
  const links = profile.links ?? []
  return (
    <ArtistProfileView
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

// ---------------------------------------------------------------- /art/{id}

export async function artworkMetadata(key: string): Promise<Metadata> {
  const payload = await payloadInstance()
  const page = await publicArtworkPage(payload, key)
  if (!page) return {}
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

export async function ArtworkRoute({ id, image }: { id: string; image?: string }) {
  const payload = await payloadInstance()
  const page = await publicArtworkPage(payload, id)
  if (!page) notFound()
  const { artwork, artist } = page
  const images = (artwork.images ?? []).map((row) => shown(payload, row.image)).filter((image) => image !== null)
  const wanted = Number(image)
  const medium = named(artwork.medium)
  const artistUrl = absolute(artistHref(artist))
  return (
    <ArtworkView
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

// ---------------------------------------------------------------- /art/artists

export const artistIndexMetadata: Metadata = {
  title: 'Artists A to Z',
  description: 'Every artist in our directory, by name.',
}

export async function ArtistIndexRoute(address: { letter: string; page: string }) {
  const { letter, page } = parseIndexParams(address)
  const payload = await payloadInstance()
  const index = await artistIndexPage(payload, letter, page)
  const images = await publicImagesById(
    payload,
    index.artists.flatMap((artist) => (artist.imageId ? [artist.imageId] : [])),
  )
  return <ArtistIndexView index={index} images={images} />
}

// ---------------------------------------------------------------- /artists/artsearch

export const artSearchMetadata: Metadata = {
  title: 'Search artists and art',
  description: 'Find artists by name, medium, neighbourhood, price and availability.',
}

export async function ArtSearchRoute({ searchParams }: { searchParams: SearchParams }) {
  const payload = await payloadInstance()
  const results = await searchArtists(payload, parseArtSearch(searchParams))
  const images = await publicImagesById(
    payload,
    results.artists.flatMap((artist) => [
      ...(artist.portraitId ? [artist.portraitId] : []),
      ...artist.artworks.flatMap((artwork) => (artwork.imageId ? [artwork.imageId] : [])),
    ]),
  )
  return <ArtSearchView results={results} images={images} />
}

// ---------------------------------------------------------------- /sitemap.xml

/**
 * Every public page: home, the policies, the search, the A–Z index by letter,
 * each public artist and artwork. One file holds up to 50,000 addresses
 * (the protocol's limit); beyond that it must be split with `generateSitemaps`
 * (decision 025).
 */
export async function publicSitemap(): Promise<MetadataRoute.Sitemap> {
  const { artists, artworks } = await sitemapData(await payloadInstance())
  const fixed = [
    '/',
    '/privacypolicy',
    '/copyrightnotice',
    SEARCH_PATH,
    ...INDEX_LETTERS.map((letter) => indexHref(letter)),
  ]
  return [
    ...fixed.map((path) => ({ url: absolute(path) })),
    ...artists.map((artist) => ({ url: absolute(`/artist/${artist.slug}`), lastModified: artist.updatedAt })),
    ...artworks.map((artwork) => ({ url: absolute(`/art/${artwork.slug}`), lastModified: artwork.updatedAt })),
  ]
}
