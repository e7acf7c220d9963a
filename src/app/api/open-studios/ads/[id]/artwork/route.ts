import { storageFor } from '@/app/storage-service'
import { artworkDownloadResponse, artworkUploadResponse } from '@/domains/openStudios'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** A guide ad's artwork sent from its page: a plain form post, answered by a redirect back (decision 053). */
export async function POST(request: Request, { params }: Context) {
  const payload = await payloadInstance()
  return artworkUploadResponse(payload, storageFor(payload), request, (await params).id)
}

/** Its preview or original, for its buyer and staff. */
export async function GET(request: Request, { params }: Context) {
  const payload = await payloadInstance()
  return artworkDownloadResponse(payload, storageFor(payload), request, (await params).id)
}
