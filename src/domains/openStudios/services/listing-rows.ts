import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import type { ListingState, RegistrationState } from './vocabulary'

/**
 * Guide listings as every page, the review and the export read them (decision
 * 052): one query joining the listing to its registration, its artist's
 * name, its studio (and who else registered there), its weekends and its
 * picture's pixel size. Read-only; writes go through `listings.ts`.
 */
export type ListingRow = {
  id: number
  season: number
  artist: number
  registration: number
  registrationStatus: RegistrationState
  status: ListingState
  description: string
  directions: string
  hours: string
  reviewNote: string
  submittedAt: string | null
  reviewedAt: string | null
  updatedAt: string
  artistName: string
  email: string
  weekends: number[]
  studio: {
    address: string
    unit: string
    city: string
    postcode: string
    name: string
    accessNotes: string
    neighbourhood: string
  } | null
  /** The other artists registered at the same studio this season. */
  sharing: string[]
  accessibility: string[]
  accessibilityNotes: string
  image: { id: number; filename: string | null; width: number | null; height: number | null } | null
}

type Raw = Record<string, unknown>

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
/** A JSON list from the database (the driver may hand it over parsed or as text). */
const listOf = (value: unknown): unknown[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(parsed) ? parsed : []
}
const isoOrNull = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null

function rowOf(raw: Raw): ListingRow {
  return {
    id: Number(raw.id),
    season: Number(raw.season),
    artist: Number(raw.artist),
    registration: Number(raw.registration),
    registrationStatus: raw.registration_status as RegistrationState,
    status: raw.status as ListingState,
    description: textOf(raw.description),
    directions: textOf(raw.directions),
    hours: textOf(raw.hours),
    reviewNote: textOf(raw.review_note),
    submittedAt: isoOrNull(raw.submitted_at),
    reviewedAt: isoOrNull(raw.reviewed_at),
    updatedAt: isoOrNull(raw.updated_at) ?? '',
    artistName: textOf(raw.artist_name),
    email: textOf(raw.email),
    weekends: listOf(raw.weekends).map(Number),
    studio:
      raw.studio_id === null || raw.studio_id === undefined
        ? null
        : {
            address: textOf(raw.address),
            unit: textOf(raw.unit),
            city: textOf(raw.city),
            postcode: textOf(raw.postcode),
            name: textOf(raw.studio_name),
            accessNotes: textOf(raw.access_notes),
            neighbourhood: textOf(raw.neighbourhood),
          },
    sharing: listOf(raw.sharing).map(String),
    accessibility: listOf(raw.accessibility).map(String),
    accessibilityNotes: textOf(raw.accessibility_notes),
    image:
      raw.image_id === null || raw.image_id === undefined
        ? null
        : {
            id: Number(raw.image_id),
            filename: textOf(raw.filename) || null,
            width: numberOrNull(raw.width),
            height: numberOrNull(raw.height),
          },
  }
}

/** The name the guide prints for an artist: their profile's, else their account's, else their address. */
const artistName = (listing: SQL) => sql`COALESCE(
  (SELECT NULLIF(p.display_name, '') FROM artist_profiles p WHERE p.owner_id = ${listing} ORDER BY p.id LIMIT 1),
  (SELECT COALESCE(NULLIF(x.name, ''), x.email) FROM users x WHERE x.id = ${listing}))`

/** The listings `where` picks (over `l`, the listing, and `r`, its registration), in no particular order. */
export async function listingRows(db: SqlExecutor, where: SQL, limit?: number): Promise<ListingRow[]> {
  const rows = await rowsOf<Raw>(
    db,
    sql`SELECT l.id, l.season_id AS season, l.artist_id AS artist, l.registration_id AS registration,
          r.status AS registration_status, l.status, l.description, l.directions, l.hours, l.review_note,
          l.submitted_at, l.reviewed_at, l.updated_at,
          ${artistName(sql`l.artist_id`)} AS artist_name, u.email,
          (SELECT json_agg(w.number ORDER BY w.number) FROM os_registrations_rels rr
             JOIN os_weekends w ON w.id = rr.os_weekends_id
             WHERE rr.parent_id = r.id AND rr.path = 'weekends') AS weekends,
          s.id AS studio_id, s.address, s.unit, s.city, s.postcode, s.name AS studio_name, s.access_notes,
          n.name AS neighbourhood,
          (SELECT json_agg(${artistName(sql`o.artist_id`)} ORDER BY o.id) FROM os_registrations o
             WHERE o.season_id = r.season_id AND o.studio_id = r.studio_id AND o.id <> r.id
               AND o.status = 'registered') AS sharing,
          (SELECT json_agg(a.value::text ORDER BY a."order") FROM os_registrations_accessibility a
             WHERE a.parent_id = r.id) AS accessibility,
          r.accessibility_notes,
          i.id AS image_id, i.filename, i.width, i.height
        FROM os_listings l
        JOIN os_registrations r ON r.id = l.registration_id
        JOIN users u ON u.id = l.artist_id
        LEFT JOIN os_studios s ON s.id = r.studio_id
        LEFT JOIN neighbourhoods n ON n.id = s.neighbourhood_id
        LEFT JOIN images i ON i.id = l.image_id
        WHERE ${where}
        ${limit ? sql`LIMIT ${limit}` : sql``}`,
  )
  return rows.map(rowOf)
}

/** One listing, or null. */
export async function listingRow(db: SqlExecutor, id: number): Promise<ListingRow | null> {
  const [row] = await listingRows(db, sql`l.id = ${id}`, 1)
  return row ?? null
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * The guide's order: by first weekend, then neighbourhood (a studio without
 * one after those with), then the artist's name as people sort names, then
 * the listing's id so the order never changes between two exports.
 */
export function guideOrder(a: ListingRow, b: ListingRow): number {
  const weekend = (row: ListingRow) => row.weekends[0] ?? Number.MAX_SAFE_INTEGER
  const place = (row: ListingRow) => row.studio?.neighbourhood ?? ''
  return (
    weekend(a) - weekend(b) ||
    (place(a) === '' ? 1 : 0) - (place(b) === '' ? 1 : 0) ||
    names.compare(place(a), place(b)) ||
    names.compare(a.artistName, b.artistName) ||
    a.id - b.id
  )
}
