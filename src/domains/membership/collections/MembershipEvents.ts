import type { CollectionConfig } from 'payload'

import { nobody, readOwnMembership } from '../access'
import { MEMBERSHIP_EVENTS } from '../services/vocabulary'

/**
 * What happened to a membership, each once (its `key` is unique: a second
 * run of the life-cycle task records nothing twice), so the welcome, the
 * reminders and the expiry notice can be mailed from them: `noticedAt` is set
 * when a mail has gone out for it. Written only by membership's services.
 */
export const MembershipEvents: CollectionConfig = {
  slug: 'membership-events',
  labels: { singular: 'Membership event', plural: 'Membership events' },
  admin: {
    group: 'Membership',
    defaultColumns: ['person', 'kind', 'createdAt', 'noticedAt'],
  },
  defaultSort: '-createdAt',
  access: { read: readOwnMembership, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, maxLength: 120 },
    { name: 'membership', type: 'relationship', relationTo: 'memberships', required: true, index: true },
    { name: 'person', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'term', type: 'relationship', relationTo: 'membership-terms', index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: [...MEMBERSHIP_EVENTS] },
    { name: 'detail', type: 'text', maxLength: 300 },
    { name: 'noticedAt', label: 'Mailed at', type: 'date', index: true },
  ],
}
