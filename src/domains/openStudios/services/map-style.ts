import type { StyleSpecification } from 'maplibre-gl'

/**
 * What the studio map draws, as plain data the browser gets (decision 054),
 * and the style it draws with when no style is configured: no tiles, no
 * fonts, no third-party request — a paper background, the neighbourhoods'
 * outlines from our own data, and the studios as markers (HTML buttons, so
 * they are labelled and reached by keyboard without the style's fonts).
 */

export type MapPlace = {
  id: number
  /** Its number in the list beside the map, which its marker shows. */
  number: number
  latitude: number
  longitude: number
  /** The studio's address, its marker's label. */
  label: string
  artists: { name: string; slug: string | null }[]
  weekends: number[]
}

export type MapOutline = { id: number; name: string; outline: GeoJSON.Polygon | GeoJSON.MultiPolygon }

export type MapData = {
  places: MapPlace[]
  outlines: MapOutline[]
  /** The configured style (`MAP_STYLE_URL`), or null for the offline style. */
  styleUrl: string | null
}

/** A studio as a list beside a map shows it: its label, and its position when it has one. */
export type PlaceSource = Omit<MapPlace, 'number' | 'latitude' | 'longitude'> & {
  latitude: number | null
  longitude: number | null
}

/** The studios with a position, as the map draws them, numbered as the list beside it shows them. */
export function mapPlacesOf(studios: readonly PlaceSource[]): MapPlace[] {
  return studios.flatMap(({ id, latitude, longitude, label, artists, weekends }, index) =>
    latitude !== null && longitude !== null
      ? [{ id, number: index + 1, latitude, longitude, label, artists, weekends }]
      : [],
  )
}

export const OUTLINES_SOURCE = 'neighbourhoods'

/** MapLibre's worker, served by our own origin (a bundled worker cannot find its file next to the bundle). */
export const WORKER_URL = '/openstudios/map-worker'

export function outlinesGeoJson(outlines: readonly MapOutline[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: outlines.map(({ id, name, outline }) => ({
      type: 'Feature',
      id,
      geometry: outline,
      properties: { name },
    })),
  }
}

/** The outlines' layers: a light fill and a line, drawn over the configured style too. */
export function outlineLayers(): StyleSpecification['layers'] {
  return [
    {
      id: 'neighbourhoods-fill',
      type: 'fill',
      source: OUTLINES_SOURCE,
      paint: { 'fill-color': '#c9b99a', 'fill-opacity': 0.18 },
    },
    {
      id: 'neighbourhoods-line',
      type: 'line',
      source: OUTLINES_SOURCE,
      paint: { 'line-color': '#6b5b3e', 'line-width': 1.5 },
    },
  ]
}

/** The style made in code: our GeoJSON only, so the map works offline and asks no one else for anything. */
export function offlineStyle(outlines: readonly MapOutline[]): StyleSpecification {
  return {
    version: 8,
    sources: { [OUTLINES_SOURCE]: { type: 'geojson', data: outlinesGeoJson(outlines) } },
    layers: [{ id: 'paper', type: 'background', paint: { 'background-color': '#f4f1ea' } }, ...outlineLayers()],
  }
}

/** Every position of an outline, for the bounds. */
function positionsOf(outline: MapOutline['outline']): number[][] {
  return outline.type === 'Polygon' ? outline.coordinates.flat() : outline.coordinates.flat(2)
}

/** The west, south, east and north edges around the places and outlines, or null when there is nothing. */
export function boundsOf(data: Pick<MapData, 'places' | 'outlines'>): [number, number, number, number] | null {
  const positions = [
    ...data.places.map((place) => [place.longitude, place.latitude]),
    ...data.outlines.flatMap((outline) => positionsOf(outline.outline)),
  ]
  if (positions.length === 0) return null
  const longitudes = positions.map((position) => position[0]!)
  const latitudes = positions.map((position) => position[1]!)
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)]
}

/** Where a neighbourhood's name goes: the middle of its first ring's box. */
export function labelPoint(outline: MapOutline['outline']): [number, number] {
  const ring = outline.type === 'Polygon' ? outline.coordinates[0]! : outline.coordinates[0]![0]!
  const longitudes = ring.map((position) => position[0]!)
  const latitudes = ring.map((position) => position[1]!)
  return [
    (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
    (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
  ]
}
