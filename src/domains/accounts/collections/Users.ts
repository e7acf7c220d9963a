import type { Access, CollectionConfig } from 'payload'

import { isStaff, ROLES, hasRole } from '../roles'

const selfOrStaff: Access = ({ req }) => {
  if (!req.user) return false
  if (isStaff(req.user)) return true
  return { id: { equals: req.user.id } }
}

const adminOnly = ({ req }: { req: { user?: unknown } }) =>
  hasRole(req.user as { id: number; roles?: string[] } | undefined, 'admin')

/**
 * Everyone who signs in: members, artists, partners, staff. Accounts grow with
 * their own issue (verification, identities, status); the platform needs only
 * a person with roles.
 */
export function usersCollection(options: { secureCookies: boolean }): CollectionConfig {
  return {
    slug: 'users',
    labels: { singular: 'Person', plural: 'People' },
    admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'People' },
    auth: {
      tokenExpiration: 60 * 60 * 8,
      maxLoginAttempts: 5,
      lockTime: 10 * 60 * 1000,
      cookies: { sameSite: 'Lax', secure: options.secureCookies },
    },
    access: {
      admin: ({ req }) => isStaff(req.user),
      read: selfOrStaff,
      create: adminOnly,
      update: selfOrStaff,
      delete: adminOnly,
    },
    fields: [
      { name: 'name', type: 'text', maxLength: 200 },
      {
        name: 'roles',
        type: 'select',
        hasMany: true,
        options: ROLES.map((role) => ({ label: role, value: role })),
        defaultValue: [],
        saveToJWT: true,
        access: {
          // People never grant themselves a role: only administrators change roles.
          create: adminOnly,
          update: adminOnly,
        },
      },
    ],
  }
}
