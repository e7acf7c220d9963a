import type { CollectionConfig } from 'payload'

import type { Access } from 'payload'

const nobody: Access = () => false

/**
 * The token behind each member's card (decision 062): one per person, random,
 * replaced when the member issues a new card. No API reads or writes it; the
 * card page and the verification address go through `services/cards.ts`.
 */
export const MembershipCards: CollectionConfig = {
  slug: 'membership-cards',
  labels: { singular: 'Membership card', plural: 'Membership cards' },
  admin: { group: 'Perks', hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'person', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'token', type: 'text', required: true, unique: true, index: true },
  ],
}
