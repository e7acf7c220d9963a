import { describe, expect, it } from 'vitest'

import { hashToken, isPreviewTarget, linkDaysProblem, linkOpens, previewPath } from './preview-links'

const now = new Date('2026-11-26T12:00:00Z')
const link = {
  target: 'home-page',
  tokenHash: hashToken('the-token'),
  expiresAt: '2026-11-27T12:00:00Z',
  revokedAt: null,
}

describe('linkOpens', () => {
  it('opens its target with its token before it expires', () => {
    expect(linkOpens(link, { target: 'home-page', token: 'the-token', now })).toBe(true)
  })

  it('stays shut once expired, at the very moment too', () => {
    expect(linkOpens(link, { target: 'home-page', token: 'the-token', now: new Date('2026-11-27T12:00:00Z') })).toBe(
      false,
    )
    expect(linkOpens(link, { target: 'home-page', token: 'the-token', now: new Date('2026-12-01T00:00:00Z') })).toBe(
      false,
    )
  })

  it('stays shut once revoked', () => {
    expect(
      linkOpens({ ...link, revokedAt: '2026-11-26T11:00:00Z' }, { target: 'home-page', token: 'the-token', now }),
    ).toBe(false)
  })

  it('opens only the target it was made for', () => {
    expect(linkOpens(link, { target: 'artists-page', token: 'the-token', now })).toBe(false)
  })

  it('stays shut for another token, or a token differing in one character', () => {
    expect(linkOpens(link, { target: 'home-page', token: 'the-tokeN', now })).toBe(false)
    expect(linkOpens(link, { target: 'home-page', token: '', now })).toBe(false)
  })

  it('stays shut when the stored hash is damaged', () => {
    expect(linkOpens({ ...link, tokenHash: 'abc' }, { target: 'home-page', token: 'the-token', now })).toBe(false)
  })
})

describe('preview targets', () => {
  it('knows the fixed pages and built pages', () => {
    expect(isPreviewTarget('home-page')).toBe(true)
    expect(isPreviewTarget('page:12')).toBe(true)
    expect(isPreviewTarget('page:0')).toBe(false)
    expect(isPreviewTarget('policies')).toBe(false)
    expect(isPreviewTarget('toString')).toBe(false)
  })

  it('previews each at its address', () => {
    expect(previewPath('home-page')).toBe('/temp/homepagetemp')
    expect(previewPath('art-lover-page')).toBe('/temp/artlovertemp')
    expect(previewPath('page:12')).toBe('/temp/12')
  })
})

describe('linkDaysProblem', () => {
  it('takes 1 to 30 whole days', () => {
    expect(linkDaysProblem('1')).toBeNull()
    expect(linkDaysProblem('30')).toBeNull()
    expect(linkDaysProblem(' 7 ')).toBeNull()
  })

  it('names what is wrong otherwise', () => {
    expect(linkDaysProblem('0')).toMatch(/1 to 30/)
    expect(linkDaysProblem('31')).toMatch(/1 to 30/)
    expect(linkDaysProblem('2.5')).toMatch(/whole number/)
    expect(linkDaysProblem('')).toMatch(/whole number/)
    expect(linkDaysProblem('seven')).toMatch(/whole number/)
  })
})
