import type { CollectionConfig } from 'payload'

import { nobody, readOwnByArtist } from '../access'
import { LISTING_STATE_LABELS, LISTING_STATES } from '../services/vocabulary'

/**
 * A registered artist's entry in the printed guide (decision 049): a picture
 * checked for print, a description and directions within the season's
 * limits, the hours and accessibility. Editable by the artist until the
 * season's materials deadline, then locked on the server; reviewed by staff.
 * Written only through Open Studios' services.
 */
export const Listings: CollectionConfig = {
  slug: 'os-listings',
  labels: { singular: 'Guide listing', plural: 'Guide listings' },
  admin: { group: 'Open Studios', defaultColumns: ['artist', 'season', 'status', 'updatedAt'] },
  defaultSort: '-updatedAt',
  access: { read: readOwnByArtist, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'registration', type: 'relationship', relationTo: 'os-registrations', required: true, unique: true },
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true, index: true },
    { name: 'artist', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'images' },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    { name: 'directions', type: 'textarea', maxLength: 1000 },
    { name: 'hours', label: 'Hours, if not the weekend’s', type: 'text', maxLength: 120 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: LISTING_STATES.map((value) => ({ label: LISTING_STATE_LABELS[value], value })),
    },
    { name: 'reviewNote', label: 'Changes asked for', type: 'textarea', maxLength: 1000 },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users' },
    { name: 'reviewedAt', type: 'date' },
    { name: 'submittedAt', type: 'date' },
  ],
}
