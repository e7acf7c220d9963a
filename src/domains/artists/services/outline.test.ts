import { describe, expect, it } from 'vitest'

import { outlineValidation, readOutline } from './outline'

const square = [
  [-122.42, 37.75],
  [-122.4, 37.75],
  [-122.4, 37.77],
  [-122.42, 37.77],
  [-122.42, 37.75],
]

describe("a neighbourhood's outline", () => {
  it('takes a Polygon, a MultiPolygon, and a Feature holding one', () => {
    expect(readOutline({ type: 'Polygon', coordinates: [square] })).toEqual({
      outline: { type: 'Polygon', coordinates: [square] },
    })
    expect(readOutline({ type: 'MultiPolygon', coordinates: [[square], [square]] })).toMatchObject({
      outline: { type: 'MultiPolygon' },
    })
    expect(
      readOutline({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [square] } }),
    ).toMatchObject({ outline: { type: 'Polygon' } })
    expect(outlineValidation(null)).toBe(true)
  })

  it('refuses another type, in words', () => {
    expect(readOutline({ type: 'Point', coordinates: [-122.4, 37.7] })).toEqual({
      problem: 'The outline must be a GeoJSON Polygon or MultiPolygon, not a Point.',
    })
    expect(readOutline('mission')).toMatchObject({ problem: expect.stringContaining('Polygon or MultiPolygon') })
  })

  it('refuses coordinates out of range, naming the position', () => {
    const wrong = square.map((position, index) => (index === 2 ? [-122.4, 97.77] : position))
    expect(readOutline({ type: 'Polygon', coordinates: [wrong] })).toEqual({
      problem: 'The polygon, ring 1, position 3: latitude 97.77 is not between -90 and 90.',
    })
    const east = square.map((position, index) => (index === 1 ? [190, 37.75] : position))
    expect(outlineValidation({ type: 'Polygon', coordinates: [east] })).toContain('longitude 190 is not between')
  })

  it('refuses rings that are open, too short or not numbers', () => {
    expect(outlineValidation({ type: 'Polygon', coordinates: [square.slice(0, 4)] })).toBe(
      'The polygon, ring 1 must end where it starts.',
    )
    expect(outlineValidation({ type: 'Polygon', coordinates: [square.slice(0, 3)] })).toContain(
      'at least four positions',
    )
    expect(outlineValidation({ type: 'Polygon', coordinates: [[['a', 'b'], ...square]] })).toContain(
      'must be [longitude, latitude] in numbers',
    )
    expect(outlineValidation({ type: 'MultiPolygon', coordinates: [] })).toBe('The MultiPolygon must hold polygons.')
  })
})
