import { donorsExportResponse } from '@/domains/donors'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** `donorbackend`'s gifts as CSV (staff only): the donors domain checks, filters and streams. */
export async function GET(request: Request) {
  return donorsExportResponse(await payloadInstance(), request, 'gifts')
}
