import type { CollectionConfig } from 'payload'

import { readActiveProducts, staffOnly } from '../access'
import { productSlugProblem, SHOP_KIND_LABELS, SHOP_KINDS, stockProblem } from '../services/catalogue'
import { catalogueChanged, catalogueDeleted } from '../services/shop-cache'
import { slugField, slugFromName } from './catalogue-slug'
import { minorUnits } from './fields'

/**
 * What the shop sells itself: merchandise and copies of the Open Studios
 * guide (decision 044). Sold through the kinds of `services/shop-kinds.ts`,
 * which read these rows in the order's transaction; stock is taken when
 * checkout starts and given back when an unpaid order expires.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'category', 'priceMinor', 'stock', 'active'],
    description: 'Merchandise and guide copies sold at /shop. Prices in minor units (cents).',
  },
  defaultSort: 'name',
  access: { read: readActiveProducts, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [slugFromName],
    afterChange: [catalogueChanged],
    afterDelete: [catalogueDeleted],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('Its address: /shop/{slug}. Made from the name when left empty.', productSlugProblem),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'merchandise',
      options: SHOP_KINDS.map((value) => ({ label: SHOP_KIND_LABELS[value], value })),
    },
    { name: 'category', type: 'relationship', relationTo: 'product-categories', index: true },
    {
      name: 'shortDescription',
      label: 'Short description',
      type: 'text',
      maxLength: 200,
      admin: { description: 'One line under the name in the shop’s list.' },
    },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    {
      name: 'pictures',
      type: 'relationship',
      relationTo: 'images',
      hasMany: true,
      admin: { description: 'From the image library; the first is the main one.' },
    },
    {
      ...minorUnits('priceMinor', 'Price'),
      admin: { description: 'In minor units: 2500 is $25.00.' },
    },
    {
      name: 'stock',
      type: 'number',
      min: 0,
      admin: { description: 'How many are left. Empty: not counted (never sells out).' },
      // A field's own validate replaces Payload's check of `min`, so it makes it too.
      validate: (value: number | null | undefined) => stockProblem(value) ?? true,
    },
    {
      name: 'active',
      label: 'On sale',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { description: 'Only products on sale are shown and sold.' },
    },
  ],
}
