import { describe, expect, it } from 'vitest'

import { acceptsBrotli, acceptsGzip } from './accept-encoding'

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['br;q=0.0, gzip', false],
    ['gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected)
  })
})

describe('acceptsGzip', () => {
  it('reads the codings and their weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0, br')).toBe(false)
    expect(acceptsGzip('br, x-gzip-like')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
