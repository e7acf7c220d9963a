import { visitorResponse } from '@/domains/accounts'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return visitorResponse(payloadInstance, request.headers)
}
