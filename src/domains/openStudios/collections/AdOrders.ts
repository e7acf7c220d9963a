import type { CollectionConfig } from 'payload'

import { nobody, readOwnByBuyer } from '../access'
import { AD_ORDER_STATE_LABELS, AD_ORDER_STATES } from '../services/vocabulary'

/**
 * A guide ad bought by an advertiser (decision 049): its size, the commerce
 * order that paid it, and the print artwork sent for it with what the
 * server's print checks found. Written only through Open Studios' services.
 */
export const AdOrders: CollectionConfig = {
  slug: 'os-ad-orders',
  labels: { singular: 'Guide ad order', plural: 'Guide ad orders' },
  admin: { group: 'Open Studios', defaultColumns: ['buyer', 'size', 'status', 'updatedAt'] },
  defaultSort: '-updatedAt',
  access: { read: readOwnByBuyer, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true, index: true },
    { name: 'size', type: 'relationship', relationTo: 'os-ad-sizes', required: true, index: true },
    { name: 'buyer', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'businessName', type: 'text', required: true, maxLength: 120 },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting-payment',
      index: true,
      options: AD_ORDER_STATES.map((value) => ({ label: AD_ORDER_STATE_LABELS[value], value })),
    },
    {
      name: 'artwork',
      type: 'group',
      fields: [
        { name: 'path', label: 'Stored at', type: 'text', maxLength: 300 },
        { name: 'fileName', type: 'text', maxLength: 200 },
        { name: 'contentType', type: 'text', maxLength: 80 },
        { name: 'bytes', type: 'number', min: 0 },
        { name: 'findings', label: 'What the print checks found', type: 'json' },
        { name: 'uploadedAt', type: 'date' },
      ],
    },
    { name: 'reviewNote', label: 'Changes asked for', type: 'textarea', maxLength: 1000 },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users' },
    { name: 'reviewedAt', type: 'date' },
  ],
}
