import type { Field } from 'payload'

import { contentBlocksField } from '../blocks/configs'
import { fixedPageGlobal } from './fixed-page'

/** A call to action: a few words and where they lead (a path on the site or a full address). */
export const callToActionFields: Field[] = [
  { name: 'label', type: 'text', required: true, maxLength: 60 },
  {
    name: 'link',
    type: 'text',
    required: true,
    maxLength: 300,
    admin: { description: 'A path such as /artists, or a full address.' },
  },
]

/** The home page: a hero (heading, introduction, an artwork picture with its credit, one or two calls to action) and blocks. */
export const HomePage = fixedPageGlobal({
  slug: 'home-page',
  label: 'Home page',
  previewPath: '/temp/homepagetemp',
  publicPaths: () => ['/'],
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'introduction', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'picture',
      type: 'upload',
      relationTo: 'images',
      admin: { description: 'An artwork from the image library, shown beside the heading.' },
    },
    { name: 'pictureCredit', type: 'text', maxLength: 200, admin: { description: 'Artist, title, year.' } },
    {
      name: 'callsToAction',
      label: 'Calls to action',
      type: 'array',
      maxRows: 2,
      fields: callToActionFields,
    },
    contentBlocksField(),
  ],
})
