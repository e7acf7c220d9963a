import { straightLineMatrix, type Place, type WalkMatrix } from './route-plan'

/**
 * Walks between studios from a routing service (OSRM's HTTP API, the `table`
 * service with the `foot` profile) configured in `ROUTING_URL`, as the
 * geocoder is; unset, or when it fails, straight lines at a walking pace,
 * with a note saying so (decision 102).
 */

export type Walks = { matrix: WalkMatrix; note: string | null }

const NOT_REACHED = 'Walking times are straight-line estimates: the routing service did not answer.'

/** The `table` request for `places` at the OSRM server `base` (longitude first, as OSRM has it). */
export function tableUrl(base: string, places: readonly Place[]): string {
  const coordinates = places.map((place) => `${place.longitude.toFixed(6)},${place.latitude.toFixed(6)}`).join(';')
  return `${base.replace(/\/$/, '')}/table/v1/foot/${coordinates}?annotations=duration,distance`
}

const isSquare = (value: unknown, size: number): value is number[][] =>
  Array.isArray(value) &&
  value.length === size &&
  value.every(
    (row) => Array.isArray(row) && row.length === size && row.every((cell) => typeof cell === 'number' && cell >= 0),
  )

/** OSRM's answer as a walk matrix, or null when it is not a whole `Ok` table for `size` places. */
export function parseTable(answer: unknown, size: number): WalkMatrix | null {
  const table = answer as { code?: unknown; durations?: unknown; distances?: unknown }
  if (table?.code !== 'Ok' || !isSquare(table.durations, size) || !isSquare(table.distances, size)) return null
  return {
    seconds: table.durations.map((row) => row.map(Math.round)),
    metres: table.distances.map((row) => row.map(Math.round)),
    source: 'routing',
  }
}

/** The walks between `places`: the routing service's at `base` when given and it answers, else straight lines. */
export async function walksBetween(
  places: readonly Place[],
  base: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<Walks> {
  if (!base || places.length < 2) return { matrix: straightLineMatrix(places), note: null }
  try {
    const response = await fetchImpl(tableUrl(base, places), {
      headers: { accept: 'application/json', 'user-agent': 'Vernissage Open Studios planner' },
      signal: AbortSignal.timeout(5_000),
    })
    const matrix = response.ok ? parseTable(await response.json(), places.length) : null
    return matrix ? { matrix, note: null } : { matrix: straightLineMatrix(places), note: NOT_REACHED }
  } catch {
    return { matrix: straightLineMatrix(places), note: NOT_REACHED }
  }
}
