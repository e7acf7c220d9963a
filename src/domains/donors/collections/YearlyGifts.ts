import type { CollectionConfig } from 'payload'

import { currencyField, minorUnits } from '@/domains/commerce'

import { nobody, readOwnGiving } from '../access'
import { YEARLY_GIFT_STATUSES } from '../services/giving'

/**
 * A gift given every year (decision 044): started by the first gift's
 * payment, renewed on `nextRenewalAt` (by Stripe's subscription — kept on
 * the first gift's order — or by the jobs queue with the test provider),
 * stopped by the donor from their dashboard or by staff. Yearly giving needs
 * an account, so the donor can stop it. Written only by donors' services.
 */
export const YearlyGifts: CollectionConfig = {
  slug: 'yearly-gifts',
  labels: { singular: 'Yearly gift', plural: 'Yearly gifts' },
  admin: {
    group: 'Donors',
    defaultColumns: ['donor', 'campaign', 'amountMinor', 'status', 'nextRenewalAt'],
  },
  defaultSort: '-createdAt',
  access: { read: readOwnGiving, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'donor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'campaign', type: 'relationship', relationTo: 'campaigns', required: true, index: true },
    minorUnits('amountMinor', 'Amount'),
    currencyField,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [...YEARLY_GIFT_STATUSES],
    },
    { name: 'firstGift', label: 'First gift', type: 'relationship', relationTo: 'gifts', required: true },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'nextRenewalAt', label: 'Next renewal', type: 'date', index: true },
    { name: 'renewals', type: 'number', defaultValue: 0, min: 0 },
    { name: 'stoppedAt', type: 'date' },
  ],
}
