import { sql } from '@payloadcms/db-postgres'

import { addDays, type CalendarDate } from '@/platform/calendar'
import type { SqlQuery } from '@/platform/database/transaction'

export const MEMBER_STATUSES_FOR_AUDIENCES = ['active', 'grace', 'expired'] as const
export type MemberStatusForAudiences = (typeof MEMBER_STATUSES_FOR_AUDIENCES)[number]

/** The members an audience rule picks, as rows of (email, name, user_id); conditions left out do not narrow. */
export function membersAudienceSql(input: {
  plan?: number
  status?: MemberStatusForAudiences
  expiringWithinDays?: number
  today: CalendarDate
}): SqlQuery {
  const plan = input.plan ?? null
  const status = input.status ?? null
  // Expiring: a membership still running whose term ends between today and the day N days on.
  const until = input.expiringWithinDays === undefined ? null : addDays(input.today, input.expiringWithinDays)
  return sql`SELECT users.email, users.name, users.id AS user_id
      FROM memberships
      JOIN users ON users.id = memberships.person_id AND users.merged_into_id IS NULL
      WHERE memberships.cancelled_at IS NULL AND memberships.status <> 'awaiting-payment'
        AND (${plan}::integer IS NULL OR memberships.plan_id = ${plan}::integer)
        AND (${status}::text IS NULL OR memberships.status::text = ${status}::text)
        AND (${until}::text IS NULL OR (memberships.status IN ('active', 'grace')
          AND memberships.ends_on >= ${input.today}::text AND memberships.ends_on <= ${until}::text))`
}

/** The people who hearted an artist, as rows of (email, name, user_id). */
export function favouritedArtistAudienceSql(artist: number): SqlQuery {
  return sql`SELECT users.email, users.name, users.id AS user_id
      FROM favourites
      JOIN users ON users.id = favourites.person_id AND users.merged_into_id IS NULL
      WHERE favourites.kind = 'artist' AND favourites.artist_id = ${artist}::integer`
}
