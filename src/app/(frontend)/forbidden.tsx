import type { Metadata } from 'next'

import { errorDetails } from '@/platform/errors/status'
import { ErrorPage } from '@/ui/ErrorPage'

export const metadata: Metadata = { title: 'Forbidden', robots: { index: false } }

/** What `forbidden()` shows, with status 403. */
export default function Forbidden() {
  return <ErrorPage {...errorDetails(403, 'You do not have access to this page.')} />
}
