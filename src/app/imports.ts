import { receiveUpload, UPLOAD_PATH } from '@/domains/imports'
import { config as settings } from '@/platform/config'
import type { NodeRoute } from '@/platform/http/node-routes'
import { payloadInstance } from '@/platform/payload'

import { storageFor } from './storage-service'

/** A CSV file for `/cpanel/importcsv`, streamed to storage before Next (decisions 043, 094). */
export const importUploadRoute: NodeRoute = {
  matches: (method, url) => method === 'POST' && url.pathname === UPLOAD_PATH,
  answer: async (request, response) => {
    const payload = await payloadInstance()
    await receiveUpload(request, response, {
      payload,
      storage: storageFor(payload),
      maxBytes: settings().IMPORT_MAX_MB * 1024 * 1024,
    })
  },
}
