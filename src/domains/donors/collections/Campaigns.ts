import type { CollectionConfig } from 'payload'

import { slugField, slugFromName } from '@/domains/commerce'

import { readPublishedCampaigns, staffOnly } from '../access'

/**
 * A giving page, /donors/{slug} (decision 044): the story, a picture, a goal
 * whose progress bar is drawn from paid gifts, the amounts suggested and
 * whether yearly giving is offered. Gifts to it are orders of commerce's
 * `donation` kind.
 */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: { singular: 'Campaign', plural: 'Campaigns' },
  admin: {
    group: 'Donors',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'goalMinor', 'published', 'closesAt'],
    description: 'Giving pages at /donors/{slug}. Amounts in minor units (cents).',
  },
  defaultSort: '-createdAt',
  access: { read: readPublishedCampaigns, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeValidate: [slugFromName] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('Its address: /donors/{slug}. Made from the name when left empty.'),
    {
      name: 'summary',
      type: 'text',
      maxLength: 200,
      admin: { description: 'One line shown with the campaign on /donors.' },
    },
    { name: 'story', type: 'textarea', maxLength: 10000 },
    { name: 'picture', type: 'relationship', relationTo: 'images', admin: { description: 'From the image library.' } },
    {
      name: 'goalMinor',
      label: 'Goal',
      type: 'number',
      min: 1,
      validate: (value: number | null | undefined) =>
        value == null || (Number.isSafeInteger(value) && value > 0)
          ? true
          : 'The goal must be a whole number of minor units above 0, or empty for no goal.',
      admin: { description: 'In minor units: 1000000 is $10,000.00. Empty: no goal and no progress bar.' },
    },
    {
      name: 'suggestedAmountsMinor',
      label: 'Suggested amounts',
      type: 'number',
      hasMany: true,
      maxRows: 6,
      validate: (values: number[] | null | undefined) =>
        (values ?? []).every((value) => Number.isSafeInteger(value) && value > 0)
          ? true
          : 'Each suggested amount must be a whole number of minor units above 0.',
      admin: { description: 'In minor units, up to six; the donor may also give an amount of their own.' },
    },
    {
      name: 'yearlyGiving',
      label: 'Offer yearly giving',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'Only published campaigns are shown and take gifts.' },
    },
    {
      name: 'closesAt',
      label: 'Closes at',
      type: 'date',
      admin: { description: 'After this moment the page thanks donors but takes no more gifts. Empty: open.' },
    },
  ],
}
