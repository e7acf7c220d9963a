import { storageFor } from '@/app/storage-service'
import { messageDocuments, writeMessageResponse } from '@/domains/messages'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The person's message, posted from the conversation's page. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { payload, person } = await requestPerson()
  return writeMessageResponse(messageDocuments(payload), storageFor(payload), person, request, (await params).id)
}
