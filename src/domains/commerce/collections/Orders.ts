import type { CollectionConfig } from 'payload'

import { neverThroughTheApi, nobody, readOwnOrders } from '../access'
import { quantityProblem } from '../services/order-lines'
import { PAYMENT_PROVIDERS } from '../services/notifications'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../services/orders'
import { currencyField, minorUnits } from './fields'

/**
 * An order: who buys (a person, or a guest's email and name), its lines with
 * the description and unit price as they were when it was made, its total and
 * its status. Written only by `createOrder` and `recordPaymentEvent`.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    group: 'Money',
    useAsTitle: 'number',
    defaultColumns: ['number', 'buyer', 'guestEmail', 'status', 'totalMinor', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: readOwnOrders, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, maxLength: 20 },
    { name: 'buyer', type: 'relationship', relationTo: 'users', index: true },
    { name: 'guestEmail', type: 'email', index: true },
    { name: 'guestName', type: 'text', maxLength: 200 },
    {
      name: 'guestToken',
      type: 'text',
      maxLength: 64,
      access: { read: neverThroughTheApi },
      admin: { hidden: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ label: ORDER_STATUS_LABELS[value], value })),
    },
    currencyField,
    minorUnits('totalMinor', 'Total'),
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'kind', type: 'text', required: true, maxLength: 50 },
        {
          name: 'product',
          type: 'text',
          required: true,
          maxLength: 100,
          admin: { description: 'What the kind knows the product by (its id or code).' },
        },
        { name: 'description', type: 'text', required: true, maxLength: 300 },
        minorUnits('unitPriceMinor', 'Unit price'),
        {
          name: 'quantity',
          type: 'number',
          required: true,
          min: 1,
          validate: (value: number | null | undefined) => quantityProblem(value ?? Number.NaN) ?? true,
        },
        { name: 'priceReason', type: 'text', maxLength: 300, admin: { description: 'Why this price applied.' } },
        {
          name: 'renews',
          type: 'select',
          options: [{ label: 'Every year', value: 'year' }],
          admin: { description: 'Paid again every year until stopped (a yearly gift).' },
        },
      ],
    },
    {
      name: 'provider',
      type: 'select',
      options: [...PAYMENT_PROVIDERS],
      admin: { description: 'Who takes the payment, once checkout has started.' },
    },
    {
      name: 'providerReference',
      type: 'text',
      maxLength: 255,
      admin: {
        description: 'The provider’s id of the latest checkout session, or of the renewal’s invoice for a renewal.',
      },
    },
    {
      name: 'subscriptionReference',
      type: 'text',
      maxLength: 255,
      index: true,
      admin: { description: 'The provider’s id of the subscription that renews this order’s yearly lines.' },
    },
    {
      name: 'renewalOf',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      admin: { description: 'The first order of the subscription this order renews.' },
    },
    {
      name: 'renewalsStopAskedAt',
      type: 'date',
      admin: { description: 'When stopping the subscription was asked; the provider is asked until it has stopped.' },
    },
    { name: 'renewalsStoppedAt', type: 'date', admin: { description: 'When the provider stopped the subscription.' } },
    { name: 'checkoutAttempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'expiresAt', type: 'date', index: true, admin: { description: 'When an unpaid order expires.' } },
    {
      name: 'attention',
      type: 'text',
      maxLength: 500,
      admin: { description: 'What staff must settle by hand, such as a payment for something sold out meanwhile.' },
    },
    { name: 'paidAt', type: 'date' },
    { name: 'fulfilledAt', type: 'date' },
    {
      name: 'receiptSentAt',
      type: 'date',
      admin: { description: 'When the receipt was mailed to the buyer; set once, so it is mailed once.' },
    },
  ],
}
