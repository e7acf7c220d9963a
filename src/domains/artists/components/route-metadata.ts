import type { Metadata } from 'next'

import { config as settings } from '@/platform/config'

import { absoluteUrl, imageAt } from '../services/public-view'
import type { Shown } from './public-images'

/** What the public artist and artwork routes share: addresses, excerpts and metadata for sharing. */

export const named = (value: unknown) =>
  typeof value === 'object' && value !== null && 'name' in value
    ? (value as { name: string; slug?: string | null })
    : null

export const absolute = (path: string) => absoluteUrl(settings().PUBLIC_URL, path)
export const artistHref = (profile: { id: number; slug?: string | null }) => `/artist/${profile.slug ?? profile.id}`

/** The image for Open Graph and Twitter cards: 1200 wide, absolute. */
function sharedImage(image: Shown | null) {
  if (!image) return undefined
  const { url, width, height } = imageAt(image, 1200)
  return [{ url: absolute(url), width, height, alt: image.alt }]
}

export function pageMetadata(input: {
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

export const excerpt = (text: string, length = 200) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text
