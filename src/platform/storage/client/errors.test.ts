import { describe, expect, it } from 'vitest'

import { errorForStatus, isRetryableStatus, STORAGE_ERROR_CODES, StorageError, type Target } from './errors'

const object: Target = { kind: 'object', bucket: 'public', path: 'public/artists/12/portrait.jpg' }
const bucket: Target = { kind: 'bucket', bucket: 'public', path: 'public/artists' }

describe('storage errors', () => {
  it('has every code of PRODUCT.md §3', () => {
    expect(STORAGE_ERROR_CODES).toHaveLength(23)
    expect(new Set(STORAGE_ERROR_CODES).size).toBe(23)
  })

  it('carries code, message, status and the server response', () => {
    const error = new StorageError('storage/unauthorized', 'No.', 403, '{"error":{"code":403}}')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 'storage/unauthorized', message: 'No.', status: 403, name: 'StorageError' })
    expect(error.customData.serverResponse).toBe('{"error":{"code":403}}')
    expect(error.serverResponse).toBe(error.customData.serverResponse)
  })

  it.each([
    [400, object, 'storage/invalid-argument'],
    [401, object, 'storage/unauthenticated'],
    [402, object, 'storage/quota-exceeded'],
    [403, object, 'storage/unauthorized'],
    [404, object, 'storage/object-not-found'],
    [404, bucket, 'storage/bucket-not-found'],
    [408, object, 'storage/retry-limit-exceeded'],
    [429, object, 'storage/retry-limit-exceeded'],
    [500, object, 'storage/retry-limit-exceeded'],
    [503, bucket, 'storage/retry-limit-exceeded'],
    [409, object, 'storage/unknown'],
    [412, object, 'storage/unknown'],
  ] as const)('maps HTTP %i (%o) to %s', (status, target, code) => {
    const error = errorForStatus(status, '{"error":{}}', target)
    expect(error.code).toBe(code)
    expect(error.status).toBe(status)
    expect(error.serverResponse).toBe('{"error":{}}')
  })

  it('reads a 401 for an invalid app token as unauthorized-app', () => {
    const body = JSON.stringify({ error: { code: 401, message: 'Firebase App Check token is invalid.' } })
    expect(errorForStatus(401, body, object).code).toBe('storage/unauthorized-app')
    expect(errorForStatus(401, null, object).code).toBe('storage/unauthenticated')
  })

  it('names the object or bucket in the message', () => {
    expect(errorForStatus(404, null, object).message).toContain("'public/artists/12/portrait.jpg'")
    expect(errorForStatus(402, null, object).message).toContain("'public'")
  })

  it('retries 5xx, 408 and 429 only', () => {
    const retried = [200, 308, 400, 401, 402, 403, 404, 408, 409, 425, 429, 500, 501, 502, 503, 504, 599].filter(
      isRetryableStatus,
    )
    expect(retried).toEqual([408, 429, 500, 501, 502, 503, 504, 599])
  })
})
