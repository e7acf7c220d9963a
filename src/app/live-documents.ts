import type { Payload } from 'payload'

import { config as settings } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { DOCUMENT_CHANGES_CHANNEL } from '@/platform/documents'
import {
  ChangeFeed,
  documentsAt,
  liveDocumentsResponse,
  rememberFeed,
  type LiveDocuments,
} from '@/platform/documents/listen'
import { answerOnNode, type NodeRoute } from '@/platform/http/node-routes'
import { payloadInstance } from '@/platform/payload'

import { documentServiceFor } from './documents'

const lives = new WeakMap<Payload, LiveDocuments>()

/**
 * The live listeners of this process (decision 097): one change feed — its own connection to the
 * application's database, LISTENing for the documents' changes — over the application's document
 * service and Payload's pool for reads. The launcher ends the feed's connection on shutdown.
 */
export function liveDocumentsFor(payload: Payload): LiveDocuments {
  let live = lives.get(payload)
  if (!live) {
    const db = database(payload)
    const connectionString = settings().DATABASE_URL
    if (!connectionString) throw new Error('DATABASE_URL is not set: the launcher sets it before the app loads.')
    const feed = new ChangeFeed({
      connectionString,
      channel: DOCUMENT_CHANGES_CHANNEL,
      read: (paths) => documentsAt(db, paths),
      log: (message, error) => payload.logger.warn({ err: error }, message),
    })
    rememberFeed(feed)
    live = { feed, db, service: documentServiceFor(payload) }
    lives.set(payload, live)
  }
  return live
}

/**
 * `/live/documents`: one document or query as Server-Sent Events, answered before Next so that each
 * event goes straight to its socket (decision 097, "Later (stop 52)").
 */
export const liveDocumentsRoute: NodeRoute = {
  matches: (method, url) => (method === 'GET' || method === 'HEAD') && url.pathname === '/live/documents',
  answer: async (request, response) => {
    const live = liveDocumentsFor(await payloadInstance())
    await answerOnNode(request, response, settings().PUBLIC_URL, (web) => liveDocumentsResponse(web, live))
  },
}
