/**
 * A neighbourhood's outline on the Open Studios map (decision 054): a GeoJSON
 * Polygon or MultiPolygon, as a geometry or a Feature holding one. Checked
 * here so that a pasted outline that the map could not draw is refused with
 * the reason, never stored.
 */

export type Outline =
  { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] }

/** Rings at most this long: a neighbourhood's outline, not a coastline. */
const MAX_POSITIONS = 20_000

function ringProblem(ring: unknown, where: string, count: { positions: number }): string | undefined {
  if (!Array.isArray(ring) || ring.length < 4) return `${where} needs at least four positions (the first repeated last)`
  for (const [index, position] of ring.entries()) {
    count.positions += 1
    if (!Array.isArray(position) || position.length < 2 || !position.every((n) => typeof n === 'number')) {
      return `${where}, position ${index + 1}, must be [longitude, latitude] in numbers`
    }
    const [longitude, latitude] = position as number[]
    if (!Number.isFinite(longitude) || longitude! < -180 || longitude! > 180) {
      return `${where}, position ${index + 1}: longitude ${longitude} is not between -180 and 180`
    }
    if (!Number.isFinite(latitude) || latitude! < -90 || latitude! > 90) {
      return `${where}, position ${index + 1}: latitude ${latitude} is not between -90 and 90`
    }
  }
  const first = ring[0] as number[]
  const last = ring[ring.length - 1] as number[]
  if (first[0] !== last[0] || first[1] !== last[1]) return `${where} must end where it starts`
  if (count.positions > MAX_POSITIONS) return `the outline has more than ${MAX_POSITIONS} positions`
  return undefined
}

function polygonProblem(polygon: unknown, where: string, count: { positions: number }): string | undefined {
  if (!Array.isArray(polygon) || polygon.length === 0) return `${where} must be a list of rings`
  for (const [index, ring] of polygon.entries()) {
    const problem = ringProblem(ring, `${where}, ring ${index + 1}`, count)
    if (problem) return problem
  }
  return undefined
}

/** The geometry an outline value holds (a Feature's, or itself), or why it cannot be an outline. */
export function readOutline(value: unknown): { outline: Outline } | { problem: string } {
  const geometry =
    value && typeof value === 'object' && (value as { type?: unknown }).type === 'Feature'
      ? (value as { geometry?: unknown }).geometry
      : value
  if (!geometry || typeof geometry !== 'object')
    return { problem: 'The outline must be a GeoJSON Polygon or MultiPolygon' }
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown }
  const count = { positions: 0 }
  if (type === 'Polygon') {
    const problem = polygonProblem(coordinates, 'The polygon', count)
    return problem
      ? { problem: `${problem[0]!.toUpperCase()}${problem.slice(1)}.` }
      : { outline: { type, coordinates: coordinates as number[][][] } }
  }
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0)
      return { problem: 'The MultiPolygon must hold polygons.' }
    for (const [index, polygon] of coordinates.entries()) {
      const problem = polygonProblem(polygon, `Polygon ${index + 1}`, count)
      if (problem) return { problem: `${problem[0]!.toUpperCase()}${problem.slice(1)}.` }
    }
    return { outline: { type, coordinates: coordinates as number[][][][] } }
  }
  return {
    problem: `The outline must be a GeoJSON Polygon or MultiPolygon${typeof type === 'string' ? `, not a ${type}` : ''}.`,
  }
}

/** Payload's validation of the `outline` field: empty, or an outline the map can draw. */
export function outlineValidation(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  const read = readOutline(value)
  return 'problem' in read ? read.problem : true
}
