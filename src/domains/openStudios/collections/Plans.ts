import type { Access, CollectionConfig } from 'payload'

import { nobody } from '../access'

/** A plan is its owner's alone: where a visitor means to go is nobody else's business, staff's included. */
const readOwnPlan: Access = ({ req }) => (req.user ? { owner: { equals: req.user.id } } : false)

/**
 * A signed-in visitor's route plan (decision 102): the studios they chose in
 * a season, in their own order when they made one. One per person and
 * season; written only through the planner's server action, so nobody saves
 * another's. Signed out, the same choice is kept in the browser.
 */
export const Plans: CollectionConfig = {
  slug: 'os-plans',
  labels: { singular: 'Route plan', plural: 'Route plans' },
  admin: { group: 'Open Studios', defaultColumns: ['owner', 'season', 'updatedAt'] },
  access: { read: readOwnPlan, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['owner', 'season'], unique: true }],
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'season', type: 'relationship', relationTo: 'os-seasons', required: true },
    { name: 'studios', type: 'json', required: true },
    { name: 'inMyOrder', label: 'In my own order', type: 'checkbox', defaultValue: false },
  ],
}
