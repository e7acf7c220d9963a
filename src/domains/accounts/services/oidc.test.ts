import { describe, expect, it } from 'vitest'

import { MERGED_MESSAGE, SUSPENDED_MESSAGE } from '../collections/Users'
import {
  callbackUrl,
  configuredProviders,
  decideLink,
  decideSignIn,
  decideUnlink,
  findProvider,
  identityFromClaims,
  isSignInProblem,
  providerLabel,
  SIGN_IN_PROBLEMS,
  signInProblemMessage,
  unlinkMessage,
  type AccountFacts,
  type ProviderIdentity,
} from './oidc'

const none = { OIDC_NAME: 'single sign-on' }
const both = {
  ...none,
  OIDC_ISSUER: 'https://sso.example.org',
  OIDC_CLIENT_ID: 'vernissage',
  OIDC_CLIENT_SECRET: 'oidc-secret',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-secret',
}

describe('providers from the configuration', () => {
  it('offers none when none is configured', () => {
    expect(configuredProviders(none)).toEqual([])
    expect(findProvider(none, 'google')).toBeUndefined()
  })

  it('offers Google at its own issuer and the generic provider under its name', () => {
    expect(configuredProviders(both)).toEqual([
      {
        id: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'google-secret',
      },
      {
        id: 'oidc',
        label: 'single sign-on',
        issuer: 'https://sso.example.org',
        clientId: 'vernissage',
        clientSecret: 'oidc-secret',
      },
    ])
    expect(findProvider({ ...both, OIDC_NAME: 'Studio Pass' }, 'oidc')?.label).toBe('Studio Pass')
    expect(findProvider(both, 'github')).toBeUndefined()
  })

  it('offers only complete providers', () => {
    expect(configuredProviders({ ...none, GOOGLE_CLIENT_ID: 'id' }).map((p) => p.id)).toEqual([])
    expect(configuredProviders({ ...both, OIDC_ISSUER: undefined }).map((p) => p.id)).toEqual(['google'])
  })

  it('names linked providers even once they are switched off', () => {
    expect(providerLabel(none, 'google')).toBe('Google')
    expect(providerLabel({ ...none, OIDC_NAME: 'Studio Pass' }, 'oidc')).toBe('Studio Pass')
    expect(providerLabel(none, 'retired')).toBe('retired')
  })

  it('builds the callback address from the public URL', () => {
    expect(callbackUrl('https://art.example.org', { id: 'google' })).toBe(
      'https://art.example.org/auth/oidc/google/callback',
    )
  })
})

describe('claims', () => {
  it('reads subject, address, verification and name', () => {
    expect(
      identityFromClaims({ sub: 'abc', email: ' Ana@Example.ORG ', email_verified: true, name: ' Ana Ruiz ' }),
    ).toEqual({ subject: 'abc', email: 'ana@example.org', emailVerified: true, name: 'Ana Ruiz' })
  })

  it('takes verification only when the provider says so, also as a string', () => {
    expect(identityFromClaims({ sub: 'a', email: 'a@example.org', email_verified: 'true' }).emailVerified).toBe(true)
    expect(identityFromClaims({ sub: 'a', email: 'a@example.org', email_verified: 'false' }).emailVerified).toBe(false)
    expect(identityFromClaims({ sub: 'a', email: 'a@example.org' }).emailVerified).toBe(false)
  })

  it('ignores an address that is not one', () => {
    expect(identityFromClaims({ sub: 'a', email: 'nobody', email_verified: true })).toEqual({
      subject: 'a',
      email: null,
      emailVerified: false,
      name: null,
    })
  })

  it('needs a subject', () => {
    expect(() => identityFromClaims({ email: 'a@example.org' })).toThrow(/subject/)
    expect(() => identityFromClaims({ sub: 'x'.repeat(256) })).toThrow(/subject/)
  })
})

const google = { id: 'google' as const }
const verified: ProviderIdentity = { subject: 'g-1', email: 'ana@example.org', emailVerified: true, name: 'Ana' }
const account = (facts: Partial<AccountFacts> = {}): AccountFacts => ({ id: 1, status: 'active', ...facts })

