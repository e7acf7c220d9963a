import { analyticsExportResponse } from '@/domains/analytics'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** `/cpanel/analytics`' figures for a range as CSV (staff only): the analytics domain checks and writes. */
export async function GET(request: Request) {
  return analyticsExportResponse(await payloadInstance(), request)
}
