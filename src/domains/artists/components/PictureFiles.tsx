'use client'

import { srcSetFrom, type PictureSources } from '../services/public-view'

/** `Picture`'s markup from its compact list of files (`pictureSources`): a client component, so that list is what its props carry. */
export function PictureFiles({
  files,
  sizes,
  className,
  eager,
}: {
  files: PictureSources
  sizes: string
  className?: string
  eager?: boolean
}) {
  const [src, width, height] = files.img
  return (
    <picture>
      {files.avif.length > 0 ? (
        <source type="image/avif" srcSet={srcSetFrom(files.base, files.avif)} sizes={sizes} />
      ) : null}
      {files.webp.length > 0 ? (
        <source type="image/webp" srcSet={srcSetFrom(files.base, files.webp)} sizes={sizes} />
      ) : null}
      <img
        src={`${files.base}${src}`}
        alt={files.alt}
        width={width ?? undefined}
        height={height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
