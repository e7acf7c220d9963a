import type { Payload } from 'payload'

import { formatMoney } from '@/domains/commerce'
import { mayUseControlPanelTool, type Person } from '@/domains/accounts'
import { formatCalendarDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { CSV_BOM, csvDownload, csvLine } from '@/platform/csv'

import { GRANTTRACKER_TOOL } from '../admin/tools'
import { grantBatches } from './grants'
import { grantQuery } from './list-query'
import { STAGE_LABELS } from './vocabulary'

const answer = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * The grant tracker's list, filtered as its address says, as CSV: to staff
 * only (decision 095). Amounts both as minor units, for a spreadsheet's sums,
 * and as people read them.
 */
export async function grantsCsv(payload: Payload, person: Person | null, params: URLSearchParams): Promise<Response> {
  if (!person) return answer(401, 'Sign in as staff to export grants.')
  if (!mayUseControlPanelTool(GRANTTRACKER_TOOL, person)) return answer(403, 'Only staff export grants.')
  const { query, problems } = grantQuery(params)
  if (problems.length) return answer(400, `This export cannot be made: ${problems.join('; ')}.`)
  const currency = config().CURRENCY
  const money = (minor: number | null) => (minor === null ? '' : formatMoney({ minor, currency }))
  async function* pieces() {
    yield (
      CSV_BOM +
      csvLine([
        'Id',
        'Program',
        'Funder',
        'Year',
        'Stage',
        `Asked (${currency} minor units)`,
        'Asked',
        `Awarded (${currency} minor units)`,
        'Awarded',
        'Owner',
        'Next date',
        'Notes',
      ])
    )
    for await (const rows of grantBatches(payload, query)) {
      yield rows
        .map((row) =>
          csvLine([
            row.id,
            row.program,
            row.funder,
            row.year,
            STAGE_LABELS[row.stage],
            row.asked,
            money(row.asked),
            row.awarded,
            money(row.awarded),
            row.owner,
            row.nextDue ? formatCalendarDate(row.nextDue, 'medium') : '',
            row.notes,
          ]),
        )
        .join('')
    }
  }
  return csvDownload(pieces(), 'grants.csv', (error) => payload.logger.error({ err: error }, 'The grants CSV failed'))
}
