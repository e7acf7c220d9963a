import type { Metadata } from 'next'

import { MyEventsPage } from '@/domains/events'

export const metadata: Metadata = { title: 'Your events', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function MyEventsRoute() {
  return <MyEventsPage />
}
