import { NextResponse, type NextRequest } from 'next/server'

import { registerByHand } from '@/domains/openStudios'
import { config as settings } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Asked = {
  email?: string
  weekends?: number[]
  tier?: string
  studio?: { address: string; unit?: string; latitude?: number; longitude?: number }
}

/**
 * `POST /testing/os-registration`, only when TEST_ROUTES=true (never in
 * production): the person with `email` registered, fee waived, for the
 * current season's weekends numbered `weekends`, in a studio at `studio`'s
 * address (joined when one is already there), through the staff's hand
 * registration. For specs that need a registered artist without going
 * through registration's own pages. Answers the registration's and the
 * studio's ids.
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json()) as Asked
  const payload = await payloadInstance()
  const made = await registerByHand(
    payload,
    null,
    {
      email: body.email ?? '',
      tier: body.tier,
      weekends: body.weekends ?? [1],
      studio: { ...body.studio, address: body.studio?.address ?? '1 Test Street' },
      payment: { waive: true },
      replace: true,
    },
    new Date(),
  )
  if (!made.ok) return NextResponse.json({ error: made.message }, { status: 400 })
  return NextResponse.json({ registration: made.registration, studio: made.studio })
}
