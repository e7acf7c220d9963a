import { sql } from '@payloadcms/db-postgres'

import type { SqlQuery } from '@/platform/database/transaction'

import type { RegistrationState } from './vocabulary'

/**
 * The artists of the current season's registrations an audience rule picks, as rows of
 * (email, name, user_id): by the registration's state and by one of its weekends, each optional.
 */
export function registeredArtistsAudienceSql(input: { status?: RegistrationState; weekend?: number }): SqlQuery {
  const status = input.status ?? null
  const weekend = input.weekend ?? null
  return sql`SELECT users.email, users.name, users.id AS user_id
      FROM os_registrations registrations
      JOIN os_seasons seasons ON seasons.id = registrations.season_id AND seasons.status = 'current'
      JOIN users ON users.id = registrations.artist_id AND users.merged_into_id IS NULL
      WHERE (${status}::text IS NULL OR registrations.status::text = ${status}::text)
        AND (${weekend}::integer IS NULL OR EXISTS (SELECT 1 FROM os_registrations_rels rels
          WHERE rels.parent_id = registrations.id AND rels.path = 'weekends' AND rels.os_weekends_id = ${weekend}::integer))`
}
