import type { CollectionConfig } from 'payload'

import { nobody, readOwnStudios } from '../access'
import { POSITION_SOURCES } from '../services/vocabulary'

/**
 * A studio: the place visitors come to. Artists sharing a studio register
 * with the same one and appear together in the guide and on the map
 * (decision 049). Its position comes from a geocoder or from staff placing it
 * in `mapping`; written only through Open Studios' services.
 */
export const Studios: CollectionConfig = {
  slug: 'os-studios',
  labels: { singular: 'Studio', plural: 'Studios' },
  admin: {
    group: 'Open Studios',
    useAsTitle: 'address',
    defaultColumns: ['address', 'unit', 'neighbourhood', 'positionSource'],
  },
  defaultSort: 'address',
  access: { read: readOwnStudios, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'address', label: 'Street address', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'unit', type: 'text', maxLength: 40 },
    { name: 'city', type: 'text', maxLength: 80 },
    { name: 'postcode', type: 'text', maxLength: 12 },
    { name: 'name', label: 'Building or studio name', type: 'text', maxLength: 120 },
    { name: 'neighbourhood', type: 'relationship', relationTo: 'neighbourhoods', index: true },
    { name: 'accessNotes', label: 'Access notes', type: 'textarea', maxLength: 500 },
    { name: 'latitude', type: 'number', min: -90, max: 90 },
    { name: 'longitude', type: 'number', min: -180, max: 180 },
    {
      name: 'positionSource',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: POSITION_SOURCES.map((value) => ({ label: value, value })),
    },
    { name: 'addedBy', type: 'relationship', relationTo: 'users', index: true },
  ],
}
