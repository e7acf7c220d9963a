import type { Metadata } from 'next'

import { UnsubscribePage } from '@/domains/comms'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** `/mail/unsubscribe?token=…`: the unsubscribe link of a newsletter, opened in a browser (decision 090). */
export default function Page({ searchParams }: Props) {
  return <UnsubscribePage searchParams={searchParams} />
}
