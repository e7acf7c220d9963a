import { describe, expect, it } from 'vitest'

import { consentKey, readConsentToken, signConsentToken } from './consent-tokens'

const key = consentKey('a-secret-of-at-least-thirty-two-characters')

describe('consent tokens', () => {
  it('reads back what was signed, the email lower-cased', () => {
    const token = signConsentToken(key, {
      purpose: 'unsubscribe',
      email: ' Ana@Example.ORG',
      topic: 'news',
      mailing: '12',
    })
    expect(readConsentToken(key, token, 'unsubscribe')).toEqual({
      purpose: 'unsubscribe',
      email: 'ana@example.org',
      topic: 'news',
      mailing: '12',
    })
    expect(
      readConsentToken(key, signConsentToken(key, { purpose: 'preferences', email: 'b@x.org' }), 'preferences'),
    ).toEqual({ purpose: 'preferences', email: 'b@x.org' })
  })

  it('refuses a token for another purpose, another key, or altered', () => {
    const token = signConsentToken(key, { purpose: 'preferences', email: 'ana@example.org' })
    expect(readConsentToken(key, token, 'unsubscribe')).toBeNull()
    expect(readConsentToken(consentKey('another-secret-of-at-least-thirty-two-chars'), token, 'preferences')).toBeNull()
    const [, signature] = token.split('.')
    const forged = `${Buffer.from('preferences\nbob@example.org\n\n').toString('base64url')}.${signature}`
    expect(readConsentToken(key, forged, 'preferences')).toBeNull()
    expect(readConsentToken(key, `${token}x`, 'preferences')).toBeNull()
  })

  it('refuses what is not a token at all, without throwing', () => {
    for (const value of [undefined, '', '.', 'abc', 'a.b.c', 'x'.repeat(3000), 42, ['a.b']]) {
      expect(readConsentToken(key, value, 'unsubscribe')).toBeNull()
    }
  })
})