describe('signing in with an identity', () => {
  it('reaches the account the identity is linked to, whatever the address says', () => {
    const linked = account({ id: 4 })
    expect(decideSignIn(google, { ...verified, emailVerified: false }, { linked, sameEmail: account() })).toEqual({
      kind: 'sign-in',
      account: linked,
    })
  })

  it('links a verified address to the account that has it', () => {
    const sameEmail = account({ id: 2 })
    expect(decideSignIn(google, verified, { linked: null, sameEmail })).toEqual({ kind: 'link', account: sameEmail })
  })

  it('never links an unverified address, and says the same whether an account has it or not', () => {
    const unverified = { ...verified, emailVerified: false }
    expect(decideSignIn(google, unverified, { linked: null, sameEmail: account() })).toEqual({
      kind: 'refuse',
      problem: 'unverified-email',
    })
    expect(decideSignIn(google, unverified, { linked: null, sameEmail: account({ status: 'suspended' }) })).toEqual({
      kind: 'refuse',
      problem: 'unverified-email',
    })
    expect(decideSignIn(google, unverified, { linked: null, sameEmail: null })).toEqual({
      kind: 'refuse',
      problem: 'unverified-email',
    })
  })

  it('creates an account for a verified address nobody has', () => {
    expect(decideSignIn(google, verified, { linked: null, sameEmail: null })).toEqual({ kind: 'create' })
  })

  it('needs an address when the identity is new', () => {
    expect(decideSignIn(google, { ...verified, email: null }, { linked: null, sameEmail: null })).toEqual({
      kind: 'refuse',
      problem: 'no-email',
    })
  })

  it('refuses suspended and merged accounts as the password form does', () => {
    for (const found of [
      { linked: account({ status: 'suspended' }), sameEmail: null },
      { linked: null, sameEmail: account({ status: 'suspended' }) },
    ]) {
      expect(decideSignIn(google, verified, found)).toEqual({ kind: 'refuse', problem: 'suspended' })
    }
    expect(decideSignIn(google, verified, { linked: account({ mergedInto: 9 }), sameEmail: null })).toEqual({
      kind: 'refuse',
      problem: 'merged',
    })
    expect(decideSignIn(google, verified, { linked: null, sameEmail: account({ mergedInto: 9 }) })).toEqual({
      kind: 'refuse',
      problem: 'merged',
    })
  })

  it('does not add a second identity of one provider to an account by its address', () => {
    const sameEmail = account({ identities: [{ provider: 'google', subject: 'g-old' }] })
    expect(decideSignIn(google, verified, { linked: null, sameEmail })).toEqual({
      kind: 'refuse',
      problem: 'provider-taken',
    })
    const otherProvider = account({ identities: [{ provider: 'oidc', subject: 'o-1' }] })
    expect(decideSignIn(google, verified, { linked: null, sameEmail: otherProvider })).toMatchObject({ kind: 'link' })
  })
})

describe('linking from the dashboard', () => {
  const person = account({ id: 1 })

  it('links an identity nobody has', () => {
    expect(decideLink(google, verified, person, null)).toEqual({ kind: 'link' })
  })

  it('refuses an identity linked to another account', () => {
    expect(decideLink(google, verified, person, account({ id: 2 }))).toEqual({
      kind: 'refuse',
      problem: 'linked-elsewhere',
    })
  })

  it('accepts linking again what is already linked', () => {
    expect(decideLink(google, verified, person, person)).toEqual({ kind: 'already-linked' })
  })

  it('keeps one identity per provider', () => {
    const withGoogle = account({ id: 1, identities: [{ provider: 'google', subject: 'g-0' }] })
    expect(decideLink(google, verified, withGoogle, null)).toEqual({ kind: 'refuse', problem: 'provider-taken' })
  })
})

describe('unlinking', () => {
  const googleOnly = [{ provider: 'google', subject: 'g-1' }]
  const two = [...googleOnly, { provider: 'oidc', subject: 'o-1' }]

  it('keeps the last way to sign in', () => {
    expect(decideUnlink({ hasPassword: false, identities: googleOnly }, 'google')).toEqual({
      ok: false,
      problem: 'last-way',
    })
  })

  it('allows it with a password or another provider left', () => {
    expect(decideUnlink({ hasPassword: true, identities: googleOnly }, 'google')).toEqual({ ok: true })
    expect(decideUnlink({ hasPassword: false, identities: two }, 'google')).toEqual({ ok: true })
  })

  it('says when the provider is not linked', () => {
    expect(decideUnlink({ hasPassword: true, identities: [] }, 'google')).toEqual({ ok: false, problem: 'not-linked' })
  })
})

describe('problems in words', () => {
  it('has a message for every problem, naming the provider where it helps', () => {
    for (const problem of SIGN_IN_PROBLEMS) expect(signInProblemMessage(problem, 'Google').length).toBeGreaterThan(20)
    expect(signInProblemMessage('cancelled', 'Google')).toBe(
      'Signing in with Google was cancelled. Nothing was changed.',
    )
    expect(signInProblemMessage('suspended', 'Google')).toBe(SUSPENDED_MESSAGE)
    expect(signInProblemMessage('merged', 'Google')).toBe(MERGED_MESSAGE)
  })

  it('answers an unlink in words', () => {
    expect(unlinkMessage({ ok: true }, 'Google')).toBe('Google is unlinked: you can no longer sign in with it.')
    expect(unlinkMessage({ ok: false, problem: 'last-way' }, 'Google')).toMatch(
      /^Google is the only way you can sign in, so it stays linked\./,
    )
    expect(unlinkMessage({ ok: false, problem: 'not-linked' }, 'Google')).toBe(
      'That sign-in is not linked to your account.',
    )
  })

  it('recognises only known problems from a query string', () => {
    expect(isSignInProblem('state')).toBe(true)
    expect(isSignInProblem('<script>')).toBe(false)
    expect(isSignInProblem(['state'])).toBe(false)
  })
})
