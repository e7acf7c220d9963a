import { membersExportResponse } from '@/domains/membership'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** `membershiper`'s members as CSV (staff only): the membership domain checks, filters and streams. */
export async function GET(request: Request) {
  return membersExportResponse(await payloadInstance(), request)
}
