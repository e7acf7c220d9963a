import type { Access, FieldAccess, FieldHook, Where } from 'payload'

import { hasRole, isStaff, type Person } from '@/domains/accounts'
import { config } from '@/platform/config'
import { organisationDate, type CalendarDate } from '@/platform/calendar'

/**
 * Who may do what with perks (decision 062), as named functions returning
 * queries. Staff do everything; a partner reads and changes their own; anyone
 * reads what is published and current — never the code, which only staff,
 * the perk's partner, and (through the services) eligible members receive.
 */

const idOf = (value: unknown): string | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return value === null || value === undefined ? undefined : String(value)
}

/** Whether the partner rules bind the person making a change: everyone signed in but staff. */
export const boundByPartnerRules = (person: Person | null | undefined): person is Person =>
  Boolean(person) && !isStaff(person)

export const isPartner = (person: Person | null | undefined) => hasRole(person, 'partner')

/** A perk the public sees on `today`: approved, its approved version in the main table, and running. */
export function publicPerks(today: CalendarDate): Where {
  return {
    and: [
      { status: { equals: 'published' } },
      { _status: { equals: 'published' } },
      { validFrom: { less_than_equal: today } },
      {
        or: [
          { validUntil: { exists: false } },
          { validUntil: { equals: '' } },
          { validUntil: { greater_than_equal: today } },
        ],
      },
    ],
  }
}

const today = () => organisationDate(new Date(), config().TIMEZONE)

export const readPerks: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isPartner(req.user)) return { or: [publicPerks(today()), { partner: { equals: req.user!.id } }] }
  return publicPerks(today())
}

/** The version history (drafts among it): staff, and a partner for their own perks. */
export const readPerkVersions: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isPartner(req.user)) return { 'version.partner': { equals: req.user!.id } }
  return false
}

export const staffOrPartner: Access = ({ req }) => isStaff(req.user) || isPartner(req.user)

export const changeOwnPerks: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isPartner(req.user)) return { partner: { equals: req.user!.id } }
  return false
}

export const staffOnly: Access = ({ req }) => isStaff(req.user)

/** The redemption code: staff and the perk's own partner, in every API; eligible members get it from the services. */
export const codeReaders: FieldAccess = ({ req, doc }) =>
  isStaff(req.user) ||
  (Boolean(req.user) && idOf((doc as { partner?: unknown } | undefined)?.partner) === String(req.user!.id))

/** Who is behind a perk is for staff and that partner: anyone else reads the field as empty. */
export const partnerOrStaffOnly: FieldHook = ({ value, req, overrideAccess }) => {
  const visible = overrideAccess || isStaff(req.user) || (req.user && idOf(value) === String(req.user.id))
  // A field hook's undefined keeps the value, so the empty answer is null.
  return visible ? value : null
}
