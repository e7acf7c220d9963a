import type { Image } from '@/payload-types'

import { publicImage } from './public-image'

/**
 * An image of the library as a public page's cached data keeps it: through
 * the alt-text rule (`publicImage`), reduced to what drawing it needs, so the
 * cache holds no more of the image's record than the page shows.
 */
export type PageImage = {
  id: number
  alt: string
  url: string
  width: number | null
  height: number | null
  /** WebP and AVIF sizes by name (`webp400`…), as the images collection stores them. */
  sizes: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined>
}

/** The image a relationship holds (a populated record), or null when there is none, no file or no alt text. */
export function pageImage(value: unknown, log: { warn: (details: object, message: string) => void }): PageImage | null {
  if (typeof value !== 'object' || value === null) return null
  const image = publicImage(value as Image, log)
  if (!image?.url) return null
  return {
    id: image.id,
    alt: image.alt,
    url: image.url,
    width: image.width ?? null,
    height: image.height ?? null,
    sizes: (image.sizes ?? {}) as PageImage['sizes'],
  }
}
