import { describe, expect, it } from 'vitest'

import { EMPTY_ART_SEARCH, type ArtSearchQuery } from './art-search'
import {
  absoluteUrl,
  artworkJsonLd,
  dimensionsText,
  facetToggleHref,
  imageAt,
  indexHref,
  jsonLdText,
  largestImage,
  pageWindow,
  parseIndexParams,
  personJsonLd,
  pictureSources,
  priceText,
  removableFilters,
  searchHref,
  srcSetFrom,
  srcSetOf,
} from './public-view'

const query = (changes: Partial<ArtSearchQuery> = {}): ArtSearchQuery => ({ ...EMPTY_ART_SEARCH, ...changes })

describe('the A–Z index', () => {
  it('reads the letter and page from the address, falling back to the first page of A', () => {
    expect(parseIndexParams({})).toEqual({ letter: 'A', page: 1 })
    expect(parseIndexParams({ letter: 'm', page: '3' })).toEqual({ letter: 'M', page: 3 })
    expect(parseIndexParams({ letter: 'other' })).toEqual({ letter: '#', page: 1 })
    expect(parseIndexParams({ letter: 'ab', page: 'two' })).toEqual({ letter: 'A', page: 1 })
    expect(parseIndexParams({ letter: ['z', 'y'], page: '0' })).toEqual({ letter: 'Z', page: 1 })
  })

  it('writes # as a word in links, and the first page without a number', () => {
    expect(indexHref('B')).toBe('/art/artists?letter=B')
    expect(indexHref('#', 2)).toBe('/art/artists?letter=other&page=2')
  })
})

describe('the search’s links', () => {
  it('chooses a facet value, back on the first page', () => {
    expect(facetToggleHref(query({ text: 'blue', page: 3 }), 'mediums', 'ceramics')).toBe(
      '/artists/artsearch?q=blue&medium=ceramics',
    )
  })

  it('leaves a chosen value out and keeps the others', () => {
    const chosen = query({ mediums: ['ceramics', 'glass'], availability: ['sold'] })
    expect(facetToggleHref(chosen, 'mediums', 'ceramics')).toBe('/artists/artsearch?medium=glass&availability=sold')
    expect(facetToggleHref(query({ priceBands: ['under-500'] }), 'priceBands', 'under-500')).toBe('/artists/artsearch')
  })

  it('offers each choice as a way to widen a search that found nothing', () => {
    const labels = {
      mediums: new Map([['ceramics', 'Ceramics']]),
      neighbourhoods: new Map([['mission', 'Mission']]),
      priceBands: new Map<string, string>(),
      availability: new Map([['sold', 'Sold']]),
    }
    expect(
      removableFilters(query({ text: 'bowl', mediums: ['ceramics'], neighbourhoods: ['mission'], page: 2 }), labels),
    ).toEqual([
      { label: 'the words “bowl”', href: '/artists/artsearch?medium=ceramics&neighbourhood=mission' },
      { label: 'Ceramics', href: '/artists/artsearch?q=bowl&neighbourhood=mission' },
      { label: 'Mission', href: '/artists/artsearch?q=bowl&medium=ceramics' },
    ])
  })

  it('keeps the page in page links', () => {
    expect(searchHref(query({ text: 'ink' }), { page: 2 })).toBe('/artists/artsearch?q=ink&page=2')
  })

  it('offers the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20])
  })
})

describe('words for numbers', () => {
  it('gives a price in dollars, or "Price on request"', () => {
    expect(priceText({ price: 1250 })).toBe('$1,250')
    expect(priceText({ price: 99.5 })).toBe('$99.50')
    expect(priceText({ price: 1250, priceOnRequest: true })).toBe('Price on request')
    expect(priceText({ price: null })).toBe('Price on request')
  })

  it('gives the measures with their unit', () => {
    expect(dimensionsText({ height: 40, width: 30, depth: 2, unit: 'cm' })).toBe('40 × 30 × 2 cm')
    expect(dimensionsText({ height: 12.5, width: 9, unit: 'in' })).toBe('12.5 × 9 in')
    expect(dimensionsText({ unit: 'cm' })).toBeNull()
    expect(dimensionsText(null)).toBeNull()
  })
})

