import type { CollectionConfig } from 'payload'

import { isStaff } from '@/domains/accounts'

/**
 * Every message sent without SMTP lands here, complete (the raw .eml too), so a
 * fresh installation works offline and staff can read what went out.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    group: 'Communications',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    description: 'Mail sent while no SMTP server is configured (SMTP_URL). Newest first.',
  },
  defaultSort: '-createdAt',
  access: {
    read: ({ req }) => isStaff(req.user),
    create: () => false,
    update: () => false,
    delete: ({ req }) => isStaff(req.user),
  },
  fields: [
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'from', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'messageId', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      name: 'rendered',
      type: 'ui',
      admin: { components: { Field: '/domains/comms/admin/RenderedMessage#RenderedMessage' } },
    },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'html', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      name: 'raw',
      type: 'textarea',
      required: true,
      admin: { readOnly: true, description: 'The message as sent (.eml).' },
    },
  ],
}
