import type { Metadata } from 'next'

import { errorDetails } from '@/platform/errors/status'
import { ErrorPage } from '@/ui/ErrorPage'

export const metadata: Metadata = { title: 'Forbidden', robots: { index: false } }

/** Shown (with status 403) by the route guards when a signed-in person lacks the right. */
export default async function ForbiddenRoute({ searchParams }: { searchParams: Promise<{ path?: string }> }) {
  const { path } = await searchParams
  return <ErrorPage {...errorDetails(403, `You do not have access to ${path ?? 'this page'}.`)} />
}
