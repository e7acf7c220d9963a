import type { Metadata } from 'next'

import { config } from '@/platform/config'

import type { PageContent } from './page-data'

const absolute = (path: string) => new URL(path, `${config().PUBLIC_URL.replace(/\/+$/, '')}/`).toString()

/** The image shared with a link: its 1200-wide WebP when the library made one, else the original. */
function sharedImage(image: PageContent['seo']['image']) {
  if (!image) return undefined
  const size = image.sizes.webp1200?.url ? image.sizes.webp1200 : image
  return [
    {
      url: absolute(size.url ?? image.url),
      width: size.width ?? undefined,
      height: size.height ?? undefined,
      alt: image.alt,
    },
  ]
}

/**
 * A built page's metadata from its SEO group: title, description, canonical
 * address, Open Graph and Twitter card. A preview or a private page is never
 * indexed and names no canonical address.
 */
export function builtPageMetadata(page: PageContent, options: { indexed: boolean }): Metadata {
  const { title, description } = page.seo
  if (!options.indexed) return { title, description: description ?? undefined, robots: { index: false, follow: false } }
  const images = sharedImage(page.seo.image)
  const url = absolute(page.address)
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: url },
    openGraph: { type: 'article', siteName: 'Vernissage', title, description: description ?? undefined, url, images },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description: description ?? undefined,
      images: images?.map((image) => image.url),
    },
  }
}

/** The metadata of an answer that shows no page (a sign-in prompt, a refused preview): never indexed. */
export const unindexed: Metadata = { robots: { index: false, follow: false } }
