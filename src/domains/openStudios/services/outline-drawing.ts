import type { Outline } from '@/domains/artists'

/**
 * A neighbourhood's outline as staff draw it on `mapping`'s map (decision
 * 089): the points clicked, in order, each [longitude, latitude]. Checked on
 * the server before it is stored, so an outline the map cannot fill — too
 * few points, off the world, or crossing itself — is refused with the reason.
 */

export type DrawnPoint = [longitude: number, latitude: number]

/** A drawing, not a survey: more points than this is a mistake. */
export const MAX_DRAWN_POINTS = 500

const samePoint = (a: DrawnPoint, b: DrawnPoint) => a[0] === b[0] && a[1] === b[1]

/** Which side of line a→b point c is on: positive, negative, or 0 on the line. */
const side = (a: DrawnPoint, b: DrawnPoint, c: DrawnPoint) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

const within = (a: DrawnPoint, b: DrawnPoint, c: DrawnPoint) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1])

/** Whether segments p1→p2 and q1→q2 touch or cross. */
function segmentsMeet(p1: DrawnPoint, p2: DrawnPoint, q1: DrawnPoint, q2: DrawnPoint): boolean {
  const d1 = side(q1, q2, p1)
  const d2 = side(q1, q2, p2)
  const d3 = side(p1, p2, q1)
  const d4 = side(p1, p2, q2)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  )
}

/** The 1-based numbers of two edges of the closed ring `points` that cross, or null; O(n²), fine for 500 points. */
export function crossingEdges(points: readonly DrawnPoint[]): [number, number] | null {
  const n = points.length
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      // Neighbouring edges share a point by design.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue
      if (segmentsMeet(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return [i + 1, j + 1]
    }
  }
  return null
}

/** The drawn points as a closed GeoJSON Polygon, or why they cannot be an outline. */
export function drawnOutline(value: unknown): { outline: Outline } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'The outline must be a list of points.' }
  if (value.length > MAX_DRAWN_POINTS + 1) return { problem: `An outline has at most ${MAX_DRAWN_POINTS} points.` }
  const points: DrawnPoint[] = []
  for (const [index, point] of value.entries()) {
    if (!Array.isArray(point) || point.length !== 2 || !point.every((n) => typeof n === 'number' && Number.isFinite(n)))
      return { problem: `Point ${index + 1} must be a longitude and a latitude in numbers.` }
    const [longitude, latitude] = point as DrawnPoint
    if (Math.abs(longitude) > 180)
      return { problem: `Point ${index + 1}: longitude ${longitude} is not between -180 and 180.` }
    if (Math.abs(latitude) > 85)
      return { problem: `Point ${index + 1}: latitude ${latitude} is not between -85 and 85.` }
    // Six decimals, as a studio's position: about ten centimetres.
    const rounded: DrawnPoint = [Math.round(longitude * 1e6) / 1e6, Math.round(latitude * 1e6) / 1e6]
    // A double click, or the ring closed on its first point, repeats a point: one is kept.
    if (points.length === 0 || !samePoint(points[points.length - 1]!, rounded)) points.push(rounded)
  }
  if (points.length > 1 && samePoint(points[0]!, points[points.length - 1]!)) points.pop()
  if (points.length < 3) return { problem: 'An outline needs at least three different points.' }
  if (new Set(points.map((point) => point.join())).size !== points.length)
    return { problem: 'The outline passes through the same point twice: move or delete one of them.' }
  const crossing = crossingEdges(points)
  if (crossing)
    return {
      problem: `The outline crosses itself (its sides ${crossing[0]} and ${crossing[1]}): move a point so it does not.`,
    }
  return { outline: { type: 'Polygon', coordinates: [[...points, points[0]!]] } }
}
