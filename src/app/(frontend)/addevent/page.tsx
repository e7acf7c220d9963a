import type { Metadata } from 'next'

import { AddEventPage } from '@/domains/events'

export const metadata: Metadata = { title: 'Propose an event', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function AddEventRoute() {
  return <AddEventPage />
}
