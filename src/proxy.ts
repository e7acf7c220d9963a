import { NextResponse, type NextRequest } from 'next/server'

import { compiledRouteGuards } from './app/guards'
// Pure address rules, read here directly: the domain's index would bring Payload into the proxy.
import { cachedPathOf } from './domains/artists/services/cached-addresses'
import {
  answerFor,
  currentLinkTable,
  LINK_TABLE_ENDPOINT,
  LINK_TABLE_HEADER,
  type LinkTableRows,
} from './domains/content/services/link-table'
import type { Person } from './domains/accounts'
import { consentRewrite } from './domains/comms/services/consent-addresses'
import { consentKey } from './domains/comms/services/consent-tokens'
import { calendarFeedRewrite, calendarPathOfQuery } from './domains/events/services/addresses'
import { newslettersPathOfQuery } from './domains/mailings/services/addresses'
import { planPageRewrite } from './domains/membership/services/addresses'
import { openStudiosCachedPath } from './domains/openStudios/services/map-addresses'
import { config as appConfig } from './platform/config'
import { decide, rulesFor, signInLocation } from './platform/guards'
import { pageDataRoute, pageOfPageData } from './platform/http/page-data'
import { badRequest, bodyProblem, errorShapeOf } from './platform/http/bad-input'
import { sitemapRewrite } from './platform/http/sitemap'

const routes = compiledRouteGuards()
let consentLinkKey: Buffer | undefined

/** Endpoints that read their body themselves and answer its faults in their own shape. */
const READS_ITS_OWN_BODY = ['/api/analytics', '/fn/']

/**
 * Runs on the server before every page and API request: refuses malformed
 * bodies, applies the route guards, and answers the public addresses that
 * carry a query string from their cached path.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  // A body Payload or a server action cannot parse would end in a 500 there (decision 031).
  const problem = READS_ITS_OWN_BODY.some((prefix) => pathname.startsWith(prefix))
    ? undefined
    : await bodyProblem(request)
  if (problem) {
    const answer = badRequest(errorShapeOf(pathname), problem)
    return new NextResponse(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } })
  }

  // The mail consent links (decision 090): RFC 8058's one-click POST to its handler; a link not signed by us is a 400.
  const consent = consentRewrite(
    {
      method: request.method,
      pathname,
      search: request.nextUrl.searchParams,
      serverAction: request.headers.has('next-action'),
    },
    (consentLinkKey ??= consentKey(appConfig().PAYLOAD_SECRET)),
  )
  if (consent) return NextResponse.rewrite(new URL(consent.path, request.url), { status: consent.status })

  if (rulesFor(routes, pathname).length > 0) {
    const person = await currentPerson(request)
    const decision = decide(routes, pathname, person)
    if (!decision.allowed) {
      if (decision.refusal === 'sign-in') {
        return NextResponse.redirect(new URL(signInLocation(decision.signIn, pathname + search), request.url), 303)
      }
      const forbidden = new URL('/forbidden', request.url)
      forbidden.searchParams.set('path', pathname)
      return NextResponse.rewrite(forbidden, { status: 403 })
    }
  }
  // `{path}/_payload.json` is the page's data, cached by the path the page is answered from (decisions 101, 114).
  const dataOf = pageOfPageData(pathname)
  if (dataOf !== null) {
    const page = cachedPagePath(dataOf, request.nextUrl.searchParams) ?? dataOf
    return NextResponse.rewrite(new URL(pageDataRoute(page), request.url))
  }
  // A cached public page is one entry per path: its query string becomes part of the path (decision 039).
  const cached = cachedPagePath(pathname, request.nextUrl.searchParams)
  if (cached) return NextResponse.rewrite(new URL(cached, request.url))
  // `/calendar.ics` and `/calendar/{tag}.ics` are the feeds; Next cannot route a segment that ends in a word (decision 061).
  const feed = calendarFeedRewrite(pathname)
  if (feed) return NextResponse.rewrite(new URL(feed, request.url))
  // `/sitemap.xml` is the index of the sitemap files, cached with them under `/sitemaps/` (decision 069).
  const sitemap = sitemapRewrite(pathname)
  if (sitemap) return NextResponse.rewrite(new URL(sitemap, request.url))
  // Short links and redirect rules, from the table kept in memory (decision 059); the API is never one.
  if (!pathname.startsWith('/api/')) {
    const table = await currentLinkTable((token) => loadLinkTable(token, selfOrigin(request)))
    const link = answerFor(table, pathname, Date.now())
    if (link && 'rewrite' in link) return NextResponse.rewrite(new URL(link.rewrite, request.url))
    // An address elsewhere is a full page load; Next writes one of this site's back as a path.
    if (link) return NextResponse.redirect(new URL(link.redirect, request.url), link.status)
  }
  return NextResponse.next()
}

/**
 * The path a cached public page is answered from, when it is not its address:
 * the A–Z index's and an artwork's, Open Studios', the calendar's and the
 * newsletters' query strings made part of the path (decisions 039, 061, 092),
 * and `/{product}membership`, which Next cannot route (decision 047).
 */
function cachedPagePath(pathname: string, query: URLSearchParams): string | null {
  return (
    cachedPathOf(pathname, query) ??
    openStudiosCachedPath(pathname, query) ??
    calendarPathOfQuery(pathname, query) ??
    newslettersPathOfQuery(pathname, query) ??
    planPageRewrite(pathname)
  )
}

/** The short links and redirects, from this process's own endpoint (the proxy does not reach Payload). */
async function loadLinkTable(token: string, origin: string): Promise<LinkTableRows> {
  const response = await fetch(`${origin}${LINK_TABLE_ENDPOINT}`, {
    headers: { [LINK_TABLE_HEADER]: token },
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(`The link table answered ${response.status}.`)
  return (await response.json()) as LinkTableRows
}

/** This process, reached directly rather than through whatever stands in front of it. */
const selfOrigin = (request: NextRequest) =>
  process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : request.nextUrl.origin

/**
 * Who is asking, as Payload sees it (cookie, bearer token or any auth strategy):
 * one local request to `/api/users/me`, made only for guarded routes.
 */
async function currentPerson(request: NextRequest): Promise<Person | undefined> {
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) return undefined
  // Payload accepts a session cookie only with the browser's CSRF signals, so those travel along.
  const forwarded = new Headers()
  for (const name of ['cookie', 'authorization', 'origin', 'sec-fetch-site']) {
    const value = request.headers.get(name)
    if (value) forwarded.set(name, value)
  }
  const self = process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : request.nextUrl.origin
  const response = await fetch(`${self}/api/users/me`, { headers: forwarded, cache: 'no-store' })
  if (!response.ok) return undefined
  const body = (await response.json()) as { user?: Person | null }
  return body.user ?? undefined
}

export const config = {
  // Everything but the build's own assets.
  // The storage routes are left out too: Next buffers the body of a request the proxy sees (at most
  // 10 MB, cutting off the rest), and uploads must stream. They answer their own errors and check
  // their callers themselves (decision 019).
  matcher: ['/((?!_next/static|_next/image|storage/v1/|upload/storage/v1/|files/).*)'],
}
