import { describe, expect, it, vi } from 'vitest'

import { config } from '@/platform/config'

import { hardBounces, preferencesLink, unsubscribeHeaders } from './consent'
import { consentKey, readConsentToken } from './consent-tokens'

// The links are signed with a key derived from the configuration's secret.
vi.stubEnv('PAYLOAD_SECRET', 'unit-tests-secret-0123456789abcdef0123')

describe('hard bounces', () => {
  it('are the 5xx refusals only: a 4xx refuses for now, not for good', () => {
    expect(
      hardBounces([
        { address: 'gone@example.org', responseCode: 550 },
        { address: 'full@example.org', responseCode: 452 },
        { address: 'odd@example.org', responseCode: null },
        { address: 'bad@example.org', responseCode: 553 },
      ]).map((recipient) => recipient.address),
    ).toEqual(['gone@example.org', 'bad@example.org'])
  })
})

describe('the links in a marketing mail', () => {
  const key = () => consentKey(config().PAYLOAD_SECRET)

  it('give RFC 8058 headers whose address carries a signed unsubscribe token for the recipient, topic and mailing', () => {
    const headers = unsubscribeHeaders({ email: 'Ana@Example.org', topic: 'events', mailing: '31' })
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const address = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? ''
    const url = new URL(address)
    expect(`${url.origin}${url.pathname}`).toBe(`${config().PUBLIC_URL}/mail/unsubscribe`)
    expect(readConsentToken(key(), url.searchParams.get('token'), 'unsubscribe')).toEqual({
      purpose: 'unsubscribe',
      email: 'ana@example.org',
      topic: 'events',
      mailing: '31',
    })
  })

  it('give a preference page whose token cannot unsubscribe in one click', () => {
    const token = new URL(preferencesLink('ana@example.org')).searchParams.get('token')
    expect(readConsentToken(key(), token, 'preferences')?.email).toBe('ana@example.org')
    expect(readConsentToken(key(), token, 'unsubscribe')).toBeNull()
  })
})
