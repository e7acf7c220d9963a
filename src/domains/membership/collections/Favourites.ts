import type { CollectionConfig } from 'payload'

import { nobody, readOwnMembership, staffOnly } from '../access'
import { FAVOURITE_KINDS } from '../services/favourite-rules'

/**
 * A person's favourite artist or artwork (decision 059): the heart on the
 * public pages. Read by its owner and staff; written only through the heart's
 * server action (`services/favourites.ts`), so nobody hearts for another.
 */
export const Favourites: CollectionConfig = {
  slug: 'favourites',
  labels: { singular: 'Favourite', plural: 'Favourites' },
  admin: { group: 'Membership', defaultColumns: ['person', 'kind', 'artist', 'artwork', 'createdAt'] },
  access: { read: readOwnMembership, create: nobody, update: nobody, delete: staffOnly },
  indexes: [
    { fields: ['person', 'artist'], unique: true },
    { fields: ['person', 'artwork'], unique: true },
  ],
  fields: [
    { name: 'person', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...FAVOURITE_KINDS] },
    { name: 'artist', type: 'relationship', relationTo: 'artist-profiles' },
    { name: 'artwork', type: 'relationship', relationTo: 'artworks' },
  ],
}

/**
 * Whether a person shows their favourites at `/artlover/{id}`, and under what
 * name (decision 059). Off until they switch it on; theirs and staff's to read.
 */
export const ArtLoverPages: CollectionConfig = {
  slug: 'art-lover-pages',
  // Named apart from the content domain's `art-lover-page` global (the art lovers' landing),
  // in the types and in the GraphQL schema, which refuses two types of one name.
  typescript: { interface: 'ArtLoverPublicPage' },
  graphQL: { singularName: 'ArtLoverPublicPage', pluralName: 'ArtLoverPublicPages' },
  labels: { singular: 'Art lover page', plural: 'Art lover pages' },
  admin: { group: 'Membership', useAsTitle: 'displayName', defaultColumns: ['person', 'shown', 'displayName'] },
  access: { read: readOwnMembership, create: nobody, update: nobody, delete: staffOnly },
  fields: [
    { name: 'person', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'shown', label: 'Public page on', type: 'checkbox', defaultValue: false },
    { name: 'displayName', label: 'Name shown', type: 'text', maxLength: 60 },
  ],
}
