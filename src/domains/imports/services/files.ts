import type { Payload } from 'payload'

import type { Storage } from '@/platform/storage'

/**
 * The application's storage service, as the Payload configuration hands it
 * (`custom.storage`): a domain cannot import the application, and the tool's
 * pages and actions read the uploaded file outside any route that could pass it.
 */
export function importFiles(payload: Payload): Storage {
  const storageOf = payload.config.custom?.storage as ((payload: Payload) => Storage) | undefined
  if (!storageOf) throw new Error('The Payload configuration gives no storage (custom.storage).')
  return storageOf(payload)
}
