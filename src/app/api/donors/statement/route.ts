import { staffStatementResponse } from '@/domains/donors'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** Any donor's giving statement, for staff (audited): the donors domain checks and draws. */
export async function GET(request: Request) {
  return staffStatementResponse(await payloadInstance(), request)
}
