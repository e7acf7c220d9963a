import { storageFor } from '@/app/storage-service'
import { attachmentDownload, messageDocuments, readerOf } from '@/domains/messages'
import { VISITOR } from '@/platform/documents'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string; message: string; n: string }> }

/** A message's attachment: to its conversation's owner and staff, a redirect to its signed download. */
export async function GET(_request: Request, { params }: Params) {
  const { payload, person } = await requestPerson()
  const { id, message, n } = await params
  const reader = person ? readerOf(person) : VISITOR
  return attachmentDownload(messageDocuments(payload), storageFor(payload), reader, { conversation: id, message, n })
}
