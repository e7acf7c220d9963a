import type { NextRequest } from 'next/server'

import { startFederatedSignIn } from '@/domains/accounts'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  return startFederatedSignIn(request, (await params).provider)
}
