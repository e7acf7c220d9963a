import { databaseHealth } from '@/platform/database/health'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** 200 while the database answers, 503 otherwise; load balancers and the launcher poll it. */
export async function GET() {
  const payload = await payloadInstance()
  const health = await databaseHealth(payload.db)
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
