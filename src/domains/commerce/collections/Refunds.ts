import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '../access'
import { REFUND_STATUSES } from '../services/refunds'
import { currencyField, minorUnits } from './fields'

/**
 * Money given back on a payment, in full or in part, with the reason and the
 * staff member who gave it. Written first as pending, before the provider is
 * asked, so two refunds at once cannot give back more than was paid; then
 * succeeded (with the provider's reference) or failed (with its words).
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: 'Refund', plural: 'Refunds' },
  admin: {
    group: 'Money',
    defaultColumns: ['order', 'payment', 'amountMinor', 'status', 'reason', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'payment', type: 'relationship', relationTo: 'payments', required: true, index: true },
    currencyField,
    minorUnits('amountMinor', 'Amount'),
    { name: 'reason', type: 'text', required: true, maxLength: 500 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REFUND_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
    },
    { name: 'staff', type: 'relationship', relationTo: 'users', admin: { description: 'Who gave the money back.' } },
    {
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 100,
      admin: { description: 'The key the provider is asked with, so a retried refund is made once.' },
    },
    { name: 'reference', type: 'text', maxLength: 255, admin: { description: 'The provider’s id of the refund.' } },
    { name: 'failure', type: 'text', maxLength: 500, admin: { description: 'What the provider said, if it refused.' } },
  ],
}
