import { storageFor } from '@/app/storage-service'
import { documentDownload, documentRemovalResponse } from '@/domains/grants'
import { payloadInstance, requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** A grant's document: to staff, a redirect to its signed download on the files origin. */
export async function GET(_request: Request, { params }: Context) {
  const { payload, person } = await requestPerson()
  return documentDownload(payload, storageFor(payload), person, (await params).id)
}

/** A grant's document removed, as confirmed on the grant's page. */
export async function POST(request: Request, { params }: Context) {
  const payload = await payloadInstance()
  return documentRemovalResponse(payload, storageFor(payload), request, (await params).id)
}
