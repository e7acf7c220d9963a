import { sql } from '@payloadcms/db-postgres'

import type { SqlQuery } from '@/platform/database/transaction'

/** The art lovers (everyone holding the role), as rows of (email, name, user_id); merged accounts left out. */
export function artLoversAudienceSql(): SqlQuery {
  return sql`SELECT users.email, users.name, users.id AS user_id
      FROM users
      WHERE users.merged_into_id IS NULL
        AND EXISTS (SELECT 1 FROM users_roles roles WHERE roles.parent_id = users.id AND roles.value = 'artlover')`
}
