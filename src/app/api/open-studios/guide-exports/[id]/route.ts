import { storageFor } from '@/app/storage-service'
import { guideExportDownload } from '@/domains/openStudios'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** A finished guide export's ZIP, as an attachment, to staff (Open Studios checks and streams). */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const { payload, person } = await requestPerson()
  return guideExportDownload(payload, storageFor(payload), person, (await context.params).id)
}
