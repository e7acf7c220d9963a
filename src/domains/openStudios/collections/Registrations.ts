import type { CollectionConfig } from 'payload'

import { nobody, readOwnByArtist } from '../access'
import {
  ACCESS_FEATURE_LABELS,
  ACCESS_FEATURES,
  REGISTRATION_STATE_LABELS,
  REGISTRATION_STATES,
} from '../services/vocabulary'

/**
 * An artist's registration for a season (decision 049): one per artist and
 * season. The price and its parts are those of the order that paid it (the
 * price shown at checkout is the one charged). `queuedAt` orders a weekend's
 * waiting list; `offerEndsAt` is when an offered place goes to the next
 * artist. Written only by Open Studios' services: the artist's server
 * actions, the registration kind when its order is paid, and staff's tools.
 */
export const Registrations: CollectionConfig = {
  slug: 'os-registrations',
  labels: { singular: 'Open Studios registration', plural: 'Open Studios registrations' },
  admin: { group: 'Open Studios', defaultColumns: ['artist', 'season', 'tier', 'status', 'updatedAt'] },
  defaultSort: '-updatedAt',
  access: { read: readOwnByArtist, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['season', 'artist'], unique: true }],
  fields: [
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true, index: true },
    { name: 'artist', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'profile', type: 'relationship', relationTo: 'artist-profiles', index: true },
    { name: 'tier', type: 'text', required: true, maxLength: 40 },
    { name: 'weekends', type: 'relationship', relationTo: 'os-weekends', hasMany: true, required: true },
    { name: 'studio', type: 'relationship', relationTo: 'os-studios', index: true },
    {
      name: 'accessibility',
      type: 'select',
      hasMany: true,
      options: ACCESS_FEATURES.map((value) => ({ label: ACCESS_FEATURE_LABELS[value], value })),
    },
    { name: 'accessibilityNotes', type: 'textarea', maxLength: 500 },
    { name: 'emerging', label: 'Emerging artist', type: 'checkbox', defaultValue: false },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: REGISTRATION_STATES.map((value) => ({ label: REGISTRATION_STATE_LABELS[value], value })),
    },
    { name: 'priceMinor', label: 'Price paid', type: 'number', min: 0 },
    { name: 'priceParts', label: 'How the price was made', type: 'json' },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'feeWaived', type: 'checkbox', defaultValue: false },
    { name: 'registeredBy', label: 'Registered by staff', type: 'relationship', relationTo: 'users' },
    { name: 'registeredAt', type: 'date' },
    { name: 'queuedAt', label: 'Joined the waiting list', type: 'date', index: true },
    { name: 'offerEndsAt', label: 'Offer ends', type: 'date' },
    { name: 'endedAt', label: 'Withdrawn or cancelled at', type: 'date' },
    { name: 'endReason', type: 'text', maxLength: 300 },
  ],
}
