import type { CollectionConfig } from 'payload'

import { currencyField, minorUnits } from '@/domains/commerce'

import { readActivePlans, staffOnly } from '../access'
import { expirePlanPages } from '../services/plan-pages'
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  GRANTABLE_ROLES,
  PLAN_SLUG,
  PLAN_STATUSES,
  TERM_LENGTH_LABELS,
  TERM_LENGTHS,
} from '../services/vocabulary'

/**
 * A membership plan (decision 047), sold through commerce as the
 * `membership` kind on its page `/{slug}membership`. A price change reaches
 * new orders only: the line keeps the price it was sold at. A retired plan
 * is sold no more; its members' terms run out as bought.
 */
export const MembershipPlans: CollectionConfig = {
  slug: 'membership-plans',
  labels: { singular: 'Membership plan', plural: 'Membership plans' },
  admin: {
    group: 'Membership',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'audience', 'priceMinor', 'term', 'status'],
  },
  defaultSort: 'position',
  access: { read: readActivePlans, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [
      ({ doc }) => {
        expirePlanPages()
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        expirePlanPages()
        return doc
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      validate: (value: string | null | undefined) =>
        PLAN_SLUG.test(value ?? '')
          ? true
          : 'The slug must be 2 to 40 lower-case letters or digits, starting with a letter: the page is /{slug}membership.',
      admin: { description: 'The page’s address is /{slug}membership, e.g. “artlover” for /artlovermembership.' },
    },
    {
      name: 'audience',
      type: 'select',
      required: true,
      index: true,
      options: AUDIENCES.map((value) => ({ label: AUDIENCE_LABELS[value], value })),
    },
    {
      ...minorUnits('priceMinor', 'Price'),
      admin: { description: 'In minor units: 6000 is $60.00 a term.' },
    },
    {
      name: 'reducedPriceMinor',
      label: 'Reduced price',
      type: 'number',
      min: 0,
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || (Number.isSafeInteger(value) && value >= 0)
          ? true
          : 'The reduced price must be a whole number of minor units, 0 or more.',
      admin: { description: 'Optional, in minor units; the buyer states they qualify.' },
    },
    {
      name: 'reducedFor',
      label: 'Who qualifies for the reduced price',
      type: 'text',
      maxLength: 120,
      admin: { description: 'In words, e.g. “Students and seniors”.' },
    },
    currencyField,
    {
      name: 'term',
      type: 'select',
      required: true,
      defaultValue: 'twelve-months',
      options: TERM_LENGTHS.map((value) => ({ label: TERM_LENGTH_LABELS[value], value })),
    },
    {
      name: 'graceDays',
      label: 'Grace period (days)',
      type: 'number',
      required: true,
      defaultValue: 30,
      min: 0,
      max: 365,
      admin: { description: 'Days after a term ends in which the member keeps their benefits and may renew.' },
    },
    {
      name: 'benefits',
      type: 'array',
      maxRows: 20,
      fields: [{ name: 'benefit', type: 'text', required: true, maxLength: 200 }],
    },
    {
      name: 'grantsRole',
      label: 'Role it grants',
      type: 'select',
      options: GRANTABLE_ROLES.map((value) => ({ label: value, value })),
      admin: { description: 'Held while a term is active or in grace. Artist plans grant none: see decision 047.' },
    },
    { name: 'whoFor', label: 'Who it is for', type: 'text', maxLength: 300 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: PLAN_STATUSES.map((value) => ({ label: value === 'active' ? 'Active' : 'Retired', value })),
    },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Plans are listed from the lowest position up.' },
    },
  ],
}
