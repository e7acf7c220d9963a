import { APIError, ValidationError, type Access, type CollectionConfig, type FieldAccess } from 'payload'

import { hasRole, isStaff, ROLES, type Person } from '../roles'
import {
  auditIdentityChange,
  auditPayloadReset,
  guardIdentityField,
  guardPasswordAndInternals,
} from '../services/identity-rules'
import { masqueradeStrategy } from '../services/masquerade-auth'
import { admitSignIn, clearAccountThrottle, rememberSignIn } from '../services/sign-in-throttle'

const selfOrStaff: Access = ({ req }) => {
  if (!req.user) return false
  if (isStaff(req.user)) return true
  return { id: { equals: req.user.id } }
}

const adminOnly = ({ req }: { req: { user?: Person | null } }) => hasRole(req.user, 'admin')
const adminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
const staffField: FieldAccess = ({ req }) => isStaff(req.user)

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const

export const MERGED_MESSAGE = 'This account was merged into another one. Sign in with that account.'
export const SUSPENDED_MESSAGE =
  'This account is suspended. Please contact the organisation if you think this is a mistake.'

/**
 * Everyone who signs in, staff included: one account per person, with roles.
 * People read and update themselves but never their own roles or status; staff
 * read everyone; only administrators change roles. Email, password, roles and
 * status change only by the rules of `services/identity-rules.ts` (decision 067).
 */
