import * as client from 'openid-client'

import type { AppConfig } from '@/platform/config'

import { MERGED_MESSAGE, SUSPENDED_MESSAGE } from '../collections/Users'
import type { SignInFlow } from './oidc-state'

/**
 * Federated sign-in through OpenID Connect (decision 014): which providers are
 * on, the protocol (authorization code with PKCE, state and nonce, through
 * `openid-client`), and the rules that decide which account an identity
 * reaches. Reading and writing accounts is in `linked-sign-ins.ts`.
 */

export const PROVIDER_IDS = ['google', 'oidc'] as const
export type ProviderId = (typeof PROVIDER_IDS)[number]

const GOOGLE_ISSUER = 'https://accounts.google.com'

export type SignInProvider = {
  id: ProviderId
  /** Shown on buttons: "Sign in with {label}". */
  label: string
  issuer: string
  clientId: string
  clientSecret: string
}

type ProviderSettings = Pick<
  AppConfig,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_NAME' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'
>

/** The providers whose settings are all given; the configuration refuses half a provider. */
export function configuredProviders(settings: ProviderSettings): SignInProvider[] {
  const providers: SignInProvider[] = []
  if (settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      label: 'Google',
      issuer: GOOGLE_ISSUER,
      clientId: settings.GOOGLE_CLIENT_ID,
      clientSecret: settings.GOOGLE_CLIENT_SECRET,
    })
  }
  if (settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID && settings.OIDC_CLIENT_SECRET) {
    providers.push({
      id: 'oidc',
      label: settings.OIDC_NAME,
      issuer: settings.OIDC_ISSUER,
      clientId: settings.OIDC_CLIENT_ID,
      clientSecret: settings.OIDC_CLIENT_SECRET,
    })
  }
  return providers
}

export function findProvider(settings: ProviderSettings, id: string): SignInProvider | undefined {
  return configuredProviders(settings).find((provider) => provider.id === id)
}

/** How a linked provider is named, also after its settings were removed. */
export function providerLabel(settings: ProviderSettings, id: string): string {
  return findProvider(settings, id)?.label ?? (id === 'google' ? 'Google' : id === 'oidc' ? settings.OIDC_NAME : id)
}

/** Registered with the provider: the one address it may send people back to. */
export function callbackUrl(publicUrl: string, provider: Pick<SignInProvider, 'id'>): string {
  return `${publicUrl}/auth/oidc/${provider.id}/callback`
}

const DISCOVERY_LIFETIME_MS = 60 * 60 * 1000
const discovered = new Map<string, { at: number; configuration: Promise<client.Configuration> }>()

/**
 * The provider's metadata, fetched once an hour. `openid-client` refuses plain
 * http; the configuration allows an http issuer only on a loopback address
 * outside production (the test provider), so only then is it allowed here.
 */
