import { ingestPageView, MAX_EVENT_BYTES } from '@/domains/analytics'
import { config as settings } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** Page-view beacons from the browser. No cookie is read or set. */
export async function POST(request: Request) {
  // Refuse an oversized body before reading it.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_EVENT_BYTES) {
    return Response.json({ error: `the event is larger than ${MAX_EVENT_BYTES} bytes` }, { status: 413 })
  }
  const payload = await payloadInstance()
  const outcome = await ingestPageView(
    payload,
    { body: await request.text(), headers: request.headers },
    { eventsPerMinute: settings().ANALYTICS_EVENTS_PER_MINUTE },
  )
  if (outcome.status === 204) return new Response(null, { status: 204 })
  return Response.json({ error: outcome.problem }, { status: outcome.status })
}
