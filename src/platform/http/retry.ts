/**
 * The retry policy of the original system's HTTP client: statuses worth another
 * try, exponential backoff from 1 s doubling each time with ±50 % jitter, never
 * more than 4 hours; methods that change things are retried only when asked.
 */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const BACKOFF = { baseMs: 1000, factor: 2, jitter: 0.5, maxMs: 4 * 60 * 60 * 1000 } as const
export const DEFAULT_RETRIES = 5
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function isMutating(method: string | undefined): boolean {
  return MUTATING.has((method ?? 'GET').toUpperCase())
}

/** Delay before retry number `attempt` (0 for the first retry). `random` is in [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = BACKOFF.baseMs * BACKOFF.factor ** attempt
  const jittered = exponential * (1 + BACKOFF.jitter * (random() * 2 - 1))
  return Math.round(Math.min(BACKOFF.maxMs, jittered))
}

/** How many retries a request gets: mutating methods none unless `requested`. */
export function retriesFor(method: string | undefined, requested: number | false | undefined): number {
  if (requested === false) return 0
  if (typeof requested === 'number') return Math.max(0, requested)
  return isMutating(method) ? 0 : DEFAULT_RETRIES
}
