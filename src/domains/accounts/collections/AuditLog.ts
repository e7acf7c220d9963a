import type { CollectionConfig } from 'payload'

import { isStaff } from '../roles'

/**
 * Who did what to whom, read-only for everyone: rows are written by the
 * account tools with the local API and never changed.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'People',
    defaultColumns: ['createdAt', 'actor', 'onBehalfOf', 'action', 'target'],
    useAsTitle: 'action',
  },
  access: {
    read: ({ req }) => isStaff(req.user),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['targetCollection', 'targetId'] }],
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'onBehalfOf',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'The person the actor was acting as (masquerade).' },
    },
    { name: 'action', type: 'text', required: true, maxLength: 100, index: true },
    { name: 'targetCollection', type: 'text', maxLength: 100 },
    { name: 'targetId', type: 'text', maxLength: 100 },
    { name: 'target', type: 'text', maxLength: 300, admin: { description: 'What was acted on, in words.' } },
    { name: 'summary', type: 'json', admin: { description: 'What changed.' } },
  ],
}
