import type { Payload } from 'payload'

import { recordAudit, type Person } from '@/domains/accounts'
import { readOutline, type Outline } from '@/domains/artists'
import { config } from '@/platform/config'
import { inTransaction } from '@/platform/database/transaction'

import { geocode, geocoderQuery, type Position } from './geocoding'
import { expireOpenStudiosMap } from './map-page'
import { drawnOutline } from './outline-drawing'
import type { PositionSource } from './vocabulary'

/**
 * Staff's changes in `mapping` (decision 054): a studio's position — typed,
 * dragged or geocoded — and a neighbourhood's outline, pasted or drawn. Each is one
 * transaction with its audit row, then the public map is expired.
 */

export type PositionFields = 'latitude' | 'longitude'

/** A latitude and longitude as typed, or why they cannot be a position. */
export function parsePosition(
  latitude: string,
  longitude: string,
): { position: Position } | { errors: Partial<Record<PositionFields, string>> } {
  const errors: Partial<Record<PositionFields, string>> = {}
  const read = (value: string, field: PositionFields, limit: number) => {
    const text = value.trim().replace(',', '.')
    if (!text) {
      errors[field] = `Type the ${field}.`
      return NaN
    }
    const number = Number(text)
    if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(text) || !Number.isFinite(number)) {
      errors[field] =
        `The ${field} must be a number in degrees, such as ${field === 'latitude' ? '37.7599' : '-122.4148'}.`
    } else if (Math.abs(number) > limit) {
      errors[field] = `The ${field} must be between -${limit} and ${limit}.`
    }
    return number
  }
  const lat = read(latitude, 'latitude', 90)
  const lng = read(longitude, 'longitude', 180)
  return Object.keys(errors).length > 0 ? { errors } : { position: { latitude: lat, longitude: lng } }
}

/** Six decimals: about ten centimetres, more than a studio door needs. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6

/** Places studio `id` at `position` (staff placed it, or a geocoder found it); null when there is no such studio. */
export async function placeStudio(
  payload: Payload,
  staff: Person,
  id: number,
  position: Position,
  source: Exclude<PositionSource, 'none'>,
): Promise<{ address: string } | null> {
  const placed = await inTransaction(payload, async ({ req }) => {
    const studio = await payload.findByID({
      collection: 'os-studios',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!studio) return { commit: false, value: null }
    const latitude = rounded(position.latitude)
    const longitude = rounded(position.longitude)
    await payload.update({
      collection: 'os-studios',
      id,
      overrideAccess: true,
      req,
      data: { latitude, longitude, positionSource: source },
    })
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: source === 'geocoded' ? 'open-studios.studio.geocode' : 'open-studios.studio.place',
        targetCollection: 'os-studios',
        targetId: id,
        target: studio.address,
        summary: {
          from: {
            latitude: studio.latitude ?? null,
            longitude: studio.longitude ?? null,
            source: studio.positionSource,
          },
          to: { latitude, longitude, source },
        },
      },
      req,
    )
    return { commit: true, value: { address: studio.address } }
  })
  if (placed) expireOpenStudiosMap()
  return placed
}

/** Whether a geocoder is set up (`GEOCODER_URL`). */
export const geocoderConfigured = () => Boolean(config().GEOCODER_URL)

/** Geocodes studio `id`'s address and places it there; a problem in words otherwise. */
export async function geocodeStudio(
  payload: Payload,
  staff: Person,
  id: number,
): Promise<{ address: string; position: Position } | { problem: string }> {
  const url = config().GEOCODER_URL
  if (!url) return { problem: 'Geocoding is not set up: set GEOCODER_URL, or place the studio by hand.' }
  const studio = await payload.findByID({
    collection: 'os-studios',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!studio) return { problem: 'There is no such studio.' }
  const found = await geocode(url, geocoderQuery(studio))
  if ('problem' in found) return { problem: `${studio.address}: ${found.problem}` }
  await placeStudio(payload, staff, id, found.position, 'geocoded')
  return { address: studio.address, position: found.position }
}

/** At most this many studios per "geocode all": a public geocoder asks for one request a second. */
export const GEOCODE_BATCH = 50

/** Geocodes the given studios one after the other, counting those placed and those not found. */
export async function geocodeStudios(
  payload: Payload,
  staff: Person,
  ids: readonly number[],
): Promise<{ placed: number; failed: string[] }> {
  const failed: string[] = []
  let placed = 0
  for (const id of ids.slice(0, GEOCODE_BATCH)) {
    const result = await geocodeStudio(payload, staff, id)
    if ('problem' in result) failed.push(result.problem)
    else placed += 1
  }
  return { placed, failed }
}

/** Saves (or, with empty text, removes) neighbourhood `id`'s outline from pasted GeoJSON text. */
export async function saveOutline(
  payload: Payload,
  staff: Person,
  id: number,
  text: string,
): Promise<{ name: string; removed: boolean } | { problem: string }> {
  let outline: Outline | null = null
  if (text.trim()) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { problem: 'The outline is not JSON: paste a GeoJSON Polygon or MultiPolygon.' }
    }
    const read = readOutline(parsed)
    if ('problem' in read) return { problem: read.problem }
    outline = read.outline
  }
  return storeOutline(payload, staff, id, outline)
}

/** Saves neighbourhood `id`'s outline from the points drawn on the map (decision 089). */
export async function saveDrawnOutline(
  payload: Payload,
  staff: Person,
  id: number,
  points: unknown,
): Promise<{ name: string; removed: boolean } | { problem: string }> {
  const read = drawnOutline(points)
  if ('problem' in read) return read
  return storeOutline(payload, staff, id, read.outline)
}

async function storeOutline(
  payload: Payload,
  staff: Person,
  id: number,
  outline: Outline | null,
): Promise<{ name: string; removed: boolean } | { problem: string }> {
  const saved = await inTransaction(payload, async ({ req }) => {
    const place = await payload.findByID({
      collection: 'neighbourhoods',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!place) return { commit: false, value: null }
    await payload.update({ collection: 'neighbourhoods', id, overrideAccess: true, req, data: { outline } })
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: outline ? 'open-studios.outline.save' : 'open-studios.outline.remove',
        targetCollection: 'neighbourhoods',
        targetId: id,
        target: place.name,
        summary: outline ? { type: outline.type } : {},
      },
      req,
    )
    return { commit: true, value: { name: place.name, removed: outline === null } }
  })
  if (!saved) return { problem: 'There is no such neighbourhood.' }
  expireOpenStudiosMap()
  return saved
}
