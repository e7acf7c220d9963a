import { describe, expect, it } from 'vitest'

import { linkedSections, MAIN_SECTIONS } from '@/ui/navigation'

import { hasPage, SITE_SECTIONS } from './site-sections'

describe("the header's sections", () => {
  it('links a section only when its page exists', () => {
    expect(hasPage('/artists')).toBe(true)
    expect(hasPage('/privacypolicy')).toBe(true)
    expect(hasPage('/openstudios')).toBe(true)
    // /artists/{id} is an artists' section page: only a page of its own counts.
    expect(hasPage('/artists/no-such-section')).toBe(false)
    expect(hasPage('/calendar')).toBe(false)
    expect(SITE_SECTIONS.map((section) => section.label)).toEqual(
      MAIN_SECTIONS.filter((section) => hasPage(section.href)).map((section) => section.label),
    )
    expect(SITE_SECTIONS.map((section) => section.label)).toEqual(expect.arrayContaining(['Artists', 'Open Studios']))
  })

  it('keeps the order of the sections', () => {
    expect(linkedSections(() => true)).toEqual(MAIN_SECTIONS)
    expect(linkedSections((href) => href === '/about' || href === '/artists').map((s) => s.label)).toEqual([
      'Artists',
      'About',
    ])
  })
})
