import type { CollectionConfig } from 'payload'

import { minorUnits } from '@/domains/commerce'

import { readOfPublishedSeasons, staffOnly } from '../access'
import { seasonPartChanged, seasonPartDeleted } from '../services/page-expiry'

/**
 * A size of ad in a season's printed guide (decision 049): trim and bleed in
 * inches (millimetres and pixels at the season's print resolution are worked
 * out from them), a price, and how many are for sale.
 */
export const AdSizes: CollectionConfig = {
  slug: 'os-ad-sizes',
  labels: { singular: 'Guide ad size', plural: 'Guide ad sizes' },
  admin: { group: 'Open Studios', useAsTitle: 'name', defaultColumns: ['season', 'name', 'priceMinor', 'quantity'] },
  defaultSort: 'position',
  access: { read: readOfPublishedSeasons, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [seasonPartChanged], afterDelete: [seasonPartDeleted] },
  fields: [
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 60, admin: { description: 'E.g. “Half page”.' } },
    { name: 'trimWidthInches', type: 'number', required: true, min: 0.5, max: 30 },
    { name: 'trimHeightInches', type: 'number', required: true, min: 0.5, max: 30 },
    { name: 'bleedInches', type: 'number', required: true, defaultValue: 0, min: 0, max: 1 },
    minorUnits('priceMinor', 'Price'),
    { name: 'quantity', label: 'How many are for sale', type: 'number', required: true, min: 0, max: 1000 },
    { name: 'position', type: 'number', defaultValue: 0 },
  ],
}
