import type { Metadata } from 'next'

import { AccountActionPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function AccountActionRoute(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return <AccountActionPage searchParams={props.searchParams} />
}
