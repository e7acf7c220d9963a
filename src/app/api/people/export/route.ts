import { peopleExportResponse } from '@/domains/accounts'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The people tools' CSV download (staff only): the accounts domain checks, filters and streams. */
export async function GET(request: Request) {
  return peopleExportResponse(await payloadInstance(), request)
}
