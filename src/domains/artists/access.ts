import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, isStaff } from '@/domains/accounts'

import { idOf } from './services/rules'

/**
 * Who may do what with artists' profiles and artworks. Staff do everything; an
 * artist works on their own; everyone, signed in or not, reads what is public.
 * The artist's finer rules (no publishing, no verifying…) are in
 * `services/rules.ts`, applied by the collections' hooks.
 */

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const staffOrArtist: Access = ({ req }) => isStaff(req.user) || hasRole(req.user, 'artist')

/**
 * A profile the public sees: approved by staff (`published`) and its published
 * version (`_status`) in the main table. An artist's pending change is a
 * draft version beside it and never matches.
 */
export const PUBLIC_PROFILE: Where = {
  and: [{ status: { equals: 'published' } }, { _status: { equals: 'published' } }],
}

/** A published artwork of a public profile. */
export const PUBLIC_ARTWORK: Where = {
  and: [
    { status: { equals: 'published' } },
    { 'artist.status': { equals: 'published' } },
    { 'artist._status': { equals: 'published' } },
  ],
}

export const readProfiles: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { or: [PUBLIC_PROFILE, { owner: { equals: req.user.id } }] }
  return PUBLIC_PROFILE
}

/** The version history (drafts among it): staff, and an artist for their own profile. */
export const readProfileVersions: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (hasRole(req.user, 'artist')) return { 'version.owner': { equals: req.user!.id } }
  return false
}

export const updateOwnProfile: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (hasRole(req.user, 'artist')) return { owner: { equals: req.user!.id } }
  return false
}

export const readArtworks: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { or: [PUBLIC_ARTWORK, { 'artist.owner': { equals: req.user.id } }] }
  return PUBLIC_ARTWORK
}

export const changeOwnArtworks: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (hasRole(req.user, 'artist')) return { 'artist.owner': { equals: req.user!.id } }
  return false
}

/** Fields about the person behind a profile: staff and the owner read them, the public does not. */
export const ownerOrStaffField: FieldAccess = ({ req, doc }) =>
  isStaff(req.user) || (Boolean(req.user) && String(idOf(doc?.owner)) === String(req.user!.id))
