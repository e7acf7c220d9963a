import { sql } from '@payloadcms/db-postgres'

import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import type { WorkQueue } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'

/** Contacts with a follow-up due today or before and not done, as the contact tracker's “Follow-ups due” filter lists them. */
export const CONTACTS_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'contactracker',
    label: 'Contact follow-ups due',
    filter: 'followups=due',
    count: async (payload) => {
      const today = organisationDate(new Date(), config().TIMEZONE)
      const [row] = await rowsOf<{ n: number }>(
        database(payload),
        sql`SELECT count(DISTINCT contact_id)::int AS n FROM contact_follow_ups WHERE done_at IS NULL AND due <= ${today}`,
      )
      return row?.n ?? 0
    },
  },
]
