import { cartCountResponse } from '@/domains/commerce'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return cartCountResponse(request, payloadInstance)
}
