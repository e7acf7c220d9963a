import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { readOutline } from '@/domains/artists'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import { cachedPageData, expireCachedPages } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

import { OPEN_STUDIOS_MAP_TAG, OPEN_STUDIOS_PATH } from './map-addresses'
import type { SeasonView } from './season-view'
import { currentSeason } from './seasons'
import { studioAddress, studiosOnMap, type MapStudio } from './studio-map'
import { mapPlacesOf, type MapData, type MapOutline } from './map-style'

/**
 * The public Open Studios page's data (`/openstudios`, decision 054): the
 * current season, its studios (all, or one weekend's) and the
 * neighbourhoods' outlines, cached under one tag that every change to what
 * it shows expires — a registration (`expireRegisteredArtistsPages`), a
 * studio's position or an outline (`mapping`), a season, its weekends or ad
 * sizes (their collections' hooks, `page-expiry.ts`).
 */

/** Neighbourhoods' names change with the artists' taxonomy (its hooks expire this tag). */
const TAXONOMY_TAG = 'artists-taxonomy'

/** Expires the cached Open Studios page and its data now, so the next visitor sees the change. */
export function expireOpenStudiosMap() {
  expireCachedPages({ tags: [OPEN_STUDIOS_MAP_TAG], paths: [OPEN_STUDIOS_PATH] })
}

/** The neighbourhoods' outlines the map draws: those with an outline that can be drawn. */
export async function neighbourhoodOutlines(payload: Payload): Promise<MapOutline[]> {
  const rows = await rowsOf<{ id: number; name: string; outline: unknown }>(
    database(payload),
    sql`SELECT id, name, outline FROM neighbourhoods WHERE outline IS NOT NULL ORDER BY "order" NULLS LAST, name`,
  )
  return rows.flatMap((row) => {
    const read = readOutline(row.outline)
    return 'outline' in read ? [{ id: row.id, name: row.name, outline: read.outline }] : []
  })
}

/** The configured map style (`MAP_STYLE_URL`), or null for the style made in code. */
export const mapStyleUrl = () => config().MAP_STYLE_URL ?? null

/** What a map component needs from studios: those with a position, in the list's order (their numbers). */
export function mapDataOf(studios: readonly MapStudio[], outlines: MapOutline[]): MapData {
  return {
    places: mapPlacesOf(
      studios.map((studio) => ({
        id: studio.id,
        latitude: studio.latitude,
        longitude: studio.longitude,
        label: studioAddress(studio),
        artists: studio.artists.map(({ name, slug }) => ({ name, slug })),
        weekends: studio.weekends,
      })),
    ),
    outlines,
    styleUrl: mapStyleUrl(),
  }
}

export type OpenStudiosPageData = {
  season: SeasonView | null
  /** The weekend shown, or null for every weekend; a number the season has not is shown as every weekend. */
  weekend: number | null
  studios: MapStudio[]
  outlines: MapOutline[]
}

async function loadOpenStudiosPage(weekend: number | null): Promise<OpenStudiosPageData> {
  const payload = await payloadInstance()
  const season = await currentSeason(payload)
  if (!season) return { season: null, weekend: null, studios: [], outlines: [] }
  const shown = season.weekends.some((one) => one.number === weekend) ? weekend : null
  const [studios, outlines] = await Promise.all([
    studiosOnMap(payload, season, shown === null ? {} : { weekend: shown }),
    neighbourhoodOutlines(payload),
  ])
  return { season, weekend: shown, studios, outlines }
}

/** A safety net for writes made around the services: the data is at most an hour old. */
const SAFETY_NET_SECONDS = 3_600

export const openStudiosPageData = cachedPageData(loadOpenStudiosPage, ['open-studios-page'], {
  tags: [OPEN_STUDIOS_MAP_TAG, TAXONOMY_TAG],
  revalidate: SAFETY_NET_SECONDS,
})
