import type { Metadata } from 'next'

import { PreferencesPage } from '@/domains/comms'

export const metadata: Metadata = { title: 'Your mail preferences', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** `/mail/preferences?token=…`, or the signed-in person's own without one (decision 090). */
export default function Page({ searchParams }: Props) {
  return <PreferencesPage searchParams={searchParams} />
}
