import { NextResponse, type NextRequest } from 'next/server'

import { currentSeason } from '@/domains/openStudios'
import { config as settings } from '@/platform/config'
import { inTransaction } from '@/platform/database/transaction'
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
 * address (joined when one is already there). For specs that need a
 * registered artist without going through registration's own pages.
 * Answers the registration's and the studio's ids.
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json()) as Asked
  const payload = await payloadInstance()
  const season = await currentSeason(payload)
  if (!season) return NextResponse.json({ error: 'No season is current.' }, { status: 400 })
  const person = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: body.email ?? '' } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (!person) return NextResponse.json({ error: `Nobody has the address ${body.email}.` }, { status: 400 })
  const weekends = season.weekends.filter((weekend) => (body.weekends ?? [1]).includes(weekend.number))
  const address = body.studio?.address ?? '1 Test Street'
  const made = await inTransaction(payload, async ({ req }) => {
    const studio =
      (
        await payload.find({
          collection: 'os-studios',
          where: { address: { equals: address }, unit: { equals: body.studio?.unit ?? null } },
          limit: 1,
          overrideAccess: true,
          req,
        })
      ).docs[0] ??
      (await payload.create({
        collection: 'os-studios',
        overrideAccess: true,
        req,
        data: {
          address,
          unit: body.studio?.unit ?? null,
          latitude: body.studio?.latitude ?? null,
          longitude: body.studio?.longitude ?? null,
          positionSource: body.studio?.latitude === undefined ? 'none' : 'placed',
          addedBy: person.id,
        },
      }))
    const registration = await payload.create({
      collection: 'os-registrations',
      overrideAccess: true,
      req,
      data: {
        season: season.id,
        artist: person.id,
        tier: body.tier ?? season.tiers[0]?.key ?? 'participating',
        weekends: weekends.map((weekend) => weekend.id),
        studio: studio.id,
        status: 'registered',
        feeWaived: true,
        priceMinor: 0,
        registeredAt: new Date().toISOString(),
      },
    })
    return { commit: true, value: { registration: registration.id, studio: studio.id } }
  })
  return NextResponse.json(made)
}
