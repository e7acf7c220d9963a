import { describe, expect, it } from 'vitest'

import { consentRewrite } from './consent-addresses'
import { consentKey, signConsentToken } from './consent-tokens'

const key = consentKey('a-secret-of-at-least-thirty-two-characters')
const unsubscribe = signConsentToken(key, { purpose: 'unsubscribe', email: 'ana@example.org', topic: 'news' })
const preferences = signConsentToken(key, { purpose: 'preferences', email: 'ana@example.org' })
const ask = (method: string, pathname: string, query: Record<string, string> = {}, serverAction = false) =>
  consentRewrite({ method, pathname, search: new URLSearchParams(query), serverAction }, key)

describe('consentRewrite', () => {
  it('sends a one-click POST (not a server action) to its handler, token and all', () => {
    expect(ask('POST', '/mail/unsubscribe', { token: unsubscribe })).toEqual({
      path: `/mail/unsubscribe/one-click?${new URLSearchParams({ token: unsubscribe })}`,
    })
    expect(ask('POST', '/mail/unsubscribe', { token: unsubscribe }, true)).toBeNull()
  })

  it('shows the pages for a good token, the bad-link page with 400 for any other', () => {
    expect(ask('GET', '/mail/unsubscribe', { token: unsubscribe })).toBeNull()
    expect(ask('GET', '/mail/preferences', { token: preferences })).toBeNull()
    expect(ask('GET', '/mail/preferences')).toBeNull()
    for (const [path, query] of [
      ['/mail/unsubscribe', {}],
      ['/mail/unsubscribe', { token: preferences }],
      ['/mail/preferences', { token: unsubscribe }],
      ['/mail/preferences', { token: 'nonsense' }],
    ] as const) {
      expect(ask('GET', path, query)).toEqual({ path: '/mail/bad-link', status: 400 })
    }
    expect(ask('GET', '/mail/elsewhere', { token: 'nonsense' })).toBeNull()
  })
})
