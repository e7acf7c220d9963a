import type { Block } from 'payload'

/** Two or three columns of words side by side (one under the other on a phone). */
export const columnsBlock: Block = {
  slug: 'columns',
  interfaceName: 'ColumnsBlock',
  labels: { singular: 'Columns', plural: 'Columns' },
  fields: [
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 3,
      labels: { singular: 'Column', plural: 'Columns' },
      admin: { description: 'Two or three. On a phone they are shown one under the other, in this order.' },
      fields: [
        {
          name: 'heading',
          type: 'text',
          maxLength: 80,
          admin: { description: 'Optional. Up to 80 characters.' },
        },
        { name: 'content', type: 'richText', required: true },
      ],
    },
  ],
}
