import { NextResponse, type NextRequest } from 'next/server'

import { createOrder, recordPaymentEvent } from '@/domains/commerce'
import { config as settings } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Asked = { email?: string; name?: string; organisation?: string; amountMinor?: number; campaign?: string }

/**
 * `POST /testing/paid-gift`, only when TEST_ROUTES=true (never in
 * production): a paid gift to the campaign named `campaign` (made, published,
 * when missing) from the person with `email`, or from a guest of that address
 * when nobody has it, sold and paid through commerce as a gift online is.
 * Answers the gift's id and the order's number.
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json()) as Asked
  const email = body.email ?? 'grace@example.org'
  const payload = await payloadInstance()
  const campaignName = body.campaign ?? 'Test campaign'
  const campaign =
    (await payload.find({ collection: 'campaigns', where: { name: { equals: campaignName } }, limit: 1 })).docs[0] ??
    (await payload.create({ collection: 'campaigns', data: { name: campaignName, published: true } }))
  const person = (
    await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  ).docs[0]
  const name = body.name ?? person?.name ?? 'Grace Guest'
  const gift = await payload.create({
    collection: 'gifts',
    overrideAccess: true,
    data: {
      campaign: campaign.id,
      amountMinor: body.amountMinor ?? 5000,
      currency: settings().CURRENCY,
      frequency: 'once',
      donor: person?.id ?? null,
      donorName: name,
      donorEmail: email,
      organisation: body.organisation ?? null,
      recognition: 'named',
      status: 'pending',
      source: 'online',
    },
  })
  const made = await createOrder(payload, {
    buyer: person ? { person } : { guest: { email, name } },
    lines: [{ kind: 'donation', product: String(gift.id), quantity: 1 }],
    currency: settings().CURRENCY,
  })
  if (!made.ok) return NextResponse.json({ error: made.message }, { status: 400 })
  await recordPaymentEvent(payload, {
    provider: 'test',
    eventId: `test-${made.order.number}`,
    orderNumber: made.order.number,
    outcome: 'succeeded',
    amount: { minor: made.order.totalMinor, currency: made.order.currency },
  })
  return NextResponse.json({ gift: gift.id, number: made.order.number })
}
