import type { Access } from 'payload'

import { isStaff } from '@/domains/accounts'

/**
 * Who may see what about memberships (decision 047). Plans are public while
 * active and written by staff; a membership, its terms and its events are the
 * member's own and staff's. Nobody writes memberships, terms or events
 * through REST or GraphQL: they change only through membership's services,
 * inside the transactions that pay for them or that staff's tools run.
 */

export const nobody: Access = () => false

export const staffOnly: Access = ({ req }) => isStaff(req.user)

/** Plans: staff read all; everyone else only active ones. */
export const readActivePlans: Access = ({ req }) => (isStaff(req.user) ? true : { status: { equals: 'active' } })

/** Memberships, terms and events: staff read all; a person reads their own; a guest nothing. */
export const readOwnMembership: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { person: { equals: req.user.id } }
  return false
}
