import type { Payload } from 'payload'

import type { Documents } from '@/domains/messages'
import { database } from '@/platform/database/transaction'

import { documentServiceFor } from './documents'

/** The message centre's documents (decision 099): the application's document service and Payload's pool. */
export function messageDocuments(payload: Payload): Documents {
  return { service: documentServiceFor(payload), db: database(payload) }
}
