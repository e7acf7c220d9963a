import type { Payload } from 'payload'

import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { csvDownload } from '@/platform/csv'

import { isStaff } from '../roles'
import { recordAudit } from './audit'
import { parsePeopleFilter, parseScope, peopleCsv, queryValues } from './people'
import { personOf } from '@/platform/payload'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `GET /api/people/export?…`: every person matching the people tools' filter
 * (same query as the page, plus `scope` for the members and art lovers
 * databases), as a CSV download, streamed. Staff only; each export is audited,
 * as it takes personal data out of the system.
 */
export async function peopleExportResponse(payload: Payload, request: Request): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, 'Sign in to the control panel to export people.')
  if (!isStaff(user)) return text(403, 'Only staff export people.')

  const values = queryValues(new URL(request.url).searchParams)
  const scope = parseScope(values)
  const filter = scope.ok ? parsePeopleFilter(values, scope.value) : scope
  if (!scope.ok || !filter.ok) {
    const problems = [...(scope.ok ? [] : scope.problems), ...(filter.ok ? [] : filter.problems)]
    return text(400, `This export cannot be made:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n`)
  }

  const { page: _page, ...exported } = filter.value
  await recordAudit(payload, { actor: user.id, action: 'people.export', summary: { scope: scope.value, ...exported } })
  const day = organisationDate(new Date(), config().TIMEZONE)
  return csvDownload(peopleCsv(payload, filter.value), `people-${scope.value}-${day}.csv`, (error) =>
    payload.logger.error({ err: error }, 'people export failed while streaming'),
  )
}
