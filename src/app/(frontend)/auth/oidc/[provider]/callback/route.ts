import type { NextRequest } from 'next/server'

import { finishFederatedSignIn } from '@/domains/accounts'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  return finishFederatedSignIn(request, (await params).provider)
}
