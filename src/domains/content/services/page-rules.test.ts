import { describe, expect, it } from 'vitest'

import { addressesOf, pageAddress, pageState, slugFromTitle, slugProblem } from './page-rules'

describe('slugProblem', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    for (const slug of ['our-story', 'team', 'open-studios-2027', 'a1']) expect(slugProblem(slug), slug).toBeNull()
  })

  it('refuses anything else, in words', () => {
    expect(slugProblem('')).toMatch(/needs a slug/)
    expect(slugProblem(undefined)).toMatch(/needs a slug/)
    for (const slug of ['Our-Story', 'our story', 'our--story', '-story', 'story-', 'über', 'a/b', 'a_b']) {
      expect(slugProblem(slug), slug).toMatch(/lower-case letters and digits/)
    }
    expect(slugProblem('a'.repeat(81))).toMatch(/at most 80/)
  })
})

describe('slugFromTitle', () => {
  it('makes an address from a title', () => {
    expect(slugFromTitle('Our Story')).toBe('our-story')
    expect(slugFromTitle('  Café & Gallery — 2027! ')).toBe('cafe-gallery-2027')
    expect(slugProblem(slugFromTitle(`${'Long title '.repeat(20)}`))).toBeNull()
  })
})

describe('pageAddress', () => {
  it('puts a page where its section and visibility say', () => {
    expect(pageAddress({ slug: 'team', section: 'top' })).toBe('/team')
    expect(pageAddress({ slug: 'team', section: 'about' })).toBe('/about/team')
    expect(pageAddress({ slug: 'history', section: 'about', aboutLanding: true })).toBe('/about')
    expect(pageAddress({ slug: 'team', section: 'top', visibility: 'members' })).toBe('/private/team')
    expect(pageAddress({ slug: 'team', section: 'about', visibility: 'link' })).toBe('/private/team')
    expect(pageAddress({ slug: 'team', section: 'about', visibility: 'public' })).toBe('/about/team')
    expect(pageAddress({ slug: 'residency', section: 'programs' })).toBe('/programs/residency')
    expect(pageAddress({ slug: 'residency', section: 'programs', visibility: 'members' })).toBe('/private/residency')
  })

  it('lists every address a page may have had, to expire them all', () => {
    expect(addressesOf({ slug: 'team', section: 'about', aboutLanding: true }).sort()).toEqual(
      ['/about', '/about/team', '/programs/team', '/team'].sort(),
    )
    expect(addressesOf({ slug: 'residency', section: 'programs' }).sort()).toEqual(
      ['/about/residency', '/programs/residency', '/residency'].sort(),
    )
    expect(addressesOf(null)).toEqual([])
  })
})

describe('pageState', () => {
  it('says what happens next, else what visitors see', () => {
    expect(pageState({ latestStatus: 'draft', published: false })).toEqual({ state: 'draft' })
    expect(pageState({ latestStatus: 'published', published: true })).toEqual({ state: 'published' })
    expect(pageState({ latestStatus: 'draft', published: true })).toEqual({ state: 'changed' })
    expect(
      pageState({
        latestStatus: 'published',
        published: true,
        scheduled: [
          { type: 'unpublish', at: '2027-02-01T10:00:00.000Z' },
          { type: 'publish', at: '2027-01-01T10:00:00.000Z' },
        ],
      }),
    ).toEqual({ state: 'scheduled', type: 'publish', at: '2027-01-01T10:00:00.000Z' })
  })
})
