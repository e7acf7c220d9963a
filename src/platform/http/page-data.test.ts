import { describe, expect, it } from 'vitest'

import { pageDataRoute, pageOfPageData } from './page-data'

describe('page data addresses', () => {
  it('read the page of {path}/_payload.json, and of nothing else', () => {
    expect(pageOfPageData('/_payload.json')).toBe('/')
    expect(pageOfPageData('/artists/_payload.json')).toBe('/artists')
    expect(pageOfPageData('/artist/ana-lee/_payload.json')).toBe('/artist/ana-lee')
    expect(pageOfPageData('/artists')).toBeNull()
    expect(pageOfPageData('/artists/_payload.jsonx')).toBeNull()
    expect(pageOfPageData('/api/users/_payload.json')).toBeNull()
  })

  it('answer a page’s data at the page-data route under the page’s own path', () => {
    expect(pageDataRoute('/')).toBe('/page-data')
    expect(pageDataRoute('/artists')).toBe('/page-data/artists')
    expect(pageDataRoute('/art/artists/B/2')).toBe('/page-data/art/artists/B/2')
  })
})
