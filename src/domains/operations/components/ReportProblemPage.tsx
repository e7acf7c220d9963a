import { headers } from 'next/headers'

import { config } from '@/platform/config'
import { requestPerson } from '@/platform/payload'

import { reportedPage } from '../services/problem-report-rules'
import { SCREENSHOT_TYPES } from '../services/problem-reports'
import type { ReportFormState } from './report-form'
import { ReportProblemForm } from './ReportProblemForm'

type Params = { from?: string | string[]; digest?: string | string[] }
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * `/report-a-problem` (decision 083): a description, an optional screenshot,
 * and for a visitor an optional email to hear back on. The page it came from
 * is `?from=` (the error page sends it with its reference) or the link's
 * referrer on this site; the browser is read when the form is posted.
 */
export async function ReportProblemPage({
  searchParams,
  action,
}: {
  searchParams: Promise<Params>
  action: (previous: ReportFormState, form: FormData) => Promise<ReportFormState>
}) {
  const params = await searchParams
  const { PUBLIC_URL } = config()
  const page =
    reportedPage(first(params.from), PUBLIC_URL) || reportedPage((await headers()).get('referer'), PUBLIC_URL)
  const { person } = await requestPerson()
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 id="page-title" className="text-4xl font-semibold">
        Report a problem
      </h1>
      <p className="mt-3 text-muted">
        Something on the site did not work, or looked wrong? Tell us what you did and what happened. The staff read
        every report.
      </p>
      <ReportProblemForm
        action={action}
        page={page}
        digest={first(params.digest).slice(0, 64)}
        signedInAs={person?.email ?? null}
        accept={SCREENSHOT_TYPES.join(',')}
      />
    </section>
  )
}
