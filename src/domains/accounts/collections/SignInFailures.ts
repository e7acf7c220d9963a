import type { CollectionConfig } from 'payload'

/**
 * Failed sign-ins by client address, kept in the database so that every app
 * process sees the same count (the per-account lockout lives on the account).
 */
export const SignInFailures: CollectionConfig = {
  slug: 'sign-in-failures',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['address', 'at'] }],
  fields: [
    { name: 'address', type: 'text', required: true, maxLength: 64 },
    { name: 'at', type: 'date', required: true },
  ],
}
