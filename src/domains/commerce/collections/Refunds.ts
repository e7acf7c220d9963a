import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '../access'
import { currencyField, minorUnits } from './fields'

/** Money given back on a payment, in full or in part, with the reason staff gave. */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: 'Refund', plural: 'Refunds' },
  admin: { group: 'Money', defaultColumns: ['order', 'payment', 'amountMinor', 'reason', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'payment', type: 'relationship', relationTo: 'payments', required: true, index: true },
    currencyField,
    minorUnits('amountMinor', 'Amount'),
    { name: 'reason', type: 'text', required: true, maxLength: 500 },
  ],
}
