import { messageDocuments, readMarkResponse } from '@/domains/messages'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The live page's read mark, moved once it has shown a new message. */
export async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { payload, person } = await requestPerson()
  return readMarkResponse(messageDocuments(payload), person, (await params).id)
}
