import type { NextRequest } from 'next/server'

import { receiptPdfResponse } from '@/domains/commerce'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ number: string }> }) {
  return receiptPdfResponse(request, (await params).number)
}
