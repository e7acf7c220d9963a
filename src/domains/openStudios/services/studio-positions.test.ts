import { describe, expect, it } from 'vitest'

import { parsePosition } from './studio-positions'

describe('a typed position', () => {
  it('reads degrees, with a decimal comma too', () => {
    expect(parsePosition(' 37.7599 ', '-122,4148')).toEqual({ position: { latitude: 37.7599, longitude: -122.4148 } })
  })

  it('names each field that cannot be used', () => {
    expect(parsePosition('', '200')).toEqual({
      errors: { latitude: 'Type the latitude.', longitude: 'The longitude must be between -180 and 180.' },
    })
    expect(parsePosition('north', '1')).toMatchObject({
      errors: { latitude: expect.stringContaining('must be a number in degrees') },
    })
    expect(parsePosition('-91', '0')).toEqual({ errors: { latitude: 'The latitude must be between -90 and 90.' } })
  })
})
