'use server'

import { storageFor } from '@/app/storage-service'
import { answerReportForm, type ReportFormState } from '@/domains/operations'
import { payloadInstance } from '@/platform/payload'

/** The report form's post, given the application's storage for its screenshot (decision 083). */
export async function reportProblemAction(_previous: ReportFormState, form: FormData): Promise<ReportFormState> {
  return answerReportForm(storageFor(await payloadInstance()), form)
}
