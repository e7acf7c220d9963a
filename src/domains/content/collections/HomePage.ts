import type { GlobalConfig } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { anyone, staffOnly } from '../access'

/** The home page's words and calls to action; `homepageeditor` will give it a dedicated screen. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Site content' },
  access: { read: anyone, update: staffOnly },
  // The home page is cached whole (decision 039): an edit shows on the next load.
  hooks: { afterChange: [({ doc }) => (expireCachedPages({ paths: ['/'] }), doc)] },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'introduction', type: 'textarea', required: true, maxLength: 600 },
    { name: 'body', type: 'richText' },
    {
      name: 'highlights',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 300 },
        { name: 'linkLabel', type: 'text', maxLength: 60 },
        { name: 'linkPath', type: 'text', maxLength: 300 },
      ],
    },
  ],
}
