import type { Payload } from 'payload'

import { hasRole, isStaff } from '@/domains/accounts'
import { config as settings } from '@/platform/config'
import type { NodeRoute } from '@/platform/http/node-routes'
import {
  answerSessionRequest,
  handleStorageRequest,
  isSessionRequest,
  type StorageHttpOptions,
} from '@/platform/storage'

import { storageFor } from './storage-service'
import { payloadInstance, personOf } from '@/platform/payload'

function storageHttpOptions(payload: Payload): StorageHttpOptions {
  return {
    storage: storageFor(payload),
    // Payload reads the session cookie (with its CSRF checks) or an `Authorization` token.
    identify: async ({ headers }) => {
      const person = await personOf(payload, headers)
      if (!person) return undefined
      // `artists/{id}/` of the public bucket is an artist's; everyone has `users/{id}/` of the private one.
      const personalFolders = hasRole(person, 'artist') ? (['public', 'private'] as const) : (['private'] as const)
      return { id: String(person.id), staff: isStaff(person), personalFolders }
    },
    baseUrl: settings().PUBLIC_URL,
    filesUrl: settings().FILES_PUBLIC_URL,
    log: (error) => payload.logger.error({ err: error }, 'A storage request failed'),
  }
}

/** Every storage route: `/storage/v1/…`, `/upload/storage/v1/…` and `/files/…`. */
export async function storageRoute(request: Request): Promise<Response> {
  return handleStorageRequest(request, storageHttpOptions(await payloadInstance()))
}

/** Resumable uploads' chunks, answered before Next on Node's streams (decision 043). */
export const storageSessionRoute: NodeRoute = {
  matches: (method, url) => method !== 'GET' && method !== 'HEAD' && isSessionRequest(url),
  answer: async (request, response) =>
    answerSessionRequest(request, response, storageHttpOptions(await payloadInstance())),
}
