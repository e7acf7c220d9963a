import { describe, expect, it } from 'vitest'

import { pageDataRewrite } from './page-data'

describe('page data addresses', () => {
  it('send {path}/_payload.json to the page-data route, and nothing else', () => {
    expect(pageDataRewrite('/_payload.json')).toBe('/page-data')
    expect(pageDataRewrite('/artists/_payload.json')).toBe('/page-data/artists')
    expect(pageDataRewrite('/artist/ana-lee/_payload.json')).toBe('/page-data/artist/ana-lee')
    expect(pageDataRewrite('/artists')).toBeNull()
    expect(pageDataRewrite('/artists/_payload.jsonx')).toBeNull()
    expect(pageDataRewrite('/api/users/_payload.json')).toBeNull()
  })
})
