import { describe, expect, it } from 'vitest'

import { filePath, signedPath, signingKey, verifySignedPath } from './signed-url'

const key = signingKey('x'.repeat(32))
const now = new Date('2026-05-01T12:00:00Z')
const inAnHour = new Date('2026-05-01T13:00:00Z')

function check(path: string, bucket = 'private', name = 'users/7/a b.pdf', at = now) {
  return verifySignedPath(key, bucket, name, new URL(path, 'http://x').searchParams, at)
}

describe('signed download addresses', () => {
  it('encode each segment of the name and sign bucket, name and expiry', () => {
    const path = signedPath(key, 'private', 'users/7/a b.pdf', inAnHour)
    expect(path).toMatch(/^\/files\/private\/users\/7\/a%20b\.pdf\?expires=1777640400&signature=[\w-]{43}$/)
    expect(check(path)).toBe('valid')
  })

  it('stop working at the expiry', () => {
    const path = signedPath(key, 'private', 'users/7/a b.pdf', inAnHour)
    expect(check(path, 'private', 'users/7/a b.pdf', inAnHour)).toBe('expired')
  })

  it('refuse another name, bucket, expiry, key or a missing signature', () => {
    const path = signedPath(key, 'private', 'users/7/a b.pdf', inAnHour)
    expect(check(path, 'private', 'users/8/a b.pdf')).toBe('invalid')
    expect(check(path, 'public')).toBe('invalid')
    expect(check(path.replace('expires=1777640400', 'expires=1777640401'))).toBe('invalid')
    expect(
      verifySignedPath(
        signingKey('y'.repeat(32)),
        'private',
        'users/7/a b.pdf',
        new URL(path, 'http://x').searchParams,
        now,
      ),
    ).toBe('invalid')
    expect(check('/files/private/users/7/a%20b.pdf?expires=1777640400')).toBe('invalid')
    expect(check('/files/private/users/7/a%20b.pdf?signature=abc')).toBe('invalid')
  })

  it('give public files a stable path', () => {
    expect(filePath('public', 'artists/7/été?.jpg')).toBe('/files/public/artists/7/%C3%A9t%C3%A9%3F.jpg')
  })
})
