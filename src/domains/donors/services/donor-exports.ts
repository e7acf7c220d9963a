import type { Payload } from 'payload'

import { isStaff, recordAudit } from '@/domains/accounts'
import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { csvDownload } from '@/platform/csv'

import { donorsCsv, giftsCsv, parseDonorsFilter, parseGiftsFilter } from './donor-lists'
import { personOf } from '@/platform/payload'

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

type Export = { ok: true; summary: object; pieces: () => AsyncGenerator<string> } | { ok: false; problems: string[] }

function exportOf(payload: Payload, list: 'donors' | 'gifts', params: URLSearchParams): Export {
  if (list === 'donors') {
    const filter = parseDonorsFilter(params)
    if (!filter.ok) return filter
    const { page: _page, ...summary } = filter.value
    return { ok: true, summary, pieces: () => donorsCsv(payload, filter.value) }
  }
  const filter = parseGiftsFilter(params)
  if (!filter.ok) return filter
  const { page: _page, ...summary } = filter.value
  return { ok: true, summary, pieces: () => giftsCsv(payload, filter.value) }
}

/**
 * `GET /api/donors/export?…` and `GET /api/donors/gifts/export?…`: the
 * donors or the gifts `donorbackend` finds with the same filter, as a CSV
 * download, streamed. Staff only; each export is audited, as it takes
 * donors' names and emails out of the system.
 */
export async function donorsExportResponse(
  payload: Payload,
  request: Request,
  list: 'donors' | 'gifts',
): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, `Sign in to the control panel to export ${list}.`)
  if (!isStaff(user)) return text(403, `Only staff export ${list}.`)
  const made = exportOf(payload, list, new URL(request.url).searchParams)
  if (!made.ok) {
    return text(400, `This export cannot be made:\n${made.problems.map((problem) => `- ${problem}`).join('\n')}\n`)
  }
  await recordAudit(payload, { actor: Number(user.id), action: `${list}.export`, summary: { ...made.summary } })
  const day = organisationDate(new Date(), config().TIMEZONE)
  return csvDownload(made.pieces(), `${list}-${day}.csv`, (error) =>
    payload.logger.error({ err: error }, `${list} export failed while streaming`),
  )
}
