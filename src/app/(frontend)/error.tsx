'use client'

import { usePathname } from 'next/navigation'

import { errorDetails } from '@/platform/errors/status'
import { ErrorPage } from '@/ui/ErrorPage'

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const details = errorDetails()
  const report = new URLSearchParams({ from: usePathname() })
  if (error.digest) report.set('digest', error.digest)
  return (
    <ErrorPage
      {...details}
      description={error.digest ? `${details.description} (reference ${error.digest})` : details.description}
    >
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-accent px-4 py-2 font-medium text-white hover:bg-accent-strong"
      >
        Try again
      </button>
      <a href={`/report-a-problem?${report}`} className="font-medium">
        Report a problem
      </a>
    </ErrorPage>
  )
}
