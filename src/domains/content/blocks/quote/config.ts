import type { Block } from 'payload'

/** Someone's words, set apart: an artist, a visitor, a critic. */
export const quoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      required: true,
      maxLength: 600,
      admin: { description: 'Their words, without quotation marks (the page adds them). Up to 600 characters.' },
    },
    {
      name: 'name',
      label: 'Who said it',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Optional. Up to 120 characters.' },
    },
    {
      name: 'role',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Optional: who they are, e.g. “Printmaker, Mission District”. Up to 120 characters.' },
    },
  ],
}
