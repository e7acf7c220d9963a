import type { CollectionConfig, PayloadRequest } from 'payload'

/**
 * Every message sent without SMTP lands here, complete (the raw .eml too), so a
 * fresh installation works offline and staff can read what went out. Who may
 * read it is passed in (the accounts domain's `isStaff`): comms knows no roles,
 * and accounts already sends its mail through comms.
 */
export function outboxCollection({
  mayRead,
}: {
  mayRead: (person: PayloadRequest['user']) => boolean
}): CollectionConfig {
  return {
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
      read: ({ req }) => mayRead(req.user),
      create: () => false,
      update: () => false,
      delete: ({ req }) => mayRead(req.user),
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
}
