import type { Payload } from 'payload'

import { database, inTransaction } from '@/platform/database/transaction'
import { documentService, VISITOR, type DocumentService } from '@/platform/documents'

import { MESSAGE_CENTRE_COLLECTIONS } from '../documents'
import type { Documents } from './conversations'

const services = new WeakMap<Payload, DocumentService>()

/**
 * The message centre's documents for its own server code (pages, form posts, the announcements tool):
 * the same collections and rules as the HTTP document service (`src/app/documents.ts`), in Payload's
 * transactions, called with the acting person's reader. No request is identified here (every call names
 * its reader), so `identify` answers a visitor.
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
