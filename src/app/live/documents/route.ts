import { liveDocumentsResponse } from '@/platform/documents/listen'
import { payloadInstance } from '@/platform/payload'

import { liveDocumentsFor } from '../../live-documents'

export const dynamic = 'force-dynamic'

/** Live listeners: one document or query as Server-Sent Events (decision 097). */
export async function GET(request: Request): Promise<Response> {
  return liveDocumentsResponse(request, liveDocumentsFor(await payloadInstance()))
}
