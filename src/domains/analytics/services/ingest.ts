import type { Payload } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { config } from '@/platform/config'
import { sharedRateLimiter } from '@/platform/rate-limit'

import { optedOut, parsePageView } from './event'
import { browserClass, deviceClass } from './user-agent'
import { dailySalt, visitorHash } from './visitor'

export type IngestRequest = { body: string; headers: Headers }
export type IngestOutcome =
  | { status: 204; recorded: boolean }
  | { status: 400; problem: string }
  | { status: 413; problem: string }
  | { status: 429; problem: string }

export const MAX_EVENT_BYTES = 8 * 1024

/**
 * The address the request came from, as the launcher stamped it (the last hop
 * a trusted proxy added, else the socket's peer): a client cannot choose it,
 * so it cannot step round the per-visitor limit by naming another address.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}

export async function ingestPageView(
  payload: Payload,
  request: IngestRequest,
  options: { eventsPerMinute: number; now?: Date; timeZone?: string },
): Promise<IngestOutcome> {
  if (Buffer.byteLength(request.body) > MAX_EVENT_BYTES)
    return { status: 413, problem: `the event is larger than ${MAX_EVENT_BYTES} bytes` }
  const parsed = parsePageView(request.body, request.headers.get('host') ?? '')
  if (!parsed.ok) return { status: 400, problem: parsed.problem }
  if (optedOut(request.headers)) return { status: 204, recorded: false }

  const now = options.now ?? new Date()
  const salt = await dailySalt(payload, now, options.timeZone ?? config().TIMEZONE)
  const userAgent = request.headers.get('user-agent') ?? ''
  const visitor = visitorHash(salt, {
    address: clientAddress(request.headers),
    userAgent,
    host: request.headers.get('host') ?? '',
  })
  // Counted in PostgreSQL, so a visitor's events add up over every app process (decision 038).
  const limiter = sharedRateLimiter(payload, {
    name: 'page-views',
    points: options.eventsPerMinute,
    durationSeconds: 60,
  })
  if (!(await limiter.consume(visitor)).allowed) {
    return { status: 429, problem: `more than ${options.eventsPerMinute} events a minute from one visitor` }
  }
  await payload.create({
    collection: 'analytics-events',
    overrideAccess: true,
    data: {
      type: 'page_view',
      path: parsed.event.path,
      referrer: parsed.event.referrer,
      visitor,
      device: deviceClass(userAgent),
      browser: browserClass(userAgent),
    },
  })
  return { status: 204, recorded: true }
}
