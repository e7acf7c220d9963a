import { storageFor } from '@/app/storage-service'
import { listingProofDownload } from '@/domains/openStudios'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** A guide listing's printable proof (PDF), to its artist and staff (Open Studios checks). */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const { payload, person } = await requestPerson()
  return listingProofDownload(payload, storageFor(payload), person, (await context.params).id)
}
