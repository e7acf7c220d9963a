/**
 * Storage errors: a `storage/…` code (PRODUCT.md §3), the HTTP status it maps
 * to, and the body Google Cloud Storage's JSON API gives for an error, with our
 * code beside it so a client can tell the cases apart without parsing words.
 */

export const STORAGE_STATUS = {
  'storage/invalid-argument': 400,
  'storage/unauthenticated': 401,
  'storage/quota-exceeded': 402,
  'storage/unauthorized': 403,
  'storage/object-not-found': 404,
  'storage/bucket-not-found': 404,
  'storage/invalid-checksum': 400,
  'storage/server-file-wrong-size': 400,
  'storage/unknown': 500,
  'storage/internal-error': 500,
} as const

export type StorageCode = keyof typeof STORAGE_STATUS

/** GCS's `reason` for each code, as its clients read it. */
const REASONS: Record<StorageCode, string> = {
  'storage/invalid-argument': 'invalid',
  'storage/unauthenticated': 'required',
  'storage/quota-exceeded': 'quotaExceeded',
  'storage/unauthorized': 'forbidden',
  'storage/object-not-found': 'notFound',
  'storage/bucket-not-found': 'notFound',
  'storage/invalid-checksum': 'invalid',
  'storage/server-file-wrong-size': 'invalid',
  'storage/unknown': 'backendError',
  'storage/internal-error': 'backendError',
}

export type StorageErrorBody = {
  error: {
    code: number
    message: string
    errors: { domain: 'global'; reason: string; message: string }[]
    storageCode: StorageCode
  }
}

export class StorageError extends Error {
  readonly httpStatus: number

  /** `status` overrides the code's usual HTTP status (412 for a failed precondition, 410 for an expired session). */
  constructor(
    readonly code: StorageCode,
    message: string,
    status?: number,
  ) {
    super(message)
    this.name = 'StorageError'
    this.httpStatus = status ?? STORAGE_STATUS[code]
  }

  toBody(): StorageErrorBody {
    const reason = this.httpStatus === 412 ? 'conditionNotMet' : REASONS[this.code]
    return {
      error: {
        code: this.httpStatus,
        message: this.message,
        errors: [{ domain: 'global', reason, message: this.message }],
        storageCode: this.code,
      },
    }
  }
}

export function invalid(message: string): StorageError {
  return new StorageError('storage/invalid-argument', message)
}
