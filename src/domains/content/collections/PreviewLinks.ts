import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access'

/**
 * Links staff make so someone without an account can see a draft at its
 * `/temp/…` address: for one target, until it expires or is revoked. Only the
 * token's hash is stored; the link is shown once, when made. Staff only
 * through every API.
 */
export const PreviewLinks: CollectionConfig = {
  slug: 'preview-links',
  labels: { singular: 'Preview link', plural: 'Preview links' },
  admin: { group: 'Site content', hidden: true, useAsTitle: 'target' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'target', type: 'text', required: true, index: true, maxLength: 40 },
    { name: 'tokenHash', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'revokedAt', type: 'date' },
    { name: 'madeBy', type: 'relationship', relationTo: 'users' },
  ],
}
