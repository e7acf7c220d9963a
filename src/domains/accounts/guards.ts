import type { GuardRegistry } from '@/platform/guards'

import { hasRole, isStaff, type Person } from './roles'

/** The one registry of route guards. Routes name these; any other name is an error. */
export const guards = {
  'signed-in': { description: 'any signed-in person', allows: (person) => Boolean(person) },
  staff: { description: 'staff or administrators', allows: (person) => isStaff(person) },
  admin: { description: 'administrators', allows: (person) => hasRole(person, 'admin') },
  artist: { description: 'artists (and staff)', allows: (person) => hasRole(person, 'artist') || isStaff(person) },
  artlover: {
    description: 'art lovers (and staff)',
    allows: (person) => hasRole(person, 'artlover') || isStaff(person),
  },
  advertiser: {
    description: 'advertisers (and staff)',
    allows: (person) => hasRole(person, 'advertiser') || isStaff(person),
  },
  partner: {
    description: 'partner businesses (and staff)',
    allows: (person) => hasRole(person, 'partner') || isStaff(person),
  },
} satisfies GuardRegistry<Person>

export type GuardName = keyof typeof guards
