import type { Access } from 'payload'

import { isStaff } from '@/domains/accounts'

/**
 * Who may see what about giving (decision 044). Campaigns and levels are
 * public once published; a gift and a yearly gift are the donor's own and
 * staff's. Nobody writes gifts or yearly gifts through REST or GraphQL: they
 * change only through donors' services and the donation kind, inside
 * commerce's transactions.
 */

export const nobody: Access = () => false

export const anyone: Access = () => true

export const staffOnly: Access = ({ req }) => isStaff(req.user)

/** Campaigns: staff read all; everyone else only published ones. */
export const readPublishedCampaigns: Access = ({ req }) => (isStaff(req.user) ? true : { published: { equals: true } })

/** Gifts and yearly gifts: staff read all; a person reads their own; a guest nothing. */
export const readOwnGiving: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { donor: { equals: req.user.id } }
  return false
}
