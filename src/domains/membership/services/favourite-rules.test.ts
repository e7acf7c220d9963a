import { describe, expect, it } from 'vitest'

import { parseArtLoverPageForm, parseFavouriteTarget } from './favourite-rules'

describe('a heart’s target', () => {
  it('is an artist or an artwork by id', () => {
    expect(parseFavouriteTarget('artist', '12')).toEqual({ kind: 'artist', id: 12 })
    expect(parseFavouriteTarget('artwork', 3)).toEqual({ kind: 'artwork', id: 3 })
  })
  it('is nothing else', () => {
    expect(parseFavouriteTarget('user', '12')).toBeNull()
    expect(parseFavouriteTarget('artist', '0')).toBeNull()
    expect(parseFavouriteTarget('artist', '1.5')).toBeNull()
    expect(parseFavouriteTarget('artist', 'x')).toBeNull()
  })
})

describe('the public page’s settings', () => {
  it('is off unless switched on, with the name tidied', () => {
    expect(parseArtLoverPageForm({ shown: '', displayName: '' })).toEqual({ ok: true, shown: false, displayName: '' })
    expect(parseArtLoverPageForm({ shown: 'on', displayName: '  Ada   L. ' })).toEqual({
      ok: true,
      shown: true,
      displayName: 'Ada L.',
    })
  })
  it('asks for a name when the page is on, and refuses a long one', () => {
    expect(parseArtLoverPageForm({ shown: 'on', displayName: ' ' })).toMatchObject({ ok: false, field: 'displayName' })
    expect(parseArtLoverPageForm({ shown: '', displayName: 'x'.repeat(61) })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/at most 60/),
    })
  })
})
