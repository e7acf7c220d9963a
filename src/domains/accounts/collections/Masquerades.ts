import type { CollectionConfig } from 'payload'

/**
 * An administrator viewing the site as someone else. The browser holds a random
 * token; only its hash is stored. A masquerade ends when the admin exits, when it
 * expires, or when the admin's own session ends.
 */
export const Masquerades: CollectionConfig = {
  slug: 'masquerades',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'admin', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'target', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'endedAt', type: 'date' },
  ],
}
