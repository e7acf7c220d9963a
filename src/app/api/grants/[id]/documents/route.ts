import { storageFor } from '@/app/storage-service'
import { documentUploadResponse } from '@/domains/grants'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** A document attached to a grant: a plain form post, checked by the grants domain (staff only). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const payload = await payloadInstance()
  return documentUploadResponse(payload, storageFor(payload), request, (await params).id)
}
