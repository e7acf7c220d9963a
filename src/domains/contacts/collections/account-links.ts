import type { CollectionConfig } from 'payload'

import { database, transactionOf } from '@/platform/database/transaction'

import { linkContactsToAccount } from '../services/contacts'

/**
 * The users collection with one more hook (decision 093): an account saved
 * links the contacts of its email, in the account's own transaction. The
 * application adds it, as accounts knows nothing of contacts.
 */
export function withContactLinks(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    hooks: {
      ...users.hooks,
      afterChange: [
        ...(users.hooks?.afterChange ?? []),
        async ({ doc, previousDoc, operation, req }) => {
          const email = typeof doc.email === 'string' ? doc.email : ''
          if (!email || (operation === 'update' && previousDoc?.email === email)) return doc
          await linkContactsToAccount((await transactionOf(req)) ?? database(req.payload), {
            id: Number(doc.id),
            email,
          })
          return doc
        },
      ],
    },
  }
}
