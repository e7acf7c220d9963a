import type { Access } from 'payload'

import { isStaff } from '@/domains/accounts'

/**
 * Who may see what of Open Studios (decision 049). A season, its weekends and
 * its ad sizes are public once the season is no longer being prepared; staff
 * write them. Registrations, listings and ad orders are their owner's and
 * staff's to read, and change only through Open Studios' services (server
 * actions and tools), never through REST or GraphQL. Studios are read by
 * staff and whoever added them, and written through the services too.
 */

export const nobody: Access = () => false

export const staffOnly: Access = ({ req }) => isStaff(req.user)

/** Seasons: staff read all; everyone else the current and past ones. */
export const readPublishedSeasons: Access = ({ req }) =>
  isStaff(req.user) ? true : { status: { not_equals: 'preparing' } }

/** Weekends and ad sizes: staff read all; everyone else those of a published season. */
export const readOfPublishedSeasons: Access = ({ req }) =>
  isStaff(req.user) ? true : { 'season.status': { not_equals: 'preparing' } }

/** Registrations and listings: staff read all; an artist their own; a guest nothing. */
export const readOwnByArtist: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { artist: { equals: req.user.id } }
  return false
}

/** Ad orders: staff read all; the buyer their own; a guest nothing. */
export const readOwnByBuyer: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { buyer: { equals: req.user.id } }
  return false
}

/**
 * Studios: staff read all; an artist the studios they added. The public map
 * and the studio picker read them through Open Studios' services, which show
 * only studios of registered artists (a draft's address stays private).
 */
export const readOwnStudios: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { addedBy: { equals: req.user.id } }
  return false
}
