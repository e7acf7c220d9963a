import { linkTableResponse } from '@/domains/content'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return linkTableResponse(request)
}
