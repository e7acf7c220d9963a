import { standingResponse } from '@/domains/membership'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return standingResponse(payloadInstance, request.headers)
}
