/**
 * The database's status codes (the seed's catalogue), as Google's APIs put them
 * on the wire: the canonical name in `status`, its HTTP status in `code`. The
 * official clients map the HTTP status back to the lowercase code.
 */
export const DOCUMENT_STATUSES = {
  cancelled: { status: 'CANCELLED', http: 499 },
  unknown: { status: 'UNKNOWN', http: 500 },
  'invalid-argument': { status: 'INVALID_ARGUMENT', http: 400 },
  'deadline-exceeded': { status: 'DEADLINE_EXCEEDED', http: 504 },
  'not-found': { status: 'NOT_FOUND', http: 404 },
  'already-exists': { status: 'ALREADY_EXISTS', http: 409 },
  'permission-denied': { status: 'PERMISSION_DENIED', http: 403 },
  unauthenticated: { status: 'UNAUTHENTICATED', http: 401 },
  'resource-exhausted': { status: 'RESOURCE_EXHAUSTED', http: 429 },
  'failed-precondition': { status: 'FAILED_PRECONDITION', http: 400 },
  aborted: { status: 'ABORTED', http: 409 },
  'out-of-range': { status: 'OUT_OF_RANGE', http: 400 },
  unimplemented: { status: 'UNIMPLEMENTED', http: 501 },
  internal: { status: 'INTERNAL', http: 500 },
  unavailable: { status: 'UNAVAILABLE', http: 503 },
  'data-loss': { status: 'DATA_LOSS', http: 500 },
} as const

export type DocumentErrorCode = keyof typeof DOCUMENT_STATUSES

/** Google's JSON error: `{"error": {"code", "message", "status"}}`. */
export type DocumentErrorBody = { error: { code: number; message: string; status: string } }

/** A refusal the caller may read: one of the seed's codes and a message naming the problem. */
export class DocumentError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'DocumentError'
  }

  get httpStatus(): number {
    return DOCUMENT_STATUSES[this.code].http
  }

  toBody(): DocumentErrorBody {
    return { error: { code: this.httpStatus, message: this.message, status: DOCUMENT_STATUSES[this.code].status } }
  }
}

export const invalid = (message: string) => new DocumentError('invalid-argument', message)
