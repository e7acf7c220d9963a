import config from '@payload-config'
import { getPayload } from 'payload'

import { peopleExportResponse } from '@/domains/accounts'

export const dynamic = 'force-dynamic'

/** The people tools' CSV download (staff only): the accounts domain checks, filters and streams. */
export async function GET(request: Request) {
  return peopleExportResponse(await getPayload({ config }), request)
}
