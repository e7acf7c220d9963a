import type { Block, BlocksField } from 'payload'

import { richTextBlock } from './rich-text/config'

/** Every block a page may be built from, in the order editors are offered them (plain data: no components). */
export const CONTENT_BLOCKS: readonly Block[] = [richTextBlock]

/** The one field every page type keeps its blocks in, so one renderer draws them all. */
export function contentBlocksField(
  overrides: Partial<Pick<BlocksField, 'name' | 'label' | 'required'>> = {},
): BlocksField {
  return { name: 'blocks', label: 'Content', type: 'blocks', blocks: [...CONTENT_BLOCKS], ...overrides }
}
