import { describe, expect, it } from 'vitest'

import { defaultNavigation, defaultSectionNavigation, hasPage } from './navigation-seed'

describe('the navigation a new site starts with', () => {
  it('knows which addresses have a page of their own', () => {
    expect(hasPage('/artists')).toBe(true)
    expect(hasPage('/privacypolicy')).toBe(true)
    expect(hasPage('/openstudios')).toBe(true)
    // /artists/{id} is an artists' section page: only a page of its own counts.
    expect(hasPage('/artists/no-such-section')).toBe(false)
    // The calendar's optional catch-all answers /calendar itself.
    expect(hasPage('/calendar')).toBe(true)
    expect(hasPage('/no-such-section')).toBe(false)
  })

  it('links the sections whose page exists, in their order (decision 030), and the policies in the footer', () => {
    const navigation = defaultNavigation()
    const labels = navigation.header.map((item) => item.label)
    expect(labels).toEqual(expect.arrayContaining(['Artists', 'Open Studios', 'Events', 'Programs', 'Shop']))
    for (const item of navigation.header) expect(hasPage(item.address)).toBe(true)
    expect(defaultNavigation(() => true).header.map((item) => item.label)).toEqual([
      'Artists',
      'Open Studios',
      'Events',
      'Programs',
      'Shop',
      'Donate',
      'About',
    ])
    expect(defaultNavigation((address) => address === '/about').header.map((item) => item.label)).toEqual(['About'])
    expect(navigation.footer).toEqual([
      {
        heading: 'Legal',
        links: [
          { label: 'Privacy policy', address: '/privacypolicy' },
          { label: 'Copyright notice', address: '/copyrightnotice' },
        ],
      },
    ])
  })

  it('gives the artists section its own pages as a sub-navigation', () => {
    const sections = defaultSectionNavigation()
    expect(sections.artists.map((link) => link.address)).toEqual([
      '/artists',
      '/artists/artsearch',
      '/artists/artistresources',
    ])
    expect(sections.openstudios).toEqual([])
  })
})
