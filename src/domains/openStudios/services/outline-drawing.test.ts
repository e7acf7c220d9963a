import { describe, expect, it } from 'vitest'

import { crossingEdges, drawnOutline, MAX_DRAWN_POINTS, type DrawnPoint } from './outline-drawing'

const triangle: DrawnPoint[] = [
  [-122.42, 37.75],
  [-122.4, 37.75],
  [-122.41, 37.77],
]

describe('a drawn outline', () => {
  it('becomes a closed Polygon, whether or not the last click was on the first point', () => {
    const closed = { outline: { type: 'Polygon', coordinates: [[...triangle, triangle[0]]] } }
    expect(drawnOutline(triangle)).toEqual(closed)
    expect(drawnOutline([...triangle, triangle[0]])).toEqual(closed)
  })

  it('keeps one of two clicks on the same place, and rounds to six decimals', () => {
    const result = drawnOutline([triangle[0], [-122.4000001, 37.75], [-122.4, 37.75], triangle[2]])
    expect(result).toEqual({ outline: { type: 'Polygon', coordinates: [[...triangle, triangle[0]]] } })
  })

  it('needs at least three different points', () => {
    expect(drawnOutline([triangle[0], triangle[1], triangle[0]])).toEqual({
      problem: 'An outline needs at least three different points.',
    })
    expect(drawnOutline([])).toMatchObject({ problem: expect.stringContaining('three different points') })
  })

  it('refuses what is not a list of numbers, and points off the map', () => {
    expect(drawnOutline('mission')).toEqual({ problem: 'The outline must be a list of points.' })
    expect(drawnOutline([...triangle.slice(0, 2), ['-122', 37.7]])).toEqual({
      problem: 'Point 3 must be a longitude and a latitude in numbers.',
    })
    expect(drawnOutline([...triangle.slice(0, 2), [-122.41, Number.NaN]])).toMatchObject({ problem: /Point 3/ })
    expect(drawnOutline([...triangle.slice(0, 2), [190, 37.7]])).toEqual({
      problem: 'Point 3: longitude 190 is not between -180 and 180.',
    })
    expect(drawnOutline([...triangle.slice(0, 2), [-122.41, 89]])).toMatchObject({ problem: /latitude 89/ })
    const many = Array.from({ length: MAX_DRAWN_POINTS + 2 }, (_, i): DrawnPoint => [i / 1000, i / 1000])
    expect(drawnOutline(many)).toMatchObject({ problem: /at most/ })
  })

  it('refuses an outline that crosses itself or passes a point twice', () => {
    const bowTie: DrawnPoint[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ]
    expect(drawnOutline(bowTie)).toEqual({
      problem: 'The outline crosses itself (its sides 1 and 3): move a point so it does not.',
    })
    expect(
      drawnOutline([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
        [0, 1],
      ] as DrawnPoint[]),
    ).toMatchObject({
      problem: /same point twice/,
    })
  })
})

describe('crossing edges', () => {
  it('finds none in a square, and a side touching another', () => {
    const square: DrawnPoint[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]
    expect(crossingEdges(square)).toBeNull()
    // The fifth point lies on the first side.
    expect(crossingEdges([...square, [0.5, 0]])).not.toBeNull()
  })
})
