import { NextResponse, type NextRequest } from 'next/server'
import { payloadInstance, personOf } from '@/platform/payload'

import { config as settings } from '@/platform/config'

import { accountForIdentity, linkIdentity } from './services/linked-sign-ins'
import { masqueraderOf } from './services/masquerade-auth'
import { safeNextPath } from './services/next-path'
import {
  authorizationRequest,
  callbackUrl,
  findProvider,
  identityFromCallback,
  type SignInProblem,
  type SignInProvider,
} from './services/oidc'
import { FLOW_COOKIE, FLOW_LIFETIME_SECONDS, openFlow, sealFlow, type SignInFlow } from './services/oidc-state'
import { startSession, type SessionCookie } from './services/session'
import { MERGED_MESSAGE, SUSPENDED_MESSAGE } from './collections/Users'
import { escapeHtml } from '@/platform/mail'

/**
 * The two addresses of a federated sign-in (decision 014), for the thin route
 * files under `src/app/(frontend)/auth/oidc/[provider]/`: `GET …/{provider}`
 * sends the person to the provider, `GET …/{provider}/callback` is where the
 * provider sends them back. Every failure ends on `/auth/oidc/failed`, which
 * explains it; nothing here answers 500.
 */

const FLOW_COOKIE_PATH = '/auth/oidc'

/** A bare page for the rare answers that cannot be a page of the site. */
function bareHtml(status: number, title: string, body: string, refreshTo?: string): NextResponse {
  const refresh = refreshTo ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(refreshTo)}">` : ''
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title>${refresh}</head><body><main>${body}</main></body></html>`
  return new NextResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** Unknown or unconfigured providers: the site's 404 wording. */
function notFound(request: NextRequest): NextResponse {
  const path = request.nextUrl.pathname
  return bareHtml(
    404,
    'Page not found',
    `<h1>Page not found: ${escapeHtml(path)}</h1><p><a href="/login">Sign in</a> · <a href="/">Home</a></p>`,
  )
}

function failedPath(problem: SignInProblem, provider: SignInProvider, linking: boolean): string {
  const query = new URLSearchParams({ problem, provider: provider.id })
  if (linking) query.set('for', 'link')
  return `/auth/oidc/failed?${query}`
}

/**
 * The provider sends people back with a cross-site navigation. Payload takes
 * the session cookie only from a request with same-site signals
 * (`Sec-Fetch-Site`), and a redirect keeps the chain cross-site, so the page
 * after a 303 would not see the person as signed in. This small page moves
 * on with a refresh from our own origin instead; the link is there without it.
 */
function continueTo(path: string, session?: SessionCookie): NextResponse {
  const response = bareHtml(200, 'One moment…', `<p><a href="${escapeHtml(path)}">Continue</a></p>`, path)
  clearFlowCookie(response)
  if (session) {
    response.cookies.set(session.name, session.value, session.options)
  }
  return response
}

function clearFlowCookie(response: NextResponse) {
  response.cookies.set(FLOW_COOKIE, '', { path: FLOW_COOKIE_PATH, maxAge: 0, httpOnly: true, sameSite: 'lax' })
}

/** `GET /auth/oidc/{provider}?next=…` (sign in) or `?link=1` (link, from the dashboard). */
export async function startFederatedSignIn(request: NextRequest, providerId: string): Promise<Response> {
  const app = settings()
  const provider = findProvider(app, providerId)
  if (!provider) return notFound(request)
  const query = request.nextUrl.searchParams
  const linking = query.get('link') === '1'
  const fail = (problem: SignInProblem) =>
    NextResponse.redirect(new URL(failedPath(problem, provider, linking), app.PUBLIC_URL), 303)

  let linkTo: number | undefined
  if (linking) {
    const payload = await payloadInstance()
    const user = await personOf(payload, request.headers)
    if (!user) return fail('sign-in-first')
    if (masqueraderOf(user)) return fail('masquerading')
    linkTo = user.id
  }
  let authorization: Awaited<ReturnType<typeof authorizationRequest>>
  try {
    authorization = await authorizationRequest(provider, callbackUrl(app.PUBLIC_URL, provider))
  } catch (error) {
    const payload = await payloadInstance()
    payload.logger.warn({ err: error, provider: provider.id }, 'The sign-in provider could not be reached')
    return fail('unavailable')
  }
  const flow: SignInFlow = {
    provider: provider.id,
    state: authorization.state,
    nonce: authorization.nonce,
    verifier: authorization.verifier,
    next: linking ? '/dashboard' : safeNextPath(query.get('next'), '/dashboard'),
    linkTo,
    expiresAt: Date.now() + FLOW_LIFETIME_SECONDS * 1000,
  }
  const response = NextResponse.redirect(authorization.url, 303)
  response.cookies.set(FLOW_COOKIE, sealFlow(flow, app.PAYLOAD_SECRET), {
    path: FLOW_COOKIE_PATH,
    maxAge: FLOW_LIFETIME_SECONDS,
    httpOnly: true,
    // Lax: the cookie must come back with the provider's cross-site redirect to the callback.
    sameSite: 'lax',
    secure: app.production,
  })
  response.headers.set('cache-control', 'no-store')
  return response
}

/** Our own refusals thrown by the collection's `beforeLogin` hooks, recognised by their words. */
function refusalFrom(error: unknown): SignInProblem | null {
  const message = error instanceof Error ? error.message : ''
  if (message === SUSPENDED_MESSAGE) return 'suspended'
  if (message === MERGED_MESSAGE) return 'merged'
  return null
}

/** `GET /auth/oidc/{provider}/callback?code=…&state=…` (or `?error=…`). */
export async function finishFederatedSignIn(request: NextRequest, providerId: string): Promise<Response> {
  const app = settings()
  const provider = findProvider(app, providerId)
  if (!provider) return notFound(request)
  const query = request.nextUrl.searchParams
  const flow = openFlow(request.cookies.get(FLOW_COOKIE)?.value, app.PAYLOAD_SECRET)
  const linking = flow?.linkTo !== undefined
  const fail = (problem: SignInProblem) => continueTo(failedPath(problem, provider, linking))

  const error = query.get('error')
  if (error) return fail(error === 'access_denied' ? 'cancelled' : 'provider-error')
  if (!flow) return fail('expired')
  if (flow.provider !== provider.id || query.get('state') !== flow.state) return fail('state')

  const payload = await payloadInstance()
  try {
    const currentUrl = new URL(callbackUrl(app.PUBLIC_URL, provider))
    currentUrl.search = request.nextUrl.search
    const identity = await identityFromCallback(provider, currentUrl, flow)

    // The flow cookie, sealed when a signed-in person asked from the dashboard, says whose account this is.
    if (flow.linkTo !== undefined) {
      const linked = await linkIdentity(payload, flow.linkTo, provider, identity)
      return linked.ok ? continueTo('/dashboard') : fail(linked.problem)
    }
    const account = await accountForIdentity(payload, provider, identity)
    if (!account.ok) return fail(account.problem)
    const session = await startSession(payload, account.personId)
    return continueTo(flow.next, session.cookie)
  } catch (error) {
    const refusal = refusalFrom(error)
    if (refusal) return fail(refusal)
    payload.logger.warn({ err: error, provider: provider.id }, 'A federated sign-in failed')
    return fail('provider-error')
  }
}
