import { describe, expect, it } from 'vitest'

import { isExternal, linkProblem } from './links'

describe("a button's address", () => {
  it.each([
    '/donors',
    '/about/history',
    '/artists/artsearch?medium=ceramics',
    'https://example.org/tickets',
    'http://example.org',
  ])('accepts %s', (address) => {
    expect(linkProblem(address)).toBeUndefined()
  })

  it.each([
    ['', /Give the button an address/],
    ['//evil.example.org', /single \//],
    ['/a\\b', /single \//],
    ['donors', /as its path/],
    ['javascript:alert(1)', /not javascript: addresses/],
    ['mailto:office@example.org', /not mailto: addresses/],
    ['https://localhost/x', /not a web site’s name/],
    ['/has space', /no spaces/],
    [`/${'a'.repeat(500)}`, /at most 500/],
  ])('refuses %s, naming the problem', (address, message) => {
    expect(linkProblem(address)).toMatch(message)
  })

  it('tells an address elsewhere from a page of this site', () => {
    expect(isExternal('https://example.org')).toBe(true)
    expect(isExternal('/donors')).toBe(false)
  })
})
