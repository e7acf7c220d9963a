import type { ReactNode } from 'react'

import { ArtistGridBlock, type ArtistGridBlockData } from './artist-grid/ArtistGridBlock'
import { ArtworkGridBlock, type ArtworkGridBlockData } from './artwork-grid/ArtworkGridBlock'
import { CallToActionBlock, type CallToActionBlockData } from './call-to-action/CallToActionBlock'
import { ColumnsBlock, type ColumnsBlockData } from './columns/ColumnsBlock'
import { EventListBlock, type EventListBlockData } from './event-list/EventListBlock'
import { FaqBlock, type FaqBlockData } from './faq/FaqBlock'
import { GalleryBlock, type GalleryBlockData } from './gallery/GalleryBlock'
import { ImageBlock, type ImageBlockData } from './image/ImageBlock'
import { QuoteBlock, type QuoteBlockData } from './quote/QuoteBlock'
import { RichTextBlock, type RichTextBlockData } from './rich-text/RichTextBlock'
import { SupportCardBlock, type SupportCardBlockData } from './support-card/SupportCardBlock'
import { VideoBlock, type VideoEmbedBlockData } from './video/VideoBlock'

/** A block as Payload stores it: its slug in `blockType`, its fields beside it. */
export type ContentBlock =
  | RichTextBlockData
  | ImageBlockData
  | GalleryBlockData
  | CallToActionBlockData
  | ColumnsBlockData
  | FaqBlockData
  | QuoteBlockData
  | VideoEmbedBlockData
  | ArtistGridBlockData
  | ArtworkGridBlockData
  | SupportCardBlockData
  | EventListBlockData

function renderBlock(block: ContentBlock): ReactNode {
  switch (block.blockType) {
    case 'richText':
      return <RichTextBlock block={block} />
    case 'image':
      return <ImageBlock block={block} />
    case 'gallery':
      return <GalleryBlock block={block} />
    case 'callToAction':
      return <CallToActionBlock block={block} />
    case 'columns':
      return <ColumnsBlock block={block} />
    case 'faq':
      return <FaqBlock block={block} />
    case 'quote':
      return <QuoteBlock block={block} />
    case 'videoEmbed':
      return <VideoBlock block={block} />
    case 'artistGrid':
      return <ArtistGridBlock block={block} />
    case 'artworkGrid':
      return <ArtworkGridBlock block={block} />
    case 'supportCard':
      return <SupportCardBlock block={block} />
    case 'eventList':
      return <EventListBlock block={block} />
  }
}

/**
 * The one renderer of content blocks, used by every page type (pages, the fixed
 * pages, programs). A block type saved by an older version of the site and since
 * removed draws nothing.
 */
export function ContentBlocks({
  blocks,
}: {
  blocks: readonly { blockType: string; id?: string | null }[] | null | undefined
}) {
  if (!blocks?.length) return null
  return (
    <div className="flex flex-col gap-12 py-8">
      {(blocks as readonly ContentBlock[]).map((block, index) => (
        <div key={block.id ?? index} className="w-full">
          {renderBlock(block)}
        </div>
      ))}
    </div>
  )
}
