/**
 * The map's own data a plan keeps for the day (decision 102): the configured MapLibre style, the
 * sprites and glyphs it names, and the tiles around the plan's studios at the zooms a walker looks at.
 * Plain functions: the planner's page works the list out in the browser (from the style it fetched)
 * and hands it to the service worker, which keeps that list and nothing more.
 */

/** Tile zooms kept: the neighbourhood (12) down to a few streets (16); deeper ones are drawn from these. */
export const OFFLINE_ZOOMS = { min: 12, max: 16 } as const
/** At most this many tiles for one plan (about 6–15 MB of vector tiles); the deepest zooms go first. */
export const OFFLINE_TILE_CAP = 300
/** Glyph ranges kept for each font: Latin with its accents, and punctuation (dashes, curly quotes). */
const GLYPH_RANGES = ['0-255', '8192-8447']

export type Tile = { z: number; x: number; y: number }
type Position = { latitude: number; longitude: number }

/** The Web Mercator tile holding a position at a zoom. */
export function tileAt({ latitude, longitude }: Position, z: number): { x: number; y: number } {
  const n = 2 ** z
  const clamped = Math.max(-85.0511, Math.min(85.0511, latitude))
  const radians = (clamped * Math.PI) / 180
  const x = Math.floor(((longitude + 180) / 360) * n)
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n)
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) }
}

/**
 * The tiles covering the positions' box with one tile around it, zoom by zoom from `min`; a zoom
 * whose tiles would pass `cap` is left out with every deeper one, so a plan across the whole city
 * keeps its overview rather than a patch of street.
 */
export function tilesCovering(
  positions: readonly Position[],
  {
    min = OFFLINE_ZOOMS.min,
    max = OFFLINE_ZOOMS.max,
    cap = OFFLINE_TILE_CAP,
  }: { min?: number; max?: number; cap?: number } = {},
): Tile[] {
  if (positions.length === 0) return []
  const tiles: Tile[] = []
  for (let z = min; z <= max; z++) {
    const corners = positions.map((position) => tileAt(position, z))
    const last = 2 ** z - 1
    const [west, east] = [
      Math.max(0, Math.min(...corners.map((c) => c.x)) - 1),
      Math.min(last, Math.max(...corners.map((c) => c.x)) + 1),
    ]
    const [north, south] = [
      Math.max(0, Math.min(...corners.map((c) => c.y)) - 1),
      Math.min(last, Math.max(...corners.map((c) => c.y)) + 1),
    ]
    if (tiles.length + (east - west + 1) * (south - north + 1) > cap) break
    for (let x = west; x <= east; x++) for (let y = north; y <= south; y++) tiles.push({ z, x, y })
  }
  return tiles
}

/** The parts of a MapLibre style this reads; anything else in it is left alone. */
export type StyleFile = {
  sprite?: string | { id: string; url: string }[]
  glyphs?: string
  sources?: Record<string, { type?: string; url?: string; tiles?: string[]; minzoom?: number; maxzoom?: number }>
  layers?: { type?: string; layout?: { 'text-font'?: unknown } }[]
}
export type TileJson = { tiles?: string[]; minzoom?: number; maxzoom?: number }

const absolute = (url: string, base: string) => new URL(url, base).href
/** A tile template made absolute with its `{z}`, `{x}`, `{y}` left for filling (the URL parser escapes braces). */
const absoluteTemplate = (template: string, base: string) =>
  absolute(template, base).replace(/%7B/gi, '{').replace(/%7D/gi, '}')

/** The TileJSON files a style's sources point to, to fetch before `offlineMapUrls`. */
export function tileJsonUrls(style: StyleFile, styleUrl: string): string[] {
  return Object.values(style.sources ?? {}).flatMap((source) =>
    source.url && !source.tiles && /^(vector|raster|raster-dem)$/.test(source.type ?? '')
      ? [absolute(source.url, styleUrl)]
      : [],
  )
}

/** Fonts named by the style's text layers, each stack as MapLibre asks for it. */
function fontStacks(style: StyleFile): string[] {
  const stacks = new Set<string>()
  for (const layer of style.layers ?? []) {
    const font = layer.layout?.['text-font']
    // A plain list of fonts; an expression choosing between them is left to the network.
    if (layer.type === 'symbol' && Array.isArray(font) && font.every((one) => typeof one === 'string'))
      stacks.add(font.join(','))
  }
  return [...stacks]
}

/**
 * Every address to keep for the map around `positions`: the style, its sprites (both densities), the
 * glyph ranges of its fonts, its sources' TileJSON files and their tiles, each source's tiles within
 * its own zooms. Addresses MapLibre asks for exactly, so the worker finds them by address.
 */
export function offlineMapUrls(
  styleUrl: string,
  style: StyleFile,
  tileJsons: Readonly<Record<string, TileJson>>,
  positions: readonly Position[],
  cap = OFFLINE_TILE_CAP,
): string[] {
  const urls = new Set<string>([styleUrl])
  const sprites = typeof style.sprite === 'string' ? [style.sprite] : (style.sprite ?? []).map((sprite) => sprite.url)
  for (const sprite of sprites)
    for (const file of ['.json', '.png', '@2x.json', '@2x.png']) urls.add(absolute(sprite + file, styleUrl))
  if (style.glyphs) {
    for (const stack of fontStacks(style))
      for (const range of GLYPH_RANGES)
        urls.add(absolute(style.glyphs.replace('{fontstack}', stack).replace('{range}', range), styleUrl))
  }
  const sources = Object.values(style.sources ?? {}).flatMap((source) => {
    if (!/^(vector|raster|raster-dem)$/.test(source.type ?? '')) return []
    const tileJsonUrl = source.url && !source.tiles ? absolute(source.url, styleUrl) : null
    if (tileJsonUrl) urls.add(tileJsonUrl)
    const described = tileJsonUrl ? tileJsons[tileJsonUrl] : source
    if (!described?.tiles?.length) return []
    return [
      {
        template: absoluteTemplate(described.tiles[0]!, tileJsonUrl ?? styleUrl),
        minzoom: described.minzoom ?? 0,
        maxzoom: described.maxzoom ?? 22,
      },
    ]
  })
  // The cap is shared by the sources, each keeping the same zooms.
  const share = Math.floor(cap / Math.max(1, sources.length))
  for (const source of sources) {
    const zooms = { min: Math.max(OFFLINE_ZOOMS.min, source.minzoom), max: Math.min(OFFLINE_ZOOMS.max, source.maxzoom) }
    for (const tile of tilesCovering(positions, { ...zooms, cap: share }))
      urls.add(
        source.template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y)),
      )
  }
  return [...urls]
}
