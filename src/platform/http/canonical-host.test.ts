import { describe, expect, it } from 'vitest'

import { addressAtPublicUrl } from './canonical-host'

const SITE = 'http://localhost:3000'
const get = (url: string, headers: Record<string, string>, method = 'GET') => ({ method, url, headers })

describe('addressAtPublicUrl', () => {
  it('sends a page asked for under another host to the same path and query at PUBLIC_URL', () => {
    expect(addressAtPublicUrl(get('/login?next=%2Fjoin', { host: '127.0.0.1:3000' }), SITE, false)).toBe(
      'http://localhost:3000/login?next=%2Fjoin',
    )
    expect(addressAtPublicUrl(get('/', { host: 'LOCALHOST:3001' }), SITE, false)).toBe('http://localhost:3000/')
    expect(
      addressAtPublicUrl(get('/artists', { host: 'old.example.org' }, 'HEAD'), 'https://art.example.org', false),
    ).toBe('https://art.example.org/artists')
  })

  it('leaves the host of PUBLIC_URL alone, in any letter case', () => {
    expect(addressAtPublicUrl(get('/login', { host: 'localhost:3000' }), SITE, false)).toBeNull()
    expect(addressAtPublicUrl(get('/', { host: 'Art.Example.org' }), 'https://art.example.org', false)).toBeNull()
  })

  it('moves no form posts, no API requests and nothing without a host', () => {
    expect(addressAtPublicUrl(get('/login', { host: '127.0.0.1:3000' }, 'POST'), SITE, false)).toBeNull()
    expect(addressAtPublicUrl(get('/api/health', { host: '127.0.0.1:3000' }), SITE, false)).toBeNull()
    expect(addressAtPublicUrl(get('/api/users/me', { host: '127.0.0.1:3000' }), SITE, false)).toBeNull()
    expect(addressAtPublicUrl(get('/', {}), SITE, false)).toBeNull()
  })

  it("moves no React Server Components read: Next's own fetch of a server action's redirect target keeps its cookie", () => {
    expect(
      addressAtPublicUrl(get('/dashboard?_rsc=1x2y', { host: '127.0.0.1:3000', rsc: '1' }), SITE, false),
    ).toBeNull()
  })

  it('reads the forwarded host only behind a trusted proxy', () => {
    const behind = get('/artists', { host: '127.0.0.1:3000', 'x-forwarded-host': 'art.example.org, inner' })
    expect(addressAtPublicUrl(behind, 'https://art.example.org', true)).toBeNull()
    expect(addressAtPublicUrl(behind, 'https://art.example.org', false)).toBe('https://art.example.org/artists')
    const elsewhere = get('/artists', { host: 'art.example.org', 'x-forwarded-host': 'www.example.org' })
    expect(addressAtPublicUrl(elsewhere, 'https://art.example.org', true)).toBe('https://art.example.org/artists')
  })

  it('keeps a PUBLIC_URL under a path', () => {
    expect(addressAtPublicUrl(get('/artists', { host: 'x' }), 'https://example.org/art/', false)).toBe(
      'https://example.org/art/artists',
    )
  })
})
