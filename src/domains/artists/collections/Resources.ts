import { ValidationError, type CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../access'
import { resourceChanged, resourceDeleted } from '../services/page-cache'
import { linkProblem, URL_MAX_LENGTH } from '../services/rules'

export const RESOURCE_CATEGORIES = [
  'open-studios',
  'opportunities',
  'professional-practice',
  'marketing',
  'studio-and-safety',
  'other',
] as const
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]
export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  'open-studios': 'Open Studios',
  opportunities: 'Calls, grants and opportunities',
  'professional-practice': 'Professional practice',
  marketing: 'Marketing and press',
  'studio-and-safety': 'Studio and safety',
  other: 'Other',
}

/**
 * What `/artists/artistresources` lists for artists: a link, or a file from the
 * image library. Other kinds of file (PDFs) wait for a documents collection
 * (decision 024).
 */
export const Resources: CollectionConfig = {
  slug: 'resources',
  labels: { singular: 'Resource', plural: 'Resources' },
  admin: { group: 'Artists', useAsTitle: 'title', defaultColumns: ['title', 'category', 'order', 'updatedAt'] },
  defaultSort: ['category', 'order', 'title'],
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [resourceChanged],
    afterDelete: [resourceDeleted],
    beforeChange: [
      ({ data, originalDoc }) => {
        const link = 'link' in data ? data.link : originalDoc?.link
        const file = 'file' in data ? data.file : originalDoc?.file
        if (Boolean(link) === Boolean(file)) {
          throw new ValidationError({
            collection: 'resources',
            errors: [{ path: 'link', message: 'Give either a link or a file, not both and not neither.' }],
          })
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: RESOURCE_CATEGORIES.map((value) => ({ label: RESOURCE_CATEGORY_LABELS[value], value })),
    },
    {
      name: 'link',
      type: 'text',
      maxLength: URL_MAX_LENGTH,
      admin: { description: 'A web address, like https://example.org/guide. Or give a file below instead.' },
      validate: (value: string | null | undefined) => (!value ? true : (linkProblem(value) ?? true)),
    },
    { name: 'file', type: 'upload', relationTo: 'images', admin: { description: 'An image from the library.' } },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Within a category, lower numbers come first.' },
    },
  ],
}
