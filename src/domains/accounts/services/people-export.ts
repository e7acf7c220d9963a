import type { Payload } from 'payload'

import { isStaff } from '../roles'
import { recordAudit } from './audit'
import { parsePeopleFilter, parseScope, peopleCsv, queryValues } from './people'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * `GET /api/people/export?…`: every person matching the people tools' filter
 * (same query as the page, plus `scope` for the members and art lovers
 * databases), as a CSV download, streamed. Staff only; each export is audited,
 * as it takes personal data out of the system.
 */
export async function peopleExportResponse(payload: Payload, request: Request): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
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
  const pieces = peopleCsv(payload, filter.value)
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      } catch (error) {
        payload.logger.error({ err: error }, 'people export failed while streaming')
        controller.error(error)
      }
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="people-${scope.value}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