describe('images', () => {
  const image = {
    id: 1,
    alt: 'A blue bowl',
    url: '/files/public/images/bowl.png',
    width: 900,
    height: 600,
    sizes: {
      webp400: { url: '/b-400.webp', width: 400, height: 267 },
      avif400: { url: '/b-400.avif', width: 400, height: 267 },
      // Sizes wider than the original come out at the original's width.
      webp1200: { url: '/b-1200.webp', width: 900, height: 600 },
      avif1200: { url: '/b-1200.avif', width: 900, height: 600 },
      webp2400: { url: '/b-2400.webp', width: 900, height: 600 },
      avif2400: { url: null, width: null, height: null },
    },
  }

  it('lists each stored size of a format by its real width', () => {
    expect(srcSetOf(image, 'webp')).toBe('/b-400.webp 400w, /b-1200.webp 900w, /b-2400.webp 900w')
    expect(srcSetOf(image, 'avif')).toBe('/b-400.avif 400w, /b-1200.avif 900w')
    expect(srcSetOf({ id: 2 }, 'avif')).toBe('')
  })

  it('falls back to the original when a size is missing', () => {
    expect(imageAt(image, 1200)).toEqual({ url: '/b-1200.webp', width: 900, height: 600 })
    expect(imageAt({ id: 2, url: '/o.png', width: 10, height: 5 }, 400)).toEqual({
      url: '/o.png',
      width: 10,
      height: 5,
    })
    expect(largestImage(image)).toBe('/b-2400.webp')
    expect(largestImage({ id: 2, url: '/o.png' })).toBe('/o.png')
  })

  it('writes a picture’s files once in few characters, from which the same sources come back', () => {
    const stored = {
      ...image,
      alt: 'A bowl',
      sizes: Object.fromEntries(
        Object.entries(image.sizes).map(([name, size]) => [
          name,
          { ...size, url: size.url && `/files/public/images/bowl${size.url.slice(2)}` },
        ]),
      ),
    }
    const sources = pictureSources(stored, 400)
    expect(sources).toEqual({
      alt: 'A bowl',
      base: '/files/public/images/bowl-',
      img: ['400.webp', 400, 267],
      avif: [
        ['400.avif', 400],
        ['1200.avif', 900],
      ],
      webp: [
        ['400.webp', 400],
        ['1200.webp', 900],
        ['2400.webp', 900],
      ],
    })
    expect(srcSetFrom(sources.base, sources.avif)).toBe(srcSetOf(stored, 'avif'))
    expect(srcSetFrom(sources.base, sources.webp)).toBe(srcSetOf(stored, 'webp'))
    const original = pictureSources({ id: 2, alt: 'x', url: '/o.png' }, 1200)
    expect(original).toEqual({ alt: 'x', base: '/o.png', img: ['', null, null], avif: [], webp: [] })
  })
})

describe('sharing and search engines', () => {
  it('makes addresses absolute from the public address', () => {
    expect(absoluteUrl('https://art.example.org', '/artist/ada')).toBe('https://art.example.org/artist/ada')
    expect(absoluteUrl('https://example.org/site', '/files/x.webp')).toBe('https://example.org/files/x.webp')
  })

  it('never lets typed text end the script it is written in', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & \u2028' })
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' })
  })

  it('describes an artist as a Person', () => {
    expect(
      personJsonLd({
        url: 'https://x.org/artist/ada',
        name: 'Ada',
        sameAs: ['https://ada.example'],
        mediums: ['Ceramics'],
        neighbourhood: 'Mission',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://x.org/artist/ada',
      url: 'https://x.org/artist/ada',
      name: 'Ada',
      sameAs: ['https://ada.example'],
      knowsAbout: ['Ceramics'],
      homeLocation: { '@type': 'Place', name: 'Mission' },
    })
  })

  it('describes an artwork as a VisualArtwork, with an offer only when it is for sale at a price', () => {
    const base = {
      url: 'https://x.org/art/bowl',
      name: 'Bowl',
      artist: { name: 'Ada', url: 'https://x.org/artist/ada' },
      images: ['https://x.org/b.webp'],
      year: 2024,
      medium: 'Ceramics',
      dimensions: { height: 10, width: 20, unit: 'in' as const },
      price: 300,
      availability: 'available' as const,
      keywords: ['blue', 'bowl'],
    }
    const forSale = artworkJsonLd(base)
    expect(forSale).toMatchObject({
      '@type': 'VisualArtwork',
      creator: { '@type': 'Person', name: 'Ada' },
      dateCreated: '2024',
      artMedium: 'Ceramics',
      height: { value: 10, unitCode: 'INH' },
      keywords: 'blue, bowl',
      offers: { price: 300, priceCurrency: 'USD' },
    })
    expect(forSale).not.toHaveProperty('depth')
    expect(artworkJsonLd({ ...base, availability: 'sold' })).not.toHaveProperty('offers')
    expect(artworkJsonLd({ ...base, priceOnRequest: true })).not.toHaveProperty('offers')
  })
})
