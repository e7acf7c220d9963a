import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '../access'
import { DESK_DESCRIPTION_MAX } from '../services/desk-sale'
import { currencyField, minorUnits } from './fields'

/**
 * A free amount taken at the desk ("Workshop fee", "Donation"): what staff
 * wrote and the sum, sold as one line of the `desk-amount` kind whose product
 * is this record's id. Written only by the desk sale and that kind's
 * fulfilment; read by staff only.
 */
export const DeskAmounts: CollectionConfig = {
  slug: 'desk-amounts',
  labels: { singular: 'Desk amount', plural: 'Desk amounts' },
  admin: {
    group: 'Money',
    useAsTitle: 'description',
    defaultColumns: ['description', 'amountMinor', 'order', 'paidAt', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'description', type: 'text', required: true, maxLength: DESK_DESCRIPTION_MAX },
    minorUnits('amountMinor', 'Amount'),
    currencyField,
    {
      name: 'staff',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who took it at the desk.' },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'paidAt', type: 'date', index: true },
  ],
}
