import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import { ACCESS_FEATURES, type AccessFeature, type PositionSource, type RegistrationState } from './vocabulary'

/**
 * Who is on the studio map (decision 054): the registered artists of a
 * season, grouped by the studio they show in — artists sharing a studio
 * appear together — with the studio's position, weekends, address, access
 * notes and accessibility. Plain data for the page's list and the map's
 * GeoJSON; studios without a position are kept (the list shows them, staff
 * place them in `mapping`).
 */

export type StudioArtist = {
  /** The artist's public name: their profile's when it is public, else their account's. */
  name: string
  /** Their public profile's address part, when the profile is public: `/artist/{slug}`. */
  slug: string | null
  status: RegistrationState
}

export type MapStudio = {
  id: number
  address: string
  unit: string | null
  name: string | null
  city: string | null
  neighbourhood: { id: number; name: string } | null
  accessNotes: string | null
  latitude: number | null
  longitude: number | null
  positionSource: PositionSource
  /** The weekend numbers any of its artists shows in. */
  weekends: number[]
  /** What the studio offers visitors, as its artists told it. */
  accessibility: AccessFeature[]
  artists: StudioArtist[]
}

/** One registration with its studio, as the query reads it. */
export type StudioRegistration = {
  studio: Omit<MapStudio, 'weekends' | 'accessibility' | 'artists'>
  artist: StudioArtist
  weekends: number[]
  accessibility: string[]
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const ACCESS_ORDER = new Map<string, number>(ACCESS_FEATURES.map((feature, index) => [feature, index]))

/** Registrations grouped by studio: one entry per studio, its artists by name, weekends and accessibility merged. */
export function groupByStudio(registrations: readonly StudioRegistration[]): MapStudio[] {
  const studios = new Map<number, MapStudio>()
  for (const { studio, artist, weekends, accessibility } of registrations) {
    const entry = studios.get(studio.id) ?? { ...studio, weekends: [], accessibility: [], artists: [] }
    entry.artists.push(artist)
    entry.weekends = [...new Set([...entry.weekends, ...weekends])].sort((a, b) => a - b)
    entry.accessibility = [
      ...new Set([
        ...entry.accessibility,
        ...accessibility.filter((value): value is AccessFeature => ACCESS_ORDER.has(value)),
      ]),
    ].sort((a, b) => ACCESS_ORDER.get(a)! - ACCESS_ORDER.get(b)!)
    studios.set(studio.id, entry)
  }
  for (const studio of studios.values()) studio.artists.sort((a, b) => byName.compare(a.name, b.name))
  return [...studios.values()].sort(
    (a, b) => byName.compare(a.address, b.address) || byName.compare(a.unit ?? '', b.unit ?? '') || a.id - b.id,
  )
}

export const hasPosition = (studio: Pick<MapStudio, 'latitude' | 'longitude'>) =>
  studio.latitude !== null && studio.longitude !== null

/** A studio's address as one line: the building's name, the street address and the unit. */
export function studioAddress(studio: Pick<MapStudio, 'address' | 'unit' | 'name'>): string {
  return [studio.name, studio.unit ? `${studio.address}, ${studio.unit}` : studio.address].filter(Boolean).join(' — ')
}

export type StudioFeature = {
  type: 'Feature'
  id: number
  geometry: { type: 'Point'; coordinates: [number, number] }
  properties: { id: number; address: string; artists: string; weekends: string }
}

/** The studios with a position as GeoJSON points (longitude first, as GeoJSON has it). */
export function studiosGeoJson(studios: readonly MapStudio[]): {
  type: 'FeatureCollection'
  features: StudioFeature[]
} {
  return {
    type: 'FeatureCollection',
    features: studios.filter(hasPosition).map((studio) => ({
      type: 'Feature',
      id: studio.id,
      geometry: { type: 'Point', coordinates: [studio.longitude!, studio.latitude!] },
      properties: {
        id: studio.id,
        address: studioAddress(studio),
        artists: studio.artists.map((artist) => artist.name).join(', '),
        weekends: studio.weekends.join(','),
      },
    })),
  }
}

/** Whose studios: the public map's registered artists, or every artist still in the season (staff's `mapping`). */
export type MapAudience = 'public' | 'staff'
const STATES: Record<MapAudience, RegistrationState[]> = {
  public: ['registered'],
  staff: ['draft', 'awaiting-payment', 'registered', 'waitlisted', 'offered'],
}

type Row = {
  studio_id: number
  address: string
  unit: string | null
  studio_name: string | null
  city: string | null
  neighbourhood_id: number | null
  neighbourhood_name: string | null
  access_notes: string | null
  latitude: string | number | null
  longitude: string | number | null
  position_source: PositionSource
  artist_name: string | null
  slug: string | null
  status: RegistrationState
  weekends: number[]
  accessibility: string[]
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value))

