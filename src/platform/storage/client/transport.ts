import { errorForStatus, isRetryableStatus, retryLimitExceeded, StorageError, type Target } from './errors'
import type { Reference, Storage } from './reference'
import { RetryBudget } from './retry'

/** The address of an object in the Google Cloud Storage JSON API. */
export function objectUrl(reference: Reference): string {
  return `${bucketUrl(reference)}/o/${encodeURIComponent(reference.objectPath)}`
}

export function bucketUrl(reference: Reference): string {
  return `${reference.storage.baseUrl}/storage/v1/b/${encodeURIComponent(reference.bucket)}`
}

/** The upload address; the object's name travels in the query and in the metadata, as the official client sends it. */
export function uploadUrl(reference: Reference, uploadType: 'multipart' | 'resumable'): string {
  const query = new URLSearchParams({ uploadType, name: reference.objectPath })
  return `${reference.storage.baseUrl}/upload/storage/v1/b/${encodeURIComponent(reference.bucket)}/o?${query}`
}

/** A session address given as a path is on the storage service's origin. */
export function resolveSessionUrl(storage: Storage, location: string): string {
  return location.startsWith('/') ? `${storage.baseUrl}${location}` : location
}

export function targetOf(reference: Reference, kind: Target['kind']): Target {
  return { kind, bucket: reference.bucket, path: reference.fullPath }
}

/** An answer that is not the one hoped for. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: string | null,
  ) {
    super(`HTTP ${status}`)
  }
}

/** The request never got an answer (offline, connection reset…). */
export class NetworkFailure extends Error {}

/** Worth another try: no answer at all, or a retryable status. */
export function isRetryable(failure: unknown): boolean {
  return failure instanceof NetworkFailure || (failure instanceof HttpFailure && isRetryableStatus(failure.status))
}

/**
 * One request, no retry. The session cookie goes along (same origin only). An
 * abort passes through as it is; any other failure to get an answer is a
 * `NetworkFailure`.
 */
export async function send(storage: Storage, url: string, init: RequestInit = {}): Promise<Response> {
  const doFetch = storage.fetch
  try {
    return await doFetch(url, { credentials: 'same-origin', ...init })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw new NetworkFailure(String(error))
  }
}

/** The answer if its status is one of `expected`, otherwise a `HttpFailure` carrying the body. */
export async function expectStatus(response: Response, ...expected: number[]): Promise<Response> {
  if (expected.includes(response.status)) return response
  const body = await response.text().catch(() => null)
  throw new HttpFailure(response.status, body)
}

/** A success's JSON body; a body that is not JSON is the server's fault, reported as such. */
export async function readJson<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T
  } catch {
    throw new StorageError('storage/unknown', `The server's answer (${response.status}) is not JSON.`, response.status)
  }
}

/** Turns what a request ended with into the error the caller sees. */
export function toStorageError(failure: unknown, target: Target): StorageError {
  if (failure instanceof StorageError) return failure
  if (failure instanceof HttpFailure) return errorForStatus(failure.status, failure.body, target)
  if (failure instanceof NetworkFailure) return retryLimitExceeded()
  return new StorageError('storage/unknown', `Unexpected failure: ${String(failure)}`)
}

/**
 * An operation: one request, retried on no answer, 5xx, 408 and 429 until its
 * retry time is spent, then `storage/retry-limit-exceeded`. Answers a success
 * (2xx) or throws a `StorageError`.
 */
export async function operation(
  storage: Storage,
  target: Target,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const budget = new RetryBudget(storage.maxOperationRetryTime)
  for (;;) {
    try {
      const response = await send(storage, url, init)
      if (response.ok) return response
      return await expectStatus(response)
    } catch (failure) {
      const delay = isRetryable(failure) ? budget.nextDelay() : null
      if (delay === null) throw toStorageError(failure, target)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
