import { describe, expect, it } from 'vitest'

import { groupByStudio, studioAddress, studiosGeoJson, type StudioRegistration } from './studio-map'

const studio = (id: number, address: string, position: [number, number] | null = [37.76, -122.41]) => ({
  id,
  address,
  unit: null,
  name: null,
  city: 'San Francisco',
  neighbourhood: null,
  accessNotes: null,
  latitude: position?.[0] ?? null,
  longitude: position?.[1] ?? null,
  positionSource: position ? ('placed' as const) : ('none' as const),
})

const registration = (
  studioRow: StudioRegistration['studio'],
  name: string,
  weekends: number[],
  accessibility: string[] = [],
): StudioRegistration => ({
  studio: studioRow,
  artist: { name, slug: name.toLowerCase().replace(/\s+/g, '-'), status: 'registered' },
  weekends,
  accessibility,
})

describe('who is on the map', () => {
  it('puts artists sharing a studio together, by name, with their weekends and accessibility merged', () => {
    const shared = studio(1, '2 Shared Street')
    const grouped = groupByStudio([
      registration(shared, 'Zoe Zhang', [2], ['seating']),
      registration(studio(2, '1 Alone Avenue'), 'Ana Alone', [1]),
      registration(shared, 'Bea Brown', [1], ['step-free', 'seating', 'not-a-feature']),
    ])
    expect(grouped.map((entry) => entry.address)).toEqual(['1 Alone Avenue', '2 Shared Street'])
    expect(grouped[1]).toMatchObject({
      id: 1,
      weekends: [1, 2],
      accessibility: ['step-free', 'seating'],
      artists: [{ name: 'Bea Brown' }, { name: 'Zoe Zhang' }],
    })
    expect(grouped[0]!.artists).toHaveLength(1)
  })

  it('keeps a studio without a position in the list, and out of the GeoJSON', () => {
    const grouped = groupByStudio([
      registration(studio(1, '1 Placed Street', [37.75, -122.42]), 'Ana', [1]),
      registration(studio(2, '2 Nowhere Street', null), 'Ben', [1]),
    ])
    expect(grouped).toHaveLength(2)
    const geojson = studiosGeoJson(grouped)
    expect(geojson.features).toHaveLength(1)
    expect(geojson.features[0]).toMatchObject({
      id: 1,
      geometry: { type: 'Point', coordinates: [-122.42, 37.75] },
      properties: { address: '1 Placed Street', artists: 'Ana', weekends: '1' },
    })
  })

  it('writes an address with its building and unit', () => {
    expect(studioAddress({ address: '1 Main St', unit: 'Unit 4', name: 'The Mill' })).toBe(
      'The Mill — 1 Main St, Unit 4',
    )
    expect(studioAddress({ address: '1 Main St', unit: null, name: null })).toBe('1 Main St')
  })
})
