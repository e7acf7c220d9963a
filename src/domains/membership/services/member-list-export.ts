import type { Payload } from 'payload'

import { isStaff, recordAudit } from '@/domains/accounts'
import { config } from '@/platform/config'
import { csvDownload } from '@/platform/csv'

import { organisationDate } from '@/platform/calendar'
import { membersCsv, parseMembersFilter } from './member-list'
import { personOf } from '@/platform/payload'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `GET /api/membership/export?…`: the members `membershiper` finds with the
 * same filter, as a CSV download, streamed. Staff only; audited, as it takes
 * members' names and emails out of the system.
 */
export async function membersExportResponse(payload: Payload, request: Request, now = new Date()): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, 'Sign in to the control panel to export members.')
  if (!isStaff(user)) return text(403, 'Only staff export members.')
  const filter = parseMembersFilter(new URL(request.url).searchParams)
  if (!filter.ok) {
    return text(400, `This export cannot be made:\n${filter.problems.map((problem) => `- ${problem}`).join('\n')}\n`)
  }
  const { page: _page, ...summary } = filter.value
  await recordAudit(payload, { actor: Number(user.id), action: 'membership.export', summary })
  const today = organisationDate(now, config().TIMEZONE)
  return csvDownload(membersCsv(payload, filter.value, today), `members-${today}.csv`, (error) =>
    payload.logger.error({ err: error }, 'members export failed while streaming'),
  )
}
