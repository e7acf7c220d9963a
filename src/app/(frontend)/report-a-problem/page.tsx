import type { Metadata } from 'next'

import { ReportProblemPage } from '@/domains/operations'

import { reportProblemAction } from './actions'

export const metadata: Metadata = { title: 'Report a problem', robots: { index: false } }

type Props = { searchParams: Promise<{ from?: string | string[]; digest?: string | string[] }> }

/** `/report-a-problem?from=/path&digest=…`: the form behind “Report a problem” (decision 083). */
export default function Page({ searchParams }: Props) {
  return <ReportProblemPage searchParams={searchParams} action={reportProblemAction} />
}
