import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '../access'
import { GUIDE_EXPORT_STATES } from '../services/guide-export-states'

/**
 * One export of a season's guide (decision 052): the ZIP a queued job writes
 * to staff-only storage, and how far it has got (listings done of the total),
 * which `sfoslistings` shows as it goes. Written only by Open Studios'
 * services.
 */
export const GuideExports: CollectionConfig = {
  slug: 'os-guide-exports',
  labels: { singular: 'Guide export', plural: 'Guide exports' },
  admin: { group: 'Open Studios', defaultColumns: ['season', 'status', 'done', 'total', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: GUIDE_EXPORT_STATES.map((value) => ({ label: value, value })),
    },
    { name: 'done', label: 'Listings done', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'total', label: 'Listings in all', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'object', label: 'Stored as', type: 'text', maxLength: 300 },
    { name: 'bytes', type: 'number', min: 0 },
    { name: 'startedBy', type: 'relationship', relationTo: 'users' },
    { name: 'finishedAt', type: 'date' },
    { name: 'problem', type: 'text', maxLength: 500 },
  ],
}
