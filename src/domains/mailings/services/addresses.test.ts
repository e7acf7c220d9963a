import { describe, expect, it } from 'vitest'

import { archivePageHref, archivePageNumber, newslettersPathOfQuery } from './addresses'

describe('the newsletters archive addresses', () => {
  it('answers `/newsletters?page=N` from its cached path, and leaves every other address alone', () => {
    expect(newslettersPathOfQuery('/newsletters', new URLSearchParams('page=2'))).toBe('/newsletters/page/2')
    expect(newslettersPathOfQuery('/newsletters', new URLSearchParams('page=a/b'))).toBe('/newsletters/page/a%2Fb')
    expect(newslettersPathOfQuery('/newsletters', new URLSearchParams('page='))).toBe('/newsletters/page/')
    expect(newslettersPathOfQuery('/newsletters', new URLSearchParams(''))).toBeNull()
    expect(newslettersPathOfQuery('/newsletters', new URLSearchParams('utm_source=mail'))).toBeNull()
    expect(newslettersPathOfQuery('/newsletters/4', new URLSearchParams('page=2'))).toBeNull()
  })

  it('reads a page number only as a whole number from 1', () => {
    expect(archivePageNumber('1')).toBe(1)
    expect(archivePageNumber('37')).toBe(37)
    for (const bad of ['0', '-1', '01', '1.5', '2e3', 'two', '', ' 2', '1234567']) {
      expect(archivePageNumber(bad)).toBeNull()
    }
  })

  it('links the first page as the bare archive and the others with `?page=N`', () => {
    expect(archivePageHref(1)).toBe('/newsletters')
    expect(archivePageHref(3)).toBe('/newsletters?page=3')
  })
})
