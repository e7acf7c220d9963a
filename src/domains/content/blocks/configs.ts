import type { Block, BlocksField } from 'payload'

import { artistGridBlock } from './artist-grid/config'
import { artworkGridBlock } from './artwork-grid/config'
import { callToActionBlock } from './call-to-action/config'
import { columnsBlock } from './columns/config'
import { eventListBlock } from './event-list/config'
import { faqBlock } from './faq/config'
import { galleryBlock } from './gallery/config'
import { imageBlock } from './image/config'
import { quoteBlock } from './quote/config'
import { richTextBlock } from './rich-text/config'
import { supportCardBlock } from './support-card/config'
import { videoBlock } from './video/config'

/**
 * Every block a page may be built from, in the order editors are offered them (plain data: no components).
 */
export const CONTENT_BLOCKS: readonly Block[] = [
  richTextBlock,
  imageBlock,
  galleryBlock,
  callToActionBlock,
  columnsBlock,
  faqBlock,
  quoteBlock,
  videoBlock,
  artistGridBlock,
  artworkGridBlock,
  supportCardBlock,
  eventListBlock,
]

/** The one field every page type keeps its blocks in, so one renderer draws them all. */
export function contentBlocksField(
  overrides: Partial<Pick<BlocksField, 'name' | 'label' | 'required'>> = {},
): BlocksField {
  return { name: 'blocks', label: 'Content', type: 'blocks', blocks: [...CONTENT_BLOCKS], ...overrides }
}