export function usersCollection(options: { secureCookies: boolean; passwordMinLength: number }): CollectionConfig {
  // Every way a password is set (forms, REST, the control panel, Payload's reset) meets the same rule.
  const checkPasswordLength = (password: unknown) => {
    if (typeof password === 'string' && (password.length < options.passwordMinLength || password.length > 256)) {
      throw new ValidationError({
        collection: 'users',
        errors: [
          { path: 'password', message: `A password needs between ${options.passwordMinLength} and 256 characters.` },
        ],
      })
    }
  }
  return {
    slug: 'users',
    labels: { singular: 'Person', plural: 'People' },
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['name', 'email', 'roles', 'status', 'lastSignInAt'],
      group: 'People',
    },
    auth: {
      tokenExpiration: 60 * 60 * 8,
      // No lock a stranger could aim: sign-ins are slowed down instead (services/sign-in-throttle.ts, decision 068).
      maxLoginAttempts: 0,
      cookies: { sameSite: 'Lax', secure: options.secureCookies },
      strategies: [masqueradeStrategy],
    },
    access: {
      admin: ({ req }) => isStaff(req.user),
      read: selfOrStaff,
      create: adminOnly,
      update: selfOrStaff,
      delete: adminOnly,
      // Nothing is locked any more (decision 068): staff clear a throttle in their tool. Payload's
      // unlock would only tell a signed-in person which addresses have an account.
      unlock: () => false,
    },
    hooks: {
      beforeOperation: [
        async ({ operation, req, args }) => {
          // Payload's reset (its control panel's "forgot password") sets the hash without validation.
          if (operation === 'resetPassword')
            checkPasswordLength((args as { data?: { password?: unknown } }).data?.password)
          // Every sign-in (the form, REST, GraphQL) counts as a failure until it succeeds, or waits its turn.
          if (operation === 'login') await admitSignIn(req, (args as { data?: { email?: unknown } }).data?.email)
          return args
        },
        guardPasswordAndInternals,
      ],
      afterOperation: [
        async ({ operation, req, result }) => {
          // Payload's own reset (the control panel's "forgot password"): the account may sign in at once.
          const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
          if (operation === 'resetPassword' && typeof email === 'string') await clearAccountThrottle(req.payload, email)
          return result
        },
        auditPayloadReset,
      ],
      beforeValidate: [
        ({ data }) => {
          checkPasswordLength(data?.password)
          return data
        },
      ],
      beforeLogin: [
        ({ user }) => {
          // A merged account is suspended too; the merge is the more useful thing to say.
          if (user?.mergedInto) throw new APIError(MERGED_MESSAGE, 403, undefined, true)
          if (user?.status === 'suspended') throw new APIError(SUSPENDED_MESSAGE, 403, undefined, true)
          return user
        },
      ],
      afterLogin: [
        async ({ req, user }) => {
          await rememberSignIn(req, user)
          await req.payload.update({
            collection: 'users',
            id: user.id,
            data: { lastSignInAt: new Date().toISOString() },
            overrideAccess: true,
            req,
          })
        },
      ],
      beforeChange: [
        ({ data, originalDoc }) => {
          // Suspending someone ends every session they have.
          if (data.status === 'suspended' && originalDoc?.status !== 'suspended') data.sessions = []
          return data
        },
      ],
      afterChange: [auditIdentityChange],
    },
    fields: [
      { name: 'name', type: 'text', maxLength: 200 },
      // Payload's own email field, given our rule.
      { name: 'email', type: 'email', hooks: { beforeValidate: [guardIdentityField('email')] } },
      {
        name: 'roles',
        hooks: { beforeValidate: [guardIdentityField('roles')] },
        type: 'select',
        hasMany: true,
        options: ROLES.map((role) => ({ label: role, value: role })),
        defaultValue: [],
        saveToJWT: true,
        access: { create: adminField, update: adminField },
        admin: { description: 'Only administrators change roles. A plain member has none.' },
      },
      {
        name: 'status',
        hooks: { beforeValidate: [guardIdentityField('status')] },
        type: 'select',
        defaultValue: 'active',
        options: ACCOUNT_STATUSES.map((status) => ({ label: status, value: status })),
        access: { create: staffField, update: staffField },
        admin: { position: 'sidebar' },
      },
      {
        name: 'emailVerified',
        hooks: { beforeValidate: [guardIdentityField('emailVerified')] },
        type: 'checkbox',
        defaultValue: false,
        access: { create: staffField, update: staffField },
        admin: { position: 'sidebar' },
      },
      {
        name: 'artistApplication',
        hooks: { beforeValidate: [guardIdentityField('artistApplication')] },
        type: 'select',
        defaultValue: 'none',
        options: ['none', 'pending', 'approved', 'rejected'],
        access: { create: staffField, update: staffField },
        admin: { position: 'sidebar', description: 'Artists who sign up wait here for staff to verify them.' },
      },
      {
        name: 'artistApplicationReason',
        hooks: { beforeValidate: [guardIdentityField('artistApplicationReason')] },
        type: 'textarea',
        maxLength: 2000,
        access: { create: staffField, update: staffField },
        admin: {
          position: 'sidebar',
          description: 'Why an application was rejected; the person is told this.',
          condition: (data) => data?.artistApplication === 'rejected',
        },
      },
      {
        name: 'lastSignInAt',
        hooks: { beforeValidate: [guardIdentityField('lastSignInAt')] },
        type: 'date',
        access: { create: () => false, update: () => false },
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'mergedInto',
        hooks: { beforeValidate: [guardIdentityField('mergedInto')] },
        type: 'relationship',
        relationTo: 'users',
        access: { create: () => false, update: () => false },
        admin: { position: 'sidebar', readOnly: true, description: 'Set when this account was merged into another.' },
      },
      {
        name: 'masquerade',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: '/domains/accounts/admin/MasqueradeLink#MasqueradeLink' } },
      },
      {
        name: 'identities',
        hooks: { beforeValidate: [guardIdentityField('identities')] },
        type: 'array',
        labels: { singular: 'Linked sign-in', plural: 'Linked sign-ins' },
        // Linked and unlinked only by the sign-in flow and the dashboard, which check the rules.
        access: { create: () => false, update: () => false },
        admin: { readOnly: true, description: 'Other ways this person signs in (OpenID Connect providers).' },
        fields: [
          { name: 'provider', type: 'text', required: true, maxLength: 100 },
          { name: 'subject', type: 'text', required: true, maxLength: 255 },
          { name: 'email', type: 'text', maxLength: 254 },
          { name: 'linkedAt', type: 'date', required: true },
        ],
      },
    ],
  }
}
