import { sql } from '@payloadcms/db-postgres'

import type { WorkQueue } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'

import { reminderWindow } from '../services/grants'

/** Open grants with a deadline or report date within the reminder's days, as the tracker's “soon” filter lists them. */
export const GRANTS_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'granttracker',
    label: 'Grant deadlines',
    filter: 'deadlines=soon',
    count: async (payload, now) => {
      const { from, to } = reminderWindow(now)
      const [row] = await rowsOf<{ n: number }>(
        database(payload),
        sql`SELECT count(DISTINCT g.id)::int AS n FROM grants g JOIN grant_deadlines d ON d.grant_id = g.id
            WHERE g.stage NOT IN ('declined', 'closed') AND d.due BETWEEN ${from} AND ${to}`,
      )
      return row?.n ?? 0
    },
  },
]
