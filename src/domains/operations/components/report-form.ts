import { headers } from 'next/headers'

import { config } from '@/platform/config'
import { type ActionState, text } from '@/platform/forms'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'
import type { Storage } from '@/platform/storage'

import { reportedPage } from '../services/problem-report-rules'
import { reportProblem } from '../services/problem-reports'

/** The report form's fields; `website` is the honeypot, hidden from people. */
export type ReportField = 'description' | 'email' | 'screenshot' | 'page' | 'digest' | 'website'
export type ReportFormState = ActionState<ReportField>

/**
 * The report form's post (decision 083), for the route's server action to
 * call with the application's storage: who sends it, from which address and
 * browser, and the answer in words, field by field.
 */
export async function answerReportForm(storage: Storage, form: FormData): Promise<ReportFormState> {
  const { payload, person } = await requestPerson()
  const request = await headers()
  // The page and reference go back with the answer: the page drawn after a post without JavaScript has no referrer to find them by.
  const fields = {
    description: text(form, 'description'),
    email: text(form, 'email'),
    page: reportedPage(text(form, 'page'), config().PUBLIC_URL),
    digest: text(form, 'digest').slice(0, 64),
  }
  const screenshot = form.get('screenshot')
  const answer = await reportProblem(payload, storage, {
    ...fields,
    honeypot: text(form, 'website'),
    browser: request.get('user-agent') ?? '',
    screenshot: screenshot instanceof File ? screenshot : null,
    person,
    address: request.get(CLIENT_ADDRESS_HEADER) || 'unknown',
  })
  if (!answer.ok) return { status: 'error', message: answer.message, fieldErrors: answer.fieldErrors, fields }
  return {
    status: 'done',
    fields: { page: fields.page },
    message: answer.id
      ? `Thank you: your report is number ${answer.id}. ${person || fields.email.trim() ? 'We will write when it is fixed.' : ''}`.trim()
      : 'Thank you: your report is sent.',
  }
}
