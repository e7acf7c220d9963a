import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf, type SqlExecutor, type Transaction } from '@/platform/database/transaction'

import type { StudioChoice } from './registration-rules'

/** A studio as the registration page shows it: where it is, and how many artists registered there. */
export type StudioSummary = {
  id: number
  address: string
  unit: string
  city: string
  postcode: string
  name: string
  neighbourhood: number | null
  neighbourhoodName: string
  accessNotes: string
  artists: number
}

type Source = Payload | Transaction
const executorOf = (source: Source): SqlExecutor =>
  'req' in source && !('collections' in source) ? (source as Transaction).db : database(source as Payload)

/** The words of an address search, escaped for LIKE. */
const likeOf = (words: string) => `%${words.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/**
 * Studios an artist may join (decision 051): those where an artist is
 * registered this season, whose address (or building name) has the words.
 * A draft's studio stays private until its artist is registered.
 */
export async function searchRegisteredStudios(source: Source, season: number, words: string): Promise<StudioSummary[]> {
  const query = words.trim()
  if (query.length < 2) return []
  return rowsOf<StudioSummary>(
    executorOf(source),
    sql`SELECT * FROM (
          SELECT s.id, s.address, coalesce(s.unit, '') AS unit, coalesce(s.city, '') AS city,
                 coalesce(s.postcode, '') AS postcode, coalesce(s.name, '') AS name,
                 s.neighbourhood_id AS neighbourhood, coalesce(n.name, '') AS "neighbourhoodName",
                 coalesce(s.access_notes, '') AS "accessNotes",
                 (SELECT count(*)::integer FROM os_registrations r
                   WHERE r.studio_id = s.id AND r.season_id = ${season} AND r.status = 'registered') AS artists
          FROM os_studios s LEFT JOIN neighbourhoods n ON n.id = s.neighbourhood_id
          WHERE s.address ILIKE ${likeOf(query)} OR s.name ILIKE ${likeOf(query)}
        ) found WHERE artists > 0 ORDER BY address, unit LIMIT 20`,
  )
}

/** One studio with its count of registered artists this season, or null. */
export async function studioSummary(source: Source, season: number, id: number | null): Promise<StudioSummary | null> {
  if (!id) return null
  const [row] = await rowsOf<StudioSummary>(
    executorOf(source),
    sql`SELECT s.id, s.address, coalesce(s.unit, '') AS unit, coalesce(s.city, '') AS city,
               coalesce(s.postcode, '') AS postcode, coalesce(s.name, '') AS name,
               s.neighbourhood_id AS neighbourhood, coalesce(n.name, '') AS "neighbourhoodName",
               coalesce(s.access_notes, '') AS "accessNotes",
               (SELECT count(*)::integer FROM os_registrations r
                 WHERE r.studio_id = s.id AND r.season_id = ${season} AND r.status = 'registered') AS artists
        FROM os_studios s LEFT JOIN neighbourhoods n ON n.id = s.neighbourhood_id WHERE s.id = ${id}`,
  )
  return row ?? null
}

/**
 * The studio a registration is for, in the caller's transaction: a studio
 * joined must have a registered artist (or be the artist's own); a new one
 * updates the artist's own studio when nobody else registered there, and is
 * made otherwise. Answers the studio's id, or a refusal in words.
 */
export async function studioFor(
  tx: Transaction,
  season: number,
  artist: number,
  current: number | null,
  choice: StudioChoice,
): Promise<{ ok: true; studio: number } | { ok: false; problem: string }> {
  const payload = tx.req.payload
  if (choice.kind === 'existing') {
    const found = await studioSummary(tx, season, choice.studio)
    const own = found
      ? await rowsOf<{ id: number }>(
          tx.db,
          sql`SELECT id FROM os_studios WHERE id = ${found.id} AND added_by_id = ${artist}`,
        )
      : []
    if (!found || (found.artists === 0 && !own.length && found.id !== current)) {
      return { ok: false, problem: 'This studio is not one you can join: search for it again, or describe it.' }
    }
    return { ok: true, studio: found.id }
  }
  const data = {
    address: choice.address,
    unit: choice.unit || null,
    city: choice.city || null,
    postcode: choice.postcode || null,
    name: choice.name || null,
    neighbourhood: choice.neighbourhood,
    accessNotes: choice.accessNotes || null,
  }
  if (current) {
    const [mine] = await rowsOf<{ shared: number }>(
      tx.db,
      sql`SELECT (SELECT count(*)::integer FROM os_registrations r WHERE r.studio_id = s.id AND r.artist_id <> ${artist})
                   AS shared
          FROM os_studios s WHERE s.id = ${current} AND s.added_by_id = ${artist}`,
    )
    if (mine && mine.shared === 0) {
      await payload.update({ collection: 'os-studios', id: current, data, overrideAccess: true, req: tx.req, depth: 0 })
      return { ok: true, studio: current }
    }
  }
  const made = await payload.create({
    collection: 'os-studios',
    data: { ...data, positionSource: 'none', addedBy: artist },
    overrideAccess: true,
    req: tx.req,
    depth: 0,
  })
  return { ok: true, studio: made.id }
}
