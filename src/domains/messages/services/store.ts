import type { Payload } from 'payload'

import { inTransaction } from '@/platform/database/transaction'
import { documentService, VISITOR, type DocumentService, type Reader } from '@/platform/documents'

import { MESSAGE_CENTRE_COLLECTIONS } from '../documents'

const services = new WeakMap<Payload, DocumentService>()

/**
 * The message centre's collections in the document service, for server code: the same rules as the API's
 * (`src/app/documents.ts` composes them with the rest), applied to the reader each call names. It
 * identifies nobody from a request: server code always says whom it acts for.
 */
export function messageDocuments(payload: Payload): DocumentService {
  let service = services.get(payload)
  if (!service) {
    service = documentService({
      collections: MESSAGE_CENTRE_COLLECTIONS,
      identify: async () => VISITOR,
      transaction: (work) => inTransaction(payload, async ({ db }) => ({ commit: true, value: await work(db) })),
    })
    services.set(payload, service)
  }
  return service
}

/** The reader a signed-in person acts as. */
export const readerOf = (person: { id: number | string; roles?: readonly string[] | null }): Reader => ({
  userId: Number(person.id),
  roles: person.roles ?? [],
})
