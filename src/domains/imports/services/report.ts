import type { Payload } from 'payload'

import { mayUseControlPanelTool, type Person } from '@/domains/accounts'
import { CSV_BOM, csvDownload, csvLine } from '@/platform/csv'
import { database } from '@/platform/database/transaction'

import { IMPORTCSV_TOOL } from '../admin/tools'
import { importRecord, reportLines } from './store'

const answer = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

const OUTCOME_WORDS = { created: 'Created', updated: 'Updated', skipped: 'Skipped' } as const

/** An import's report as CSV, one line of the file per row, streamed: to staff only (decision 094). */
export async function importReportCsv(payload: Payload, person: Person | null, idText: string): Promise<Response> {
  if (!person) return answer(401, 'Sign in as staff to read an import’s report.')
  if (!mayUseControlPanelTool(IMPORTCSV_TOOL, person)) return answer(403, 'Only staff read imports’ reports.')
  if (!/^\d{1,10}$/.test(idText)) return answer(400, `“${idText.slice(0, 20)}” is not an import’s number.`)
  const db = database(payload)
  const record = await importRecord(db, Number(idText))
  if (!record) return answer(404, `There is no import #${idText}.`)
  async function* pieces() {
    yield CSV_BOM + csvLine(['Row', 'Outcome', 'Email', 'Record', 'Reason'])
    let after = 0
    for (;;) {
      const lines = await reportLines(db, record!.id, after, 1000)
      for (const line of lines)
        yield csvLine([line.row, OUTCOME_WORDS[line.outcome], line.email, line.targetId, line.reason])
      if (lines.length < 1000) return
      after = lines[lines.length - 1]!.row
    }
  }
  return csvDownload(pieces(), `import-${record.id}-report.csv`, (error) =>
    payload.logger.error({ err: error }, 'An import report failed'),
  )
}
