import type { ReactNode } from 'react'

import { RichTextBlock, type RichTextBlockData } from './rich-text/RichTextBlock'

/** A block as Payload stores it: its slug in `blockType`, its fields beside it. */
export type ContentBlock = RichTextBlockData

function renderBlock(block: ContentBlock): ReactNode {
  switch (block.blockType) {
    case 'richText':
      return <RichTextBlock block={block} />
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
