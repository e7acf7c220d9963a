import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { etagOf, notModified } from './etag'
import { keyBySecret, noteKeyUsed, originOfSomeKey } from './key-store'
import { plausibleSecret } from './keys'
import { openApiDocument } from './openapi'
import { answerFor, type ErrorCode } from './resources'

/**
 * `/api/public/v1/…` over HTTP (decision 101): the key (`X-Api-Key`) or the
 * anonymous limit, the key's origins for CORS, the limit a minute through the
 * one rate-limit module, the answer with its ETag (304 when unchanged), and
 * every problem as JSON naming it.
 */

/** Without a key: this many requests a minute per client address, and no browser on another site reads the answers. */
export const ANONYMOUS_LIMIT: RateLimit = { name: 'public-api-anonymous', points: 30, durationSeconds: 60 }
const keyLimit = (perMinute: number): RateLimit => ({ name: 'public-api-key', points: perMinute, durationSeconds: 60 })

export const KEY_HEADER = 'x-api-key'

const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  // Asked again each time, answered 304 while unchanged: a cache in front must not skip the key's limit.
  'Cache-Control': 'no-cache',
  Vary: 'Origin, X-Api-Key',
  'X-Content-Type-Options': 'nosniff',
}

function json(status: number, body: unknown, headers: Record<string, string>, request: Request): Response {
  const text = JSON.stringify(body)
  if (status !== 200) return new Response(text, { status, headers: { ...BASE_HEADERS, ...headers } })
  const etag = etagOf(text)
  const all = { ...BASE_HEADERS, ...headers, ETag: etag }
  if (notModified(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: all })
  return new Response(text, { status, headers: all })
}

const problem = (status: number, code: ErrorCode, message: string, headers: Record<string, string>, request: Request) =>
  json(status, { error: { code, message } }, headers, request)

const corsFor = (origin: string): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Expose-Headers': 'ETag, Retry-After, X-RateLimit-Limit',
})

export async function publicApiResponse(
  payload: Payload,
  request: Request,
  path: readonly string[],
): Promise<Response> {
  const settings = config()
  const origin = request.headers.get('origin')
  if (path.length === 1 && path[0] === 'openapi.json') {
    // The description is public and the same for everyone: any site may read it.
    return json(200, openApiDocument(settings.PUBLIC_URL), { 'Access-Control-Allow-Origin': '*' }, request)
  }

  const db = database(payload)
  const secret = request.headers.get(KEY_HEADER)
  let headers: Record<string, string> = {}
  let limit: RateLimit = ANONYMOUS_LIMIT
  let counted = request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
  if (secret !== null) {
    const key = plausibleSecret(secret.trim()) ? await keyBySecret(db, secret.trim()) : null
    // An unknown key names no origins: its refusal is not readable by any page (decision 113), so no page
    // can tell an unknown key from a real one for another site.
    if (!key) return problem(401, 'bad-key', 'This API key is not known: check it, or ask us for one.', {}, request)
    // From here every answer a page on one of the key's origins gets is readable there, refusals included.
    if (origin !== null && key.origins.includes(origin)) headers = corsFor(origin)
    if (key.revokedAt)
      return problem(401, 'revoked-key', 'This API key was revoked: ask us for a new one.', headers, request)
    if (origin !== null && !key.origins.includes(origin)) {
      return problem(403, 'origin-refused', `This key is not for pages on ${origin.slice(0, 200)}.`, {}, request)
    }
    limit = keyLimit(key.perMinute)
    counted = String(key.id)
    await noteKeyUsed(db, key.id)
  }
  headers['X-RateLimit-Limit'] = String(limit.points)
  const verdict = await sharedRateLimiter(payload, limit).consume(counted)
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))
    return problem(
      429,
      'too-many-requests',
      `More than ${limit.points} requests a minute: try again in ${seconds} s.`,
      { ...headers, 'Retry-After': String(seconds) },
      request,
    )
  }
  const answer = await answerFor(payload, path, new URL(request.url).searchParams, {
    publicUrl: settings.PUBLIC_URL,
    timeZone: settings.TIMEZONE,
    now: new Date(),
  })
  if (answer.status !== 200) return problem(answer.status, answer.code, answer.message, headers, request)
  return json(200, answer.body, headers, request)
}

/**
 * A browser's preflight, which carries no key: allowed for an origin that some
 * key names, a revoked one too (the request itself then checks its own key's
 * origins, and tells a revoked key's page why: decision 113).
 */
export async function publicApiPreflight(payload: Payload, request: Request): Promise<Response> {
  const origin = request.headers.get('origin')
  const headers: Record<string, string> = { Vary: 'Origin' }
  if (origin && (await originOfSomeKey(database(payload), origin))) {
    Object.assign(headers, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': 'X-Api-Key, If-None-Match',
      'Access-Control-Max-Age': '600',
    })
  }
  return new Response(null, { status: 204, headers })
}
