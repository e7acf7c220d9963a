/** The roles a person can hold; a plain member holds none. */
export const ROLES = ['admin', 'staff', 'artist', 'artlover', 'advertiser', 'partner'] as const
export type Role = (typeof ROLES)[number]

/** How the roles read on screens and in exports. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  staff: 'Staff',
  artist: 'Artist',
  artlover: 'Art lover',
  advertiser: 'Advertiser',
  partner: 'Partner business',
}

export type Person = { id: number | string; email?: string | null; roles?: readonly string[] | null }

export function hasRole(person: Person | null | undefined, role: Role): boolean {
  return Boolean(person?.roles?.includes(role))
}

/** Staff run the control panel; admins are staff too. */
export function isStaff(person: Person | null | undefined): boolean {
  return hasRole(person, 'staff') || hasRole(person, 'admin')
}
