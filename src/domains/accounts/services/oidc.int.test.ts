import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestProvider, type TestProvider } from '../../../../tests/support/oidc-provider'
import { authorizationRequest, identityFromCallback, type SignInProvider } from './oidc'

/**
 * The protocol half of federated sign-in against a real OpenID provider
 * (`oidc-provider`, on a free port), with a cookie-keeping fetch in place of
 * the browser. The browser journey is `tests/e2e/oidc.spec.ts`.
 */

const redirectUri = 'http://127.0.0.1:3999/auth/oidc/oidc/callback'
let testProvider: TestProvider
let provider: SignInProvider

beforeAll(async () => {
  testProvider = await startTestProvider({
    port: 0,
    clientId: 'protocol-test',
    clientSecret: 'protocol-test-secret',
    redirectUris: [redirectUri],
  })
  provider = {
    id: 'oidc',
    label: 'Test SSO',
    issuer: testProvider.issuer,
    clientId: 'protocol-test',
    clientSecret: 'protocol-test-secret',
  }
})

afterAll(() => testProvider.close())

/** Follows the provider's redirects as a browser would, until it sends the person back to us. */
async function signInAtProvider(start: URL, form: Record<string, string> | 'cancel'): Promise<URL> {
  const jar = new Map<string, string>()
  let url = new URL(start)
  let method = 'GET'
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.set(name, value)
      else jar.delete(name)
    }
    method = 'GET'
    body = undefined
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.href.startsWith(redirectUri)) return next
      url = next
      continue
    }
    const html = await response.text()
    expect(response.status, html).toBe(200)
    const uid = /\/interaction\/([\w-]+)\/login/.exec(html)?.[1]
    if (!uid) throw new Error(`No sign-in form in: ${html}`)
    if (form === 'cancel') {
      url = new URL(`/interaction/${uid}/abort`, url)
    } else {
      url = new URL(`/interaction/${uid}/login`, url)
      method = 'POST'
      body = new URLSearchParams(form)
    }
  }
  throw new Error('Too many redirects at the provider')
}

describe('OpenID Connect with a real provider', () => {
  it('signs in with PKCE, state and nonce, and reads the address from UserInfo', async () => {
    const request = await authorizationRequest(provider, redirectUri)
    expect(request.url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(request.url.searchParams.get('scope')).toBe('openid email profile')
    expect(request.url.searchParams.get('nonce')).toBe(request.nonce)
    const back = await signInAtProvider(request.url, { email: 'Kim@Example.org', name: 'Kim Lee', verified: 'yes' })
    expect(back.searchParams.get('state')).toBe(request.state)
    const identity = await identityFromCallback(provider, back, request)
    expect(identity).toEqual({
      subject: expect.stringMatching(/^sub-/),
      email: 'kim@example.org',
      emailVerified: true,
      name: 'Kim Lee',
    })
  })

  it('passes on an unconfirmed address as unconfirmed', async () => {
    const request = await authorizationRequest(provider, redirectUri)
    const back = await signInAtProvider(request.url, { email: 'lou@example.org' })
    expect(await identityFromCallback(provider, back, request)).toMatchObject({
      email: 'lou@example.org',
      emailVerified: false,
    })
  })

  it('refuses an answer with another state, nonce or verifier', async () => {
    const request = await authorizationRequest(provider, redirectUri)
    const back = await signInAtProvider(request.url, { email: 'max@example.org', verified: 'yes' })
    await expect(identityFromCallback(provider, back, { ...request, state: 'tampered' })).rejects.toThrow()
    await expect(identityFromCallback(provider, back, { ...request, nonce: 'other-nonce' })).rejects.toThrow()
    const again = await authorizationRequest(provider, redirectUri)
    const backAgain = await signInAtProvider(again.url, { email: 'max@example.org', verified: 'yes' })
    await expect(identityFromCallback(provider, backAgain, { ...again, verifier: 'x'.repeat(43) })).rejects.toThrow()
  })

  it('says access_denied when the person cancels at the provider', async () => {
    const request = await authorizationRequest(provider, redirectUri)
    const back = await signInAtProvider(request.url, 'cancel')
    expect(back.searchParams.get('error')).toBe('access_denied')
    await expect(identityFromCallback(provider, back, request)).rejects.toThrow()
  })
})
