import type { Payload } from 'payload'

import { mayUseControlPanelTool, type Person } from '@/domains/accounts'
import { formatCalendarDate } from '@/platform/calendar'
import { CSV_BOM, csvDownload, csvLine } from '@/platform/csv'

import { CONTACTRACKER_TOOL } from '../admin/tools'
import { contactBatches } from './contacts'
import { contactQuery } from './list-query'
import { CATEGORY_LABELS, KIND_LABELS } from './vocabulary'

const COLUMNS = [
  'Id',
  'Name',
  'Kind',
  'Category',
  'Email',
  'Phone',
  'Organisation',
  'Role',
  'Tags',
  'Account',
  'Next follow-up',
]

const answer = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/** The contact tracker's list, filtered as its address says, as CSV: to staff only (decision 093). */
export async function contactsCsv(payload: Payload, person: Person | null, params: URLSearchParams): Promise<Response> {
  if (!person) return answer(401, 'Sign in as staff to export contacts.')
  if (!mayUseControlPanelTool(CONTACTRACKER_TOOL, person)) return answer(403, 'Only staff export contacts.')
  const { query, problems } = contactQuery(params)
  if (problems.length) return answer(400, `This export cannot be made: ${problems.join('; ')}.`)
  async function* pieces() {
    yield CSV_BOM + csvLine(COLUMNS)
    for await (const rows of contactBatches(payload, query)) {
      yield rows
        .map((row) =>
          csvLine([
            row.id,
            row.name,
            KIND_LABELS[row.kind],
            row.category ? CATEGORY_LABELS[row.category] : '',
            row.email,
            row.phone,
            row.organisation,
            row.role,
            row.tags.join(', '),
            row.accountEmail,
            row.nextDue ? formatCalendarDate(row.nextDue, 'medium') : '',
          ]),
        )
        .join('')
    }
  }
  return csvDownload(pieces(), 'contacts.csv', (error) =>
    payload.logger.error({ err: error }, 'The contacts CSV failed'),
  )
}
