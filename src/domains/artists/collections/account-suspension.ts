import { sql } from '@payloadcms/db-postgres'
import type { CollectionConfig } from 'payload'

import { database, rowsOf, transactionOf } from '@/platform/database/transaction'

import { expireProfilePages } from '../services/page-cache'

/**
 * The accounts collection, also expiring the public pages of an artist whose
 * account is suspended or reactivated: the database takes the profile off the
 * public reads itself (decision 109), but the cached pages only learn of it here.
 */
export function withSuspendedArtistsHidden(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    hooks: {
      ...users.hooks,
      afterChange: [
        ...(users.hooks?.afterChange ?? []),
        async ({ doc, previousDoc, operation, req }) => {
          if (operation !== 'update' || doc.status === previousDoc?.status) return doc
          const profiles = await rowsOf<{ id: number }>(
            (await transactionOf(req)) ?? database(req.payload),
            sql`SELECT id FROM artist_profiles WHERE owner_id = ${Number(doc.id)}`,
          )
          for (const profile of profiles) expireProfilePages(profile.id)
          return doc
        },
      ],
    },
  }
}
