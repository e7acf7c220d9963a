import { favouriteStateResponse } from '@/domains/membership'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return favouriteStateResponse(payloadInstance, request)
}
