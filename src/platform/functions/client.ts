import { CLIENT_CODES, type ClientCode, isFunctionStatus } from './errors'

/** The seed's client time-out for a call. */
export const CALLABLE_TIMEOUT_MS = 70_000

export type CallableClientOptions = {
  timeoutMs?: number
  /** Where the site is served; '' for the page's own origin. */
  baseUrl?: string
}

/** A failed call, as Firebase's client reports it: a lowercase `code`, a message and the server's details. */
export class CallableError extends Error {
  constructor(
    readonly code: ClientCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'CallableError'
  }
}

/**
 * A browser client for one callable function, shaped like Firebase's
 * `httpsCallable`: `const whoAmI = httpsCallable<null, Me>('whoAmI')` then
 * `const { data } = await whoAmI(null)`. The session cookie travels along.
 */
export function httpsCallable<Req = unknown, Res = unknown>(
  name: string,
  { timeoutMs = CALLABLE_TIMEOUT_MS, baseUrl = '' }: CallableClientOptions = {},
): (data?: Req) => Promise<{ data: Res }> {
  const url = `${baseUrl}/fn/${encodeURIComponent(name)}`
  return async (data) => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    const deadline = () => new CallableError('deadline-exceeded', `No answer from ${name} within ${timeoutMs} ms.`)
    let status: number
    let body: unknown
    try {
      const response = await fetch(url, {
        method: 'POST',
        // Like Firebase's client, no argument is sent as null (JSON has no undefined).
        body: JSON.stringify({ data: data ?? null }),
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        signal: controller.signal,
      })
      status = response.status
      body = await response.json().catch(() => null)
    } catch (error) {
      if (controller.signal.aborted) throw deadline()
      throw new CallableError('unavailable', `Could not reach ${name}: ${String(error)}`)
    } finally {
      clearTimeout(timer)
    }
    // The time may run out while the body is read, which reads as an unparsable body.
    if (controller.signal.aborted) throw deadline()
    return { data: resultOf(body, status) as Res }
  }
}

/** The answer's value, or the error it carries (whatever the HTTP status, as Firebase's client does). */
function resultOf(body: unknown, status: number): unknown {
  const answer = isRecord(body) ? body : {}
  const error = isRecord(answer.error) ? answer.error : undefined
  let code = codeForHttpStatus(status)
  if (typeof error?.status === 'string') {
    if (!isFunctionStatus(error.status)) {
      throw new CallableError('internal', `Unknown error status from the server: ${error.status} [${status}]`)
    }
    code = CLIENT_CODES[error.status]
  }
  if (code !== 'ok') {
    const message = typeof error?.message === 'string' ? error.message : `The server answered ${status}.`
    throw new CallableError(code, message, error?.details)
  }
  // The seed allows `data` as well as `result`.
  const value = answer.data !== undefined ? answer.data : answer.result
  if (value === undefined) throw new CallableError('internal', 'The answer carries no result.')
  return value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Firebase's reading of an HTTP status when the body names none. */
const CODES_BY_HTTP_STATUS: Readonly<Record<number, ClientCode>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
}

function codeForHttpStatus(status: number): ClientCode {
  if (status >= 200 && status < 300) return 'ok'
  return CODES_BY_HTTP_STATUS[status] ?? 'unknown'
}
