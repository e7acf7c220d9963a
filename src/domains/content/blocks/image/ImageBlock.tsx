import { LibraryPicture } from '@/domains/media'

import { libraryImages } from '../library-images'
import type { ImageWidth } from './config'

export type ImageBlockData = {
  blockType: 'image'
  id?: string | null
  image: unknown
  caption?: string | null
  credit?: string | null
  width?: ImageWidth | null
}

const FRAME: Record<ImageWidth, string> = {
  text: 'mx-auto max-w-3xl px-4 sm:px-6',
  wide: 'mx-auto max-w-6xl px-4 sm:px-6',
  full: 'w-full',
}
const SIZES: Record<ImageWidth, string> = {
  text: '(min-width: 768px) 48rem, 100vw',
  wide: '(min-width: 1152px) 72rem, 100vw',
  full: '100vw',
}

/** One library picture at the width the editor chose, with its caption and credit. */
export async function ImageBlock({ block }: { block: ImageBlockData }) {
  const [image] = await libraryImages([block.image])
  if (!image) return null
  const width = block.width ?? 'text'
  return (
    <figure className={FRAME[width]}>
      <LibraryPicture
        image={image}
        sizes={SIZES[width]}
        className={`h-auto w-full ${width === 'full' ? '' : 'rounded-lg'}`}
      />
      {block.caption || block.credit ? (
        <figcaption className={`mt-2 text-sm text-muted ${width === 'full' ? 'mx-auto max-w-6xl px-4 sm:px-6' : ''}`}>
          {block.caption}
          {block.caption && block.credit ? ' ' : null}
          {block.credit ? <span className="text-xs uppercase tracking-wide">{block.credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