function configurationFor(provider: SignInProvider): Promise<client.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`
  const cached = discovered.get(key)
  if (cached && Date.now() - cached.at < DISCOVERY_LIFETIME_MS) return cached.configuration
  const configuration = client.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    // OpenID Connect's default client authentication, which every provider we know accepts.
    client.ClientSecretBasic(provider.clientSecret),
    provider.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  )
  discovered.set(key, { at: Date.now(), configuration })
  configuration.catch(() => discovered.delete(key))
  return configuration
}

const SCOPES = 'openid email profile'

/** Where to send the person, and the secrets their return must match. */
export async function authorizationRequest(
  provider: SignInProvider,
  redirectUri: string,
): Promise<{ url: URL; state: string; nonce: string; verifier: string }> {
  const configuration = await configurationFor(provider)
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPES,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  return { url, state, nonce, verifier }
}

export type ProviderIdentity = {
  subject: string
  /** Lower-cased, or null when the provider shared none that looks like an address. */
  email: string | null
  emailVerified: boolean
  name: string | null
}

/**
 * Exchanges the code (checking state, nonce, PKCE and the ID token) and reads
 * who the person is. Some providers put the address only in UserInfo.
 */
export async function identityFromCallback(
  provider: SignInProvider,
  currentUrl: URL,
  flow: Pick<SignInFlow, 'state' | 'nonce' | 'verifier'>,
): Promise<ProviderIdentity> {
  const configuration = await configurationFor(provider)
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('The provider returned no ID token.')
  if (typeof claims.email === 'string' || !configuration.serverMetadata().userinfo_endpoint) {
    return identityFromClaims(claims)
  }
  const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
  return identityFromClaims({ ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified })
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The claims we use, in the shapes providers send them (some send `email_verified` as a string). */
export function identityFromClaims(claims: Record<string, unknown>): ProviderIdentity {
  const subject = typeof claims.sub === 'string' ? claims.sub : ''
  if (!subject || subject.length > 255) throw new Error('The provider returned no usable subject.')
  const rawEmail = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : ''
  const email = rawEmail.length <= 254 && EMAIL.test(rawEmail) ? rawEmail : null
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : null
  return {
    subject,
    email,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name,
  }
}

export type LinkedIdentity = { provider: string; subject: string }

export type AccountFacts = {
  id: number
  status?: string | null
  mergedInto?: unknown
  identities?: readonly LinkedIdentity[] | null
}

export const SIGN_IN_PROBLEMS = [
  'cancelled',
  'provider-error',
  'unavailable',
  'expired',
  'state',
  'no-email',
  'unverified-email',
  'suspended',
  'merged',
  'provider-taken',
  'linked-elsewhere',
  'sign-in-first',
  'masquerading',
] as const
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number]

export type SignInDecision<A extends AccountFacts> =
  | { kind: 'sign-in'; account: A }
  | { kind: 'link'; account: A }
  | { kind: 'create' }
  | { kind: 'refuse'; problem: SignInProblem }

function refusalFor(account: AccountFacts): SignInProblem | null {
  if (account.status === 'suspended') return 'suspended'
  if (account.mergedInto) return 'merged'
  return null
}

/**
 * Signing in with an identity: the account it is linked to; else the account
 * with the same address, linked now, but only when the provider vouches for
 * the address (otherwise anyone who can type someone's address at a careless
 * provider would get their account); else a new account, on the same
 * condition. Suspended and merged accounts are refused as at the password form.
 */
export function decideSignIn<A extends AccountFacts>(
  provider: Pick<SignInProvider, 'id'>,
  identity: ProviderIdentity,
  found: { linked: A | null; sameEmail: A | null },
): SignInDecision<A> {
  if (found.linked) {
    const problem = refusalFor(found.linked)
    return problem ? { kind: 'refuse', problem } : { kind: 'sign-in', account: found.linked }
  }
  if (!identity.email) return { kind: 'refuse', problem: 'no-email' }
  // Checked before anything about the account is told, so an unconfirmed address learns nothing about it.
  if (!identity.emailVerified) return { kind: 'refuse', problem: 'unverified-email' }
  if (!found.sameEmail) return { kind: 'create' }
  const problem = refusalFor(found.sameEmail)
  if (problem) return { kind: 'refuse', problem }
  if (found.sameEmail.identities?.some((linked) => linked.provider === provider.id)) {
    return { kind: 'refuse', problem: 'provider-taken' }
  }
  return { kind: 'link', account: found.sameEmail }
}

export type LinkDecision = { kind: 'link' } | { kind: 'already-linked' } | { kind: 'refuse'; problem: SignInProblem }

/** Linking from the dashboard: one identity per provider per account, and an identity belongs to one account. */
export function decideLink(
  provider: Pick<SignInProvider, 'id'>,
  identity: Pick<ProviderIdentity, 'subject'>,
  person: AccountFacts,
  linkedTo: AccountFacts | null,
): LinkDecision {
  if (linkedTo && linkedTo.id !== person.id) return { kind: 'refuse', problem: 'linked-elsewhere' }
  if (linkedTo) return { kind: 'already-linked' }
  const sameProvider = person.identities?.find((linked) => linked.provider === provider.id)
  if (sameProvider) return { kind: 'refuse', problem: 'provider-taken' }
  return { kind: 'link' }
}

export type UnlinkDecision = { ok: true } | { ok: false; problem: 'not-linked' | 'last-way' }

/** A person keeps at least one way to sign in: a password of their own, or another linked provider. */
export function decideUnlink(
  person: { hasPassword: boolean; identities: readonly LinkedIdentity[] },
  providerId: string,
): UnlinkDecision {
  if (!person.identities.some((linked) => linked.provider === providerId)) return { ok: false, problem: 'not-linked' }
  if (!person.hasPassword && person.identities.length <= 1) return { ok: false, problem: 'last-way' }
  return { ok: true }
}

/** What went wrong, in words a person can act on; `label` names the provider. */
export function signInProblemMessage(problem: SignInProblem, label: string): string {
  switch (problem) {
    case 'cancelled':
      return `Signing in with ${label} was cancelled. Nothing was changed.`
    case 'provider-error':
      return `${label} could not confirm who you are. Try again, or sign in with your email and password.`
    case 'unavailable':
      return `We could not reach ${label} just now. Try again in a few minutes, or sign in with your email and password.`
    case 'expired':
      return 'This sign-in took too long, or was started in another window, so we could not finish it. Please start again.'
    case 'state':
      return 'This answer does not belong to the sign-in this browser started, so we ignored it. Please start again.'
    case 'no-email':
      return `${label} did not share an email address with us, so we cannot find or create your account.`
    case 'unverified-email':
      return `${label} has not confirmed your email address, so we cannot use it to find or create an account. Sign in with your email and password (or join), then link ${label} from your dashboard.`
    case 'suspended':
      return SUSPENDED_MESSAGE
    case 'merged':
      return MERGED_MESSAGE
    case 'provider-taken':
      return `This account already has another ${label} sign-in linked. Unlink it from your dashboard first.`
    case 'linked-elsewhere':
      return `This ${label} sign-in is already linked to another account. Sign in with that account and unlink it there first.`
    case 'sign-in-first':
      return `Sign in first, then link ${label} from your dashboard.`
    case 'masquerading':
      return `While you view the site as someone else, you cannot link ${label} to their account.`
  }
}

export function unlinkMessage(outcome: UnlinkDecision, label: string): string {
  if (outcome.ok) return `${label} is unlinked: you can no longer sign in with it.`
  if (outcome.problem === 'not-linked') return 'That sign-in is not linked to your account.'
  return `${label} is the only way you can sign in, so it stays linked. Add a password first (we send a link by email), or link another provider.`
}

export function isSignInProblem(value: unknown): value is SignInProblem {
  return typeof value === 'string' && (SIGN_IN_PROBLEMS as readonly string[]).includes(value)
}
