import { describe, expect, it } from 'vitest'

import { OFFLINE_TILE_CAP, offlineMapUrls, tileAt, tileJsonUrls, tilesCovering, type StyleFile } from './offline-map'

// Three studios along one street in San Francisco, about 880 m end to end.
const street = [
  { latitude: 37.76, longitude: -122.42 },
  { latitude: 37.76, longitude: -122.415 },
  { latitude: 37.76, longitude: -122.41 },
]

describe('tileAt', () => {
  it('finds the Web Mercator tile of a position', () => {
    expect(tileAt({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 0, y: 0 })
    expect(tileAt({ latitude: 0.0001, longitude: 0.0001 }, 1)).toEqual({ x: 1, y: 0 })
    // San Francisco's Mission at zoom 12, as any slippy map numbers it.
    expect(tileAt({ latitude: 37.76, longitude: -122.42 }, 12)).toEqual({ x: 655, y: 1583 })
    // The poles and the date line stay on the map.
    expect(tileAt({ latitude: 89, longitude: 180 }, 3)).toEqual({ x: 7, y: 0 })
  })
})

describe('tilesCovering', () => {
  it('keeps the box around the studios with a tile to spare, every zoom from 12 to 16', () => {
    const tiles = tilesCovering(street)
    expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([12, 13, 14, 15, 16]))
    const zoom12 = tiles.filter((tile) => tile.z === 12)
    expect(zoom12).toHaveLength(9)
    expect(zoom12).toContainEqual({ z: 12, x: 655, y: 1583 })
    expect(new Set(tiles.map((tile) => `${tile.z}/${tile.x}/${tile.y}`)).size).toBe(tiles.length)
    expect(tiles.length).toBeLessThanOrEqual(OFFLINE_TILE_CAP)
  })

  it('drops the deepest zooms first when a plan spreads too wide, and keeps none for no studio', () => {
    const city = [
      { latitude: 37.71, longitude: -122.51 },
      { latitude: 37.81, longitude: -122.36 },
    ]
    const tiles = tilesCovering(city, { cap: 100 })
    expect(tiles.length).toBeLessThanOrEqual(100)
    expect(Math.min(...tiles.map((tile) => tile.z))).toBe(12)
    expect(tiles.some((tile) => tile.z === 16)).toBe(false)
    expect(tilesCovering([])).toEqual([])
  })
})

describe('offlineMapUrls', () => {
  const styleUrl = 'https://tiles.example.org/styles/streets/style.json'
  const style: StyleFile = {
    sprite: 'https://tiles.example.org/sprites/streets',
    glyphs: 'https://tiles.example.org/fonts/{fontstack}/{range}.pbf',
    sources: {
      streets: { type: 'vector', url: '/data/streets.json' },
      shade: { type: 'raster', tiles: ['../../shade/{z}/{x}/{y}.png'], maxzoom: 14 },
      studios: { type: 'geojson' },
    },
    layers: [
      { type: 'background' },
      { type: 'symbol', layout: { 'text-font': ['Noto Sans Regular', 'Noto Sans Bold'] } },
      { type: 'symbol', layout: { 'text-font': ['Noto Sans Regular', 'Noto Sans Bold'] } },
      { type: 'symbol', layout: { 'text-font': ['step', ['zoom'], ['literal', ['A']], 10, ['literal', ['B']]] } },
    ],
  }
  const tileJsons = {
    'https://tiles.example.org/data/streets.json': {
      tiles: ['https://tiles.example.org/data/streets/{z}/{x}/{y}.pbf'],
      maxzoom: 14,
    },
  }

  it('names the TileJSON files to fetch first', () => {
    expect(tileJsonUrls(style, styleUrl)).toEqual(['https://tiles.example.org/data/streets.json'])
  })

  it('keeps the style, its sprites, its fonts’ glyphs and each source’s tiles within its zooms', () => {
    const urls = offlineMapUrls(styleUrl, style, tileJsons, street)
    expect(urls[0]).toBe(styleUrl)
    expect(urls).toContain('https://tiles.example.org/sprites/streets.json')
    expect(urls).toContain('https://tiles.example.org/sprites/streets@2x.png')
    // The stack as MapLibre asks for it: the comma kept, the spaces escaped by the address.
    expect(urls).toContain('https://tiles.example.org/fonts/Noto%20Sans%20Regular,Noto%20Sans%20Bold/0-255.pbf')
    expect(urls.filter((url) => url.includes('/fonts/'))).toHaveLength(2)
    expect(urls).toContain('https://tiles.example.org/data/streets.json')
    expect(urls).toContain('https://tiles.example.org/data/streets/12/655/1583.pbf')
    expect(urls).toContain('https://tiles.example.org/shade/12/655/1583.png')
    // Neither source has tiles deeper than 14: none is asked for.
    expect(urls.some((url) => /\/1[56]\/\d+\/\d+\./.test(url))).toBe(false)
  })

  it('shares the cap between the sources, and keeps only the style’s own files for a source it cannot read', () => {
    const urls = offlineMapUrls(styleUrl, style, tileJsons, street, 20)
    expect(urls.filter((url) => url.endsWith('.pbf') && url.includes('/data/'))).toHaveLength(9)
    expect(urls.filter((url) => url.endsWith('.png') && url.includes('/shade/'))).toHaveLength(9)
    const unread = offlineMapUrls(styleUrl, style, {}, street)
    expect(unread.some((url) => url.includes('/data/streets/'))).toBe(false)
    expect(unread).toContain('https://tiles.example.org/data/streets.json')
  })
})
