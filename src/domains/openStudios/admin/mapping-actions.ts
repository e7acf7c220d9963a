'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import { type ActionState, idField, text } from '@/platform/forms'

import { seasonById } from '../services/seasons'
import { studiosOnMap } from '../services/studio-map'
import {
  geocodeStudio,
  geocodeStudios,
  GEOCODE_BATCH,
  parsePosition,
  placeStudio,
  saveDrawnOutline,
  saveOutline,
  type PositionFields,
} from '../services/studio-positions'
import { MAPPING_TOOL } from './tools'

const coordinates = (latitude: number, longitude: number) => `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`

/** `mapping`: a studio placed at a typed latitude and longitude (works without JavaScript). */
export async function placeStudioAction(_previous: ActionState, form: FormData): Promise<ActionState<PositionFields>> {
  const caller = await toolCaller(MAPPING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const fields = { latitude: text(form, 'latitude'), longitude: text(form, 'longitude') }
  const parsed = parsePosition(fields.latitude, fields.longitude)
  if ('errors' in parsed)
    return { status: 'error', message: 'The position cannot be saved.', fields, fieldErrors: parsed.errors }
  const id = idField(form, 'studio')
  const placed = id ? await placeStudio(caller.payload, caller.person, id, parsed.position, 'placed') : null
  if (!placed) return { status: 'error', message: 'There is no such studio.' }
  refresh()
  return {
    status: 'done',
    message: `${placed.address} is placed at ${coordinates(parsed.position.latitude, parsed.position.longitude)}.`,
  }
}

/** `mapping`: a studio's marker dragged to a new place on the map. */
export async function moveStudioAction(studio: number, latitude: number, longitude: number): Promise<ActionState> {
  const caller = await toolCaller(MAPPING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const parsed = parsePosition(String(latitude), String(longitude))
  if ('errors' in parsed) return { status: 'error', message: Object.values(parsed.errors).join(' ') }
  const placed = Number.isSafeInteger(studio)
    ? await placeStudio(caller.payload, caller.person, studio, parsed.position, 'placed')
    : null
  if (!placed) return { status: 'error', message: 'There is no such studio.' }
  refresh()
  return {
    status: 'done',
    message: `${placed.address} is placed at ${coordinates(parsed.position.latitude, parsed.position.longitude)}.`,
  }
}

/** `mapping`: one studio's address geocoded. */
export async function geocodeStudioAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MAPPING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'studio')
  if (!id) return { status: 'error', message: 'There is no such studio.' }
  const result = await geocodeStudio(caller.payload, caller.person, id)
  if ('problem' in result) return { status: 'error', message: result.problem }
  refresh()
  return {
    status: 'done',
    message: `${result.address} is placed at ${coordinates(result.position.latitude, result.position.longitude)}.`,
  }
}

/** `mapping`: every studio of the season without a position geocoded, a batch at a time. */
export async function geocodeAllAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MAPPING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const seasonId = idField(form, 'season')
  const season = seasonId ? await seasonById(caller.payload, seasonId) : null
  if (!season) return { status: 'error', message: 'There is no such season.' }
  const missing = (await studiosOnMap(caller.payload, season, { audience: 'staff' }))
    .filter((studio) => studio.latitude === null || studio.longitude === null)
    .map((studio) => studio.id)
  if (missing.length === 0) return { status: 'done', message: 'Every studio has a position.' }
  const { placed, failed } = await geocodeStudios(caller.payload, caller.person, missing)
  refresh()
  const left = missing.length - placed
  const parts = [
    `${placed} of ${missing.length} studios placed.`,
    ...(missing.length > GEOCODE_BATCH ? [`At most ${GEOCODE_BATCH} at a time: press again for the rest.`] : []),
    ...(failed.length > 0 ? [`Not found: ${failed.slice(0, 5).join(' ')}${failed.length > 5 ? ' …' : ''}`] : []),
  ]
  return {
    status: failed.length > 0 && placed === 0 ? 'error' : 'done',
    message: left === 0 ? parts[0] : parts.join(' '),
  }
}

/** `mapping`: a neighbourhood's outline pasted as GeoJSON (empty removes it). */
export async function saveOutlineAction(_previous: ActionState, form: FormData): Promise<ActionState<'outline'>> {
  const caller = await toolCaller(MAPPING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'neighbourhood')
  if (!id) return { status: 'error', message: 'There is no such neighbourhood.' }
  const outline = text(form, 'outline')
  const saved = await saveOutline(caller.payload, caller.person, id, outline)
  if ('problem' in saved) {
    return {
      status: 'error',
      message: 'The outline cannot be saved.',
      fields: { outline },
      fieldErrors: { outline: saved.problem },
    }
  }
  refresh()
  return {
    status: 'done',
    message: saved.removed ? `${saved.name} has no outline now.` : `${saved.name}’s outline is saved.`,
  }
}

/** `mapping`: a neighbourhood's outline drawn on the map, as its points in order ([longitude, latitude]). */
export async function drawOutlineAction(neighbourhood: number, points: unknown): Promise<ActionState> {
  const caller = await toolCaller(MAPPING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  if (!Number.isSafeInteger(neighbourhood)) return { status: 'error', message: 'There is no such neighbourhood.' }
  const saved = await saveDrawnOutline(caller.payload, caller.person, neighbourhood, points)
  if ('problem' in saved) return { status: 'error', message: `The outline cannot be saved. ${saved.problem}` }
  refresh()
  return { status: 'done', message: `${saved.name}’s outline is saved.` }
}
