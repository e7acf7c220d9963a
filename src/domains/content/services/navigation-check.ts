import type { AddressAnswers } from './navigation'

/** Long enough for a page rendered on its first visit; short enough that a save never hangs. */
const CHECK_TIMEOUT_MS = 10_000

/**
 * Asks the running site itself whether one of its addresses answers: a `HEAD`
 * request to its own origin, redirects not followed (a redirect is an answer).
 * Whatever answers there — an app route, a published page, a plan page, a
 * short link — is what a visitor would get, with no list of routes to keep in
 * step (decision 058).
 */
export function answersOverHttp(origin: string, { timeoutMs = CHECK_TIMEOUT_MS } = {}): AddressAnswers {
  return async (path) => {
    try {
      const response = await fetch(new URL(path, origin), {
        method: 'HEAD',
        redirect: 'manual',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      })
      return { status: response.status }
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'the site did not answer in time'
          : 'the site could not be reached'
      return { unreachable: reason }
    }
  }
}
