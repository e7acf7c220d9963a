import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { WorkQueue } from '@/platform/cpanel/work'
import { database, rowsOf } from '@/platform/database/transaction'

/** An offer “about to lapse” ends within this long: staff may still chase the artist. */
export const OFFER_LAPSING_HOURS = 48

/** The season the tools show by default: the current one, the latest year if two are marked current. */
const CURRENT_SEASON = sql`(SELECT id FROM os_seasons WHERE status = 'current' ORDER BY year DESC LIMIT 1)`

async function countOf(payload: Payload, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(database(payload), query)
  return row?.count ?? 0
}

/** Open Studios' work waiting on the staff home, in the current season, as each tool lists it. */
export const OPEN_STUDIOS_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'sfoslistings',
    label: 'Guide listings awaiting review',
    filter: 'status=submitted',
    // As the listings tool counts them: a listing of an artist still registered.
    count: (payload) =>
      countOf(
        payload,
        sql`SELECT count(*)::integer AS count FROM os_listings l JOIN os_registrations r ON r.id = l.registration_id
            WHERE l.season_id = ${CURRENT_SEASON} AND l.status = 'submitted' AND r.status = 'registered'`,
      ),
  },
  {
    tool: 'sfosaduploads',
    label: 'Ad artwork awaiting review',
    filter: 'status=artwork-submitted',
    count: (payload) =>
      countOf(
        payload,
        sql`SELECT count(*)::integer AS count FROM os_ad_orders
            WHERE season_id = ${CURRENT_SEASON} AND status = 'artwork-submitted'`,
      ),
  },
  {
    tool: 'sfosregistrations',
    label: 'Registrations on waiting lists',
    filter: 'status=waitlisted',
    count: (payload) =>
      countOf(
        payload,
        sql`SELECT count(*)::integer AS count FROM os_registrations
            WHERE season_id = ${CURRENT_SEASON} AND status = 'waitlisted'`,
      ),
  },
  {
    tool: 'sfosregistrations',
    label: `Place offers lapsing within ${OFFER_LAPSING_HOURS} hours`,
    filter: 'status=offered',
    count: (payload, now) =>
      countOf(
        payload,
        sql`SELECT count(*)::integer AS count FROM os_registrations
            WHERE season_id = ${CURRENT_SEASON} AND status = 'offered'
              AND offer_ends_at <= ${new Date(now.getTime() + OFFER_LAPSING_HOURS * 3600_000).toISOString()}`,
      ),
  },
]
