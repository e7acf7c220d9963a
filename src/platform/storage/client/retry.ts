/** How long an operation (metadata, delete, list…) keeps retrying. */
export const MAX_OPERATION_RETRY_MS = 2 * 60 * 1000
/** How long an upload keeps retrying without a request getting through. */
export const MAX_UPLOAD_RETRY_MS = 10 * 60 * 1000

const BASE_DELAY_MS = 1000
/** Firebase's client stops doubling at 64 s too. */
const MAX_DELAY_MS = 64 * 1000

/**
 * Delay before retry number `attempt` (0 for the first): 1 s doubling to 64 s,
 * plus up to 1 s of jitter so that many clients failing together do not come
 * back together. Jitter is added, never taken away, so no retry comes sooner
 * than 1 s. `random` is in [0, 1).
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS) + Math.floor(random() * BASE_DELAY_MS)
}

/**
 * The retry budget of one operation or upload: delays grow from 1 s, and once
 * `limitMs` has passed since the budget started the next failure is final.
 * The last wait is cut short at the limit, so one more try happens right at
 * it (as Firebase's client does) instead of giving up early.
 */
export class RetryBudget {
  private started = Date.now()
  private attempt = 0

  constructor(private readonly limitMs: number) {}

  /** How long to wait before the next try, or null when the time is spent. */
  nextDelay(): number | null {
    const left = this.started + this.limitMs - Date.now()
    if (left <= 0) return null
    return Math.min(retryDelay(this.attempt++), left)
  }

  /** A request got through (or the person resumed): the budget starts again. */
  reset(): void {
    this.started = Date.now()
    this.attempt = 0
  }
}
