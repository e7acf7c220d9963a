import { NextResponse, type NextRequest } from 'next/server'

import { growPageViewHistory } from '@/domains/analytics'
import { config as settings } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

const MAX_EVENTS = 100_000
const MAX_DAYS = 3_650

/**
 * `POST /testing/analytics-history` `{ "events": n, "days": d }`, only when TEST_ROUTES=true (never
 * in production): writes a history of `n` page views over the last `d` days for the analytics
 * dashboard's browser test; the roll-up job then sums it (`/testing/run-due-jobs`).
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json().catch(() => ({}))) as { events?: unknown; days?: unknown }
  const events = Number(body.events)
  const days = Number(body.days)
  if (!Number.isInteger(events) || events < 1 || events > MAX_EVENTS) {
    return NextResponse.json({ error: `events is a whole number from 1 to ${MAX_EVENTS}.` }, { status: 400 })
  }
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    return NextResponse.json({ error: `days is a whole number from 1 to ${MAX_DAYS}.` }, { status: 400 })
  }
  const to = new Date()
  const from = new Date(to.getTime() - days * 86_400_000)
  await growPageViewHistory(database(await payloadInstance()), { events, from, to })
  return NextResponse.json({ events, from: from.toISOString(), to: to.toISOString() })
}
