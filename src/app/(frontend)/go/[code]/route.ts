import { shortLinkResponse } from '@/domains/content'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  return shortLinkResponse((await params).code)
}
