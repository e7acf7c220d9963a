import { describe, expect, it } from 'vitest'

import { groupKey, markerGroups } from './marker-groups'

describe('markerGroups', () => {
  it('leaves markers far enough apart alone, in their order', () => {
    const groups = markerGroups([
      { id: 3, x: 0, y: 0 },
      { id: 1, x: 100, y: 0 },
      { id: 2, x: 0, y: 100 },
    ])
    expect(groups.map((group) => group.ids)).toEqual([[3], [1], [2]])
    expect(groups[1]).toMatchObject({ x: 100, y: 0 })
  })

  it('joins studios in one building into one marker at their centre', () => {
    const groups = markerGroups([
      { id: 1, x: 10, y: 10 },
      { id: 2, x: 200, y: 200 },
      { id: 3, x: 10, y: 10 },
      { id: 4, x: 14, y: 10 },
    ])
    expect(groups.map((group) => group.ids)).toEqual([[1, 3, 4], [2]])
    expect(groups[0]!.x).toBeCloseTo(34 / 3)
    expect(groups[0]!.y).toBe(10)
  })

  it('joins a chain of near points, and groups whose centres then fall too close', () => {
    // 30 px steps: each next to the one before, the ends 90 px apart.
    const chain = markerGroups([0, 30, 60, 90].map((x, index) => ({ id: index + 1, x, y: 0 })))
    expect(chain.map((group) => group.ids)).toEqual([[1, 2, 3, 4]])
    // Two pairs 50 px apart whose centres are 40 px apart: one group in the end.
    const pairs = markerGroups([
      { id: 1, x: 0, y: 0 },
      { id: 2, x: 0, y: 40 },
      { id: 3, x: 40, y: 0 },
      { id: 4, x: 40, y: 40 },
    ])
    expect(pairs.map((group) => group.ids)).toEqual([[1, 2, 3, 4]])
  })

  it('keeps every group at least the given distance from every other', () => {
    const points = Array.from({ length: 60 }, (_, index) => ({
      id: index,
      x: (index * 37) % 300,
      y: (index * 53) % 200,
    }))
    const groups = markerGroups(points, 44)
    expect(groups.flatMap((group) => group.ids).sort((a, b) => a - b)).toEqual(points.map((point) => point.id))
    for (const a of groups)
      for (const b of groups) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(44)
  })

  it('keys a group by its studios whatever their order', () => {
    expect(groupKey([5, 2, 9])).toBe(groupKey([9, 5, 2]))
    expect(groupKey([5])).toBe('5')
  })
})
