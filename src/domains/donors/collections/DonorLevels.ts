import type { CollectionConfig } from 'payload'

import { minorUnits } from '@/domains/commerce'

import { anyone, staffOnly } from '../access'

/**
 * The levels /donors recognises donors by (decision 044): a donor belongs to
 * the highest level whose minimum their paid gifts of the year reach.
 */
export const DonorLevels: CollectionConfig = {
  slug: 'donor-levels',
  labels: { singular: 'Donor level', plural: 'Donor levels' },
  admin: {
    group: 'Donors',
    useAsTitle: 'name',
    defaultColumns: ['name', 'minimumYearlyMinor'],
    description: 'Recognition levels on /donors, from the highest minimum down.',
  },
  defaultSort: '-minimumYearlyMinor',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    {
      ...minorUnits('minimumYearlyMinor', 'Minimum yearly total'),
      admin: { description: 'In minor units: 100000 is $1,000.00 given in a calendar year.' },
    },
    { name: 'description', type: 'text', maxLength: 300 },
  ],
}
