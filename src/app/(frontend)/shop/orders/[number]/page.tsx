import type { Metadata } from 'next'

import { ReceiptPage } from '@/domains/commerce'

export const dynamic = 'force-dynamic'
// A guest's address carries their key: no search engine, and no referrer to any page linked from here.
export const metadata: Metadata = {
  title: 'Your order',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function OrderRoute(props: {
  params: Promise<{ number: string }>
  searchParams: Promise<{ key?: string | string[] }>
}) {
  const { number } = await props.params
  return <ReceiptPage number={number} searchParams={props.searchParams} />
}
