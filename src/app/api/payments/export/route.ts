import { paymentsExportResponse } from '@/domains/commerce'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** `stripetrans`' CSV download (staff only): the commerce domain checks, filters and streams. */
export async function GET(request: Request) {
  return paymentsExportResponse(await payloadInstance(), request)
}
