import type { Payload } from 'payload'

import { database, inTransaction } from '@/platform/database/transaction'
import { documentService, VISITOR, type DocumentService, type Reader } from '@/platform/documents'

import { MESSAGE_CENTRE_COLLECTIONS } from '../documents'
import type { Documents } from './conversations'

const services = new WeakMap<Payload, DocumentService>()

/**
 * The message centre's documents for its own server code (the person's pages and form posts, the team
 * inbox, the announcements tool): the same collections and rules as the HTTP document service
 * (`src/app/documents.ts` composes them with the rest), in Payload's transactions, applied to the reader
 * each call names. No request is identified here (every call names its reader), so `identify` answers a
 * visitor.
 */
export function messageDocuments(payload: Payload): Documents {
  let service = services.get(payload)
  if (!service) {
    service = documentService({
      collections: MESSAGE_CENTRE_COLLECTIONS,
      identify: async () => VISITOR,
      transaction: (work) => inTransaction(payload, async ({ db }) => ({ commit: true, value: await work(db) })),
    })
    services.set(payload, service)
  }
  return { service, db: database(payload) }
}

/** The reader a signed-in person (or staff member) acts as. */
export const readerOf = (person: { id: number | string; roles?: readonly string[] | null }): Reader => ({
  userId: Number(person.id),
  roles: person.roles ?? [],
})
