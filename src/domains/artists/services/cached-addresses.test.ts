import { describe, expect, it } from 'vitest'

import { cachedPathOf } from './cached-addresses'

const at = (address: string) => {
  const url = new URL(address, 'http://site.test')
  return cachedPathOf(url.pathname, url.searchParams)
}

describe('cachedPathOf', () => {
  it('answers the A–Z index from a path holding its letter and page', () => {
    expect(at('/art/artists')).toBe('/art/artists/A/1')
    expect(at('/art/artists?letter=b&page=2')).toBe('/art/artists/B/2')
    expect(at('/art/artists?letter=other')).toBe('/art/artists/other/1')
    expect(at('/art/artists?letter=%23')).toBe('/art/artists/other/1')
  })

  it('turns what the index would refuse into its first page of A', () => {
    expect(at('/art/artists?letter=<script>&page=-4')).toBe('/art/artists/A/1')
  })

  it('answers an artwork with an image chosen from a path holding the image', () => {
    expect(at('/art/sunset-42?image=3')).toBe('/art/sunset-42/3')
    expect(at('/art/sunset-42?image=03')).toBe('/art/sunset-42/3')
  })

  it('leaves every other address as it is', () => {
    expect(at('/art/sunset-42')).toBeNull()
    expect(at('/art/sunset-42?image=x')).toBeNull()
    expect(at('/art/sunset-42?utm_source=mail')).toBeNull()
    expect(at('/artist/ada?image=2')).toBeNull()
    expect(at('/art/artists/B/2')).toBeNull()
  })
})
