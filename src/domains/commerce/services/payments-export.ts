import type { Payload } from 'payload'

import { isStaff, recordAudit } from '@/domains/accounts'
import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { csvDownload } from '@/platform/csv'

import { parsePaymentsFilter, paymentsCsv } from './payments-list'
import { personOf } from '@/platform/payload'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `GET /api/payments/export?…`: every payment `stripetrans` finds with the
 * same filter, as a CSV download, streamed. Staff only; each export is
 * audited, as it takes buyers' names and emails out of the system.
 */
export async function paymentsExportResponse(payload: Payload, request: Request): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, 'Sign in to the control panel to export payments.')
  if (!isStaff(user)) return text(403, 'Only staff export payments.')
  const filter = parsePaymentsFilter(new URL(request.url).searchParams)
  if (!filter.ok) {
    return text(400, `This export cannot be made:\n${filter.problems.map((problem) => `- ${problem}`).join('\n')}\n`)
  }
  const { page: _page, ...exported } = filter.value
  await recordAudit(payload, { actor: user.id, action: 'payments.export', summary: exported })
  const day = organisationDate(new Date(), config().TIMEZONE)
  return csvDownload(paymentsCsv(payload, filter.value), `payments-${day}.csv`, (error) =>
    payload.logger.error({ err: error }, 'payments export failed while streaming'),
  )
}
