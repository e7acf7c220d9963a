import type { Payload } from 'payload'

import { MESSAGE_CENTRE_COLLECTIONS } from '@/domains/messages'
import { config as settings } from '@/platform/config'
import { database, inTransaction } from '@/platform/database/transaction'
import {
  documentService,
  handleDocumentsRequest,
  VISITOR,
  type CollectionRules,
  type DocumentService,
} from '@/platform/documents'
import { answerOnNode, type NodeRoute } from '@/platform/http/node-routes'
import { payloadInstance, personOf } from '@/platform/payload'

const services = new WeakMap<Payload, DocumentService>()

/**
 * Only when TEST_ROUTES=true (never in production): a collection any signed-in person may read and write,
 * for the official client's acceptance test of the free-form operations (increments, arrays, counts).
 */
export const ACCEPTANCE_COLLECTION: CollectionRules = {
  path: 'acceptance',
  read: (reader) => reader.userId !== null,
  query: (reader) => reader.userId !== null || 'sign in first.',
  create: (reader) => reader.userId !== null || 'sign in first.',
  update: (reader) => reader.userId !== null || 'sign in first.',
  delete: (reader) => reader.userId !== null || 'sign in first.',
}

/**
 * The document service (decision 096) of this Payload instance: the message centre's collections, the
 * site's own session check as the reader (Payload's `auth`: the session cookie or the same token as
 * `Authorization: Bearer`; a suspended account's sessions are ended, so its token reads as a visitor's),
 * and Payload's transactions.
 */
export function documentServiceFor(payload: Payload): DocumentService {
  let service = services.get(payload)
  if (!service) {
    service = documentService({
      collections: [...MESSAGE_CENTRE_COLLECTIONS, ...(settings().TEST_ROUTES ? [ACCEPTANCE_COLLECTION] : [])],
      identify: async (request) => {
        const user = await personOf(payload, request.headers)
        if (!user) return VISITOR
        return { userId: Number(user.id), roles: (user as { roles?: string[] | null }).roles ?? [] }
      },
      transaction: (work) => inTransaction(payload, async ({ db }) => ({ commit: true, value: await work(db) })),
    })
    services.set(payload, service)
  }
  return service
}

/** Firestore's REST protocol under `/v1/projects/{project}/databases/{database}/documents…`. */
export async function documentsRoute(request: Request): Promise<Response> {
  const payload = await payloadInstance()
  return handleDocumentsRequest(request, {
    service: documentServiceFor(payload),
    db: database(payload),
    log: (error) => payload.logger.error({ err: error }, 'The document service failed'),
  })
}

/**
 * The same, every method, answered before Next (decision 096, "Later (stop 52)"): the proxy does nothing
 * for these addresses, and a write reaches the live listeners sooner without Next between.
 */
export const documentsNodeRoute: NodeRoute = {
  matches: (_method, url) => url.pathname.startsWith('/v1/projects/'),
  answer: (request, response) => answerOnNode(request, response, settings().PUBLIC_URL, documentsRoute),
}
