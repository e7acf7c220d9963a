import { describe, expect, it } from 'vitest'

import { openFlow, sealFlow, type SignInFlow } from './oidc-state'

const secret = 'unit-test-secret-0123456789abcdefghij'
const flow: SignInFlow = {
  provider: 'google',
  state: 'state-value',
  nonce: 'nonce-value',
  verifier: 'v'.repeat(43),
  next: '/dashboard',
  expiresAt: Date.now() + 60_000,
}

describe('the sign-in flow cookie', () => {
  it('gives back what was sealed, unreadable in between', () => {
    const sealed = sealFlow({ ...flow, linkTo: 7 }, secret)
    expect(sealed).not.toContain('state-value')
    expect(Buffer.from(sealed, 'base64url').toString('utf8')).not.toContain('nonce')
    expect(openFlow(sealed, secret)).toEqual({ ...flow, linkTo: 7 })
  })

  it('seals the same flow differently each time', () => {
    expect(sealFlow(flow, secret)).not.toBe(sealFlow(flow, secret))
  })

  it('refuses a changed cookie, another secret, an expired flow and nonsense', () => {
    const sealed = sealFlow(flow, secret)
    const raw = Buffer.from(sealed, 'base64url')
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1
    expect(openFlow(raw.toString('base64url'), secret)).toBeNull()
    expect(openFlow(sealed, 'another-secret-0123456789abcdefghijkl')).toBeNull()
    expect(openFlow(sealed, secret, flow.expiresAt)).toBeNull()
    expect(openFlow(sealFlow({ ...flow, expiresAt: Date.now() - 1 }, secret), secret)).toBeNull()
    expect(openFlow(undefined, secret)).toBeNull()
    expect(openFlow('', secret)).toBeNull()
    expect(openFlow('not-a-sealed-value', secret)).toBeNull()
    expect(openFlow('x'.repeat(9000), secret)).toBeNull()
  })

  it('refuses a sealed value that is not a flow', () => {
    expect(openFlow(sealFlow({ ...flow, next: 'https://evil.example' }, secret), secret)).toBeNull()
  })
})
