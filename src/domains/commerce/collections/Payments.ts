import type { CollectionConfig } from 'payload'

import { nobody, readPaymentsOfOwnOrders } from '../access'
import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS } from '../services/notifications'
import { currencyField, minorUnits } from './fields'

/**
 * What a provider told us about money for an order: taken or declined. One
 * record per notification that was not a duplicate, so staff see every
 * attempt, and a second success (money taken twice) is there to refund.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    group: 'Money',
    defaultColumns: ['order', 'provider', 'outcome', 'amountMinor', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: readPaymentsOfOwnOrders, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'provider', type: 'select', required: true, options: [...PAYMENT_PROVIDERS] },
    {
      name: 'providerEvent',
      type: 'text',
      required: true,
      maxLength: 255,
      admin: { description: 'The provider’s id of the notification.' },
    },
    {
      name: 'reference',
      type: 'text',
      maxLength: 255,
      admin: { description: 'The provider’s id of the payment, which a refund names.' },
    },
    { name: 'outcome', type: 'select', required: true, index: true, options: [...PAYMENT_OUTCOMES] },
    currencyField,
    minorUnits('amountMinor', 'Amount'),
  ],
}
