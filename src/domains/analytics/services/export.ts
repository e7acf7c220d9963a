import type { Payload } from 'payload'

import { isStaff, recordAudit } from '@/domains/accounts'
import { config } from '@/platform/config'
import { CSV_BOM, csvDownload, csvLine } from '@/platform/csv'
import { database } from '@/platform/database/transaction'

import { dashboardOf, dashboardRows } from './dashboard'
import { rangeFrom } from './range'
import { personOf } from '@/platform/payload'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `GET /api/analytics/export?from=…&to=…`: what `/cpanel/analytics` shows for that range, as CSV.
 * Staff only (401 signed out, 403 anyone else); a bad range is a 400 naming it. Audited: it takes
 * the organisation's figures out of the system.
 */
export async function analyticsExportResponse(payload: Payload, request: Request): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, 'Sign in to the control panel to export the analytics.')
  if (!isStaff(user)) return text(403, 'Only staff export the analytics.')
  const { TIMEZONE } = config()
  const asked = rangeFrom(new URL(request.url).searchParams, new Date(), TIMEZONE)
  if (!asked.ok) return text(400, `This export cannot be made: ${asked.problem}\n`)
  const dashboard = await dashboardOf(database(payload), asked.range, TIMEZONE)
  await recordAudit(payload, { actor: Number(user.id), action: 'analytics.export', summary: { ...asked.range } })
  async function* pieces() {
    let first = true
    for (const row of dashboardRows(dashboard)) {
      yield (first ? CSV_BOM : '') + csvLine(row)
      first = false
    }
  }
  return csvDownload(pieces(), `analytics-${asked.range.from}-to-${asked.range.to}.csv`, (error) =>
    payload.logger.error({ err: error }, 'The analytics export failed while streaming'),
  )
}
