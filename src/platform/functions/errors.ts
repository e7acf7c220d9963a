/**
 * The statuses of the callable protocol: canonical names on the wire, HTTP
 * statuses as Firebase's functions SDK sets them, lowercase codes in clients.
 */

export const HTTP_STATUS = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  UNAUTHENTICATED: 401,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
} as const

export type FunctionStatus = keyof typeof HTTP_STATUS

/** OK is a success, never something to throw. */
export type ErrorStatus = Exclude<FunctionStatus, 'OK'>

export const CLIENT_CODES = {
  OK: 'ok',
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
  INVALID_ARGUMENT: 'invalid-argument',
  DEADLINE_EXCEEDED: 'deadline-exceeded',
  NOT_FOUND: 'not-found',
  ALREADY_EXISTS: 'already-exists',
  PERMISSION_DENIED: 'permission-denied',
  UNAUTHENTICATED: 'unauthenticated',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  FAILED_PRECONDITION: 'failed-precondition',
  ABORTED: 'aborted',
  OUT_OF_RANGE: 'out-of-range',
  UNIMPLEMENTED: 'unimplemented',
  INTERNAL: 'internal',
  UNAVAILABLE: 'unavailable',
  DATA_LOSS: 'data-loss',
} as const satisfies Record<FunctionStatus, string>

export type ClientCode = (typeof CLIENT_CODES)[FunctionStatus]

export function isFunctionStatus(value: unknown): value is FunctionStatus {
  return typeof value === 'string' && Object.hasOwn(HTTP_STATUS, value)
}

/** The error body of a failed call: `{"error": {"status", "message", "details"?}}`. */
export type ErrorBody = { error: { status: ErrorStatus; message: string; details?: unknown } }

/** What a handler throws to fail a call with a status the caller may see; `details` must be JSON. */
export class FunctionError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'FunctionError'
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.status]
  }

  toBody(): ErrorBody {
    return {
      error: {
        status: this.status,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    }
  }
}
