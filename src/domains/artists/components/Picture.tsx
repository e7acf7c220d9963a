import { imageAt, srcSetOf, type ImageData } from '../services/public-view'

/**
 * An image of the library as the public sees it: AVIF, then WebP, each in its
 * stored widths, so the browser picks the smallest file that fills the space.
 * The image must have come through the media domain's `publicImage` (alt text).
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
  const fallback = imageAt(image, fallbackWidth)
  const avif = srcSetOf(image, 'avif')
  const webp = srcSetOf(image, 'webp')
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={fallback.url}
        alt={image.alt}
        width={fallback.width}
        height={fallback.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
