import type { Block } from 'payload'

/** Words with headings, lists, links and emphasis: the block most pages are mostly made of. */
export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
