import { notFound } from 'next/navigation'

import { config } from '@/platform/config'

export const dynamic = 'force-dynamic'

/**
 * Exists only when TEST_ROUTES=true (never in production): a page whose data
 * loading throws, so the browser tests can see the 500 variant of the error page.
 */
export default async function ThrowOnLoad() {
  if (!config().TEST_ROUTES) notFound()
  await Promise.resolve()
  throw new Error('Deliberate failure while loading the page (TEST_ROUTES)')
}
