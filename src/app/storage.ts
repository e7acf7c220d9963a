
import { isStaff } from '@/domains/accounts'
import { config as settings } from '@/platform/config'
import { handleStorageRequest } from '@/platform/storage'

import { storageFor } from './storage-service'
import { payloadInstance } from '@/platform/payload'

/** Every storage route: `/storage/v1/…`, `/upload/storage/v1/…` and `/files/…`. */
export async function storageRoute(request: Request): Promise<Response> {
  const payload = await payloadInstance()
  return handleStorageRequest(request, {
    storage: storageFor(payload),
    // Payload reads the session cookie (with its CSRF checks) or an `Authorization` token.
    identify: async ({ headers }) => {
      const person = (await payload.auth({ headers })).user
      return person ? { id: String(person.id), staff: isStaff(person) } : undefined
    },
    baseUrl: settings().PUBLIC_URL,
    filesUrl: settings().FILES_PUBLIC_URL,
    log: (error) => payload.logger.error({ err: error }, 'A storage request failed'),
  })
}
