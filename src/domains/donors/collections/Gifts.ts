import type { CollectionConfig } from 'payload'

import { currencyField, minorUnits } from '@/domains/commerce'

import { nobody, readOwnGiving } from '../access'
import {
  DEDICATION_LABELS,
  DEDICATIONS,
  GIFT_FREQUENCIES,
  GIFT_FREQUENCY_LABELS,
  GIFT_SOURCES,
  GIFT_STATUS_LABELS,
  GIFT_STATUSES,
  RECOGNITION_LABELS,
  RECOGNITIONS,
} from '../services/giving'

/**
 * A gift (decision 044): made pending with the donor's choices before
 * checkout, sold as the one line of an order of the `donation` kind (the
 * line's product is the gift's id), marked paid by that kind's fulfilment in
 * the transaction that marks the order paid. Written only by donors' services.
 */
export const Gifts: CollectionConfig = {
  slug: 'gifts',
  labels: { singular: 'Gift', plural: 'Gifts' },
  admin: {
    group: 'Donors',
    useAsTitle: 'donorName',
    defaultColumns: ['donorName', 'campaign', 'amountMinor', 'frequency', 'status', 'paidAt'],
  },
  defaultSort: '-createdAt',
  access: { read: readOwnGiving, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'campaign', type: 'relationship', relationTo: 'campaigns', required: true, index: true },
    minorUnits('amountMinor', 'Amount'),
    currencyField,
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'once',
      options: GIFT_FREQUENCIES.map((value) => ({ label: GIFT_FREQUENCY_LABELS[value], value })),
    },
    { name: 'donor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'donorName', label: 'Donor’s name', type: 'text', required: true, maxLength: 200 },
    { name: 'donorEmail', label: 'Donor’s email', type: 'email', required: true, index: true },
    {
      name: 'organisation',
      type: 'text',
      maxLength: 200,
      index: true,
      admin: { description: 'Given on behalf of this organisation; recognised under its name.' },
    },
    {
      name: 'recognition',
      type: 'select',
      required: true,
      defaultValue: 'private',
      options: RECOGNITIONS.map((value) => ({ label: RECOGNITION_LABELS[value], value })),
    },
    {
      name: 'dedication',
      type: 'select',
      options: DEDICATIONS.map((value) => ({ label: DEDICATION_LABELS[value], value })),
    },
    { name: 'dedicatedTo', label: 'Dedicated to', type: 'text', maxLength: 200 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: GIFT_STATUSES.map((value) => ({ label: GIFT_STATUS_LABELS[value], value })),
    },
    { name: 'source', type: 'select', required: true, defaultValue: 'online', options: [...GIFT_SOURCES] },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'yearlyGift', label: 'Yearly gift', type: 'relationship', relationTo: 'yearly-gifts', index: true },
    { name: 'paidAt', type: 'date', index: true },
    {
      name: 'acknowledgedAt',
      label: 'Thanked at',
      type: 'date',
      admin: { description: 'When the thank-you was sent; set once, so it is sent once.' },
    },
  ],
}
