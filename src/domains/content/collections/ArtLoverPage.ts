import { contentBlocksField } from '../blocks/configs'
import { fixedPageGlobal } from './fixed-page'

/** `/artlover`, the art lovers' landing: why join, the perks, the membership card and blocks. */
export const ArtLoverPage = fixedPageGlobal({
  slug: 'art-lover-page',
  label: 'Art lovers’ page',
  previewPath: '/temp/artlovertemp',
  publicPaths: () => ['/artlover'],
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'introduction', type: 'textarea', required: true, maxLength: 600 },
    { name: 'whyJoin', label: 'Why join', type: 'richText' },
    {
      name: 'perks',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
    {
      name: 'membershipCard',
      label: 'Membership card',
      type: 'group',
      admin: { description: 'The card linking to a plan’s page (leave the plan empty to hide it).' },
      fields: [
        { name: 'plan', type: 'relationship', relationTo: 'membership-plans' },
        { name: 'heading', type: 'text', maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 400 },
        { name: 'linkLabel', type: 'text', maxLength: 60 },
      ],
    },
    contentBlocksField(),
  ],
})
