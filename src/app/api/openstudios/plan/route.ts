import { planStateResponse } from '@/domains/openStudios'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return planStateResponse(payloadInstance, request)
}
