import type { CollectionConfig } from 'payload'

import { slugProblem } from '@/platform/slugs'

import { anyone, staffOnly } from '../access'
import { selectionChanged, selectionDeleted } from '../services/page-cache'

/**
 * A named, ordered list of artists and artworks chosen by staff ("Featured on
 * home", "Exhibition picks"): shown on `/artists` and usable by pages. The
 * order of `items` is the order shown; an item that is not public is left out
 * where the list is shown, not removed from it.
 */
export const Selections: CollectionConfig = {
  slug: 'selections',
  labels: { singular: 'Selection', plural: 'Selections' },
  admin: { group: 'Artists', useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  // The pages that show selections are cached whole (decision 039).
  hooks: { afterChange: [selectionChanged], afterDelete: [selectionDeleted] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'How pages refer to this list, e.g. featured-on-home.' },
      validate: (value: string | null | undefined) => (value ? (slugProblem(value) ?? true) : 'Give the list a slug.'),
    },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'items',
      type: 'array',
      maxRows: 200,
      fields: [{ name: 'item', type: 'relationship', relationTo: ['artist-profiles', 'artworks'], required: true }],
    },
  ],
}
