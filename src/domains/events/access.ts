import type { Access, FieldAccess, FieldHook, Where } from 'payload'

import { isStaff } from '@/domains/accounts'

import { idOf, PUBLIC_STATUSES } from './services/rules'

/**
 * Who may do what with events (decision 060). Staff do everything; anyone
 * signed in proposes events and works on their own; everyone reads what is
 * public. Publishing is kept to staff by the collection's hooks, as for
 * artists' profiles: a member's save is always a draft version.
 */

/**
 * An event the public sees: approved by staff, or cancelled after, and its
 * approved version (`_status`) in the main table. A member's change waiting
 * for review is a draft version beside it and never matches.
 */
const PUBLIC_EVENT: Where = {
  and: [{ status: { in: [...PUBLIC_STATUSES] } }, { _status: { equals: 'published' } }],
}

/** A fresh copy each time: Payload adds to the queries it is given. */
export const publicEvents = (): Where => structuredClone(PUBLIC_EVENT)

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const readEvents: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { or: [publicEvents(), { organiser: { equals: req.user.id } }] }
  return publicEvents()
}

/** The version history (drafts among it): staff, and a member for their own events. */
export const readEventVersions: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { 'version.organiser': { equals: req.user.id } }
  return false
}

export const updateOwnEvents: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { organiser: { equals: req.user.id } }
  return false
}

/** Who proposed an event is for staff and that person; the public sees the organiser's name only. */
export const organiserOrStaffOnly: FieldHook = ({ value, req, overrideAccess }) => {
  const visible = overrideAccess || isStaff(req.user) || (req.user && String(idOf(value)) === String(req.user.id))
  // A field hook's undefined keeps the value, so the empty answer is null.
  return visible ? value : null
}

export const nobody: Access = () => false

/** A place at an event (an RSVP, a ticket): staff, and the person it is for. */
export const readOwnPlaces: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { person: { equals: req.user.id } }
  return false
}

/** Ticket kinds are set by staff: tickets are sold by the organisation, through its shop's payments. */
export const staffField: FieldAccess = ({ req }) => isStaff(req.user)
