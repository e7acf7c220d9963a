import { LibraryPicture } from '@/domains/media'

import { libraryImages } from '../library-images'
import { readVideoAddress } from './video-address'
import { VideoPlayer } from './VideoPlayer'

export type VideoEmbedBlockData = {
  blockType: 'videoEmbed'
  id?: string | null
  address: string
  title: string
  poster?: unknown
  caption?: string | null
}

const SITE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/** A YouTube or Vimeo video, 16:9, loaded only when asked for (an address saved before it was refused draws nothing). */
export async function VideoBlock({ block }: { block: VideoEmbedBlockData }) {
  const reading = readVideoAddress(block.address)
  if (!reading.ok) return null
  const { video } = reading
  const [poster] = block.poster ? await libraryImages([block.poster]) : [null]
  return (
    <figure className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-ink">
        <VideoPlayer
          title={block.title}
          embedUrl={video.embedUrl}
          watchUrl={video.watchUrl}
          site={SITE_NAMES[video.provider]}
          poster={
            poster ? (
              <LibraryPicture
                image={{ ...poster, alt: '' }}
                sizes="(min-width: 896px) 56rem, 100vw"
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="absolute inset-0 bg-gradient-to-br from-accent-strong via-stone-800 to-ink"
              />
            )
          }
        />
      </div>
      {block.caption ? <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption> : null}
    </figure>
  )
}
