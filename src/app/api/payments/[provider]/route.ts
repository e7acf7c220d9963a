import { answerPaymentNotification } from '@/domains/commerce'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** Where payment providers post what happened to a payment (Stripe's webhooks, the test provider). */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  return answerPaymentNotification(payloadInstance, (await params).provider, request)
}
