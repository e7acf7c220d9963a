import { pictureSources, type ImageData } from '../services/public-view'
import { PictureFiles } from './PictureFiles'

/**
 * An image of the library as the public sees it: AVIF, then WebP, each in its
 * stored widths, so the browser picks the smallest file that fills the space.
 * The image must have come through the media domain's `publicImage` (alt text).
 * Drawn by a client component from a compact list of its files: the page's
 * React payload then carries that list, not the whole markup (decision 079).
 */
export function Picture({
  image,
  sizes,
  fallbackWidth = 1200,
  className,
  eager = false,
}: {
  image: ImageData & { alt: string }
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string
  fallbackWidth?: 400 | 1200 | 2400
  className?: string
  eager?: boolean
}) {
  return <PictureFiles files={pictureSources(image, fallbackWidth)} sizes={sizes} className={className} eager={eager} />
}
