import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

export type PersonRegistration = { id: number; season: string; tier: string; status: string }

/** An artist's Open Studios registrations, the latest season first: what staff see beside a conversation. */
export async function registrationsOfArtist(
  payload: Payload,
  person: number,
  limit = 5,
): Promise<PersonRegistration[]> {
  return rowsOf<PersonRegistration>(
    database(payload),
    sql`SELECT r.id, s.name AS season, r.tier, r.status FROM os_registrations r JOIN os_seasons s ON s.id = r.season_id
        WHERE r.artist_id = ${person} ORDER BY s.year DESC, r.id DESC LIMIT ${limit}`,
  )
}
