import type { CollectionConfig } from 'payload'

import { slugify } from '@/platform/slugs'

import { anyone, staffOnly } from '../access'
import { eventDeleted, eventTagChanged } from '../services/page-cache'

/** The calendar's tags (talks, workshops, openings…): staff keep the list, each with its own feed. */
export const EventTags: CollectionConfig = {
  slug: 'event-tags',
  labels: { singular: 'Event tag', plural: 'Event tags' },
  admin: { group: 'Events', useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [
      ({ data }) => {
        if (data.name && !data.slug) data.slug = slugify(data.name, 'tag')
        return data
      },
    ],
    afterChange: [eventTagChanged],
    afterDelete: [eventDeleted],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60 },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 60,
      admin: {
        description:
          'The tag’s address: /calendar/{month}/…/{slug} and its feed /calendar/{slug}.ics. Made from the name.',
      },
      validate: (value: string | null | undefined) =>
        !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case letters and digits, with single dashes.',
    },
  ],
}
