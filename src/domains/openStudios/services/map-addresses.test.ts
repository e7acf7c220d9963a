import { describe, expect, it } from 'vitest'

import { openStudiosCachedPath, openStudiosHref } from './map-addresses'

describe("the Open Studios page's addresses", () => {
  it('answers ?weekend=N from its cached path, and leaves anything else as it is', () => {
    expect(openStudiosCachedPath('/openstudios', new URLSearchParams('weekend=2'))).toBe('/openstudios/weekend/2')
    expect(openStudiosCachedPath('/openstudios', new URLSearchParams('weekend=02'))).toBe('/openstudios/weekend/2')
    expect(openStudiosCachedPath('/openstudios', new URLSearchParams('weekend=two'))).toBeNull()
    expect(openStudiosCachedPath('/openstudios', new URLSearchParams())).toBeNull()
    expect(openStudiosCachedPath('/artists', new URLSearchParams('weekend=2'))).toBeNull()
  })

  it('links a weekend through the query string', () => {
    expect(openStudiosHref(null)).toBe('/openstudios')
    expect(openStudiosHref(3)).toBe('/openstudios?weekend=3')
  })
})
