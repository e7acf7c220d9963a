import { sql } from '@payloadcms/db-postgres'

import { addDays, formatCalendarDate, type CalendarDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import { cachedPageData } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

import { OPEN_STUDIOS_MAP_TAG } from './map-addresses'
import { mapDataOf, neighbourhoodOutlines } from './map-page'
import type { MapData } from './map-style'
import { parseStudios, type PlanChoice } from './plan-choice'
import { hoursOn, studioHours, type DayHours, type PlanStudio, type WalkMatrix } from './route-plan'
import { currentSeason } from './seasons'
import { hasPosition, studioAddress, studiosOnMap, type StudioArtist } from './studio-map'
import { walksBetween } from './walking-routes'

/**
 * The route planner's data (decision 102): the current season's studios to
 * choose from, and for a chosen plan each day of each weekend with the
 * chosen studios' hours that day and the walks between them — what the page
 * draws and the browser reorders without asking again. Cached by the plan's
 * address under the Open Studios map's tag, so a registration, a studio's
 * position or a season's change reaches plans as it reaches the map.
 */

export type PlanStudioView = {
  id: number
  label: string
  neighbourhood: string | null
  artists: Pick<StudioArtist, 'name' | 'slug'>[]
  accessNotes: string | null
  latitude: number | null
  longitude: number | null
  weekends: number[]
}

export type PlanDay = {
  date: CalendarDate
  /** "Saturday, October 17". */
  label: string
  weekend: { number: number; label: string }
  /** The chosen studios showing that weekend, in the plan's order, each with its hours that day. */
  studios: PlanStudio[]
}

export type PlanData = {
  season: { id: number; name: string } | null
  choice: PlanChoice
  /** The chosen studios of the current season, in the plan's order. */
  studios: PlanStudioView[]
  /** Chosen numbers that are no studio of the current season (a past season's plan, a studio withdrawn). */
  missing: number[]
  days: PlanDay[]
  matrix: WalkMatrix
  /** Why the walks are straight lines when a routing service is configured. */
  note: string | null
}

type HoursRow = { studio_id: number; hours: string | null; weekends: number[] }

const weekdayOf = (date: CalendarDate) => new Date(`${date}T12:00:00Z`).getUTCDay()

async function loadPlan(segment: string, inMyOrder: boolean): Promise<PlanData> {
  const chosen = parseStudios(segment) ?? []
  const choice = { studios: chosen, inMyOrder }
  const empty = { matrix: { metres: [], seconds: [], source: 'straight' as const }, note: null, days: [] }
  const payload = await payloadInstance()
  const season = await currentSeason(payload)
  if (!season) return { season: null, choice, studios: [], missing: chosen, ...empty }
  const all = await studiosOnMap(payload, season)
  const byId = new Map(all.map((studio) => [studio.id, studio]))
  const studios = chosen.flatMap((id) => {
    const studio = byId.get(id)
    return studio ? [studio] : []
  })
  const missing = chosen.filter((id) => !byId.has(id))
  if (studios.length === 0)
    return { season: { id: season.id, name: season.name }, choice, studios: [], missing, ...empty }
  // The artists' own hours, from their approved guide listings: one row per registered artist.
  const hoursRows = await rowsOf<HoursRow>(
    database(payload),
    sql`SELECT r.studio_id, l.hours,
        ARRAY(SELECT w.number::int FROM os_registrations_rels rr JOIN os_weekends w ON w.id = rr.os_weekends_id
          WHERE rr.parent_id = r.id AND rr.path = 'weekends') AS weekends
      FROM os_registrations r
      LEFT JOIN os_listings l ON l.registration_id = r.id AND l.status = 'approved'
      WHERE r.season_id = ${season.id} AND r.status = 'registered'
        AND r.studio_id = ANY(${sql.param(studios.map((studio) => studio.id))}::int[])`,
  )
  const placed = studios.filter(hasPosition)
  const place = new Map(placed.map((studio, index) => [studio.id, index]))
  const walks = await walksBetween(
    placed.map((studio) => ({ latitude: studio.latitude!, longitude: studio.longitude! })),
    config().ROUTING_URL,
  )
  const days: PlanDay[] = season.weekends.flatMap((weekend) => {
    const dates: CalendarDate[] = []
    for (let date = weekend.startsOn; date <= weekend.endsOn; date = addDays(date, 1)) dates.push(date)
    return dates.map((date) => ({
      date,
      label: formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' }),
      weekend: { number: weekend.number, label: weekend.label },
      studios: studios
        .filter((studio) => studio.weekends.includes(weekend.number))
        .map((studio) => {
          const hours: DayHours = studioHours(
            hoursRows
              .filter((row) => row.studio_id === studio.id && row.weekends.includes(weekend.number))
              .map((row) => hoursOn(weekdayOf(date), weekend, row.hours)),
          )
          return { id: studio.id, place: place.get(studio.id) ?? null, hours }
        }),
    }))
  })
  return {
    season: { id: season.id, name: season.name },
    choice,
    studios: studios.map((studio) => ({
      id: studio.id,
      label: studioAddress(studio),
      neighbourhood: studio.neighbourhood?.name ?? null,
      artists: studio.artists.map(({ name, slug }) => ({ name, slug })),
      accessNotes: studio.accessNotes,
      latitude: studio.latitude,
      longitude: studio.longitude,
      weekends: studio.weekends,
    })),
    missing,
    days,
    matrix: walks.matrix,
    note: walks.note,
  }
}

/** A safety net for writes made around the services, as the map's. */
const SAFETY_NET_SECONDS = 3_600

export const planData = cachedPageData(loadPlan, ['open-studios-plan'], {
  tags: [OPEN_STUDIOS_MAP_TAG, 'artists-taxonomy'],
  revalidate: SAFETY_NET_SECONDS,
})

export type ChooserStudio = Pick<PlanStudioView, 'id' | 'label' | 'neighbourhood' | 'artists' | 'weekends'>

/** The studios to choose from: the current season's, as the map lists them, and the map of them. */
async function loadChooser(): Promise<{
  season: { id: number; name: string } | null
  studios: ChooserStudio[]
  map: MapData | null
}> {
  const payload = await payloadInstance()
  const season = await currentSeason(payload)
  if (!season) return { season: null, studios: [], map: null }
  const [studios, outlines] = await Promise.all([studiosOnMap(payload, season), neighbourhoodOutlines(payload)])
  return {
    season: { id: season.id, name: season.name },
    studios: studios.map((studio) => ({
      id: studio.id,
      label: studioAddress(studio),
      neighbourhood: studio.neighbourhood?.name ?? null,
      artists: studio.artists.map(({ name, slug }) => ({ name, slug })),
      weekends: studio.weekends,
    })),
    map: mapDataOf(studios, outlines),
  }
}

export const chooserData = cachedPageData(loadChooser, ['open-studios-plan-chooser'], {
  tags: [OPEN_STUDIOS_MAP_TAG, 'artists-taxonomy'],
  revalidate: SAFETY_NET_SECONDS,
})
