import type { PageImage } from '../services/page-image'

const WIDTHS = [400, 1200, 2400] as const

function srcSet(image: PageImage, format: 'avif' | 'webp'): string {
  const seen = new Set<string>()
  return WIDTHS.map((width) => image.sizes[`${format}${width}`])
    .filter((size) => Boolean(size?.url && size.width))
    .filter((size) => !seen.has(size!.url!) && seen.add(size!.url!))
    .map((size) => `${size!.url} ${size!.width}w`)
    .join(', ')
}

/**
 * A picture from the image library on a public page (already through the
 * alt-text rule, see `pageImage`): AVIF, then WebP, in their stored widths,
 * so the browser picks the smallest file that fills the space.
 */
export function LibraryPicture({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: PageImage
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string
  className?: string
  /**
   * The page's first picture, in view as it opens (and likely its largest paint): fetched at once and
   * ahead of the page's scripts, not when the browser gets round to it.
   */
  eager?: boolean
}) {
  const fallback = image.sizes.webp1200?.url ? image.sizes.webp1200 : image
  const avif = srcSet(image, 'avif')
  const webp = srcSet(image, 'webp')
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={fallback.url ?? image.url}
        alt={image.alt}
        width={fallback.width ?? undefined}
        height={fallback.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
