/**
 * Studios too close together on the screen to tell their markers apart (several studios in one
 * building, or a street seen from far) share one marker that opens a list of them (decision 102).
 * Plain geometry on screen pixels, so the map regroups at each zoom.
 */

export type ScreenPoint = { id: number; x: number; y: number }
export type MarkerGroup = { ids: number[]; x: number; y: number }

/** Markers closer than this many pixels (a marker is at most about 40 wide) are drawn as one. */
export const MARKERS_APART = 44

const centreOf = (members: readonly ScreenPoint[]) => ({
  x: members.reduce((sum, point) => sum + point.x, 0) / members.length,
  y: members.reduce((sum, point) => sum + point.y, 0) / members.length,
})

/**
 * Groups of points whose centres are at least `apart` pixels from each other's: points closer than
 * that are joined (with whatever else is that close to either), the group drawn at its members'
 * centre, and groups whose centres then fall too close are joined in turn. Each group's ids keep the
 * order the points came in; the groups are in the order of their first point.
 */
export function markerGroups(points: readonly ScreenPoint[], apart = MARKERS_APART): MarkerGroup[] {
  let groups = points.map((point) => ({ members: [point], ...centreOf([point]) }))
  for (;;) {
    // Joined with the first earlier group within reach, so chains of near points end in one group.
    const leader = groups.map((_, index) => index)
    const find = (index: number): number => (leader[index] === index ? index : (leader[index] = find(leader[index]!)))
    let joined = false
    for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        if (Math.hypot(groups[a]!.x - groups[b]!.x, groups[a]!.y - groups[b]!.y) < apart && find(a) !== find(b)) {
          leader[find(b)] = find(a)
          joined = true
        }
      }
    }
    if (!joined) break
    const byLeader = new Map<number, ScreenPoint[]>()
    groups.forEach((group, index) =>
      byLeader.set(find(index), [...(byLeader.get(find(index)) ?? []), ...group.members]),
    )
    const order = new Map(points.map((point, index) => [point.id, index]))
    groups = [...byLeader.values()].map((members) => {
      const sorted = [...members].sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      return { members: sorted, ...centreOf(sorted) }
    })
    groups.sort((a, b) => order.get(a.members[0]!.id)! - order.get(b.members[0]!.id)!)
  }
  return groups.map((group) => ({ ids: group.members.map((point) => point.id), x: group.x, y: group.y }))
}

/** A group's key: the same studios give the same key, so a marker that did not change is kept. */
export const groupKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join('-')
