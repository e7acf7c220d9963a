import { sql } from '@payloadcms/db-postgres'
import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { config as settings } from '@/platform/config'
import { database, rowsOf } from '@/platform/database/transaction'
import { runDueJobs } from '@/platform/jobs'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

const MAX_MINUTES = 7 * 24 * 60
const MAX_TURNS = 10

/**
 * `POST /testing/run-due-jobs` `{ "minutesAhead": n }`, only when
 * TEST_ROUTES=true (never in production): the browser tests' clock. Takes a
 * turn of the jobs queue as if it were `n` minutes later — the jobs waiting
 * for a time within those minutes are made due now, then the runner's own
 * turns run them (decision 056), until none is left due. Run inside a request, so what the jobs
 * change expires the cached pages at once.
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json().catch(() => ({}))) as { minutesAhead?: unknown }
  const minutes = Number(body.minutesAhead ?? 0)
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES) {
    return NextResponse.json(
      { error: `minutesAhead is a whole number of minutes up to ${MAX_MINUTES}.` },
      { status: 400 },
    )
  }
  const payload = await payloadInstance()
  const { rowCount } = await database(payload).execute(
    sql`UPDATE payload_jobs SET wait_until = now() - interval '1 second'
        WHERE completed_at IS NULL AND NOT processing
          AND wait_until IS NOT NULL AND wait_until <= now() + make_interval(mins => ${minutes})`,
  )
  // A turn runs ten jobs at most: take turns until none is due, as the runner would over the next minutes.
  // The process's own runner may be taking its turn: wait for the lock rather than leave the jobs to it.
  let turns = 0
  for (let attempt = 0; attempt < 40 && turns < MAX_TURNS; attempt += 1) {
    const turn = await runDueJobs(payload)
    if (turn.ran) {
      turns += 1
      if ((await dueJobs(payload)) === 0) return NextResponse.json({ madeDue: rowCount ?? 0, turns })
    } else await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (turns > 0) return NextResponse.json({ madeDue: rowCount ?? 0, turns, stillDue: await dueJobs(payload) })
  return NextResponse.json({ error: 'The jobs queue stayed busy.' }, { status: 503 })
}

async function dueJobs(payload: Payload): Promise<number> {
  const [row] = await rowsOf<{ due: number }>(
    database(payload),
    sql`SELECT count(*)::integer AS due FROM payload_jobs
        WHERE completed_at IS NULL AND NOT processing AND NOT coalesce(has_error, false)
          AND (wait_until IS NULL OR wait_until <= now())`,
  )
  return row?.due ?? 0
}
