import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../access'
import { catalogueChanged, catalogueDeleted } from '../services/shop-cache'
import { slugField, slugFromName } from './catalogue-slug'

/** The shop's shelves (prints, books, bags…): `/shop` lists products under them in this order. */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Product category', plural: 'Product categories' },
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'sortOrder'],
    description: 'The headings of /shop, in their order.',
  },
  defaultSort: ['sortOrder', 'name'],
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [slugFromName],
    afterChange: [catalogueChanged],
    afterDelete: [catalogueDeleted],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    slugField('Made from the name when left empty.'),
    {
      name: 'sortOrder',
      label: 'Sort order',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Lower numbers come first; equal numbers go by name.' },
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || Number.isSafeInteger(value) ? true : 'Use a whole number.',
    },
  ],
}
