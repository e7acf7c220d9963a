import { sql } from '@payloadcms/db-postgres'
import type { Access, FieldHook, Where } from 'payload'

import { hasRole, isStaff, type Person } from '@/domains/accounts'

import { idOf } from './services/rules'

/**
 * Who may do what with artists' profiles and artworks. Staff do everything; an
 * artist works on their own; everyone, signed in or not, reads what is public.
 * The artist's finer rules (no publishing, no verifying…) are in
 * `services/rules.ts`, applied by the collections' hooks.
 */

/**
 * Whether the artist's rules bind the person making a change: everyone signed
 * in but staff. A change with no person is our own code (seeding, migrations),
 * which the collections' access rules already let through.
 */
export const boundByArtistRules = (person: Person | null | undefined): person is Person =>
  Boolean(person) && !isStaff(person)

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const staffOrArtist: Access = ({ req }) => isStaff(req.user) || hasRole(req.user, 'artist')

/**
 * A profile the public sees: approved by staff (`published`) and its published
 * version (`_status`) in the main table, its owner's account not suspended
 * (decision 109). An artist's pending change is a draft version beside it and
 * never matches.
 *
 * A function, not a shared constant: Payload adds to a query it is given, and a
 * shared one grew with every read until a grid's query had hundreds of joins
 * (decision 025).
 */
export function publicProfileWhere(): Where {
  return {
    and: [
      { status: { equals: 'published' } },
      { _status: { equals: 'published' } },
      { ownerSuspended: { equals: false } },
    ],
  }
}

/** `publicProfileWhere()` in SQL, for the profile `p`. */
export const PUBLIC_PROFILE_SQL = sql`p.status = 'published' AND p._status = 'published' AND NOT p.owner_suspended`

/** A published artwork of a public profile; a new query each call, as `publicProfileWhere`. */
export function publicArtworkWhere(): Where {
  return {
    and: [
      { status: { equals: 'published' } },
      { 'artist.status': { equals: 'published' } },
      { 'artist._status': { equals: 'published' } },
      { 'artist.ownerSuspended': { equals: false } },
    ],
  }
}

export const readProfiles: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { or: [publicProfileWhere(), { owner: { equals: req.user.id } }] }
  return publicProfileWhere()
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
  if (req.user) return { or: [publicArtworkWhere(), { 'artist.owner': { equals: req.user.id } }] }
  return publicArtworkWhere()
}

export const changeOwnArtworks: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (hasRole(req.user, 'artist')) return { 'artist.owner': { equals: req.user!.id } }
  return false
}

/** Who is behind a profile is for staff and that person: anyone else reads the field as empty. */
export const ownerOrStaffOnly: FieldHook = ({ value, req, overrideAccess }) => {
  const visible = overrideAccess || isStaff(req.user) || (req.user && String(idOf(value)) === String(req.user.id))
  // A field hook's undefined keeps the value, so the empty answer is null.
  return visible ? value : null
}
