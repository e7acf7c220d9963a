import type { CollectionConfig } from 'payload'

export const ACTION_MODES = ['verifyEmail', 'verifyAndChangeEmail', 'resetPassword', 'recoverEmail'] as const
export type ActionMode = (typeof ACTION_MODES)[number]

/**
 * One-time codes carried by the links we send (`/acct/auth/action?mode=…&oobCode=…`).
 * Only a hash of each code is stored; nobody reads or writes them through the API.
 */
export const ActionCodes: CollectionConfig = {
  slug: 'action-codes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'mode', type: 'select', required: true, options: [...ACTION_MODES] },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true, unique: true },
    {
      name: 'email',
      type: 'text',
      admin: { description: 'The address being verified, the new address, or the one to restore.' },
    },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
