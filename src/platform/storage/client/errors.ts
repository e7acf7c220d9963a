/** Every error code of PRODUCT.md §3 "Files", without the `storage/` prefix. */
export const STORAGE_ERROR_CODES = [
  'unknown',
  'object-not-found',
  'bucket-not-found',
  'project-not-found',
  'quota-exceeded',
  'unauthenticated',
  'unauthorized',
  'unauthorized-app',
  'retry-limit-exceeded',
  'invalid-checksum',
  'canceled',
  'invalid-url',
  'invalid-default-bucket',
  'no-default-bucket',
  'cannot-slice-blob',
  'server-file-wrong-size',
  'no-download-url',
  'invalid-argument',
  'app-deleted',
  'invalid-root-operation',
  'invalid-format',
  'internal-error',
  'unsupported-environment',
] as const

export type StorageErrorCode = `storage/${(typeof STORAGE_ERROR_CODES)[number]}`

/** A failed storage call, shaped like Firebase's: `code`, `message`, HTTP `status` (0 when none) and the server's answer. */
export class StorageError extends Error {
  readonly customData: { serverResponse: string | null }

  constructor(
    readonly code: StorageErrorCode,
    message: string,
    readonly status = 0,
    serverResponse: string | null = null,
  ) {
    super(message)
    this.name = 'StorageError'
    this.customData = { serverResponse }
  }

  get serverResponse(): string | null {
    return this.customData.serverResponse
  }
}

/**
 * What a request was about, for reading a 404: a missing object, or (for a
 * listing or the start of an upload, which name no existing object) a missing
 * bucket.
 */
export type Target = { kind: 'object' | 'bucket'; bucket: string; path: string }

/** Statuses worth another try: the server's trouble, a time-out, or too many requests. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}

/**
 * The error for a final answer that was not a success. Firebase's client reads
 * 401 as unauthenticated unless the server says the app's token is invalid.
 * Statuses that are retried only end here once the retry time is spent.
 */
export function errorForStatus(status: number, serverResponse: string | null, target: Target): StorageError {
  const where = `'${target.path}'`
  const error = (code: StorageErrorCode, message: string) => new StorageError(code, message, status, serverResponse)
  if (isRetryableStatus(status)) return retryLimitExceeded(status, serverResponse)
  switch (status) {
    case 400:
      return error('storage/invalid-argument', `The server refused the request for ${where} as malformed.`)
    case 401:
      return serverResponse?.includes('App Check token is invalid')
        ? error('storage/unauthorized-app', 'This app is not allowed to use the storage service.')
        : error('storage/unauthenticated', 'You are not signed in; please sign in and try again.')
    case 402:
      return error('storage/quota-exceeded', `The storage quota for bucket '${target.bucket}' is used up.`)
    case 403:
      return error('storage/unauthorized', `You do not have permission to access ${where}.`)
    case 404:
      return target.kind === 'object'
        ? error('storage/object-not-found', `Object ${where} does not exist.`)
        : error('storage/bucket-not-found', `Bucket '${target.bucket}' does not exist.`)
    default:
      return error('storage/unknown', `The server answered ${status} for ${where}.`)
  }
}

export function retryLimitExceeded(status = 0, serverResponse: string | null = null): StorageError {
  return new StorageError(
    'storage/retry-limit-exceeded',
    'The time allowed for retrying was spent; try again later.',
    status,
    serverResponse,
  )
}

export function invalidRootOperation(operation: string): StorageError {
  return new StorageError(
    'storage/invalid-root-operation',
    `${operation} cannot be done on the root of a bucket; use a child reference such as ref('public/image.png').`,
  )
}

export function invalidFormat(format: string, message: string): StorageError {
  return new StorageError('storage/invalid-format', `String does not match format '${format}': ${message}`)
}

export function canceled(): StorageError {
  return new StorageError('storage/canceled', 'The upload was canceled.')
}
