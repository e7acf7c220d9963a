import type { GivingImage } from '../services/giving-pages'

const WIDTHS = [400, 1200, 2400] as const

function srcSet(image: GivingImage, format: 'avif' | 'webp'): string {
  const seen = new Set<string>()
  return WIDTHS.map((width) => image.sizes[`${format}${width}`])
    .filter((size) => Boolean(size?.url && size.width))
    .filter((size) => !seen.has(size!.url!) && seen.add(size!.url!))
    .map((size) => `${size!.url} ${size!.width}w`)
    .join(', ')
}

/** A campaign's picture from the image library: AVIF, then WebP, in their stored widths (as the shop draws its own). */
export function GivingPicture({ image, sizes, className }: { image: GivingImage; sizes: string; className?: string }) {
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
        loading="eager"
        decoding="async"
        className={className}
      />
    </picture>
  )
}
