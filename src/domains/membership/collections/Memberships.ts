import type { CollectionConfig } from 'payload'

import { nobody, readOwnMembership } from '../access'
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  GRANTABLE_ROLES,
  MEMBERSHIP_STATE_LABELS,
  MEMBERSHIP_STATES,
} from '../services/vocabulary'
import { calendarDateField } from '@/platform/calendar'

/**
 * A person's membership of one audience (decision 047): its terms say what
 * was bought; `status`, `endsOn` and `graceEndsOn` are what the terms make of
 * today, kept by membership's services and its life-cycle task so lists and
 * the header's badge read them without recomputing. `roleGranted` is the role
 * this membership gave the person and will take back: never one they held
 * before. Written only by membership's services.
 */
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  labels: { singular: 'Membership', plural: 'Memberships' },
  admin: {
    group: 'Membership',
    defaultColumns: ['person', 'audience', 'plan', 'status', 'endsOn'],
  },
  defaultSort: '-updatedAt',
  access: { read: readOwnMembership, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['person', 'audience'], unique: true }],
  fields: [
    { name: 'person', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'audience',
      type: 'select',
      required: true,
      options: AUDIENCES.map((value) => ({ label: AUDIENCE_LABELS[value], value })),
    },
    { name: 'plan', type: 'relationship', relationTo: 'membership-plans', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting-payment',
      index: true,
      options: MEMBERSHIP_STATES.map((value) => ({ label: MEMBERSHIP_STATE_LABELS[value], value })),
    },
    { ...calendarDateField('startedOn', 'Member since'), index: true },
    { ...calendarDateField('endsOn', 'Ends on'), index: true },
    calendarDateField('graceEndsOn', 'Grace ends on'),
    {
      name: 'roleGranted',
      label: 'Role granted by this membership',
      type: 'select',
      options: GRANTABLE_ROLES.map((value) => ({ label: value, value })),
    },
    {
      name: 'cancelledAt',
      label: 'Cancelled at',
      type: 'date',
      admin: { description: 'The current term runs out and is not followed by a grace period.' },
    },
  ],
}
