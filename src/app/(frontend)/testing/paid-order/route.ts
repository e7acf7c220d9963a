import { NextResponse, type NextRequest } from 'next/server'

import { TEST_PRINTS } from '@/app/test-prints'
import { createOrder, recordPaymentEvent } from '@/domains/commerce'
import { config as settings } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/**
 * `POST /testing/paid-order`, only when TEST_ROUTES=true (never in
 * production): makes an order of test prints for the person with `email`, or
 * for a guest when there is none, and pays it through `recordPaymentEvent`
 * unless `pay` is false. Answers the order's number and, for a guest, its key.
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json()) as { email?: string; pay?: boolean }
  const payload = await payloadInstance()

  const person = body.email
    ? (
        await payload.find({
          collection: 'users',
          where: { email: { equals: body.email } },
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]
    : undefined
  if (body.email && !person)
    return NextResponse.json({ error: `No one has the address ${body.email}.` }, { status: 400 })
  const made = await createOrder(payload, {
    buyer: person ? { person } : { guest: { email: 'grace@example.org', name: 'Grace Guest' } },
    lines: [
      { kind: TEST_PRINTS.name, product: 'harbour', quantity: 2 },
      { kind: TEST_PRINTS.name, product: 'guide', quantity: 1 },
    ],
    currency: settings().CURRENCY,
  })
  if (!made.ok) return NextResponse.json({ error: made.message }, { status: 400 })
  if (body.pay !== false) {
    await recordPaymentEvent(payload, {
      provider: 'test',
      eventId: `test-${made.order.number}`,
      orderNumber: made.order.number,
      outcome: 'succeeded',
      amount: { minor: made.order.totalMinor, currency: made.order.currency },
    })
  }
  return NextResponse.json({ number: made.order.number, key: made.guestToken })
}
