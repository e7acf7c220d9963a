import { storageFor } from '@/app/storage-service'
import { messageDocuments, startConversationResponse } from '@/domains/messages'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** A new conversation posted from `/messagecenter/new`. */
export async function POST(request: Request) {
  const { payload, person } = await requestPerson()
  return startConversationResponse(payload, messageDocuments(payload), storageFor(payload), person, request)
}