/**
 * The studios of a season's artists, grouped (`groupByStudio`): for the
 * public, registered artists only — a draft's address never shows, nor a
 * suspended artist — and, when
 * asked, only those showing on weekend `weekend` or with one of the public
 * profiles `profiles` (the search's results).
 */
export async function studiosOnMap(
  payload: Payload,
  season: { id: number },
  options: { weekend?: number; profiles?: readonly number[]; audience?: MapAudience } = {},
): Promise<MapStudio[]> {
  const states = STATES[options.audience ?? 'public']
  const weekend =
    options.weekend === undefined
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM os_registrations_rels rr JOIN os_weekends w ON w.id = rr.os_weekends_id
          WHERE rr.parent_id = r.id AND rr.path = 'weekends' AND w.number = ${options.weekend})`
  // A suspended artist is not shown to the public, as the public API leaves them out (decision 101).
  const suspended = options.audience === 'staff' ? sql`TRUE` : sql`u.status::text <> 'suspended'`
  const profiles =
    options.profiles === undefined ? sql`TRUE` : sql`p.id = ANY(${sql.param([...options.profiles])}::int[])`
  const rows = await rowsOf<Row>(
    database(payload),
    sql`SELECT s.id AS studio_id, s.address, s.unit, s.name AS studio_name, s.city, s.neighbourhood_id,
        n.name AS neighbourhood_name, s.access_notes, s.latitude, s.longitude, s.position_source,
        coalesce(p.display_name, u.name, 'An artist') AS artist_name, p.slug, r.status::text AS status,
        ARRAY(SELECT w.number::int FROM os_registrations_rels rr JOIN os_weekends w ON w.id = rr.os_weekends_id
          WHERE rr.parent_id = r.id AND rr.path = 'weekends' ORDER BY 1) AS weekends,
        ARRAY(SELECT a.value::text FROM os_registrations_accessibility a WHERE a.parent_id = r.id
          ORDER BY a."order") AS accessibility
      FROM os_registrations r
      JOIN os_studios s ON s.id = r.studio_id
      JOIN users u ON u.id = r.artist_id
      LEFT JOIN neighbourhoods n ON n.id = s.neighbourhood_id
      LEFT JOIN LATERAL (SELECT ap.id, ap.display_name, ap.slug FROM artist_profiles ap
        WHERE (ap.id = r.profile_id OR (r.profile_id IS NULL AND ap.owner_id = r.artist_id))
          AND ap.status = 'published' AND ap._status = 'published'
        ORDER BY ap.id LIMIT 1) p ON TRUE
      WHERE r.season_id = ${season.id} AND r.status::text = ANY(${sql.param(states)}::text[])
        AND ${suspended} AND ${weekend} AND ${profiles}`,
  )
  return groupByStudio(
    rows.map((row) => ({
      studio: {
        id: row.studio_id,
        address: row.address,
        unit: row.unit,
        name: row.studio_name,
        city: row.city,
        neighbourhood:
          row.neighbourhood_id === null ? null : { id: row.neighbourhood_id, name: row.neighbourhood_name ?? '' },
        accessNotes: row.access_notes,
        latitude: numberOrNull(row.latitude),
        longitude: numberOrNull(row.longitude),
        positionSource: row.position_source,
      },
      artist: { name: row.artist_name ?? 'An artist', slug: row.slug, status: row.status },
      weekends: row.weekends,
      accessibility: row.accessibility,
    })),
  )
}
