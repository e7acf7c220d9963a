import { describe, expect, it } from 'vitest'

import { geocode, geocoderQuery, geocoderUrl, parseGeocoderAnswer } from './geocoding'

describe("the geocoder's answer", () => {
  it('reads the first place, its latitude and longitude given as strings', () => {
    expect(
      parseGeocoderAnswer([
        { lat: '37.7599', lon: '-122.4148', display_name: 'Mission' },
        { lat: '0', lon: '0' },
      ]),
    ).toEqual({ position: { latitude: 37.7599, longitude: -122.4148 } })
  })

  it('says when nothing was found or the answer cannot be used', () => {
    expect(parseGeocoderAnswer([])).toEqual({ problem: 'The geocoder found no place at this address.' })
    expect(parseGeocoderAnswer({ error: 'rate limited' })).toMatchObject({
      problem: expect.stringContaining('not a list'),
    })
    expect(parseGeocoderAnswer([{ lat: 'north', lon: '1' }])).toMatchObject({
      problem: expect.stringContaining('no usable'),
    })
    expect(parseGeocoderAnswer([{ lat: '97', lon: '1' }])).toMatchObject({
      problem: expect.stringContaining('no usable'),
    })
  })

  it('asks in the Nominatim shape, for the whole address', () => {
    expect(geocoderQuery({ address: '1 Main St', city: 'San Francisco', postcode: ' ' })).toBe(
      '1 Main St, San Francisco',
    )
    expect(geocoderUrl('https://geo.example.org/', '1 Main St, San Francisco')).toBe(
      'https://geo.example.org/search?q=1+Main+St%2C+San+Francisco&format=json&limit=1',
    )
  })

  it('turns a failed request into a problem in words', async () => {
    const down = (async () => {
      throw new Error('connect ECONNREFUSED')
    }) as unknown as typeof fetch
    expect(await geocode('http://127.0.0.1:1', 'x', down)).toEqual({
      problem: 'The geocoder could not be reached (connect ECONNREFUSED).',
    })
    const refused = (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch
    expect(await geocode('http://127.0.0.1:1', 'x', refused)).toEqual({ problem: 'The geocoder answered 503.' })
  })
})
