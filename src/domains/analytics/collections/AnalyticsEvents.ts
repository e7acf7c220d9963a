import type { CollectionConfig } from 'payload'

import { isStaff } from '@/domains/accounts'

import { BROWSER_CLASSES, DEVICE_CLASSES } from '../services/user-agent'

/**
 * First-party page views. No cookie, no IP address: a visitor is a hash that
 * changes every day (see services/visitor.ts). Written only by the ingest
 * endpoint; staff read them.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: { group: 'Operations', defaultColumns: ['type', 'path', 'referrer', 'createdAt'], useAsTitle: 'path' },
  access: {
    read: ({ req }) => isStaff(req.user),
    create: () => false,
    update: () => false,
    delete: ({ req }) => isStaff(req.user),
  },
  indexes: [{ fields: ['visitor', 'createdAt'] }],
  fields: [
    { name: 'type', type: 'select', required: true, options: ['page_view'], index: true },
    { name: 'path', type: 'text', required: true, maxLength: 2048, index: true },
    { name: 'referrer', type: 'text', maxLength: 2048 },
    { name: 'visitor', type: 'text', required: true, maxLength: 64 },
    // Classes of the user agent, never the string itself (services/user-agent.ts); empty on events recorded before them.
    { name: 'device', type: 'select', options: [...DEVICE_CLASSES] },
    { name: 'browser', type: 'select', options: [...BROWSER_CLASSES] },
  ],
}

/** One random salt per day; older salts are deleted so yesterday's hashes can never be recomputed. */
export const AnalyticsSalts: CollectionConfig = {
  slug: 'analytics-salts',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true, maxLength: 10 },
    { name: 'salt', type: 'text', required: true, maxLength: 64 },
  ],
}
