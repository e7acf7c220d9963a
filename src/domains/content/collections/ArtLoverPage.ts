import type { PayloadRequest } from 'payload'

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
      admin: { description: 'The card linking to a membership plan’s page (leave the plan empty to hide it).' },
      fields: [
        {
          name: 'plan',
          type: 'text',
          maxLength: 40,
          admin: { description: 'The plan’s slug, such as “artlover”: the card links to its page, /{slug}membership.' },
          // A slug, not a relation: the plans are seeded after the site content on a first run, so
          // the check is for editors (a person), not for that seed.
          validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
            if (!value || !req.user) return true
            const { totalDocs } = await req.payload.count({
              collection: 'membership-plans',
              overrideAccess: true,
              where: { slug: { equals: value } },
            })
            return totalDocs > 0 ? true : `There is no membership plan “${String(value)}”.`
          },
        },
        { name: 'heading', type: 'text', maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 400 },
        { name: 'linkLabel', type: 'text', maxLength: 60 },
      ],
    },
    contentBlocksField(),
  ],
})
