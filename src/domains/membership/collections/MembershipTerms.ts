import type { CollectionConfig } from 'payload'

import { currencyField } from '@/domains/commerce'

import { nobody, readOwnMembership } from '../access'
import { TERM_SOURCE_LABELS, TERM_SOURCES, TERM_STATE_LABELS, TERM_STATES } from '../services/vocabulary'
import { calendarDateField } from '@/platform/calendar'

/**
 * A term of a membership (decision 047): the days from `startsOn` to `endsOn`
 * (both included, the organisation's calendar dates) bought on a plan, by a
 * paid order, a free term from staff or a payment staff recorded. One order
 * makes at most one term of a membership. Written only by membership's
 * services.
 */
export const MembershipTerms: CollectionConfig = {
  slug: 'membership-terms',
  labels: { singular: 'Membership term', plural: 'Membership terms' },
  admin: {
    group: 'Membership',
    defaultColumns: ['person', 'plan', 'startsOn', 'endsOn', 'status', 'source'],
  },
  defaultSort: '-startsOn',
  access: { read: readOwnMembership, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['order', 'membership'], unique: true }],
  fields: [
    { name: 'membership', type: 'relationship', relationTo: 'memberships', required: true, index: true },
    { name: 'person', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'plan', type: 'relationship', relationTo: 'membership-plans', required: true, index: true },
    { ...calendarDateField('startsOn', 'Starts on', true), index: true },
    { ...calendarDateField('endsOn', 'Ends on', true), index: true },
    {
      name: 'graceDays',
      label: 'Grace period (days)',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'The plan’s grace period when the term was bought.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'upcoming',
      index: true,
      options: TERM_STATES.map((value) => ({ label: TERM_STATE_LABELS[value], value })),
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: TERM_SOURCES.map((value) => ({ label: TERM_SOURCE_LABELS[value], value })),
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'paidMinor',
      label: 'Paid',
      type: 'number',
      min: 0,
      admin: { description: 'In minor units, as sold; 0 for a free term.' },
    },
    { ...currencyField, required: false },
    { name: 'reduced', label: 'At the reduced price', type: 'checkbox', defaultValue: false },
    { name: 'note', type: 'text', maxLength: 500 },
    { name: 'cancelledAt', label: 'Cancelled at', type: 'date' },
  ],
}
